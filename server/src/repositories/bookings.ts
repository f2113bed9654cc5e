/**
 * Bookings of courts (docs/venues.md, "Data model"): the statements services/bookings.ts runs in its transactions
 * (they take the caller's `tx`) and the reads of what occupies a court. A hold whose payment window has passed is
 * "lapsed": every read here counts it as free, and `expireLapsedOverlapping` marks it expired inside the transaction
 * that takes its slot, before the insert meets the exclusion constraint `bookings_no_overlap`.
 */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { VenueBookingRow } from 'shared/rules';
import { closureColumns, occupancyColumns, openingHourColumns, priceRuleColumns, specialDayColumns } from './venue-columns.js';
import type { Db, Tx } from '../db/client.js';
import {
  bookings,
  courtPriceRules,
  courts,
  orders,
  timeRangeLiteral,
  venueClosures,
  venueOpeningHours,
  venues,
  venueSpecialDays,
  type TimeRange,
} from '../db/schema/index.js';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

/** One court and one half-open range. */
export interface CourtRange extends TimeRange {
  courtId: number;
}

const range = (r: TimeRange) => sql`${timeRangeLiteral(r)}::tstzrange`;

/** A hold past its payment window (by the database's clock): its slot is free. */
export const lapsedHold: SQL = sql`(${bookings.kind} = 'hold' and ${bookings.status} = 'active' and ${bookings.holdExpiresAt} <= now())`;

/** Rows that occupy their slot now: active or checked in, and not a lapsed hold. */
export const occupying: SQL = sql`(${bookings.status} in ('active', 'checked_in') and not ${lapsedHold})`;

/** Any of the court ranges overlaps the row. */
const overlapsAny = (ranges: CourtRange[]) => or(...ranges.map((r) => and(eq(bookings.courtId, r.courtId), sql`${bookings.during} && ${range(r)}`)))!;

export function createBookingsRepo(db: Db) {
  return {
    /**
     * The venue's booking settings (the rules' VenueBookingRow), kept from changing until the caller's transaction ends
     * (FOR SHARE: closing the venue waits for the bookings being taken, and they see it closed after).
     */
    async venueForBooking(tx: Tx, venueId: number): Promise<VenueBookingRow | undefined> {
      const [row] = await tx
        .select({
          id: venues.id,
          status: venues.status,
          paymentWindowMinutes: venues.paymentWindowMinutes,
          parallelBookingLimit: venues.parallelBookingLimit,
          maxBookingMinutes: venues.maxBookingMinutes,
          bookableDays: venues.bookableDays,
        })
        .from(venues)
        .where(eq(venues.id, venueId))
        .for('share');
      return row;
    },

    /**
     * What the rules read to check a booking of `ranges` at the venue (shared/rules BookingContextRows, less the
     * venue): every court of the venue, its opening hours, its special days among `days` (China days), the closures
     * and the occupying rows over the ranges (lapsed holds are free), the asked courts' price rules, and — with
     * `userId` — that user's occupying holds and bookings at the venue not yet over (the parallel limit counts them).
     */
    async bookingContext(tx: Tx, venueId: number, ranges: CourtRange[], options: { days: string[]; userId?: number | null }) {
      const courtIds = [...new Set(ranges.map((r) => r.courtId))];
      const courtRows = await tx
        .select({ id: courts.id, status: courts.status, active: courts.active, pricePerHourCents: courts.pricePerHourCents })
        .from(courts)
        .where(eq(courts.venueId, venueId))
        .orderBy(asc(courts.id));
      const openingHours = await tx
        .select(openingHourColumns)
        .from(venueOpeningHours)
        .where(eq(venueOpeningHours.venueId, venueId));
      const specialDays =
        options.days.length === 0
          ? []
          : await tx
              .select(specialDayColumns)
              .from(venueSpecialDays)
              .where(and(eq(venueSpecialDays.venueId, venueId), inArray(venueSpecialDays.day, options.days)));
      const closures =
        ranges.length === 0
          ? []
          : await tx
              .select(closureColumns)
              .from(venueClosures)
              .where(
                and(
                  eq(venueClosures.venueId, venueId),
                  or(...ranges.map((r) => and(or(sql`${venueClosures.courtId} is null`, eq(venueClosures.courtId, r.courtId)), sql`${venueClosures.during} && ${range(r)}`))),
                ),
              );
      const priceRules =
        courtIds.length === 0
          ? []
          : await tx
              .select(priceRuleColumns)
              .from(courtPriceRules)
              .where(inArray(courtPriceRules.courtId, courtIds));
      const mine =
        options.userId === null || options.userId === undefined
          ? undefined
          : and(eq(bookings.userId, options.userId), inArray(bookings.kind, ['hold', 'booking']), sql`upper(${bookings.during}) > now()`);
      const asked = ranges.length === 0 ? undefined : overlapsAny(ranges);
      const occupancies =
        !mine && !asked
          ? []
          : await tx
              .select(occupancyColumns)
              .from(bookings)
              .where(and(eq(bookings.venueId, venueId), occupying, or(asked, mine)));
      return { courts: courtRows, openingHours, specialDays, closures, priceRules, occupancies };
    },

    /**
     * Holds, until the end of the caller's transaction, the right to add bookings of this user at this venue: two
     * holds of one user at once count one after the other, so the venue's parallel limit is never passed by a burst.
     */
    async lockUserAtVenue(tx: Tx, venueId: number, userId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-user:${venueId}:${userId}`}))`);
    },

    /**
     * Takings of one court one after the other: its row locked (in id order, after the user's lock) before the booking
     * check reads the court's occupancy. Without it, concurrent inserts of overlapping ranges wait for each other
     * inside the exclusion constraint's check and PostgreSQL answers deadlocks — 50 users on a few slots deadlocked
     * past every retry. Settings of the court (a PUT of its name or price) wait for the taking, not the reverse.
     */
    async lockCourts(tx: Tx, courtIds: readonly number[]): Promise<void> {
      const ids = [...new Set(courtIds)].sort((a, b) => a - b);
      if (ids.length === 0) return;
      await tx.select({ id: courts.id }).from(courts).where(inArray(courts.id, ids)).orderBy(asc(courts.id)).for('no key update');
    },

    /**
     * Marks expired the lapsed holds that overlap one of the ranges, so that the insert after it may take their slots.
     * Its row locks order it with a payment confirming the same hold (`confirmHolds`): whichever comes first wins, the
     * other sees the row as it left it. Answers the expired rows (their orders are closed by the finance module).
     */
    async expireLapsedOverlapping(tx: Tx, ranges: CourtRange[]) {
      if (ranges.length === 0) return [];
      return tx
        .update(bookings)
        .set({ status: 'expired' })
        .where(and(lapsedHold, overlapsAny(ranges)))
        .returning({ id: bookings.id, orderId: bookings.orderId });
    },

    /**
     * Inserts the rows in one statement: the exclusion constraint refuses them all (23P01) when one is taken. With
     * `holdMinutes`, each row's `hold_expires_at` is the database's now plus that many minutes (one clock for every
     * API node: the same one `lapsedHold` reads).
     */
    async insert(tx: Tx, rows: NewBooking[], holdMinutes?: number): Promise<BookingRow[]> {
      if (rows.length === 0) return [];
      const expires = holdMinutes === undefined ? {} : { holdExpiresAt: sql`now() + make_interval(mins => ${holdMinutes}::int)` };
      return tx
        .insert(bookings)
        .values(rows.map((r) => ({ ...r, ...expires })))
        .returning();
    },

    /**
     * A paid hold becomes a booking, when it is still a hold within its payment window (by the database's clock);
     * answers the rows confirmed. A hold that lapsed or was expired or cancelled is not.
     */
    async confirmHolds(tx: Tx, ids: number[], orderId: number | null) {
      if (ids.length === 0) return [];
      return tx
        .update(bookings)
        .set({ kind: 'booking', ...(orderId === null ? {} : { orderId }) })
        .where(and(inArray(bookings.id, ids), eq(bookings.kind, 'hold'), eq(bookings.status, 'active'), sql`${bookings.holdExpiresAt} > now()`))
        .returning({ id: bookings.id });
    },

    /**
     * The rows an order pays, locked for the caller's transaction in id order (the payment's transaction, after its
     * order's lock), each with whether it is still a live hold by the database's clock: a payment confirms them all or
     * none (services/booking-payments.ts).
     */
    async lockOfOrder(tx: Tx, orderId: number) {
      return tx
        .select({ id: bookings.id, kind: bookings.kind, status: bookings.status, live: sql<boolean>`coalesce(${bookings.holdExpiresAt} > now(), false)` })
        .from(bookings)
        .where(eq(bookings.orderId, orderId))
        .orderBy(asc(bookings.id))
        .for('update');
    },

    /** Cancels the order's other active holds (an unpaid order pays its holds all or none, so they end together). */
    async cancelHoldsOfOrder(tx: Tx, orderId: number, by: number | null, reason: string) {
      return tx
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: sql`now()`, cancelledBy: by, cancelReason: reason })
        .where(and(eq(bookings.orderId, orderId), eq(bookings.kind, 'hold'), eq(bookings.status, 'active')))
        .returning({ id: bookings.id });
    },

    /** The venue's stored refund tiers (the rules' refundPolicyFromStored reads them). */
    async refundPolicyOf(tx: Tx, venueId: number): Promise<unknown> {
      const [row] = await tx.select({ refundPolicy: venues.refundPolicy }).from(venues).where(eq(venues.id, venueId));
      return row?.refundPolicy ?? [];
    },

    /** The finance order that pays the rows (made in the transaction that holds them). */
    async attachOrder(tx: Tx, ids: number[], orderId: number): Promise<void> {
      if (ids.length === 0) return;
      await tx.update(bookings).set({ orderId }).where(inArray(bookings.id, ids));
    },

    /** The row, locked for the caller's transaction. */
    async lockById(tx: Tx, id: number): Promise<BookingRow | undefined> {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      return row;
    },

    /** Cancels an active hold, booking or block (a checked-in booking stays); answers the row, or undefined. */
    async cancel(tx: Tx, id: number, by: number | null, reason: string): Promise<BookingRow | undefined> {
      const [row] = await tx
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: sql`now()`, cancelledBy: by, cancelReason: reason })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'active')))
        .returning();
      return row;
    },

    /**
     * Marks expired up to `limit` lapsed holds (the sweep; a slot is free without it). Rows another transaction has
     * locked are skipped: it is deciding about them.
     */
    async expireLapsed(tx: Tx, limit: number) {
      const due = tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(lapsedHold)
        .orderBy(asc(bookings.holdExpiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return tx
        .update(bookings)
        .set({ status: 'expired' })
        .where(and(inArray(bookings.id, due), lapsedHold))
        .returning({ id: bookings.id, orderId: bookings.orderId });
    },

    /**
     * Unpaid booking orders (待支付) none of whose rows is a live hold any more (they lapsed, expired or were
     * cancelled): nothing they could pay is left, so the sweep closes them (at most `limit`, the oldest first).
     */
    async unpaidOrdersWithoutHolds(limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.kind, 'booking'),
            eq(orders.status, '待支付'),
            sql`exists (select 1 from ${bookings} b where b.order_id = ${orders.id})`,
            sql`not exists (select 1 from ${bookings} b where b.order_id = ${orders.id} and b.kind = 'hold' and b.status = 'active' and b.hold_expires_at > now())`,
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** The rows occupying a slot of the venue's courts within `during` (the board and the slot grid), by court and start. */
    async occupied(venueId: number, during: TimeRange, courtIds?: number[]) {
      return db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.venueId, venueId),
            sql`${bookings.during} && ${range(during)}`,
            occupying,
            courtIds && courtIds.length > 0 ? inArray(bookings.courtId, courtIds) : undefined,
          ),
        )
        .orderBy(asc(bookings.courtId), sql`lower(${bookings.during})`);
    },

    /** The row and the institution of its venue (who may cancel it: access/venues.ts canManageVenue). */
    async withVenue(id: number) {
      const [row] = await db
        .select({ id: bookings.id, userId: bookings.userId, venueId: venues.id, institutionId: venues.institutionId })
        .from(bookings)
        .innerJoin(venues, eq(venues.id, bookings.venueId))
        .where(eq(bookings.id, id));
      return row;
    },

    async byId(id: number): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      return row;
    },
  };
}

export type BookingsRepo = ReturnType<typeof createBookingsRepo>;
