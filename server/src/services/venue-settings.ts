/**
 * A venue's booking settings (docs/venues.md "Settings routes"): the weekly hours, special days, closures, each court's
 * price rules, and the booking settings with the refund tiers — read in one answer, changed one part at a time by
 * whoever manages the venue (access/venues.ts canManageVenue: anyone else gets 404). A thin adapter of the venue rules
 * (shared/rules venue-settings.ts): each change asks the rule's `…Problem` (42200 with its Chinese text), then, in one
 * transaction, locks the venue's row, writes, and writes its audit line. A closure is refused (40000, with the count)
 * while paid bookings or live holds lie inside it — it never leaves a booking in a closed time.
 */
import fp from 'fastify-plugin';
import {
  BOOKING_MSG,
  bookingSettingsColumns,
  bookingSettingsSaveProblem,
  bookingSettingsView,
  chinaDate,
  closureRefusal,
  closureSaveProblem,
  closureView,
  courtPriceRuleRows,
  courtPriceRulesProblem,
  occupancyFromRow,
  priceRulesView,
  settingsDays,
  specialDayProblem,
  specialDayRow,
  specialDayView,
  weeklyHoursProblem,
  weeklyHoursRows,
  weeklyHoursView,
  venueSettingsAnswer,
  type BookingSettingsInput,
  type BookingSettingsView,
  type ClosureView,
  type PriceRuleInput,
  type SpecialDayInput,
  type SpecialDayView,
  type WeeklyHoursEntry,
} from 'shared/rules';
import { canManageVenue } from '../access/venues.js';
import type { Principal } from '../access/principal.js';
import type { Db } from '../db/client.js';
import { badInput, notFound, refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { ruled } from './rule-refusal.js';

/** Who changes the settings and from where. */
export interface VenueSettingsActor {
  principal: Principal;
  ip: string;
}

/** How many closures not yet over one read lists (the earliest first). */
export const CLOSURES_LISTED = 100;

export interface VenueSettingsDeps {
  db: Db;
  repos: Pick<Repositories, 'venueSettings'>;
}

const check = (problem: string | null) => {
  if (problem) throw badInput(problem);
};

export function createVenueSettingsService(deps: VenueSettingsDeps) {
  const { db } = deps;
  const repo = deps.repos.venueSettings;

  /** The venue when the caller manages it; 404 when it is not there or not theirs. */
  async function managedVenue(principal: Principal, venueId: number) {
    const venue = await repo.venue(venueId);
    if (!venue || !canManageVenue(principal, venue)) throw notFound();
    return venue;
  }

  /** The court when the caller manages its venue (404 otherwise). */
  async function managedCourt(principal: Principal, courtId: number) {
    const court = await repo.court(courtId);
    if (!court || !canManageVenue(principal, { id: court.venueId, institution_id: court.institution_id })) throw notFound();
    return court;
  }

  const actorOf = ({ principal, ip }: VenueSettingsActor) => ({ userId: principal.userId, ip });

  return {
    /** Every booking setting of the venue: hours, special days of the asked China days (today and 89 days on), closures not over, each active court's rules, the settings. */
    async read(principal: Principal, venueId: number, query: { from?: string; to?: string }, now = new Date()) {
      const venue = await managedVenue(principal, venueId);
      const days = ruled(() => settingsDays(query, now));
      const rows = await repo.config(venue.id, days, now, CLOSURES_LISTED);
      return venueSettingsAnswer(venue, days, rows);
    },

    /** Replaces the weekly hours (an empty list: closed every weekday unless a special day opens it). */
    async replaceHours(actor: VenueSettingsActor, venueId: number, hours: WeeklyHoursEntry[]) {
      const venue = await managedVenue(actor.principal, venueId);
      check(weeklyHoursProblem(hours));
      const stored = await db.transaction(async (tx) => {
        if (!(await repo.lockVenue(tx, venue.id))) throw notFound();
        const rows = await repo.replaceOpeningHours(tx, venue.id, weeklyHoursRows(hours));
        const view = weeklyHoursView(rows);
        await repo.audit(tx, actorOf(actor), 'venue.opening_hours', `venue:${venue.id}`, { summary: view.summary, ranges: rows.length });
        return view;
      });
      return { venue_id: venue.id, ...stored };
    },

    /** Sets a date's special arrangement (a second save of the date replaces it). */
    async saveSpecialDay(actor: VenueSettingsActor, venueId: number, input: SpecialDayInput, now = new Date()): Promise<SpecialDayView> {
      const venue = await managedVenue(actor.principal, venueId);
      check(specialDayProblem(input, chinaDate(now)));
      return db.transaction(async (tx) => {
        if (!(await repo.lockVenue(tx, venue.id))) throw notFound();
        const view = specialDayView(await repo.upsertSpecialDay(tx, venue.id, specialDayRow(input)));
        await repo.audit(tx, actorOf(actor), 'venue.special_day.save', `venue:${venue.id}`, { ...view });
        return view;
      });
    },

    /** Removes a date's special arrangement (404 when the date has none). */
    async deleteSpecialDay(actor: VenueSettingsActor, venueId: number, day: string): Promise<void> {
      const venue = await managedVenue(actor.principal, venueId);
      await db.transaction(async (tx) => {
        if (!(await repo.lockVenue(tx, venue.id))) throw notFound();
        const removed = await repo.deleteSpecialDay(tx, venue.id, day);
        if (!removed) throw notFound();
        await repo.audit(tx, actorOf(actor), 'venue.special_day.delete', `venue:${venue.id}`, { ...specialDayView(removed) });
      });
    },

    /**
     * Closes the venue (`courtId` null) or one of its active courts over [start, end): refused when the range is not
     * one the rules take or is over, and while paid bookings or live holds lie inside it (checked under the venue's
     * lock, so no booking is taken meanwhile).
     */
    async addClosure(actor: VenueSettingsActor, venueId: number, input: { courtId: number | null; start: Date; end: Date; reason: string }, now = new Date()): Promise<ClosureView> {
      const venue = await managedVenue(actor.principal, venueId);
      let courtName = '';
      if (input.courtId !== null) {
        const court = await repo.court(input.courtId);
        if (!court || court.venueId !== venue.id) throw refused(BOOKING_MSG.courtNotFound);
        if (!court.active) throw refused(BOOKING_MSG.courtClosed);
        courtName = court.name;
      }
      const reason = input.reason.trim();
      const closure = { courtId: input.courtId, start: input.start, end: input.end, reason };
      check(closureSaveProblem(closure, now));
      return db.transaction(async (tx) => {
        if (!(await repo.lockVenue(tx, venue.id))) throw notFound();
        const during = { start: input.start, end: input.end };
        const occupied = await repo.occupancies(tx, venue.id, during, input.courtId);
        const refusal = closureRefusal(closure, occupied.map(occupancyFromRow), now);
        if (refusal) throw refused(refusal);
        const row = await repo.insertClosure(tx, { venueId: venue.id, courtId: input.courtId, during, reason, createdBy: actor.principal.userId });
        const view = closureView(row, courtName);
        await repo.audit(tx, actorOf(actor), 'venue.closure.add', `venue:${venue.id}`, { ...view });
        return view;
      });
    },

    /** Removes a closure of a venue the caller manages (404 otherwise): its time is bookable again. */
    async deleteClosure(actor: VenueSettingsActor, closureId: number): Promise<void> {
      const found = await repo.closure(closureId);
      if (!found || !canManageVenue(actor.principal, { id: found.venueId, institution_id: found.institution_id })) throw notFound();
      await db.transaction(async (tx) => {
        if (!(await repo.lockVenue(tx, found.venueId))) throw notFound();
        const removed = await repo.deleteClosure(tx, closureId);
        if (!removed) throw notFound();
        await repo.audit(tx, actorOf(actor), 'venue.closure.delete', `venue:${found.venueId}`, { ...closureView(removed, '') });
      });
    },

    /** Replaces a court's price rules (an empty list: the court's standard price everywhere). A retired court is refused. */
    async replacePriceRules(actor: VenueSettingsActor, courtId: number, rules: PriceRuleInput[]) {
      const court = await managedCourt(actor.principal, courtId);
      if (!court.active) throw refused(BOOKING_MSG.courtClosed);
      check(courtPriceRulesProblem(court.id, rules));
      const stored = await db.transaction(async (tx) => {
        if (!(await repo.lockVenue(tx, court.venueId))) throw notFound();
        const view = priceRulesView(await repo.replacePriceRules(tx, court.id, courtPriceRuleRows(court.id, rules)));
        await repo.audit(tx, actorOf(actor), 'venue.price_rules', `court:${court.id}`, { venue_id: court.venueId, price_rules: view });
        return view;
      });
      return { court_id: court.id, court_name: court.name, price_rules: stored };
    },

    /** Saves the booking settings and the refund tiers (all of them). */
    async saveSettings(actor: VenueSettingsActor, venueId: number, input: BookingSettingsInput): Promise<BookingSettingsView & { venue_id: number }> {
      const venue = await managedVenue(actor.principal, venueId);
      check(bookingSettingsSaveProblem(input));
      return db.transaction(async (tx) => {
        if (!(await repo.lockVenue(tx, venue.id))) throw notFound();
        const view = bookingSettingsView(await repo.updateSettings(tx, venue.id, bookingSettingsColumns(input)));
        await repo.audit(tx, actorOf(actor), 'venue.booking_settings', `venue:${venue.id}`, { ...view });
        return { venue_id: venue.id, ...view };
      });
    },
  };
}

export type VenueSettingsService = ReturnType<typeof createVenueSettingsService>;

/** `app.venueSettings`: a venue's hours, special days, closures, price rules and booking settings. */
export default fp(
  async (app) => {
    app.decorate('venueSettings', createVenueSettingsService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'venue-settings-service', dependencies: ['db', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    venueSettings: VenueSettingsService;
  }
}
