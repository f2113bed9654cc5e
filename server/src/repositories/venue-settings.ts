/**
 * A venue's booking settings (docs/venues.md "Settings routes"): the reads of one venue's hours, special days,
 * closures, price rules and booking columns, and the statements services/venue-settings.ts runs in its transactions
 * (they take the caller's `tx`). The rows are shared/rules venue-rows.ts's types, so the rules' views map them as
 * they are.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { ClosureRow, OccupancyRow, OpeningHoursRow, PriceRuleRow, SpecialDayNoteRow } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { auditLog, bookings, courtPriceRules, courts, timeRangeLiteral, venueClosures, venueOpeningHours, venues, venueSpecialDays, type TimeRange } from '../db/schema/index.js';
import { occupying } from './bookings.js';
import { closureColumns, openingHourColumns, priceRuleColumns, specialDayColumns } from './venue-columns.js';

/** Who changes the settings and from where (the audit line's actor). */
export interface SettingsActor {
  userId: number;
  ip: string;
}

const range = (r: TimeRange) => sql`${timeRangeLiteral(r)}::tstzrange`;

const specialDayNoteColumns = { ...specialDayColumns, note: venueSpecialDays.note };

const settingsColumns = {
  paymentWindowMinutes: venues.paymentWindowMinutes,
  parallelBookingLimit: venues.parallelBookingLimit,
  maxBookingMinutes: venues.maxBookingMinutes,
  bookableDays: venues.bookableDays,
  refundPolicy: venues.refundPolicy,
};

export function createVenueSettingsRepo(db: Db) {
  return {
    /** The venue as access reads it (canManageVenue: its id and institution), with its name. */
    async venue(venueId: number) {
      const [row] = await db.select({ id: venues.id, institution_id: venues.institutionId, name: venues.name }).from(venues).where(eq(venues.id, venueId));
      return row;
    },

    /** A court with its venue's owner (canManageVenue). */
    async court(courtId: number) {
      const [row] = await db
        .select({ id: courts.id, venueId: courts.venueId, name: courts.name, active: courts.active, institution_id: venues.institutionId })
        .from(courts)
        .innerJoin(venues, eq(venues.id, courts.venueId))
        .where(eq(courts.id, courtId));
      return row;
    },

    /** A closure with its venue's owner (canManageVenue). */
    async closure(closureId: number) {
      const [row] = await db
        .select({ id: venueClosures.id, venueId: venueClosures.venueId, institution_id: venues.institutionId })
        .from(venueClosures)
        .innerJoin(venues, eq(venues.id, venueClosures.venueId))
        .where(eq(venueClosures.id, closureId));
      return row;
    },

    /**
     * Locks the venue's row until the caller's transaction ends (FOR NO KEY UPDATE): the settings of one venue change
     * one after the other, and a booking being taken (it holds the venue FOR SHARE, repositories/bookings.ts) finishes
     * before a closure is checked against the bookings — and one taken after sees the closure.
     */
    async lockVenue(tx: Tx, venueId: number): Promise<boolean> {
      const [row] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId)).for('no key update');
      return row !== undefined;
    },

    /** Everything the settings read answers: hours, special days of [from, to], closures not over at `now` (the first `closureLimit` by start), every court with its rules, the booking columns. */
    async config(venueId: number, days: { from: string; to: string }, now: Date, closureLimit: number) {
      const openingHours: OpeningHoursRow[] = await db
        .select(openingHourColumns)
        .from(venueOpeningHours)
        .where(eq(venueOpeningHours.venueId, venueId));
      const specialDays: SpecialDayNoteRow[] = await db
        .select(specialDayNoteColumns)
        .from(venueSpecialDays)
        .where(and(eq(venueSpecialDays.venueId, venueId), gte(venueSpecialDays.day, days.from), lte(venueSpecialDays.day, days.to)))
        .orderBy(asc(venueSpecialDays.day));
      const closures = await db
        .select({ ...closureColumns, courtName: courts.name })
        .from(venueClosures)
        .leftJoin(courts, eq(courts.id, venueClosures.courtId))
        .where(and(eq(venueClosures.venueId, venueId), sql`upper(${venueClosures.during}) > ${now.toISOString()}::timestamptz`))
        .orderBy(sql`lower(${venueClosures.during})`, asc(venueClosures.id))
        .limit(closureLimit);
      const courtRows = await db
        .select({ id: courts.id, name: courts.name })
        .from(courts)
        .where(and(eq(courts.venueId, venueId), eq(courts.active, true)))
        .orderBy(asc(courts.sort), asc(courts.id));
      const priceRules: PriceRuleRow[] =
        courtRows.length === 0
          ? []
          : await db
              .select(priceRuleColumns)
              .from(courtPriceRules)
              .where(
                inArray(
                  courtPriceRules.courtId,
                  courtRows.map((c) => c.id),
                ),
              );
      const [settings] = await db.select(settingsColumns).from(venues).where(eq(venues.id, venueId));
      return { openingHours, specialDays, closures, courts: courtRows, priceRules, settings: settings! };
    },

    /** Replaces the venue's weekly hours with `rows`; answers them as stored. */
    async replaceOpeningHours(tx: Tx, venueId: number, rows: OpeningHoursRow[]): Promise<OpeningHoursRow[]> {
      await tx.delete(venueOpeningHours).where(eq(venueOpeningHours.venueId, venueId));
      if (rows.length === 0) return [];
      return tx
        .insert(venueOpeningHours)
        .values(rows.map((r) => ({ venueId, ...r })))
        .returning(openingHourColumns);
    },

    /** Sets the venue's special day (one per date: a second save of the date replaces the first). */
    async upsertSpecialDay(tx: Tx, venueId: number, row: SpecialDayNoteRow): Promise<SpecialDayNoteRow> {
      const { day, ...values } = row;
      const [saved] = await tx
        .insert(venueSpecialDays)
        .values({ venueId, day, ...values })
        .onConflictDoUpdate({ target: [venueSpecialDays.venueId, venueSpecialDays.day], set: { ...values, updatedAt: new Date() } })
        .returning(specialDayNoteColumns);
      return saved!;
    },

    /** Removes the venue's special day; answers it, or undefined when the date had none. */
    async deleteSpecialDay(tx: Tx, venueId: number, day: string): Promise<SpecialDayNoteRow | undefined> {
      const [row] = await tx
        .delete(venueSpecialDays)
        .where(and(eq(venueSpecialDays.venueId, venueId), eq(venueSpecialDays.day, day)))
        .returning(specialDayNoteColumns);
      return row;
    },

    /**
     * The rows that occupy a court of the venue within `during` (lapsed holds are free): the closure's court, or every
     * court when it closes the whole venue.
     */
    async occupancies(tx: Tx, venueId: number, during: TimeRange, courtId: number | null): Promise<OccupancyRow[]> {
      return tx
        .select({ id: bookings.id, courtId: bookings.courtId, during: bookings.during, kind: bookings.kind, status: bookings.status, holdExpiresAt: bookings.holdExpiresAt, userId: bookings.userId })
        .from(bookings)
        .where(and(eq(bookings.venueId, venueId), occupying, sql`${bookings.during} && ${range(during)}`, courtId === null ? undefined : eq(bookings.courtId, courtId)));
    },

    async insertClosure(tx: Tx, values: { venueId: number; courtId: number | null; during: TimeRange; reason: string; createdBy: number }): Promise<ClosureRow> {
      const [row] = await tx.insert(venueClosures).values(values).returning(closureColumns);
      return row!;
    },

    /** Removes the closure; answers it, or undefined when it was gone already. */
    async deleteClosure(tx: Tx, closureId: number): Promise<ClosureRow | undefined> {
      const [row] = await tx.delete(venueClosures).where(eq(venueClosures.id, closureId)).returning(closureColumns);
      return row;
    },

    /** Replaces the court's price rules with `rows`; answers them as stored. */
    async replacePriceRules(tx: Tx, courtId: number, rows: Omit<PriceRuleRow, 'id'>[]): Promise<PriceRuleRow[]> {
      await tx.delete(courtPriceRules).where(eq(courtPriceRules.courtId, courtId));
      if (rows.length === 0) return [];
      return tx.insert(courtPriceRules).values(rows).returning(priceRuleColumns);
    },

    /** Writes the venue's booking columns; answers them as stored. */
    async updateSettings(tx: Tx, venueId: number, values: { paymentWindowMinutes: number; parallelBookingLimit: number; maxBookingMinutes: number; bookableDays: number; refundPolicy: unknown }) {
      const [row] = await tx
        .update(venues)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(venues.id, venueId))
        .returning(settingsColumns);
      return row!;
    },

    /** The audit line of a settings change (`venue:<id>` or `court:<id>`). */
    async audit(tx: Tx, actor: SettingsActor, action: string, target: string, detail: Record<string, unknown>) {
      await tx.insert(auditLog).values({ actorId: actor.userId, action, target, detail, ip: actor.ip });
    },
  };
}

export type VenueSettingsRepo = ReturnType<typeof createVenueSettingsRepo>;
