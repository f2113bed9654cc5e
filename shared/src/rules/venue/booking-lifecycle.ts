/**
 * What happens to a booking after it is taken: 核销 (staff confirm it at the door by its code or QR), 取消 (its user
 * before the start, the venue until its end), and the bookings a new closure or the closing of a venue hits (which
 * the venue cancels with a full refund: bookingRefund with `by: 'venue'`). One decision each, for the service and the
 * mocks; the server asks again under its row lock.
 */
import { randomString } from '../random-string.ts';
import { bookingState, occupies, type Occupancy } from './holds.ts';
import { closureAt, type Closure } from './opening-hours.ts';
import { BOOKING_MSG, type BookingRefusal } from './venue-messages.ts';
import { instantMs, type Instant } from './venue-time.ts';

/** A booking as these decisions read it: an occupancy of a venue's court. */
export interface VenueBooking extends Occupancy {
  venueId: number;
}

/** How long before its start a booking may be checked in, by default (minutes). */
export const DEFAULT_REDEEM_EARLY_MINUTES = 60;

/** 核销码: ten characters without confusable ones (upper case and digits of spec §9's alphabet). */
export const CHECK_IN_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ2345678';
export const newCheckInCode = () => randomString(10, CHECK_IN_ALPHABET);

/** A booking code as staff type or scan it: spaces and dashes dropped, letters upper-cased. */
export const normalizeBookingCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

const refusal = (code: BookingRefusal['code']): BookingRefusal => ({ code, message: BOOKING_MSG[code] as string });

/**
 * Why staff of `venueId` may not check in the booking found by its code (undefined: no booking has it) at `at`, or
 * null: an unknown code, another venue's booking, already checked in, cancelled, unpaid or lapsed, too early (more than
 * `earlyMinutes` before the start), or over. A staff block has no code to check in.
 */
export function bookingRedeemRefusal(booking: VenueBooking | undefined, venueId: number, at: Instant, earlyMinutes = DEFAULT_REDEEM_EARLY_MINUTES): BookingRefusal | null {
  if (!booking || booking.kind === 'block') return refusal('codeInvalid');
  if (booking.venueId !== venueId) return refusal('otherVenue');
  const state = bookingState(booking, at);
  if (state === 'checked_in') return refusal('alreadyRedeemed');
  if (state === 'cancelled') return refusal('bookingCancelled');
  if (state !== 'booked') return refusal('unpaid');
  const t = instantMs(at);
  if (t >= instantMs(booking.end)) return refusal('bookingEnded');
  if (t < instantMs(booking.start) - earlyMinutes * 60_000) return { code: 'tooEarlyToRedeem', message: BOOKING_MSG.tooEarlyToRedeem(earlyMinutes) };
  return null;
}

/**
 * Why a booking may not be cancelled at `at`, or null. Its user (`actor: 'user'`, `userId`) cancels their own before
 * the start (a live or lapsed hold too: that only releases it); the venue's staff cancel any not checked in until its
 * end. Not twice, never a checked-in one.
 */
export function bookingCancelRefusal(booking: Occupancy, actor: { kind: 'user'; userId: number } | { kind: 'staff' }, at: Instant): BookingRefusal | null {
  if (actor.kind === 'user' && booking.userId !== actor.userId) return refusal('notOwner');
  if (booking.status === 'cancelled' || booking.status === 'expired') return refusal('bookingCancelled');
  if (booking.status === 'checked_in') return refusal('redeemedNoCancel');
  const t = instantMs(at);
  if (actor.kind === 'user' && t >= instantMs(booking.start)) return refusal('startedNoCancel');
  if (t >= instantMs(booking.end)) return refusal('bookingEnded');
  return null;
}

/** Whether a cancellation refunds (bookingRefund): a booking's does; a hold's (nothing paid) or a block's does not. */
export const cancellationRefunds = (booking: Pick<Occupancy, 'kind'>) => booking.kind === 'booking';

/**
 * The bookings a closure hits (the venue's or its court's, overlapping it, still taking their time at `now`, not over,
 * not checked in — a booking under way stays):
 * what the venue must cancel — refunding in full — when it saves the closure. Staff blocks are listed too (the
 * venue lifts them).
 */
export function bookingsHitByClosure<B extends Occupancy>(closure: Closure, bookings: readonly B[], now: Instant): B[] {
  const t = instantMs(now);
  return bookings.filter((b) => b.status === 'active' && occupies(b, now) && instantMs(b.end) > t && closureAt([closure], b.courtId, instantMs(b.start), instantMs(b.end)) !== undefined);
}

/** The bookings cancelled when the platform closes a venue: every one not yet over that still takes its time (refund in full). */
export function bookingsCancelledByClosingVenue<B extends Occupancy>(bookings: readonly B[], now: Instant): B[] {
  const t = instantMs(now);
  return bookings.filter((b) => b.kind !== 'block' && b.status === 'active' && occupies(b, now) && instantMs(b.end) > t);
}
