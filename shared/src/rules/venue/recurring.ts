/**
 * 周期预订 (recurring bookings): a club takes a court every Tuesday 19:00–21:00 for 12 weeks. The occurrences are
 * China days; before anything is taken, each occurrence is checked like a single booking and the colliding ones are
 * listed with their reasons (taken, a closure, outside the hours, past …), so the rest can be booked in one step.
 */
import { rangeRefusals, type CourtRef, type VenueAvailability } from './slots.ts';
import { VENUE_SETTINGS_MSG, type BookingRefusal } from './venue-messages.ts';
import { addChinaDays, chinaWeekday, dayMinuteInstant, DAY_MINUTES, isChinaDay, parseClock, SLOT_MINUTES, WEEKDAYS, type Weekday } from './venue-time.ts';

export const MAX_RECURRING_WEEKS = 52;

export interface RecurringRequest {
  courtId: number;
  /** The series starts on the first `weekday` on or after this China day. */
  from: string;
  weekday: Weekday;
  /** `19:00`, `21:00`. */
  start: string;
  end: string;
  /** How many weeks (occurrences). */
  weeks: number;
}

export interface Occurrence {
  day: string;
  /** ISO instants. */
  start: string;
  end: string;
}

/** The minutes of an end clock time: `00:00` ends at midnight (1440), like `24:00`. */
const endClockMinutes = (text: string) => (text.trim() === '00:00' ? DAY_MINUTES : parseClock(text));

/** Why the series itself is not one (a day, a weekday, half-hour clock times within one day, 1–52 weeks), or null. */
export function recurringProblem(request: RecurringRequest): string | null {
  if (!isChinaDay(request.from)) return VENUE_SETTINGS_MSG.dayInvalid;
  if (!WEEKDAYS.includes(request.weekday)) return VENUE_SETTINGS_MSG.weekdayInvalid;
  const s = parseClock(request.start);
  const e = endClockMinutes(request.end);
  if (s === null || e === null || s >= DAY_MINUTES) return VENUE_SETTINGS_MSG.clockInvalid;
  if (s % SLOT_MINUTES !== 0 || e % SLOT_MINUTES !== 0) return VENUE_SETTINGS_MSG.clockNotAligned;
  if (e < s) return VENUE_SETTINGS_MSG.crossesMidnight;
  if (e === s) return VENUE_SETTINGS_MSG.endBeforeStart;
  if (!Number.isInteger(request.weeks) || request.weeks < 1 || request.weeks > MAX_RECURRING_WEEKS) return VENUE_SETTINGS_MSG.recurringWeeksInvalid(MAX_RECURRING_WEEKS);
  return null;
}

/** The occurrences of a valid series (call recurringProblem first): `weeks` China days, 7 days apart. */
export function recurringOccurrences(request: RecurringRequest): Occurrence[] {
  const offset = (request.weekday - chinaWeekday(request.from) + 7) % 7;
  const first = addChinaDays(request.from, offset);
  const s = parseClock(request.start) ?? 0;
  const e = endClockMinutes(request.end) ?? 0;
  return Array.from({ length: request.weeks }, (_, i) => {
    const day = addChinaDays(first, i * 7);
    return { day, start: dayMinuteInstant(day, s).toISOString(), end: dayMinuteInstant(day, e).toISOString() };
  });
}

export interface OccurrenceCheck extends Occurrence {
  /** Every reason this date cannot be taken ([] when it can). */
  refusals: BookingRefusal[];
}

export interface RecurringListing {
  occurrences: OccurrenceCheck[];
  /** The dates that can be booked. */
  free: Occurrence[];
  /** The dates that collide, each with its reasons. */
  colliding: OccurrenceCheck[];
}

/**
 * Each occurrence checked against the venue (closed, the court out of service), the opening hours, closures, the
 * past and the bookings and live holds of the court. Nothing is taken: the caller books `free` in one step.
 */
export function recurringCollisions(ctx: VenueAvailability, court: CourtRef | undefined, request: RecurringRequest): RecurringListing {
  const occurrences = recurringOccurrences(request).map((o) => ({ ...o, refusals: rangeRefusals(ctx, court, request.courtId, o.start, o.end) }));
  return {
    occurrences,
    free: occurrences.filter((o) => o.refusals.length === 0).map(({ day, start, end }) => ({ day, start, end })),
    colliding: occurrences.filter((o) => o.refusals.length > 0),
  };
}
