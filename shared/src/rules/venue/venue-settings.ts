/**
 * What a venue's manager saves of its booking settings, one part at a time (the settings routes of docs/venues.md):
 * the weekly opening hours, a special day, a closure, a court's price rules, and the booking settings with the refund
 * tiers. Each `…Problem` is the one validation the server's service and the mock adapter both ask (a problem is errno
 * 42200, `settingsRefusalError`); `closureRefusal` refuses a closure over bookings (errno 40000); the `…View`
 * functions are the answer both sides give, from the tables' rows (venue-rows.ts).
 */
import { chinaDate } from '../china-time.ts';
import { bookingSettingsProblem } from './booking-check.ts';
import { bookingsHitByClosure } from './booking-lifecycle.ts';
import { holdMinutesProblem, type Occupancy } from './holds.ts';
import { clockRangeProblem, closureProblem, openingHoursProblem, openingHoursSummary, type Closure } from './opening-hours.ts';
import { PRICE_BAND_KINDS, priceRulesProblem, type PriceBandKind, type PriceRule } from './pricing.ts';
import { bookingRefundPolicyProblem, bookingRefundPolicyText, DEFAULT_BOOKING_REFUND_POLICY, type RefundTier } from './refund-policy.ts';
import { VENUE_SETTINGS_MSG, settingsRefusalError } from './venue-messages.ts';
import { openingHoursFromRows, refundPolicyFromStored, type ClosureRow, type OpeningHoursRow, type PriceRuleRow, type SpecialDayRow, type VenueBookingRow } from './venue-rows.ts';
import { addChinaDays, chinaWeekday, clockText, instantMs, isChinaDay, parseClock, WEEKDAY_LABEL, WEEKDAYS, type Instant, type Weekday } from './venue-time.ts';

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

// ---------------------------------------------------------------- weekly hours

/** One open range of a weekday as the settings routes take and give it: ISO weekday (1 Monday … 7 Sunday), `08:00`, `22:00` (`24:00`: midnight). */
export interface WeeklyHoursEntry {
  weekday: number;
  opens: string;
  closes: string;
}

/**
 * Why the weekly hours cannot be saved, or null: a weekday outside 1–7, then per weekday (Monday first) a range the
 * rules refuse (format, half hours, end after start, within the day) or two that overlap — named by its weekday
 * (`周一：营业时段重叠：08:00–12:00 与 11:00–14:00`). Touching ranges (12:00 closes, 12:00 opens) are fine.
 */
export function weeklyHoursProblem(entries: readonly WeeklyHoursEntry[]): string | null {
  if (entries.some((e) => !WEEKDAYS.includes(e.weekday as Weekday))) return VENUE_SETTINGS_MSG.weekdayInvalid;
  for (const weekday of WEEKDAYS) {
    const ranges = entries.filter((e) => e.weekday === weekday).map((e) => ({ start: e.opens, end: e.closes }));
    const problem = openingHoursProblem({ weekly: { [weekday]: ranges } });
    if (problem) return VENUE_SETTINGS_MSG.onWeekday(WEEKDAY_LABEL[weekday], problem);
  }
  return null;
}

/** The rows of `venue_opening_hours` for valid entries (weeklyHoursProblem first), by weekday and opening. */
export const weeklyHoursRows = (entries: readonly WeeklyHoursEntry[]): OpeningHoursRow[] =>
  entries
    .map((e) => ({ weekday: e.weekday, opensMinute: parseClock(e.opens) ?? 0, closesMinute: parseClock(e.closes) ?? 0 }))
    .sort((a, b) => a.weekday - b.weekday || a.opensMinute - b.opensMinute);

/** The weekly hours as the routes answer them: the ranges by weekday and opening, and the sentence the venue page shows. */
export function weeklyHoursView(rows: readonly OpeningHoursRow[]): { hours: WeeklyHoursEntry[]; summary: string } {
  const sorted = [...rows].sort((a, b) => a.weekday - b.weekday || a.opensMinute - b.opensMinute);
  return {
    hours: sorted.map((r) => ({ weekday: r.weekday, opens: clockText(r.opensMinute), closes: clockText(r.closesMinute) })),
    summary: openingHoursSummary(openingHoursFromRows(sorted)),
  };
}

// ---------------------------------------------------------------- special days

/** A special day as the routes take it: closed all day, or its own hours (both null: the weekday's), a holiday (priced with the holiday band) or 调休 (a weekend day worked). */
export interface SpecialDayInput {
  day: string;
  closed: boolean;
  opens: string | null;
  closes: string | null;
  holiday: boolean;
  workday: boolean;
  note: string;
}

/**
 * Why a special day cannot be saved on China day `today`, or null: a day not written YYYY-MM-DD or before today; one of
 * its two hours without the other, hours on a closed day, hours the rules refuse; a holiday that is also 调休, 调休
 * on a Monday–Friday; a day that sets nothing at all.
 */
export function specialDayProblem(input: SpecialDayInput, today: string): string | null {
  if (!isChinaDay(input.day)) return VENUE_SETTINGS_MSG.dayInvalid;
  if (input.day < today) return VENUE_SETTINGS_MSG.specialDayPast;
  const hasHours = input.opens !== null || input.closes !== null;
  if (hasHours && (input.opens === null || input.closes === null)) return VENUE_SETTINGS_MSG.specialDayHoursPartial;
  if (input.closed && hasHours) return VENUE_SETTINGS_MSG.specialDayClosedWithHours;
  if (input.opens !== null && input.closes !== null) {
    const problem = clockRangeProblem({ start: input.opens, end: input.closes });
    if (problem) return problem;
  }
  if (input.holiday && input.workday) return VENUE_SETTINGS_MSG.holidayAndWorkday;
  if (input.workday && chinaWeekday(input.day) < 6) return VENUE_SETTINGS_MSG.workdayNotWeekend;
  if (!input.closed && !hasHours && !input.holiday && !input.workday) return VENUE_SETTINGS_MSG.specialDayEmpty;
  return null;
}

/** A special day's row with its note (`venue_special_days`). */
export type SpecialDayNoteRow = SpecialDayRow & { note: string };

/** The row of a valid special day (specialDayProblem first). */
export const specialDayRow = (input: SpecialDayInput): SpecialDayNoteRow => ({
  day: input.day,
  closed: input.closed,
  opensMinute: input.opens === null ? null : (parseClock(input.opens) ?? 0),
  closesMinute: input.closes === null ? null : (parseClock(input.closes) ?? 0),
  holiday: input.holiday,
  workday: input.workday,
  note: input.note.trim(),
});

export interface SpecialDayView {
  day: string;
  closed: 0 | 1;
  opens: string | null;
  closes: string | null;
  holiday: 0 | 1;
  workday: 0 | 1;
  note: string;
}

export const specialDayView = (row: SpecialDayNoteRow): SpecialDayView => ({
  day: row.day,
  closed: flag(row.closed),
  opens: row.opensMinute === null ? null : clockText(row.opensMinute),
  closes: row.closesMinute === null ? null : clockText(row.closesMinute),
  holiday: flag(row.holiday),
  workday: flag(row.workday),
  note: row.note,
});

/** How many China days one read of the settings lists special days for, at most, and by default (today on). */
export const SETTINGS_DAYS_MAX = 366;
export const SETTINGS_DAYS_DEFAULT = 90;

/** The China days a read lists special days for: `from` (today) to `to` (89 days on) inclusive; refused (42200) reversed or over 366 days. */
export function settingsDays(query: { from?: string; to?: string }, now: Instant): { from: string; to: string } {
  const from = query.from ?? chinaDate(instantMs(now));
  const to = query.to ?? addChinaDays(from, SETTINGS_DAYS_DEFAULT - 1);
  if (to < from) throw settingsRefusalError(VENUE_SETTINGS_MSG.dayRangeReversed);
  if (to > addChinaDays(from, SETTINGS_DAYS_MAX - 1)) throw settingsRefusalError(VENUE_SETTINGS_MSG.dayRangeTooLong(SETTINGS_DAYS_MAX));
  return { from, to };
}

// ---------------------------------------------------------------- closures

/** Why a closure cannot be saved at `now`, or null: the rules' (its range, at most 366 days), then one already over. */
export function closureSaveProblem(closure: Closure, now: Instant): string | null {
  return closureProblem(closure) ?? (instantMs(closure.end) <= instantMs(now) ? VENUE_SETTINGS_MSG.closureEnded : null);
}

/**
 * Why a closure may not be saved over the venue's bookings, or null: the paid bookings and live holds it hits
 * (bookingsHitByClosure: not over, not yet checked in) are counted, and the closure is refused until the venue cancels
 * them — a closure never leaves a booking inside it. Staff blocks are the venue's own and do not stop it.
 */
export function closureRefusal(closure: Closure, bookings: readonly Occupancy[], now: Instant): string | null {
  const hit = bookingsHitByClosure(closure, bookings, now).filter((b) => b.kind !== 'block');
  return hit.length > 0 ? VENUE_SETTINGS_MSG.closureHitsBookings(hit.length) : null;
}

export interface ClosureView {
  id: number;
  court_id: number | null;
  /** the court's name, `''` for the whole venue */
  court_name: string;
  start_at: string;
  end_at: string;
  reason: string;
}

export const closureView = (row: ClosureRow, courtName: string): ClosureView => ({
  id: row.id,
  court_id: row.courtId,
  court_name: row.courtId === null ? '' : courtName,
  start_at: new Date(instantMs(row.during.start)).toISOString(),
  end_at: new Date(instantMs(row.during.end)).toISOString(),
  reason: row.reason,
});

// ---------------------------------------------------------------- price rules

/** A court's price rule as the routes take and give it: the band, its clock range, fen per hour, the member price (null: members pay the price). */
export interface PriceRuleInput {
  band: PriceBandKind;
  band_start: string;
  band_end: string;
  price_cents: number;
  member_price_cents: number | null;
}

const ruleOf = (courtId: number, r: PriceRuleInput): PriceRule => ({
  courtId,
  kind: r.band,
  start: r.band_start,
  end: r.band_end,
  pricePerHourCents: r.price_cents,
  memberPricePerHourCents: r.member_price_cents,
});

/** Why a court's rules cannot be saved, or null (pricing.ts priceRulesProblem: `第2条价格规则：每小时价格不能超过¥10000`). */
export const courtPriceRulesProblem = (courtId: number, rules: readonly PriceRuleInput[]): string | null => priceRulesProblem(rules.map((r) => ruleOf(courtId, r)));

/** The rows of valid rules (courtPriceRulesProblem first). */
export const courtPriceRuleRows = (courtId: number, rules: readonly PriceRuleInput[]): Omit<PriceRuleRow, 'id'>[] =>
  rules.map((r) => ({
    courtId,
    band: r.band,
    startsMinute: parseClock(r.band_start) ?? 0,
    endsMinute: parseClock(r.band_end) ?? 0,
    priceCents: r.price_cents,
    memberPriceCents: r.member_price_cents,
  }));

/** The rules as answered: by band (平日, 周末, 节假日, 高峰) and start. */
export const priceRulesView = (rows: readonly Omit<PriceRuleRow, 'id'>[]): PriceRuleInput[] =>
  [...rows]
    .sort((a, b) => PRICE_BAND_KINDS.indexOf(a.band) - PRICE_BAND_KINDS.indexOf(b.band) || a.startsMinute - b.startsMinute)
    .map((r) => ({ band: r.band, band_start: clockText(r.startsMinute), band_end: clockText(r.endsMinute), price_cents: r.priceCents, member_price_cents: r.memberPriceCents }));

// ---------------------------------------------------------------- booking settings and refund tiers

export interface BookingSettingsInput {
  payment_window_minutes: number;
  parallel_booking_limit: number;
  max_booking_minutes: number;
  bookable_days: number;
  refund_tiers: { hours_before: number; percent: number }[];
}

const tiersOf = (input: BookingSettingsInput): RefundTier[] => input.refund_tiers.map((t) => ({ hoursBefore: t.hours_before, percent: t.percent }));

/** Why the booking settings cannot be saved, or null, in the order of venueConfigProblem (settings, payment window, refund tiers). */
export function bookingSettingsSaveProblem(input: BookingSettingsInput): string | null {
  return (
    bookingSettingsProblem({ maxBookingMinutes: input.max_booking_minutes, parallelBookingLimit: input.parallel_booking_limit, bookableDays: input.bookable_days }) ??
    holdMinutesProblem(input.payment_window_minutes) ??
    bookingRefundPolicyProblem({ tiers: tiersOf(input) })
  );
}

/** The `venues` columns of valid settings (bookingSettingsSaveProblem first); the tiers stored most hours first, as `refund_policy` holds them. */
export const bookingSettingsColumns = (input: BookingSettingsInput) => ({
  paymentWindowMinutes: input.payment_window_minutes,
  parallelBookingLimit: input.parallel_booking_limit,
  maxBookingMinutes: input.max_booking_minutes,
  bookableDays: input.bookable_days,
  refundPolicy: [...tiersOf(input)].sort((a, b) => b.hoursBefore - a.hoursBefore),
});

export interface BookingSettingsView extends BookingSettingsInput {
  /** `开始前24小时及以上取消全额退款；2至24小时退50%；不足2小时不退款` */
  refund_policy_text: string;
  /** 1: the venue's own tiers; 0: the rules' default (nothing stored) */
  refund_policy_custom: 0 | 1;
}

/** The settings as answered, from the venue's columns (a stored policy the rules would not take reads as the default). */
export function bookingSettingsView(row: Omit<VenueBookingRow, 'id' | 'status'> & { refundPolicy: unknown }): BookingSettingsView {
  const policy = refundPolicyFromStored(row.refundPolicy);
  const custom = policy !== DEFAULT_BOOKING_REFUND_POLICY;
  return {
    payment_window_minutes: row.paymentWindowMinutes,
    parallel_booking_limit: row.parallelBookingLimit,
    max_booking_minutes: row.maxBookingMinutes,
    bookable_days: row.bookableDays,
    refund_tiers: [...policy.tiers].sort((a, b) => b.hoursBefore - a.hoursBefore).map((t) => ({ hours_before: t.hoursBefore, percent: t.percent })),
    refund_policy_text: bookingRefundPolicyText(policy),
    refund_policy_custom: flag(custom),
  };
}

/** A rule refusal of a settings problem (errno 42200), for adapters that throw. */
export const assertNoSettingsProblem = (problem: string | null): void => {
  if (problem) throw settingsRefusalError(problem);
};

/** The rows one read of a venue's settings is answered from (the caller picks the special days and closures listed). */
export interface VenueSettingsRows {
  openingHours: readonly OpeningHoursRow[];
  specialDays: readonly SpecialDayNoteRow[];
  closures: readonly (ClosureRow & { courtName: string | null })[];
  courts: readonly { id: number; name: string }[];
  priceRules: readonly Omit<PriceRuleRow, 'id'>[];
  settings: Parameters<typeof bookingSettingsView>[0];
}

/** A venue's booking settings as answered (GET /admin/venue_booking_config): hours, the days' special days, closures, each court's rules, the settings. */
export function venueSettingsAnswer(venue: { id: number; name: string }, days: { from: string; to: string }, rows: VenueSettingsRows) {
  return {
    venue_id: venue.id,
    venue_name: venue.name,
    opening_hours: { venue_id: venue.id, ...weeklyHoursView(rows.openingHours) },
    special_days_from: days.from,
    special_days_to: days.to,
    special_days: rows.specialDays.map(specialDayView),
    closures: rows.closures.map((c) => closureView(c, c.courtName ?? '')),
    courts: rows.courts.map((c) => ({ court_id: c.id, court_name: c.name, price_rules: priceRulesView(rows.priceRules.filter((r) => r.courtId === c.id)) })),
    settings: { venue_id: venue.id, ...bookingSettingsView(rows.settings) },
  };
}
