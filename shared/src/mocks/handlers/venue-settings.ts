/**
 * A venue's booking settings (docs/venues.md "Settings routes"), as a thin adapter over the venue rules
 * (shared/rules venue-settings.ts): the same checks, refusals and views as services/venue-settings.ts, over rows kept
 * per mock database (every venue starts with no hours, special days, closures or price rules, and the default
 * settings — as a venue the server has just created).
 */
import { membershipManages } from '../../rules/personal-centre';
import { BOOKING_MSG, settingsRefusalError } from '../../rules/venue/venue-messages';
import type { Occupancy } from '../../rules/venue/holds';
import { DEFAULT_BOOKING_SETTINGS } from '../../rules/venue/booking-check';
import type { ClosureRow, OpeningHoursRow, PriceRuleRow } from '../../rules/venue/venue-rows';
import { chinaDate } from '../../rules/china-time';
import { instantMs } from '../../rules/venue/venue-time';
import {
  bookingSettingsColumns,
  bookingSettingsSaveProblem,
  bookingSettingsView,
  closureRefusal,
  closureSaveProblem,
  closureView,
  courtPriceRuleRows,
  courtPriceRulesProblem,
  priceRulesView,
  settingsDays,
  specialDayProblem,
  specialDayRow,
  specialDayView,
  weeklyHoursProblem,
  weeklyHoursRows,
  weeklyHoursView,
  type SpecialDayNoteRow,
} from '../../rules/venue/venue-settings';
import { mockDb, perMockDb } from '../db';
import { notFound, refused } from '../envelope';
import type { MockVenue } from '../fixtures/venues';
import type { MockUser } from '../fixtures/users';
import { mock, refuse } from '../route';

/** How many closures not yet over one read lists (services/venue-settings.ts CLOSURES_LISTED). */
const CLOSURES_LISTED = 100;

type SettingsColumns = Parameters<typeof bookingSettingsView>[0];

const store = perMockDb(() => ({
  hours: new Map<number, OpeningHoursRow[]>(),
  specialDays: new Map<number, SpecialDayNoteRow[]>(),
  closures: [] as (ClosureRow & { venueId: number })[],
  priceRules: new Map<number, Omit<PriceRuleRow, 'id'>[]>(),
  settings: new Map<number, SettingsColumns>(),
  nextClosureId: 1,
}));

const settingsOf = (venueId: number): SettingsColumns => store().settings.get(venueId) ?? { ...DEFAULT_BOOKING_SETTINGS, refundPolicy: [] };

/** Where the closure check reads a venue's bookings, holds and blocks: the booking mocks register their rows here. */
const bookingSources: ((venueId: number) => readonly Occupancy[])[] = [];
export function readMockVenueBookingsFrom(source: (venueId: number) => readonly Occupancy[]): void {
  bookingSources.push(source);
}

/** access/venues.ts canManageVenue: the platform admin, or a manager of the venue's institution bound to no venue or to this one. */
export function canManageMockVenue(user: MockUser, venue: Pick<MockVenue, 'id' | 'institution_id'>): boolean {
  if (user.isPlatformAdmin) return true;
  return user.managerOf.some(([institutionId, , venueId]) => membershipManages(institutionId) && institutionId === venue.institution_id && (venueId === 0 || venueId === venue.id));
}

function managedVenue(user: MockUser, venueId: number): MockVenue {
  const venue = mockDb.venues.find((v) => v.id === venueId);
  return venue && canManageMockVenue(user, venue) ? venue : refuse(notFound());
}

const check = (problem: string | null) => {
  if (problem) throw settingsRefusalError(problem);
};

const courtName = (venue: MockVenue, courtId: number | null) => venue.courts.find((c) => c.id === courtId)?.name ?? '';

export const venueSettingsHandlers = [
  mock.get('/admin/venue_booking_config', ({ user, query }) => {
    const venue = managedVenue(user, query.venue_id);
    const now = new Date();
    const days = settingsDays({ from: query.from, to: query.to }, now);
    const s = store();
    const specialDays = (s.specialDays.get(venue.id) ?? []).filter((d) => d.day >= days.from && d.day <= days.to).sort((a, b) => a.day.localeCompare(b.day));
    const closures = s.closures
      .filter((c) => c.venueId === venue.id && instantMs(c.during.end) > now.getTime())
      .sort((a, b) => instantMs(a.during.start) - instantMs(b.during.start) || a.id - b.id)
      .slice(0, CLOSURES_LISTED);
    return {
      venue_id: venue.id,
      venue_name: venue.name,
      opening_hours: { venue_id: venue.id, ...weeklyHoursView(s.hours.get(venue.id) ?? []) },
      special_days_from: days.from,
      special_days_to: days.to,
      special_days: specialDays.map(specialDayView),
      closures: closures.map((c) => closureView(c, courtName(venue, c.courtId))),
      courts: venue.courts.map((c) => ({ court_id: c.id, court_name: c.name, price_rules: priceRulesView(s.priceRules.get(c.id) ?? []) })),
      settings: { venue_id: venue.id, ...bookingSettingsView(settingsOf(venue.id)) },
    };
  }),

  mock.put('/admin/venue_opening_hours', ({ user, body }) => {
    const venue = managedVenue(user, body.venue_id);
    check(weeklyHoursProblem(body.hours));
    const rows = weeklyHoursRows(body.hours);
    store().hours.set(venue.id, rows);
    return { venue_id: venue.id, ...weeklyHoursView(rows) };
  }),

  mock.put('/admin/venue_special_day', ({ user, body }) => {
    const venue = managedVenue(user, body.venue_id);
    const input = { day: body.day, closed: body.closed === 1, opens: body.opens ?? null, closes: body.closes ?? null, holiday: body.holiday === 1, workday: body.workday === 1, note: body.note ?? '' };
    check(specialDayProblem(input, chinaDate(Date.now())));
    const row = specialDayRow(input);
    const days = (store().specialDays.get(venue.id) ?? []).filter((d) => d.day !== row.day);
    store().specialDays.set(venue.id, [...days, row]);
    return specialDayView(row);
  }),

  mock.delete('/admin/venue_special_day', ({ user, query }) => {
    const venue = managedVenue(user, query.venue_id);
    const days = store().specialDays.get(venue.id) ?? [];
    if (!days.some((d) => d.day === query.day)) refuse(notFound());
    store().specialDays.set(
      venue.id,
      days.filter((d) => d.day !== query.day),
    );
    return {};
  }),

  mock.post('/admin/venue_closure', ({ user, body }) => {
    const venue = managedVenue(user, body.venue_id);
    const courtId = body.court_id ?? null;
    if (courtId !== null && !venue.courts.some((c) => c.id === courtId)) refuse(refused(BOOKING_MSG.courtNotFound));
    const now = new Date();
    const closure = { courtId, start: body.start_at, end: body.end_at, reason: (body.closure_reason ?? '').trim() };
    check(closureSaveProblem(closure, now));
    const bookings = bookingSources.flatMap((source) => source(venue.id));
    const refusal = closureRefusal(closure, bookings, now);
    if (refusal) refuse(refused(refusal));
    const s = store();
    const row = { id: s.nextClosureId++, venueId: venue.id, courtId, during: { start: new Date(body.start_at), end: new Date(body.end_at) }, reason: closure.reason };
    s.closures.push(row);
    return closureView(row, courtName(venue, courtId));
  }),

  mock.delete('/admin/venue_closure', ({ user, query }) => {
    const s = store();
    const found = s.closures.find((c) => c.id === query.id);
    const venue = found && mockDb.venues.find((v) => v.id === found.venueId);
    if (!found || !venue || !canManageMockVenue(user, venue)) refuse(notFound());
    s.closures = s.closures.filter((c) => c.id !== query.id);
    return {};
  }),

  mock.put('/admin/venue_price_rules', ({ user, body }) => {
    const venue = mockDb.venues.find((v) => v.courts.some((c) => c.id === body.court_id));
    const court = venue?.courts.find((c) => c.id === body.court_id);
    if (!venue || !court || !canManageMockVenue(user, venue)) refuse(notFound());
    const rules = body.price_rules.map((r) => ({ ...r, member_price_cents: r.member_price_cents ?? null }));
    check(courtPriceRulesProblem(court.id, rules));
    const rows = courtPriceRuleRows(court.id, rules);
    store().priceRules.set(court.id, rows);
    return { court_id: court.id, court_name: court.name, price_rules: priceRulesView(rows) };
  }),

  mock.put('/admin/venue_booking_settings', ({ user, body }) => {
    const { venue_id, ...input } = body;
    const venue = managedVenue(user, venue_id);
    check(bookingSettingsSaveProblem(input));
    const columns = bookingSettingsColumns(input);
    store().settings.set(venue.id, columns);
    return { venue_id: venue.id, ...bookingSettingsView(columns) };
  }),
];
