/**
 * Booking of courts (docs/venues.md): holds for the payment window, staff blocks, confirmation of a paid hold,
 * cancellation and the sweep of lapsed holds. The database refuses a double booking (`bookings_no_overlap`, an
 * exclusion constraint): every workflow here inserts in one transaction that first marks expired the lapsed holds its
 * ranges overlap, and answers the constraint's refusal (SQLSTATE 23P01) as 该时段已被预订 — for all of a request's
 * slots at once, since they are inserted together or not at all.
 *
 * The pure decisions of a slot (opening hours, 30-minute steps, prices, the refund policy) are shared/rules/venue's;
 * this service keeps what only the database can decide at the moment of booking: the venue is open for booking, the
 * courts are the venue's and in use, no closure covers the slot, the user's parallel limit, and the slot is free.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { randomString } from 'shared/rules';
import { pgErrorCode, type Db, type Tx } from '../db/client.js';
import type { BookingKind, TimeRange } from '../db/schema/index.js';
import { badInput, notFound, refused } from '../errors.js';
import type { BookingRow, CourtRange, NewBooking } from '../repositories/bookings.js';
import type { Repositories } from '../repositories/index.js';

/** The refusals of booking (Chinese, shown as they are). */
export const BOOKING_MSG = {
  taken: '该时段已被预订',
  noSlots: '请选择预订时段',
  badRange: '预订时段无效',
  overlapping: '所选时段相互重叠',
  past: '不能预订已经开始的时段',
  venueNotBookable: '该场馆暂不接受预订',
  courtNotBookable: '所选场地暂不可预订',
  closed: (reason: string) => (reason ? `所选时段场地不开放：${reason}` : '所选时段场地不开放'),
  parallelLimit: (limit: number) => `您在本场馆同时进行中的预订已达上限（${limit}个）`,
  notCancellable: '该预订当前状态不能取消',
} as const;

/** 核销码: ten characters without confusable ones (upper case and digits of spec §9's alphabet). */
export const CHECK_IN_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ2345678';
export const newCheckInCode = () => randomString(10, CHECK_IN_ALPHABET);

/** A slot asked for: one court, one half-open range, and what it costs (cents, from the venue's price rules). */
export interface SlotRequest extends CourtRange {
  amountCents?: number;
}

export interface HoldRequest {
  venueId: number;
  userId: number;
  slots: SlotRequest[];
  /**
   * Makes the finance order that pays the held rows, in the hold's transaction (repositories/orders.ts insertOrder,
   * kind `booking`, expiring with the hold): a refused hold makes no order, a failing order takes no slot.
   */
  order?: (tx: Tx, held: BookingRow[]) => Promise<number>;
  /** the occurrences of one recurring booking */
  recurringGroupId?: string | null;
  /** `now` of the checks in JavaScript (past slots); the payment window runs on the database's clock */
  now?: Date;
}

export interface BlockRequest {
  venueId: number;
  staffId: number;
  slots: CourtRange[];
  note?: string;
  now?: Date;
}

/** The slots sorted by court and start (so two requests lock in one order), refused when empty, invalid or overlapping. */
export function orderedSlots<T extends CourtRange>(slots: T[], now: Date): T[] {
  if (slots.length === 0) throw badInput(BOOKING_MSG.noSlots);
  for (const s of slots) {
    if (!Number.isInteger(s.courtId) || Number.isNaN(s.start.getTime()) || Number.isNaN(s.end.getTime()) || s.end <= s.start) throw badInput(BOOKING_MSG.badRange);
    if (s.start < now) throw refused(BOOKING_MSG.past);
  }
  const sorted = [...slots].sort((a, b) => a.courtId - b.courtId || a.start.getTime() - b.start.getTime());
  for (let i = 1; i < sorted.length; i += 1) {
    const [a, b] = [sorted[i - 1]!, sorted[i]!];
    if (a.courtId === b.courtId && b.start < a.end) throw badInput(BOOKING_MSG.overlapping);
  }
  return sorted;
}

/** True for the refusal of the exclusion constraint (a slot already occupied). */
export const isSlotTaken = (error: unknown) => pgErrorCode(error) === '23P01';

export interface BookingDeps {
  db: Db;
  repos: Pick<Repositories, 'bookings'>;
}

export function createBookingService(deps: BookingDeps) {
  const { db } = deps;
  const repo = deps.repos.bookings;

  /**
   * What every new row checks inside its transaction: the venue takes bookings (`approved`; a block only needs it not
   * closed), the courts are the venue's, open and active, and no closure covers a slot.
   */
  async function checkPlace(tx: Tx, venueId: number, slots: CourtRange[], kind: BookingKind) {
    const venue = await repo.venueForBooking(tx, venueId);
    if (!venue) throw notFound();
    if (kind === 'block' ? venue.status === 'closed' : venue.status !== 'approved') throw refused(BOOKING_MSG.venueNotBookable);
    const ids = [...new Set(slots.map((s) => s.courtId))];
    const found = await repo.courtsOf(tx, venueId, ids);
    if (found.length !== ids.length) throw notFound();
    if (found.some((c) => !c.active || (kind !== 'block' && c.status !== 'open'))) throw refused(BOOKING_MSG.courtNotBookable);
    if (kind !== 'block') {
      const [closure] = await repo.closuresOverlapping(tx, venueId, slots);
      if (closure) throw refused(BOOKING_MSG.closed(closure.reason));
    }
    return venue;
  }

  /** Frees the lapsed holds in the way, then inserts the rows: all or none; a taken slot → 该时段已被预订. */
  async function take(tx: Tx, slots: CourtRange[], rows: NewBooking[], holdMinutes?: number): Promise<BookingRow[]> {
    await repo.expireLapsedOverlapping(tx, slots);
    return repo.insert(tx, rows, holdMinutes);
  }

  /** Runs a taking transaction; the exclusion constraint's refusal becomes the Chinese one (nothing was taken). */
  async function taking<R>(work: (tx: Tx) => Promise<R>): Promise<R> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isSlotTaken(error)) throw refused(BOOKING_MSG.taken);
      throw error;
    }
  }

  return {
    /**
     * A user's hold of one or several slots for the venue's payment window, all or nothing. Answers the rows (kind
     * `hold`, status `active`, `hold_expires_at` = the database's now + the window, a 核销码 each).
     */
    async hold(request: HoldRequest): Promise<BookingRow[]> {
      const slots = orderedSlots(request.slots, request.now ?? new Date());
      const { order } = request;
      return taking(async (tx) => {
        const venue = await checkPlace(tx, request.venueId, slots, 'hold');
        if (venue.parallelBookingLimit > 0) {
          await repo.lockUserAtVenue(tx, venue.id, request.userId);
          const current = await repo.upcomingOfUser(tx, venue.id, request.userId);
          if (current + slots.length > venue.parallelBookingLimit) throw refused(BOOKING_MSG.parallelLimit(venue.parallelBookingLimit));
        }
        const held = await take(
          tx,
          slots,
          slots.map((s) => ({
            venueId: venue.id,
            courtId: s.courtId,
            during: { start: s.start, end: s.end },
            kind: 'hold' as const,
            userId: request.userId,
            amountCents: s.amountCents ?? 0,
            checkInCode: newCheckInCode(),
            recurringGroupId: request.recurringGroupId ?? null,
          })),
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
      const slots = orderedSlots(request.slots, request.now ?? new Date());
      return taking(async (tx) => {
        const venue = await checkPlace(tx, request.venueId, slots, 'block');
        return take(
          tx,
          slots,
          slots.map((s) => ({
            venueId: venue.id,
            courtId: s.courtId,
            during: { start: s.start, end: s.end },
            kind: 'block' as const,
            staffId: request.staffId,
            note: request.note ?? '',
          })),
        );
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

    /** Cancels an active hold, booking or block (refunds are the caller's, through the finance module). */
    async cancel(bookingId: number, actorId: number | null, reason = ''): Promise<BookingRow> {
      return db.transaction(async (tx) => {
        const row = await repo.lockById(tx, bookingId);
        if (!row) throw notFound();
        const cancelled = await repo.cancel(tx, bookingId, actorId, reason);
        if (!cancelled) throw refused(BOOKING_MSG.notCancellable);
        return cancelled;
      });
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
