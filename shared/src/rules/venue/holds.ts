/**
 * What takes a court's time (占用): bookings, staff blocks, and holds — a slot kept for the payment window (10
 * minutes unless the venue says otherwise) while its user pays. An expired hold frees the slot at the instant it
 * expires, whether or not a job has marked it yet: every rule asks `occupies(…, now)`, never the stored status alone.
 */
import { VENUE_SETTINGS_MSG } from './venue-messages.ts';
import { instantMs, type Instant } from './venue-time.ts';

/**
 * What a row of the court's time is (the bookings table's `kind`): a hold (kept for the payment window), a booking
 * (paid, or booked at the desk; a paid hold becomes one), or a block (staff keep the time free: walk-ins, training).
 */
export type BookingKind = 'hold' | 'booking' | 'block';
/** active and checked_in (核销, bookings only) take their time; cancelled and expired (holds only) free it. */
export type BookingStatus = 'active' | 'checked_in' | 'cancelled' | 'expired';
export const BOOKING_KINDS: readonly BookingKind[] = ['hold', 'booking', 'block'];
export const BOOKING_STATUSES: readonly BookingStatus[] = ['active', 'checked_in', 'cancelled', 'expired'];

/** A booking, hold or block of a court as the rules read it (a bookings row: `during` as start and end). */
export interface Occupancy {
  id?: number | string;
  courtId: number;
  start: Instant;
  end: Instant;
  kind: BookingKind;
  status: BookingStatus;
  /** When a hold's payment window ends (kept after it is paid). */
  holdExpiresAt?: Instant | null;
  userId?: number | null;
}

/** 待支付, 已预订, 已锁场, 已核销, 已取消, 已过期: what a row is at an instant, as 我的预订 and the board name it. */
export type BookingState = 'pending_payment' | 'booked' | 'blocked' | 'checked_in' | 'cancelled' | 'expired';
export const BOOKING_STATE_LABEL: Record<BookingState, string> = {
  pending_payment: '待支付',
  booked: '已预订',
  blocked: '已锁场',
  checked_in: '已核销',
  cancelled: '已取消',
  expired: '已过期',
};

export const DEFAULT_HOLD_MINUTES = 10;
export const HOLD_MINUTES_MIN = 1;
export const HOLD_MINUTES_MAX = 120;

/** Why a venue's payment window (minutes) cannot be saved, or null. */
export function holdMinutesProblem(minutes: number): string | null {
  return Number.isInteger(minutes) && minutes >= HOLD_MINUTES_MIN && minutes <= HOLD_MINUTES_MAX
    ? null
    : VENUE_SETTINGS_MSG.holdMinutesInvalid(HOLD_MINUTES_MIN, HOLD_MINUTES_MAX);
}

/** When a hold taken at `heldAt` lapses: `heldAt` + the window (10 minutes by default). */
export const holdExpiresAt = (heldAt: Instant, minutes: number = DEFAULT_HOLD_MINUTES): Date => new Date(instantMs(heldAt) + minutes * 60_000);

/** Whether a hold still keeps its slot at `at`: an active hold, and `at` before its expiry (the expiry instant itself frees it). */
export function holdIsLive(hold: Pick<Occupancy, 'kind' | 'status' | 'holdExpiresAt'>, at: Instant): boolean {
  if (hold.kind !== 'hold' || hold.status !== 'active' || hold.holdExpiresAt === null || hold.holdExpiresAt === undefined) return false;
  return instantMs(at) < instantMs(hold.holdExpiresAt);
}

/** Whole seconds left to pay a hold at `at` (rounded up, so a countdown shows 1 until the last moment), 0 when lapsed. */
export function holdSecondsLeft(hold: Pick<Occupancy, 'kind' | 'status' | 'holdExpiresAt'>, at: Instant): number {
  if (!holdIsLive(hold, at)) return 0;
  return Math.ceil((instantMs(hold.holdExpiresAt as Instant) - instantMs(at)) / 1000);
}

/** Whether a row takes its court's time at `at`: active or checked in, and a hold only while live. */
export function occupies(o: Pick<Occupancy, 'kind' | 'status' | 'holdExpiresAt'>, at: Instant): boolean {
  if (o.status !== 'active' && o.status !== 'checked_in') return false;
  return o.kind !== 'hold' || holdIsLive(o, at);
}

/** What a row is at `at`: an active hold past its window reads 已过期 before any sweep marks it. */
export function bookingState(o: Pick<Occupancy, 'kind' | 'status' | 'holdExpiresAt'>, at: Instant): BookingState {
  if (o.status === 'cancelled' || o.status === 'expired' || o.status === 'checked_in') return o.status;
  if (o.kind === 'hold') return holdIsLive(o, at) ? 'pending_payment' : 'expired';
  return o.kind === 'block' ? 'blocked' : 'booked';
}

/**
 * What a payment that arrives at `paidAt` does to its hold: `confirm` it (the hold becomes a booking) only while the
 * hold is live; `already` when it is a booking; otherwise `refund` the money — the hold lapsed (its slot may be
 * someone else's by then) or was cancelled. Never a second booking of one slot; the server's confirm asks the same
 * under the row lock (`hold_expires_at > now()`).
 */
export function paymentOutcome(hold: Pick<Occupancy, 'kind' | 'status' | 'holdExpiresAt'>, paidAt: Instant): 'confirm' | 'refund' | 'already' {
  if (hold.kind === 'booking' && (hold.status === 'active' || hold.status === 'checked_in')) return 'already';
  return holdIsLive(hold, paidAt) ? 'confirm' : 'refund';
}
