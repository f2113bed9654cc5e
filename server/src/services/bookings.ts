/**
 * Booking of courts (docs/venues.md): holds for the payment window, staff blocks, confirmation of a paid hold,
 * cancellation and the sweep of lapsed holds — a thin adapter of the venue rules (shared/rules/venue,
 * docs/venue-rules.md). Each taking transaction reads through the repository what the rules need (the venue, its
 * courts, hours, special days, closures, price rules and the rows occupying the asked time), asks the rules' booking
 * check (`bookingRefusal`: its refusal is answered as it is, errno 40000) and price quote (`quoteBooking`: the amount
 * of each row, never the caller's), then writes.
 *
 * The database refuses a double booking (`bookings_no_overlap`, an exclusion constraint): every workflow here inserts
 * in the transaction that first marks expired the lapsed holds its ranges overlap, and answers the constraint's
 * refusal (SQLSTATE 23P01) with the rules' 该时段已被预订 — for all of a request's slots at once, since they are
 * inserted together or not at all.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import fp from 'fastify-plugin';
import {
  BOOKING_MSG,
  bookingCancelRefusal,
  bookingContextFromRows,
  bookingRefusal,
  chinaDayMinute,
  joinItems,
  occupancyFromRow,
  newCheckInCode,
  quoteBooking,
} from 'shared/rules';
import { pgErrorCode, type Db, type Tx } from '../db/client.js';
import type { TimeRange } from '../db/schema/index.js';
import { notFound, refused } from '../errors.js';
import type { BookingRow, CourtRange, NewBooking } from '../repositories/bookings.js';
import type { Repositories } from '../repositories/index.js';
import { asAppError } from './rule-refusal.js';


export interface HoldRequest {
  venueId: number;
  userId: number;
  /** The half hours asked (court, start, end); touching ones of a court become one row, priced by the venue's rules. */
  slots: CourtRange[];
  /** The user is a member of the venue: the price rules' member prices apply. */
  member?: boolean;
  /**
   * Makes the finance order that pays the held rows, in the hold's transaction (repositories/orders.ts insertOrder,
   * kind `booking`, expiring with the hold): a refused hold makes no order, a failing order takes no slot.
   */
  order?: (tx: Tx, held: BookingRow[]) => Promise<number>;
  /** the occurrences of one recurring booking */
  recurringGroupId?: string | null;
  /** `now` of the rules (past slots, days ahead); the payment window runs on the database's clock */
  now?: Date;
}

export interface BlockRequest {
  venueId: number;
  staffId: number;
  slots: CourtRange[];
  note?: string;
  now?: Date;
}

/** A booking made by staff at the desk (a walk-in, a club's recurring dates): booked at once, no payment window. */
export interface DeskBookingRequest {
  venueId: number;
  staffId: number;
  slots: CourtRange[];
  contactName: string;
  contactMobile: string;
  note?: string;
  recurringGroupId?: string | null;
  /**
   * Makes the finance order the desk was paid with, in the booking's transaction (services/venue-front-desk.ts: a
   * booking order marked paid offline); answers its id, or null when nothing was charged.
   */
  order?: (tx: Tx, booked: BookingRow[]) => Promise<number | null>;
  now?: Date;
}

/** Who cancels: the booking's user (their own, before the start) or the venue's staff (until its end). */
export type CancelActor = { kind: 'user'; userId: number } | { kind: 'staff'; staffId: number };

/** True for the refusal of the exclusion constraint (a slot already occupied). */
export const isSlotTaken = (error: unknown) => pgErrorCode(error) === '23P01';
const isDeadlock = (error: unknown) => pgErrorCode(error) === '40P01';
/**
 * How often a taking transaction runs when PostgreSQL aborts it as a deadlock victim, each time after a short random
 * pause (so the losers of one deadlock do not meet again in step): a burst of overlapping requests on one court can
 * deadlock several times over.
 */
const TAKING_ATTEMPTS = 10;
const retryPause = (attempt: number) => pause(5 + Math.floor(Math.random() * 20 * attempt));

export interface BookingDeps {
  db: Db;
  repos: Pick<Repositories, 'bookings'>;
}

/** Told after the commit that a row no longer occupies its slot (services/venue-waitlist.ts offers it to the line). */
export type FreedListener = (row: BookingRow) => Promise<void>;

export function createBookingService(deps: BookingDeps) {
  const { db } = deps;
  const repo = deps.repos.bookings;
  const freedListeners: FreedListener[] = [];

  /**
   * Reads what the rules need inside the taking transaction and asks the booking check: throws its refusal (or 404
   * for an unknown venue); answers the rows to write (touching items of a court joined, sorted by court and start so
   * two requests lock in one order) and the rules' view of the venue.
   */
  async function checked(tx: Tx, venueId: number, items: CourtRange[], now: Date, who: { kind: 'booking'; userId: number } | { kind: 'block' } | { kind: 'desk' }) {
    const venue = await repo.venueForBooking(tx, venueId);
    if (!venue) throw notFound();
    const userId = who.kind === 'booking' ? who.userId : null;
    // a burst of one user's holds counts one after the other
    if (userId !== null && venue.parallelBookingLimit > 0) await repo.lockUserAtVenue(tx, venue.id, userId);
    // and a court's takings one after the other (no deadlock inside the exclusion constraint's check)
    await repo.lockCourts(tx, items.map((i) => i.courtId).filter((id) => Number.isInteger(id)));
    const ranges = items.filter((i) => Number.isFinite(i.start.getTime()) && Number.isFinite(i.end.getTime()) && i.end > i.start);
    const days = [...new Set(ranges.map((r) => chinaDayMinute(r.start).day))];
    const rows = await repo.bookingContext(tx, venue.id, ranges, { days, userId });
    const ctx = bookingContextFromRows({ venue, ...rows });
    const refusal = bookingRefusal({ ...ctx, items, now, ...(who.kind === 'booking' ? { actor: 'user', userId } : { actor: 'staff', kind: who.kind === 'block' ? 'block' : 'booking' }) });
    if (refusal) throw refused(refusal.message);
    const bookings = joinItems(items).map((b) => ({ courtId: b.courtId, start: new Date(b.start), end: new Date(b.end) }));
    return { venue, ctx, bookings };
  }

  /** Frees the lapsed holds in the way, then inserts the rows: all or none; a taken slot → 该时段已被预订. */
  /** The rows a taking inserts: each slot at its quoted price, with a new check-in code; `who` takes them and how. */
  const newRows = (venueId: number, slots: CourtRange[], quote: ReturnType<typeof quoteBooking>, recurringGroupId: string | null | undefined, who: Pick<NewBooking, 'kind'> & Partial<NewBooking>): NewBooking[] =>
    slots.map((b, i) => ({
      venueId,
      courtId: b.courtId,
      during: { start: b.start, end: b.end },
      ...who,
      amountCents: quote.bookings[i]!.price.totalCents,
      checkInCode: newCheckInCode(),
      recurringGroupId: recurringGroupId ?? null,
    }));

  async function take(tx: Tx, slots: CourtRange[], rows: NewBooking[], holdMinutes?: number): Promise<BookingRow[]> {
    await repo.expireLapsedOverlapping(tx, slots);
    return repo.insert(tx, rows, holdMinutes);
  }

  /**
   * Runs a taking transaction; the exclusion constraint's refusal becomes the rules' one (nothing was taken). Two
   * concurrent inserts that overlap each other can each wait for the other inside the constraint's check; PostgreSQL
   * then aborts one with a deadlock (40P01). That transaction is run again from the start: it meets the winner's
   * committed row and answers 该时段已被预订, or takes the slot if the winner rolled back.
   */
  async function taking<R>(work: (tx: Tx) => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction(work);
      } catch (error) {
        if (isSlotTaken(error)) throw refused(BOOKING_MSG.taken);
        if (isDeadlock(error) && attempt < TAKING_ATTEMPTS) {
          await retryPause(attempt);
          continue;
        }
        throw asAppError(error);
      }
    }
  }

  return {
    /**
     * A user's hold of one or several slots for the venue's payment window, all or nothing. Answers the rows (kind
     * `hold`, status `active`, `hold_expires_at` = the database's now + the window, a 核销码 each, `amount_cents` the
     * rules' price of the row).
     */
    async hold(request: HoldRequest): Promise<BookingRow[]> {
      const now = request.now ?? new Date();
      const { order } = request;
      return taking(async (tx) => {
        const { venue, ctx, bookings } = await checked(tx, request.venueId, request.slots, now, { kind: 'booking', userId: request.userId });
        const quote = quoteBooking(bookings, ctx.pricingOf, request.member ?? false);
        const held = await take(
          tx,
          bookings,
          newRows(venue.id, bookings, quote, request.recurringGroupId, { kind: 'hold', userId: request.userId }),
          venue.paymentWindowMinutes,
        );
        if (!order) return held;
        const orderId = await order(tx, held);
        await repo.attachOrder(
          tx,
          held.map((b) => b.id),
          orderId,
        );
        return held.map((b) => ({ ...b, orderId }));
      });
    },

    /** Staff keep slots free of bookings (maintenance, a club's training…): all or nothing, like a hold. */
    async block(request: BlockRequest): Promise<BookingRow[]> {
      const now = request.now ?? new Date();
      return taking(async (tx) => {
        const { venue, bookings } = await checked(tx, request.venueId, request.slots, now, { kind: 'block' });
        return take(
          tx,
          bookings,
          bookings.map((b) => ({
            venueId: venue.id,
            courtId: b.courtId,
            during: { start: b.start, end: b.end },
            kind: 'block' as const,
            staffId: request.staffId,
            note: request.note ?? '',
          })),
        );
      });
    },

    /**
     * Staff book for a walk-in or a club (the rules' staff check: not held to the days ahead, the longest booking or
     * the per-user limit), all or nothing, priced by the venue's rules: the rows are bookings at once (a 核销码 each),
     * with the order `order` makes in the same transaction (a failing order takes no slot).
     */
    async book(request: DeskBookingRequest): Promise<BookingRow[]> {
      const now = request.now ?? new Date();
      return taking(async (tx) => {
        const { venue, ctx, bookings } = await checked(tx, request.venueId, request.slots, now, { kind: 'desk' });
        const quote = quoteBooking(bookings, ctx.pricingOf, false);
        const booked = await take(
          tx,
          bookings,
          newRows(venue.id, bookings, quote, request.recurringGroupId, {
            kind: 'booking',
            staffId: request.staffId,
            contactName: request.contactName,
            contactMobile: request.contactMobile,
            note: request.note ?? '',
          }),
        );
        const orderId = request.order ? await request.order(tx, booked) : null;
        if (orderId === null) return booked;
        await repo.attachOrder(
          tx,
          booked.map((b) => b.id),
          orderId,
        );
        return booked.map((b) => ({ ...b, orderId }));
      });
    },

    /**
     * The payment of holds arrived: they become bookings, all of them or none (false: one lapsed, was taken over or
     * cancelled — the caller refunds the payment, never books again). A hold racing its own expiry: the row lock
     * orders this with the transaction that expires it, and only the first wins.
     */
    async confirm(bookingIds: number[], orderId: number | null = null): Promise<boolean> {
      const ids = [...new Set(bookingIds)].sort((a, b) => a - b);
      if (ids.length === 0) return false;
      const incomplete = new Error('incomplete');
      try {
        return await db.transaction(async (tx) => {
          const confirmed = await repo.confirmHolds(tx, ids, orderId);
          if (confirmed.length !== ids.length) throw incomplete;
          return true;
        });
      } catch (error) {
        if (error === incomplete) return false;
        throw error;
      }
    },

    /**
     * Cancels a hold, booking or block when the rules allow it (`bookingCancelRefusal`: a user their own before the
     * start, staff any not checked in until its end). Refunds are the caller's, through the finance module.
     */
    async cancel(bookingId: number, actor: CancelActor, reason = '', now: Date = new Date()): Promise<BookingRow> {
      const row = await db.transaction((tx) => this.cancelIn(tx, bookingId, actor, reason, now));
      await this.freed(row);
      return row;
    },

    /** Listens for slots freed by a cancellation (called after the commit; a listener's failure is its own). */
    onFreed(listener: FreedListener): void {
      freedListeners.push(listener);
    },

    /** Tells the listeners that the committed row no longer occupies its slot (`cancel`, and cancelIn's callers after their commit). */
    async freed(row: BookingRow): Promise<void> {
      for (const listener of freedListeners) await listener(row);
    },

    /**
     * `cancel` inside the caller's transaction (services/booking-payments.ts, which locked the row's order first and
     * moves its money in the same transaction): the row locked, the rules asked, the row cancelled.
     */
    async cancelIn(tx: Tx, bookingId: number, actor: CancelActor, reason = '', now: Date = new Date()): Promise<BookingRow> {
      const row = await repo.lockById(tx, bookingId);
      if (!row) throw notFound();
      const refusal = bookingCancelRefusal(occupancyFromRow(row), actor.kind === 'user' ? actor : { kind: 'staff' }, now);
      if (refusal) throw refused(refusal.message);
      const cancelled = await repo.cancel(tx, bookingId, actor.kind === 'user' ? actor.userId : actor.staffId, reason);
      if (!cancelled) throw refused(BOOKING_MSG.bookingCancelled);
      return cancelled;
    },

    /**
     * The payment of an order arrived, inside its transaction (the order locked): the holds it pays become bookings,
     * all of them or none — true when they did (or already are bookings of this order), false when one lapsed, was
     * taken over or cancelled, or the order pays no row. The rows are locked in id order before anything is decided,
     * so a transaction expiring one of them waits for this one, or this one sees it expired.
     */
    async confirmIn(tx: Tx, orderId: number): Promise<boolean> {
      const rows = await repo.lockOfOrder(tx, orderId);
      if (rows.length === 0) return false;
      if (rows.every((r) => r.kind === 'booking' && r.status === 'active')) return true;
      if (!rows.every((r) => r.kind === 'hold' && r.status === 'active' && r.live)) return false;
      const confirmed = await repo.confirmHolds(
        tx,
        rows.map((r) => r.id),
        orderId,
      );
      // the rows are locked and were live by this transaction's clock: all of them are confirmed
      if (confirmed.length !== rows.length) throw new Error(`订单 ${orderId} 的预订未能全部确认`);
      return true;
    },

    /** The sweep: marks expired up to `limit` lapsed holds (their slots are free already); answers them with their orders. */
    async expireLapsed(limit = 500) {
      return db.transaction((tx) => repo.expireLapsed(tx, limit));
    },

    /** What occupies the venue's courts within `during` (lapsed holds are free). */
    occupied: (venueId: number, during: TimeRange, courtIds?: number[]) => repo.occupied(venueId, during, courtIds),

    /** A new id for the occurrences of one recurring booking. */
    newRecurringGroupId: () => randomUUID(),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;

/** `app.bookings`: holds, blocks, confirmation, cancellation, the sweep of lapsed holds. */
export default fp(
  async (app) => {
    app.decorate('bookings', createBookingService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'bookings-service', dependencies: ['db', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    bookings: BookingService;
  }
}
