/**
 * What takes a court's time (占用): bookings, staff blocks, and holds — a slot kept for the payment window (10
 * minutes unless the venue says otherwise) while its user pays. An expired hold frees the slot at the instant it
 * expires, whether or not a job has marked it yet: every rule asks `occupies(…, now)`, never the stored status alone.
 */
import { VENUE_SETTINGS_MSG } from './venue-messages.ts';
import { instantMs, type Instant } from './venue-time.ts';

/** 待支付 (a live or lapsed hold), 已预订, 已核销, 已取消, 已过期 (a hold that lapsed, once marked). */
export type BookingStatus = 'held' | 'booked' | 'redeemed' | 'cancelled' | 'expired';
export const BOOKING_STATUSES: readonly BookingStatus[] = ['held', 'booked', 'redeemed', 'cancelled', 'expired'];
export const BOOKING_STATUS_LABEL: Record<BookingStatus, string> = {
  held: '待支付',
  booked: '已预订',
  redeemed: '已核销',
  cancelled: '已取消',
  expired: '已过期',
};

/** A user's booking, or a staff block (锁场: walk-ins, training, events) that takes the time without an order. */
export type OccupancyKind = 'booking' | 'block';

/** A booking, hold or block of a court as the rules read it (the adapters map their rows to this). */
export interface Occupancy {
  id?: number | string;
  courtId: number;
  start: Instant;
  end: Instant;
  status: BookingStatus;
  kind?: OccupancyKind;
  /** When a hold lapses (held only). */
  holdExpiresAt?: Instant | null;
  userId?: number | null;
}

export const DEFAULT_HOLD_MINUTES = 10;
export const HOLD_MINUTES_MIN = 1;
export const HOLD_MINUTES_MAX = 60;

/** Why a venue's payment window (minutes) cannot be saved, or null. */
export function holdMinutesProblem(minutes: number): string | null {
  return Number.isInteger(minutes) && minutes >= HOLD_MINUTES_MIN && minutes <= HOLD_MINUTES_MAX
    ? null
    : VENUE_SETTINGS_MSG.holdMinutesInvalid(HOLD_MINUTES_MIN, HOLD_MINUTES_MAX);
}

/** When a hold taken at `heldAt` lapses: `heldAt` + the window (10 minutes by default). */
export const holdExpiresAt = (heldAt: Instant, minutes: number = DEFAULT_HOLD_MINUTES): Date => new Date(instantMs(heldAt) + minutes * 60_000);

/** Whether a hold still keeps its slot at `at`: held, and `at` before its expiry (the expiry instant itself frees it). */
export function holdIsLive(hold: Pick<Occupancy, 'status' | 'holdExpiresAt'>, at: Instant): boolean {
  if (hold.status !== 'held' || hold.holdExpiresAt === null || hold.holdExpiresAt === undefined) return false;
  return instantMs(at) < instantMs(hold.holdExpiresAt);
}

/** Whole seconds left to pay a hold at `at` (rounded up, so a countdown shows 1 until the last moment), 0 when lapsed. */
export function holdSecondsLeft(hold: Pick<Occupancy, 'status' | 'holdExpiresAt'>, at: Instant): number {
  if (!holdIsLive(hold, at)) return 0;
  return Math.ceil((instantMs(hold.holdExpiresAt as Instant) - instantMs(at)) / 1000);
}

/** Whether a booking, block or hold takes its court's time at `at`: booked or redeemed, or a live hold. */
export function occupies(o: Pick<Occupancy, 'status' | 'holdExpiresAt'>, at: Instant): boolean {
  if (o.status === 'booked' || o.status === 'redeemed') return true;
  return holdIsLive(o, at);
}

/** The status a page shows: a held booking whose window passed reads 已过期 before any job marks it. */
export function effectiveBookingStatus(o: Pick<Occupancy, 'status' | 'holdExpiresAt'>, at: Instant): BookingStatus {
  return o.status === 'held' && !holdIsLive(o, at) ? 'expired' : o.status;
}

/**
 * What a payment that arrives at `paidAt` does to its hold: `confirm` it while the hold is live, or after it lapsed
 * when the slot is still free (`slotFree`: no other booking or live hold overlaps it — the database's exclusion
 * constraint has the last word when the caller writes); `refund` the money when the slot went to someone else or the
 * booking was cancelled meanwhile. Never a second booking of one slot.
 */
export function paymentOutcome(hold: Pick<Occupancy, 'status' | 'holdExpiresAt'>, paidAt: Instant, slotFree: boolean): 'confirm' | 'refund' | 'already' {
  if (hold.status === 'booked' || hold.status === 'redeemed') return 'already';
  if (hold.status === 'cancelled') return 'refund';
  if (holdIsLive(hold, paidAt)) return 'confirm';
  return slotFree ? 'confirm' : 'refund';
}
