/**
 * What the phone booking pages read besides the board (docs/venues.md, "Phone booking"): a venue's booking rules for
 * a user (the bookable days from today, the payment window, the longest booking, the parallel limit, the refund
 * policy in words and tiers) and "找空场" — the courts free for a start and an end of a day (the rules'
 * `findFreeCourts` over a day's board rows), each with what it costs. Built once for the server's service and the
 * mock handlers alike.
 */
import { chinaDate } from '../china-time.ts';
import { findFreeCourts } from './free-courts.ts';
import { quoteBooking } from './pricing.ts';
import { bookingRefundPolicyText } from './refund-policy.ts';
import type { BoardRows } from './venue-views.ts';
import { closureFromRow, courtFromRow, holidayCalendarFromRows, occupancyFromRow, openingHoursFromRows, priceRuleFromRow, refundPolicyFromStored, type VenueBookingRow } from './venue-rows.ts';
import { chinaDays, DAY_MINUTES, isChinaDay, dayMinuteInstant, parseClock, type Instant } from './venue-time.ts';

/** The asked range as instants (`00:00` ends at the day's midnight, as findFreeCourts reads it), null when it is none. */
function askedRange(q: FreeCourtsQuery): { start: string; end: string } | null {
  const start = parseClock(q.start);
  const end = q.end.trim() === '00:00' ? DAY_MINUTES : parseClock(q.end);
  if (!isChinaDay(q.day) || start === null || end === null || end <= start) return null;
  return { start: dayMinuteInstant(q.day, start).toISOString(), end: dayMinuteInstant(q.day, end).toISOString() };
}

/** A venue's booking rules as a phone user reads them (GET /venue_site/booking_rules). */
export function siteBookingRulesView(venue: Omit<VenueBookingRow, 'status'> & { refundPolicy: unknown }, now: Instant) {
  const policy = refundPolicyFromStored(venue.refundPolicy);
  return {
    venue_id: venue.id,
    days: chinaDays(chinaDate(new Date(now)), venue.bookableDays),
    payment_window_minutes: venue.paymentWindowMinutes,
    max_booking_minutes: venue.maxBookingMinutes,
    parallel_booking_limit: venue.parallelBookingLimit,
    refund_policy_text: bookingRefundPolicyText(policy),
    refund_tiers: policy.tiers.map((t) => ({ hours_before: t.hoursBefore, percent: t.percent })),
  };
}

export interface FreeCourtsQuery {
  day: string;
  start: string;
  end: string;
  sport?: string;
}

/** 找空场 (GET /venue_site/free_courts): the active courts free for the whole range with its price, else the nearest free times. */
export function freeCourtsView(rows: BoardRows, query: FreeCourtsQuery, now: Instant) {
  const ctx = {
    venueStatus: rows.venue.status,
    hours: openingHoursFromRows(rows.openingHours, rows.specialDays),
    closures: rows.closures.map(closureFromRow),
    occupancies: rows.occupancies.map(occupancyFromRow),
    now,
  };
  const rules = rows.priceRules.map(priceRuleFromRow);
  const calendar = holidayCalendarFromRows(rows.specialDays);
  const court = (id: number) => rows.courts.find((c) => c.id === id)!;
  const amountOf = (courtId: number, start: string, end: string) => {
    try {
      return quoteBooking([{ courtId, start, end }], () => ({ rules, calendar, standardPricePerHourCents: court(courtId).pricePerHourCents })).totalCents;
    } catch {
      return null;
    }
  };
  const asked = askedRange(query);
  // a court without a price for the asked range cannot be booked then (该时段未设置价格): not a candidate
  // (when none is priced, e.g. a range off the half hour, all are: the rules then say why the range is not bookable)
  const priced = rows.courts.filter((c) => !asked || amountOf(c.id, asked.start, asked.end) !== null);
  const candidates = priced.length ? priced : rows.courts;
  const answer = findFreeCourts(ctx, candidates.map((c) => ({ ...courtFromRow(c), sport: c.sport })), { day: query.day, start: query.start, end: query.end, sport: query.sport || undefined });
  const free = answer.free.map((id) => ({ court_id: id, court_name: court(id).name, sport: court(id).sport, amount_cents: amountOf(id, asked!.start, asked!.end) }));
  const alternatives = answer.alternatives.map((a) => ({
    court_id: a.courtId,
    court_name: court(a.courtId).name,
    start: a.start,
    end: a.end,
    start_clock: a.startClock,
    end_clock: a.endClock,
    amount_cents: amountOf(a.courtId, a.start, a.end),
  }));
  return {
    day: query.day,
    start: query.start,
    end: query.end,
    free: free.filter((f): f is typeof f & { amount_cents: number } => f.amount_cents !== null),
    alternatives: alternatives.filter((a): a is typeof a & { amount_cents: number } => a.amount_cents !== null),
    refusal: answer.refusal?.message ?? '',
  };
}
