/**
 * "Find a free court for 18:00–19:30": the venue's courts (of a sport, if asked) free for the whole range, and when
 * none is, the nearest alternatives — the same duration on the same day, moved by 30 minutes at a time, earlier and
 * later, on any of those courts that is free then.
 */
import { rangeRefusals, type CourtRef, type VenueAvailability } from './slots.ts';
import { BOOKING_MSG, type BookingRefusal } from './venue-messages.ts';
import { clockText, DAY_MINUTES, dayMinuteInstant, isChinaDay, parseClock, SLOT_MINUTES } from './venue-time.ts';

export interface FreeCourtQuery {
  /** China day. */
  day: string;
  /** `18:00`, `19:30`. */
  start: string;
  end: string;
  /** Only courts of this sport (all when omitted). */
  sport?: string;
  /** How many alternatives at most (3 by default). */
  alternatives?: number;
  /** How far an alternative may move, in minutes (180 by default). */
  maxShiftMinutes?: number;
}

export interface CourtTime {
  courtId: number;
  start: string;
  end: string;
  startClock: string;
  endClock: string;
  /** Minutes moved from the asked start (negative: earlier). */
  shiftMinutes: number;
}

export interface FreeCourtAnswer {
  /** The courts free for the asked range, in the venue's order. */
  free: number[];
  /** When none is free: the nearest free times (smallest move first, earlier before later, then court order). */
  alternatives: CourtTime[];
  /** Why the asked range itself is not a bookable one (past, across midnight, not in half hours …), or null. */
  refusal: BookingRefusal | null;
}

function courtTime(courtId: number, day: string, start: number, end: number, shift: number): CourtTime {
  return {
    courtId,
    start: dayMinuteInstant(day, start).toISOString(),
    end: dayMinuteInstant(day, end).toISOString(),
    startClock: clockText(start),
    endClock: clockText(end),
    shiftMinutes: shift,
  };
}

/** The free courts for the query, and the nearest alternatives when there are none. */
export function findFreeCourts(ctx: VenueAvailability, courts: readonly CourtRef[], query: FreeCourtQuery): FreeCourtAnswer {
  const start = parseClock(query.start);
  // `23:00`–`00:00` ends at midnight
  const end = query.end.trim() === '00:00' ? DAY_MINUTES : parseClock(query.end);
  if (!isChinaDay(query.day) || start === null || end === null || start >= DAY_MINUTES) {
    return { free: [], alternatives: [], refusal: { code: 'rangeInvalid', message: BOOKING_MSG.rangeInvalid } };
  }
  if (end <= start) {
    // `23:00`–`01:00` (any end before the start) is a range across midnight; `19:00`–`19:00` none at all
    const code = end < start ? 'crossesMidnight' : 'rangeInvalid';
    return { free: [], alternatives: [], refusal: { code, message: BOOKING_MSG[code] } };
  }
  const candidates = courts.filter((c) => !query.sport || c.sport === query.sport);
  const refusalsAt = (court: CourtRef, s: number, e: number) => rangeRefusals(ctx, court, court.id, dayMinuteInstant(query.day, s), dayMinuteInstant(query.day, e));
  const asked = candidates.map((court) => ({ court, refusals: refusalsAt(court, start, end) }));
  const free = asked.filter((a) => a.refusals.length === 0).map((a) => a.court.id);
  // a refusal of the range itself (or of the whole venue) is the same for every court: say it instead of "nothing free"
  const first = asked.map((a) => a.refusals[0]).find((r) => r && ['venueClosed', 'venueNotOpen', 'notAligned', 'rangeInvalid', 'crossesMidnight', 'past'].includes(r.code));
  const general: BookingRefusal | undefined = first && { code: first.code, message: first.message };
  if (free.length || (general && general.code !== 'past')) return { free, alternatives: [], refusal: free.length ? null : (general ?? null) };
  const want = query.alternatives ?? 3;
  const maxShift = query.maxShiftMinutes ?? 180;
  const alternatives: CourtTime[] = [];
  for (let step = SLOT_MINUTES; step <= maxShift && alternatives.length < want; step += SLOT_MINUTES) {
    for (const shift of [-step, step]) {
      const s = start + shift;
      const e = end + shift;
      if (s < 0 || e > DAY_MINUTES) continue;
      for (const court of candidates) {
        if (alternatives.length >= want) break;
        if (refusalsAt(court, s, e).length === 0) alternatives.push(courtTime(court.id, query.day, s, e, shift));
      }
    }
  }
  return { free, alternatives, refusal: general ?? null };
}
