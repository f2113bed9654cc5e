/**
 * The check of a booking request (a user on the phone, or staff at the front desk for a walk-in or a block), once
 * for the server's booking service and the mocks: the first refusal in the order a user is told them, or null. The
 * server asks again inside its transaction, and the database's exclusion constraint refuses what two requests race
 * for (该时段已被预订) — this check is what a request is refused for before anything is written.
 */
import { BOOKING_MSG, bookingRefusalError, VENUE_SETTINGS_MSG, type BookingRefusal } from './venue-messages.ts';
import { occupies, type Occupancy } from './holds.ts';
import { dayRangeOf, isDayRangeRefusal, rangeRefusals, venueRefusal, type CourtRef, type VenueAvailability } from './slots.ts';
import { addChinaDays, chinaDayMinute, DAY_MINUTES, instantMs, isoInstant, rangesOverlap, SLOT_MINUTES, type Instant } from './venue-time.ts';

/** A venue's booking settings (saved with the venue; the defaults below when it has none). */
export interface BookingSettings {
  /** The longest booking of one court in one go, in minutes (a multiple of 30, at most 24 hours). */
  maxBookingMinutes: number;
  /** How many unfinished bookings (live holds and bookings not yet over, not checked in) one user may have at the venue; 0: no limit. */
  parallelBookingLimit: number;
  /** How many China days ahead may be booked, today included (7: today and the next six days). */
  bookableDays: number;
  /** The payment window of a hold, in minutes. */
  paymentWindowMinutes: number;
}

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  maxBookingMinutes: 240,
  parallelBookingLimit: 0,
  bookableDays: 7,
  paymentWindowMinutes: 10,
};

/** The bounds of the settings (the venues table's checks use them too). */
export const PARALLEL_BOOKING_LIMIT_MAX = 100;
export const BOOKABLE_DAYS_MAX = 366;

/** Why a venue's booking settings cannot be saved, or null (the payment window: holdMinutesProblem). */
export function bookingSettingsProblem(settings: Omit<BookingSettings, 'paymentWindowMinutes'>): string | null {
  const { maxBookingMinutes: max, parallelBookingLimit: limit, bookableDays: days } = settings;
  if (!Number.isInteger(max) || max < SLOT_MINUTES || max > DAY_MINUTES || max % SLOT_MINUTES !== 0) return VENUE_SETTINGS_MSG.maxBookingInvalid;
  if (!Number.isInteger(limit) || limit < 0 || limit > PARALLEL_BOOKING_LIMIT_MAX) return VENUE_SETTINGS_MSG.userLimitInvalid;
  if (!Number.isInteger(days) || days < 1 || days > BOOKABLE_DAYS_MAX) return VENUE_SETTINGS_MSG.daysAheadInvalid;
  return null;
}

/** One court for one range of one day: a request books one or more. */
export interface BookingItem {
  courtId: number;
  start: Instant;
  end: Instant;
}

export interface BookingCheckInput extends VenueAvailability {
  settings: Pick<BookingSettings, 'maxBookingMinutes' | 'parallelBookingLimit' | 'bookableDays'>;
  /** The venue's courts. */
  courts: readonly CourtRef[];
  items: readonly BookingItem[];
  /** user: the per-user limit, the longest booking and the days ahead apply; staff (a walk-in, a block): they do not. */
  actor: 'user' | 'staff';
  /**
   * booking (default) or block: staff keeping time free may block a court in maintenance, and a venue that is not
   * closed (a pending one too), as the bookings service's `block` does.
   */
  kind?: 'booking' | 'block';
  /** The booking user (the per-user limit counts their occupancies of the venue). */
  userId?: number | null;
  /** Bookings being replaced (a resumed hold): not counted as taking their time nor against the limit. */
  ignoreIds?: readonly (number | string)[];
}

/**
 * The items of a request joined per court where they touch (18:00–18:30 + 18:30–19:00 → 18:00–19:00), sorted by
 * court and start: the bookings a request makes. Items must not overlap (bookingRefusal refuses that first).
 */
export function joinItems(items: readonly BookingItem[]): { courtId: number; start: string; end: string }[] {
  const sorted = [...items].sort((a, b) => a.courtId - b.courtId || instantMs(a.start) - instantMs(b.start));
  const out: { courtId: number; start: number; end: number }[] = [];
  for (const item of sorted) {
    const last = out[out.length - 1];
    const s = instantMs(item.start);
    const e = instantMs(item.end);
    if (last && last.courtId === item.courtId && s === last.end) last.end = e;
    else out.push({ courtId: item.courtId, start: s, end: e });
  }
  return out.map((b) => ({ courtId: b.courtId, start: isoInstant(b.start), end: isoInstant(b.end) }));
}

/** The user's bookings and live holds at the venue not yet over and not checked in at `now` (what the per-user limit counts). */
export function userParallelBookings(occupancies: readonly Occupancy[], userId: number, now: Instant, ignoreIds: readonly (number | string)[] = []): number {
  const t = instantMs(now);
  return occupancies.filter(
    (o) => o.userId === userId && o.kind !== 'block' && o.status === 'active' && instantMs(o.end) > t && occupies(o, t) && !(o.id !== undefined && ignoreIds.includes(o.id)),
  ).length;
}

/** A block's view of the venue and its courts: a venue that is not closed takes it, a court in maintenance too. */
const asBlock = (input: BookingCheckInput): BookingCheckInput => ({
  ...input,
  venueStatus: input.venueStatus === 'closed' ? 'closed' : 'approved',
  courts: input.courts.map((c) => (c.status === 'maintenance' ? { ...c, status: 'open' } : c)),
  actor: 'staff',
});

/**
 * The first reason the request may not be booked, in this order: the venue (场馆已关闭), no items, each item in
 * request order (its court, its range — half hours of one China day —, past, beyond the days ahead, outside the
 * opening hours, a closure), items overlapping each other, a booking longer than the maximum, time already taken
 * (该时段已被预订), the per-user limit. Null: it may be booked.
 */
export function bookingRefusal(request: BookingCheckInput): BookingRefusal | null {
  const input = request.kind === 'block' ? asBlock(request) : request;
  const venue = venueRefusal(input.venueStatus);
  if (venue) return venue;
  if (!input.items.length) return { code: 'noItems', message: BOOKING_MSG.noItems };
  const user = input.actor === 'user';
  const today = chinaDayMinute(input.now).day;
  const lastDay = addChinaDays(today, input.settings.bookableDays - 1);
  // everything about each item alone except "taken" (asked once the request is known to be well formed)
  const free: VenueAvailability = { ...input, occupancies: [] };
  for (const item of input.items) {
    const court = input.courts.find((c) => c.id === item.courtId);
    const [first] = rangeRefusals(free, court, item.courtId, item.start, item.end);
    if (first && first.code !== 'outsideHours' && first.code !== 'closure') return first;
    const range = dayRangeOf(item.start, item.end);
    if (user && !isDayRangeRefusal(range) && range.day > lastDay) {
      return { code: 'tooFarAhead', message: BOOKING_MSG.tooFarAhead(input.settings.bookableDays), courtId: item.courtId, start: isoInstant(item.start), end: isoInstant(item.end) };
    }
    if (first) return first;
  }
  for (let j = 1; j < input.items.length; j++) {
    for (let i = 0; i < j; i++) {
      const [a, b] = [input.items[i], input.items[j]];
      if (a.courtId === b.courtId && rangesOverlap(instantMs(a.start), instantMs(a.end), instantMs(b.start), instantMs(b.end))) {
        return { code: 'overlapping', message: BOOKING_MSG.overlapping, courtId: b.courtId, start: isoInstant(b.start), end: isoInstant(b.end) };
      }
    }
  }
  const bookings = joinItems(input.items);
  if (user) {
    const tooLong = bookings.find((b) => instantMs(b.end) - instantMs(b.start) > input.settings.maxBookingMinutes * 60_000);
    if (tooLong) return { code: 'tooLong', message: BOOKING_MSG.tooLong(input.settings.maxBookingMinutes), ...tooLong };
  }
  for (const item of input.items) {
    const taken = rangeRefusals(input, input.courts.find((c) => c.id === item.courtId), item.courtId, item.start, item.end, { ignoreIds: input.ignoreIds }).find((r) => r.code === 'taken');
    if (taken) return taken;
  }
  const limit = input.settings.parallelBookingLimit;
  if (user && limit > 0 && input.userId !== null && input.userId !== undefined) {
    if (userParallelBookings(input.occupancies, input.userId, input.now, input.ignoreIds) + bookings.length > limit) return { code: 'userLimit', message: BOOKING_MSG.userLimit(limit) };
  }
  return null;
}

/** bookingRefusal as a thrown RuleRefusal (errno 40000), for a service or a mock that answers the refusal as an error. */
export function assertBookable(input: BookingCheckInput): { courtId: number; start: string; end: string }[] {
  const refusal = bookingRefusal(input);
  if (refusal) throw bookingRefusalError(refusal);
  return joinItems(input.items);
}
