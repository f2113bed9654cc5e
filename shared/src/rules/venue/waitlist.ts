/**
 * 候补 (the waiting list of a fully booked slot): users queue for a court's range; when a booking or a hold of that
 * court is cancelled or lapses, the first in line whose whole range is free again is offered it — they hold it for
 * the payment window, told by SMS. An offer's hold keeps its range from the next in line (who may still be offered
 * another part of the freed time); an entry whose range has begun is over.
 */
import type { Occupancy } from './holds.ts';
import { rangeRefusals, type CourtRef, type VenueAvailability } from './slots.ts';
import { instantMs, type Instant } from './venue-time.ts';

/** waiting (在候补) | offered (已通知, holding) | booked (took it) | cancelled (left the line) | expired (its range began, or the offer lapsed). */
export type WaitlistStatus = 'waiting' | 'offered' | 'booked' | 'cancelled' | 'expired';

export interface WaitlistEntry {
  id: number | string;
  userId: number;
  courtId: number;
  start: Instant;
  end: Instant;
  /** When the user joined the line (first come, first offered). */
  createdAt: Instant;
  status: WaitlistStatus;
}

export const WAITLIST_MSG = {
  alreadyWaiting: '您已在该时段的候补名单中',
  notFull: '该时段仍可预订，无需候补',
} as const;

/**
 * Who is offered the time freed on a court: the earliest-joined waiting entry of that court whose range has not begun
 * and is now bookable as a whole (a live hold, a booking or a closure elsewhere in it keeps it waiting), or undefined.
 * The caller holds the range for them (holdExpiresAt) and marks the entry offered.
 */
export function nextInLine(ctx: VenueAvailability, court: CourtRef | undefined, entries: readonly WaitlistEntry[]): WaitlistEntry | undefined {
  const now = instantMs(ctx.now);
  return [...entries]
    .filter((e) => e.status === 'waiting' && e.courtId === court?.id && instantMs(e.start) > now)
    .sort((a, b) => instantMs(a.createdAt) - instantMs(b.createdAt) || String(a.id).localeCompare(String(b.id)))
    .find((e) => rangeRefusals(ctx, court, e.courtId, e.start, e.end).length === 0);
}

/**
 * Why a user may not join the line for a range: they are already in it, or the range is free (book it instead). Any
 * other refusal of the range (past, outside the hours, a closure, the venue closed) is the booking check's: the caller
 * asks `rangeRefusals` and refuses with the first one that is not 该时段已被预订.
 */
export function joinWaitlistRefusal(ctx: VenueAvailability, court: CourtRef | undefined, entries: readonly WaitlistEntry[], request: { userId: number; courtId: number; start: Instant; end: Instant }): string | null {
  const s = instantMs(request.start);
  const e = instantMs(request.end);
  const mine = entries.some((x) => x.userId === request.userId && x.courtId === request.courtId && (x.status === 'waiting' || x.status === 'offered') && instantMs(x.start) === s && instantMs(x.end) === e);
  if (mine) return WAITLIST_MSG.alreadyWaiting;
  const refusals = rangeRefusals(ctx, court, request.courtId, request.start, request.end);
  const other = refusals.find((r) => r.code !== 'taken');
  if (other) return other.message;
  return refusals.length ? null : WAITLIST_MSG.notFull;
}

/** The waiting entries whose range has begun: the caller marks them expired. */
export const lapsedWaitlistEntries = (entries: readonly WaitlistEntry[], now: Instant) =>
  entries.filter((e) => (e.status === 'waiting' || e.status === 'offered') && instantMs(e.start) <= instantMs(now));

/** The hold an offer keeps (the caller writes it with the entry's user, like any hold). */
export const offerHold = (entry: WaitlistEntry, holdExpiresAt: Instant): Occupancy => ({
  courtId: entry.courtId,
  start: entry.start,
  end: entry.end,
  kind: 'hold',
  status: 'active',
  holdExpiresAt,
  userId: entry.userId,
});
