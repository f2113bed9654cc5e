/**
 * 候补 (the waiting list of a fully booked slot): users queue for a court's range; when a booking or a hold of that
 * court is cancelled or lapses, the first in line whose whole range is free again is offered it — they hold it for
 * the payment window, told by SMS. An offer's hold keeps its range from the next in line (who may still be offered
 * another part of the freed time); an entry whose range has begun is over.
 */
import { bookingRefusal, type BookingCheckInput } from './booking-check.ts';
import { bookingState, type Occupancy } from './holds.ts';
import { BOOKING_MSG } from './venue-messages.ts';
import { rangeRefusals, type CourtRef, type VenueAvailability } from './slots.ts';
import { chinaDayMinute, clockText, instantMs, isoInstant, type Instant } from './venue-time.ts';
import type { SmsNoticeOf } from '../sms-notices.ts';

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

/** The live entries (waiting or offered) one user may have at once, over all venues. */
export const WAITLIST_LIMIT = 5;

export const WAITLIST_MSG = {
  alreadyWaiting: '您已在该时段的候补名单中',
  notFull: '该时段仍可预订，无需候补',
  limit: `您的候补已达上限（${WAITLIST_LIMIT}个），请先取消不需要的候补`,
  notWaiting: '该候补已结束，无法取消',
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
 * Why a user may not join the line for a range: they are already in it, they have WAITLIST_LIMIT live entries (the
 * caller passes all of the user's live entries), or the range is free (book it instead). Any
 * other refusal of the range (past, outside the hours, a closure, the venue closed) is the booking check's: the caller
 * asks `rangeRefusals` and refuses with the first one that is not 该时段已被预订.
 */
export function joinWaitlistRefusal(ctx: VenueAvailability, court: CourtRef | undefined, entries: readonly WaitlistEntry[], request: { userId: number; courtId: number; start: Instant; end: Instant }): string | null {
  const s = instantMs(request.start);
  const e = instantMs(request.end);
  const live = entries.filter((x) => x.userId === request.userId && (x.status === 'waiting' || x.status === 'offered'));
  if (live.some((x) => x.courtId === request.courtId && instantMs(x.start) === s && instantMs(x.end) === e)) return WAITLIST_MSG.alreadyWaiting;
  if (live.length >= WAITLIST_LIMIT) return WAITLIST_MSG.limit;
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

/**
 * A user's place in the line of an entry: 1 + the waiting entries of the same court whose range overlaps it and who
 * joined before (they are offered freed time first). 0 for an entry not waiting.
 */
export function waitlistPosition(entry: WaitlistEntry, entries: readonly WaitlistEntry[]): number {
  if (entry.status !== 'waiting') return 0;
  const before = (x: WaitlistEntry) => instantMs(x.createdAt) < instantMs(entry.createdAt) || (instantMs(x.createdAt) === instantMs(entry.createdAt) && String(x.id).localeCompare(String(entry.id)) < 0);
  return (
    1 +
    entries.filter((x) => x.id !== entry.id && x.status === 'waiting' && x.courtId === entry.courtId && instantMs(x.start) < instantMs(entry.end) && instantMs(entry.start) < instantMs(x.end) && before(x)).length
  );
}

/** What 我的预订 shows of an entry: 候补中, 待支付 (an offer whose hold is live), 已预订 (the offer paid), 已取消, 已过期. */
export type WaitlistState = 'waiting' | 'offered' | 'booked' | 'cancelled' | 'expired';

export const WAITLIST_STATE_LABEL: Record<WaitlistState, string> = {
  waiting: '候补中',
  offered: '已为您保留，待支付',
  booked: '已预订',
  cancelled: '已取消候补',
  expired: '已结束',
};

/** The state of an entry at `now`, reading its offer's hold: the stored status may lag (the offer paid or lapsed since). */
export function waitlistState(entry: Pick<WaitlistEntry, 'status' | 'start'>, hold: Pick<Occupancy, 'kind' | 'status' | 'holdExpiresAt'> | null, now: Instant): WaitlistState {
  if (entry.status === 'cancelled' || entry.status === 'booked') return entry.status;
  if (entry.status === 'offered' && hold) {
    const state = bookingState(hold, now);
    if (state === 'pending_payment') return 'offered';
    if (state === 'booked' || state === 'checked_in') return 'booked';
    return 'expired';
  }
  if (entry.status === 'waiting' && instantMs(entry.start) > instantMs(now)) return 'waiting';
  return 'expired';
}

/** A row of 我的预订's 候补 list as the server's repository and the mocks read it. */
export interface WaitlistRow extends WaitlistEntry {
  venueId: number;
  venueName: string;
  courtName: string;
  bookingId: number | null;
  hold: (Pick<Occupancy, 'kind' | 'status'> & { holdExpiresAt: Instant | null }) | null;
  orderNo: string | null;
}

/** One entry of 我的候补 (GET /venue_site/my_waitlist, POST /venue_site/waitlist_join and _leave answer it). */
export function waitlistEntryView(row: WaitlistRow, position: number, now: Instant) {
  const state = waitlistState(row, row.hold ? { ...row.hold, holdExpiresAt: row.hold.holdExpiresAt ?? undefined } : null, now);
  return {
    id: Number(row.id),
    venue_id: row.venueId,
    venue_name: row.venueName,
    court_id: row.courtId,
    court_name: row.courtName,
    start: isoInstant(row.start),
    end: isoInstant(row.end),
    state,
    state_label: WAITLIST_STATE_LABEL[state],
    position: state === 'waiting' ? position : 0,
    booking_id: state === 'offered' || state === 'booked' ? row.bookingId : null,
    hold_expires_at: state === 'offered' && row.hold?.holdExpiresAt ? isoInstant(row.hold.holdExpiresAt) : null,
    order_no: state === 'offered' || state === 'booked' ? row.orderNo : null,
    created_at: isoInstant(row.createdAt),
  };
}

/** `2026-06-06 18:00–19:00` of a range in China time. */
export function waitlistRangeText(start: Instant, end: Instant): string {
  const s = chinaDayMinute(start);
  const e = chinaDayMinute(end);
  return `${s.day} ${clockText(s.minute)}–${e.day === s.day ? clockText(e.minute) : '24:00'}`;
}

/**
 * The SMS notice that offers a freed range to the first in line (shared/rules/sms-notices.ts `waitlist_offer`): the
 * venue, the court, the range and the time the hold lapses, in China time.
 */
export const waitlistOfferNotice = (o: { venueName: string; courtName: string; start: Instant; end: Instant; holdExpiresAt: Instant }): SmsNoticeOf<'waitlist_offer'> => ({
  kind: 'waitlist_offer',
  params: { venue: o.venueName, court: o.courtName, time: waitlistRangeText(o.start, o.end), deadline: clockText(chinaDayMinute(o.holdExpiresAt).minute) },
});

/**
 * Joining the line as the server and the mocks decide it: the range must be one the user could book but for being
 * taken (the booking check of a user: the venue open, the court bookable, within the days ahead, half hours, not too
 * long, in the hours…; its 该时段已被预订 and the per-venue limit are what a waiting list is for), then
 * `joinWaitlistRefusal` (not already in line, under the cap, not free). `entries`: the user's live entries.
 */
export function waitlistJoinRefusal(input: Omit<BookingCheckInput, 'actor' | 'kind'> & { userId: number }, entries: readonly WaitlistEntry[]): string | null {
  const [item] = input.items;
  if (!item || input.items.length !== 1) return BOOKING_MSG.noItems;
  const refusal = bookingRefusal({ ...input, actor: 'user' });
  if (refusal && refusal.code !== 'taken' && refusal.code !== 'userLimit') return refusal.message;
  return joinWaitlistRefusal(input, input.courts.find((c) => c.id === item.courtId), entries, { userId: input.userId, courtId: item.courtId, start: item.start, end: item.end });
}
