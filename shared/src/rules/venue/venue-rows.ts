/**
 * The booking tables' rows (server/src/db/schema/venues.ts and bookings.ts: minutes of the day, `during` ranges,
 * `band`, `price_cents`) as the rules read them, and back — so the booking service, the seed and the mocks map them
 * once, the same way. Each row type is exactly what the bookings repository answers (its `bookingContext`); plain
 * shapes only: no drizzle here.
 */
import { bookingRefundPolicyProblem, DEFAULT_BOOKING_REFUND_POLICY, type BookingRefundPolicy, type RefundTier } from './refund-policy.ts';
import type { BookingSettings } from './booking-check.ts';
import type { BookingKind, BookingStatus, Occupancy } from './holds.ts';
import type { Closure, ClockRange, OpeningHours } from './opening-hours.ts';
import type { HolidayCalendar, PriceBandKind, PriceRule, PricingInput } from './pricing.ts';
import type { CourtRef, CourtStatus, VenueStatus } from './slots.ts';
import { clockText, parseClock, WEEKDAYS, type Instant, type Weekday } from './venue-time.ts';

/** The booking columns of a `venues` row. */
export interface VenueBookingRow {
  id: number;
  status: VenueStatus | string;
  paymentWindowMinutes: number;
  parallelBookingLimit: number;
  maxBookingMinutes: number;
  bookableDays: number;
}

/** A venue's booking settings from its row (the columns carry the rules' names). */
export const bookingSettingsFromRow = (row: VenueBookingRow): BookingSettings => ({
  maxBookingMinutes: row.maxBookingMinutes,
  parallelBookingLimit: row.parallelBookingLimit,
  bookableDays: row.bookableDays,
  paymentWindowMinutes: row.paymentWindowMinutes,
});

/** A `courts` row as booking reads it. */
export interface CourtRow {
  id: number;
  status: CourtStatus | string;
  active: boolean;
  pricePerHourCents: number;
}

/** A court as the rules read it: a retired one (`active` false) is 停用 whatever its status. */
export const courtFromRow = (row: CourtRow): CourtRef => ({ id: row.id, status: row.active ? row.status : 'closed' });

/** A `venue_opening_hours` row. */
export interface OpeningHoursRow {
  weekday: number;
  opensMinute: number;
  closesMinute: number;
}

/**
 * A `venue_special_days` row: closed, its own hours, or (both null) the weekday's; `holiday` prices it as a holiday,
 * `workday` (调休) prices a weekend day as a weekday.
 */
export interface SpecialDayRow {
  day: string;
  closed: boolean;
  opensMinute: number | null;
  closesMinute: number | null;
  holiday: boolean;
  workday: boolean;
}

const range = (opens: number, closes: number): ClockRange => ({ start: clockText(opens), end: clockText(closes) });

/** The hours of a venue from its rows: weekdays without rows are closed; a special day closed, or with its own range. */
export function openingHoursFromRows(rows: readonly OpeningHoursRow[], specialDays: readonly SpecialDayRow[] = []): OpeningHours {
  const weekly: OpeningHours['weekly'] = {};
  for (const row of [...rows].sort((a, b) => a.weekday - b.weekday || a.opensMinute - b.opensMinute)) {
    const day = row.weekday as Weekday;
    (weekly[day] ??= []).push(range(row.opensMinute, row.closesMinute));
  }
  const special: Record<string, ClockRange[]> = {};
  for (const s of specialDays) {
    if (s.closed) special[s.day] = [];
    else if (s.opensMinute !== null && s.closesMinute !== null) special[s.day] = [range(s.opensMinute, s.closesMinute)];
  }
  return { weekly, special };
}

/** The weekly hours as rows to save (validate with openingHoursProblem first). */
export function openingHoursToRows(hours: OpeningHours): OpeningHoursRow[] {
  return WEEKDAYS.flatMap((weekday) => (hours.weekly[weekday] ?? []).map((r) => ({ weekday, opensMinute: parseClock(r.start) ?? 0, closesMinute: parseClock(r.end) ?? 0 })));
}

/** The holidays and 调休 working days of a venue's special days. */
export const holidayCalendarFromRows = (specialDays: readonly SpecialDayRow[]): HolidayCalendar => ({
  holidays: specialDays.filter((s) => s.holiday).map((s) => s.day),
  workdays: specialDays.filter((s) => s.workday).map((s) => s.day),
});

/** A `court_price_rules` row (a rule of one court: the table has no venue-wide rules). */
export interface PriceRuleRow {
  id: number;
  courtId: number;
  band: PriceBandKind;
  startsMinute: number;
  endsMinute: number;
  priceCents: number;
  memberPriceCents: number | null;
}

export const priceRuleFromRow = (row: PriceRuleRow): PriceRule => ({
  id: row.id,
  courtId: row.courtId,
  kind: row.band,
  start: clockText(row.startsMinute),
  end: clockText(row.endsMinute),
  pricePerHourCents: row.priceCents,
  memberPricePerHourCents: row.memberPriceCents,
});

/** A rule of one court as a row to save (validate with priceRuleProblems first). */
export const priceRuleToRow = (rule: PriceRule & { courtId: number }): Omit<PriceRuleRow, 'id'> => ({
  courtId: rule.courtId,
  band: rule.kind,
  startsMinute: parseClock(rule.start) ?? 0,
  endsMinute: parseClock(rule.end) ?? 0,
  priceCents: rule.pricePerHourCents,
  memberPriceCents: rule.memberPricePerHourCents ?? null,
});

/** A `during` range as the rows hold it. */
export interface DuringRange {
  start: Instant;
  end: Instant;
}

/** A `venue_closures` row. */
export interface ClosureRow {
  id: number;
  courtId: number | null;
  during: DuringRange;
  reason: string;
}

export const closureFromRow = (row: ClosureRow): Closure => ({
  id: row.id,
  courtId: row.courtId,
  start: row.during.start,
  end: row.during.end,
  ...(row.reason ? { reason: row.reason } : {}),
});

/** A `bookings` row, as far as what it occupies. */
export interface OccupancyRow {
  id: number;
  courtId: number;
  during: DuringRange;
  kind: BookingKind;
  status: BookingStatus;
  holdExpiresAt: Instant | null;
  userId: number | null;
}

export const occupancyFromRow = (row: OccupancyRow): Occupancy => ({
  id: row.id,
  courtId: row.courtId,
  start: row.during.start,
  end: row.during.end,
  kind: row.kind,
  status: row.status,
  holdExpiresAt: row.holdExpiresAt,
  userId: row.userId,
});

/** What a booking of a venue reads (the bookings repository's `bookingContext`: the rows of the request's courts and days). */
export interface BookingContextRows {
  venue: VenueBookingRow;
  /** every court of the venue, retired ones too */
  courts: readonly CourtRow[];
  openingHours: readonly OpeningHoursRow[];
  specialDays: readonly SpecialDayRow[];
  closures: readonly ClosureRow[];
  priceRules: readonly PriceRuleRow[];
  /** the rows that take the asked courts' time, and the booking user's at the venue */
  occupancies: readonly OccupancyRow[];
}

/**
 * The rows as the booking check (`bookingRefusal`: spread it with the items, the actor and `now`) and the price quote
 * (`quoteBooking(bookings, pricingOf)`) read them.
 */
export function bookingContextFromRows(rows: BookingContextRows) {
  const calendar = holidayCalendarFromRows(rows.specialDays);
  const rules = rows.priceRules.map(priceRuleFromRow);
  const courtPrice = new Map(rows.courts.map((c) => [c.id, c.pricePerHourCents]));
  return {
    venueStatus: rows.venue.status,
    settings: bookingSettingsFromRow(rows.venue),
    courts: rows.courts.map(courtFromRow),
    hours: openingHoursFromRows(rows.openingHours, rows.specialDays),
    closures: rows.closures.map(closureFromRow),
    occupancies: rows.occupancies.map(occupancyFromRow),
    pricingOf: (courtId: number): PricingInput => ({ rules, calendar, standardPricePerHourCents: courtPrice.get(courtId) ?? null }),
  };
}

/** The venue's stored `refund_policy` (jsonb tiers): `[]`, or anything the rules would not save, is the default policy. */
export function refundPolicyFromStored(value: unknown): BookingRefundPolicy {
  if (!Array.isArray(value) || value.length === 0) return DEFAULT_BOOKING_REFUND_POLICY;
  const tiers = value.map((t: Partial<RefundTier> | null) => ({ hoursBefore: Number(t?.hoursBefore), percent: Number(t?.percent) }));
  return bookingRefundPolicyProblem({ tiers }) ? DEFAULT_BOOKING_REFUND_POLICY : { tiers };
}
