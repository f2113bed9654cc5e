/**
 * The booking tables' rows (server/src/db/schema/bookings.ts: minutes of the day, `during` ranges, `band`, `price_cents`)
 * as the rules read them, and back — so the booking service, the seed and the mocks map them once, the same way.
 * Plain shapes only: no drizzle here.
 */
import { bookingRefundPolicyProblem, DEFAULT_BOOKING_REFUND_POLICY, type BookingRefundPolicy, type RefundTier } from './refund-policy.ts';
import type { BookingKind, BookingStatus, Occupancy } from './holds.ts';
import type { Closure, ClockRange, OpeningHours } from './opening-hours.ts';
import type { HolidayCalendar, PriceBandKind, PriceRule } from './pricing.ts';
import { clockText, parseClock, WEEKDAYS, type Instant, type Weekday } from './venue-time.ts';

/** A `venue_opening_hours` row. */
export interface OpeningHoursRow {
  weekday: number;
  opensMinute: number;
  closesMinute: number;
}

/** A `venue_special_days` row: closed, its own hours, or (both null) the weekday's; `holiday` prices it as a holiday. */
export interface SpecialDayRow {
  day: string;
  closed: boolean;
  opensMinute: number | null;
  closesMinute: number | null;
  holiday?: boolean;
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

/** The holidays of a venue's special days (its 调休 working days are not in the table: none). */
export const holidayCalendarFromRows = (specialDays: readonly Pick<SpecialDayRow, 'day' | 'holiday'>[]): HolidayCalendar => ({
  holidays: specialDays.filter((s) => s.holiday).map((s) => s.day),
  workdays: [],
});

/** A `court_price_rules` row. */
export interface PriceRuleRow {
  id?: number;
  courtId: number;
  band: PriceBandKind;
  startsMinute: number;
  endsMinute: number;
  priceCents: number;
  memberPriceCents: number | null;
}

export const priceRuleFromRow = (row: PriceRuleRow): PriceRule => ({
  ...(row.id !== undefined ? { id: row.id } : {}),
  courtId: row.courtId,
  kind: row.band,
  start: clockText(row.startsMinute),
  end: clockText(row.endsMinute),
  pricePerHourCents: row.priceCents,
  memberPricePerHourCents: row.memberPriceCents,
});

/** A rule of one court as a row to save (validate with priceRuleProblems first). */
export const priceRuleToRow = (rule: PriceRule & { courtId: number }): PriceRuleRow => ({
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
export const closureFromRow = (row: { id?: number; courtId: number | null; during: DuringRange; reason: string }): Closure => ({
  ...(row.id !== undefined ? { id: row.id } : {}),
  courtId: row.courtId,
  start: row.during.start,
  end: row.during.end,
  ...(row.reason ? { reason: row.reason } : {}),
});

/** A `bookings` row. */
export const occupancyFromRow = (row: { id?: number; courtId: number; during: DuringRange; kind: BookingKind; status: BookingStatus; holdExpiresAt?: Instant | null; userId?: number | null }): Occupancy => ({
  ...(row.id !== undefined ? { id: row.id } : {}),
  courtId: row.courtId,
  start: row.during.start,
  end: row.during.end,
  kind: row.kind,
  status: row.status,
  holdExpiresAt: row.holdExpiresAt ?? null,
  userId: row.userId ?? null,
});

/** The venue's stored `refund_policy` (jsonb tiers): `[]`, or anything the rules would not save, is the default policy. */
export function refundPolicyFromStored(value: unknown): BookingRefundPolicy {
  if (!Array.isArray(value) || value.length === 0) return DEFAULT_BOOKING_REFUND_POLICY;
  const tiers = value.map((t: Partial<RefundTier> | null) => ({ hoursBefore: Number(t?.hoursBefore), percent: Number(t?.percent) }));
  return bookingRefundPolicyProblem({ tiers }) ? DEFAULT_BOOKING_REFUND_POLICY : { tiers };
}
