/**
 * 价格规则 (price rules) of a venue's courts, in fen per hour, by time band: 平日价 (Monday–Friday), 周末价, 节假日价
 * (the China days a holiday calendar lists), and 高峰价 bands laid over them; each may carry a 会员价 for the venue's
 * members. A rule is for one court (`courtId`) or every court of the venue (`courtId: null`).
 *
 * The price of a half hour on a court, in this order: a peak band of the court, a peak band of the venue, a band of
 * the day's kind of the court, then of the venue — a holiday without holiday bands is priced as a weekend — and
 * last the court's standard price (`price_per_hour_cents` of the courts table, 标准价). A range is priced half hour
 * by half hour, pro rata; consecutive half hours at one price make one segment, charged
 * `pricePerHourCents × minutes / 60` rounded half up to a fen (only an odd price over an odd number of half hours
 * has a half fen to round).
 *
 * The calendar: `holidays` are the China days of public holidays (国庆, 春节 …, given by the venue or the platform),
 * `workdays` the weekend days that are working days (调休) and priced as weekdays.
 */
import { centsToYuan } from '../finance/money.ts';
import { BOOKING_MSG, VENUE_SETTINGS_MSG } from './venue-messages.ts';
import {
  chinaDayMinute,
  chinaWeekday,
  clockRangeText,
  clockText,
  DAY_MINUTES,
  instantMs,
  isChinaDay,
  parseClock,
  rangesOverlap,
  SLOT_MINUTES,
  WEEKDAY_LABEL,
  type Instant,
} from './venue-time.ts';
import { dayRangeOf, isDayRangeRefusal } from './slots.ts';
import { RuleRefusal } from '../rule-refusal.ts';

export type DayKind = 'weekday' | 'weekend' | 'holiday';
export const DAY_KINDS: readonly DayKind[] = ['weekday', 'weekend', 'holiday'];
export type PriceBandKind = DayKind | 'peak';
export const PRICE_BAND_KINDS: readonly PriceBandKind[] = ['weekday', 'weekend', 'holiday', 'peak'];

/** The price's name in an explanation; `standard` is the court's own price when no band covers the time. */
export const PRICE_KIND_LABEL: Record<PriceBandKind | 'standard', string> = {
  weekday: '平日价',
  weekend: '周末价',
  holiday: '节假日价',
  peak: '高峰价',
  standard: '标准价',
};
export const MEMBER_PRICE_LABEL: Record<PriceBandKind | 'standard', string> = {
  weekday: '平日会员价',
  weekend: '周末会员价',
  holiday: '节假日会员价',
  peak: '高峰会员价',
  standard: '会员价',
};

/** The largest price per hour a rule may set: ¥10,000. */
export const MAX_PRICE_PER_HOUR_CENTS = 1_000_000;

export interface PriceRule {
  id?: number | string;
  /** The court priced; null: every court of the venue. */
  courtId: number | null;
  kind: PriceBandKind;
  /** `18:00`, `20:00` (`24:00` ends at midnight). */
  start: string;
  end: string;
  /** Peak bands only: the kinds of day they apply on (all three when omitted). */
  dayKinds?: DayKind[];
  pricePerHourCents: number;
  /** The venue's members pay this instead (null or omitted: members pay the price). */
  memberPricePerHourCents?: number | null;
}

export interface HolidayCalendar {
  /** Public holidays (China days). */
  holidays?: readonly string[];
  /** Weekend days that are working days (调休), priced as weekdays. */
  workdays?: readonly string[];
}

/** The kind of a China day: a listed holiday, a weekend (unless a 调休 working day), or a weekday. */
export function dayKindOf(day: string, calendar: HolidayCalendar = {}): DayKind {
  if (calendar.holidays?.includes(day)) return 'holiday';
  if (chinaWeekday(day) >= 6 && !calendar.workdays?.includes(day)) return 'weekend';
  return 'weekday';
}

/** `¥120` for whole yuan, `¥85.50` otherwise (fen in, text out). */
export const yuanText = (cents: number): string => (cents % 100 === 0 ? `¥${cents / 100}` : `¥${centsToYuan(cents)}`);

/** What the price rules read of a court and its venue. */
export interface PricingInput {
  rules: readonly PriceRule[];
  calendar?: HolidayCalendar;
  /** The court's standard price per hour (fen), used where no band applies; null: none (the time has no price). */
  standardPricePerHourCents: number | null;
  /** The venue's member standard price, if it has one. */
  standardMemberPricePerHourCents?: number | null;
}

/** The price that applies to one half hour. */
export interface ResolvedPrice {
  kind: PriceBandKind | 'standard';
  rule: PriceRule | null;
  member: boolean;
  pricePerHourCents: number;
  /** The band's clock range in minutes (the half hour itself for the standard price). */
  band: { start: number; end: number };
}

const covers = (rule: PriceRule, minute: number) => {
  const s = parseClock(rule.start);
  const e = parseClock(rule.end);
  return s !== null && e !== null && s <= minute && minute + SLOT_MINUTES <= e;
};

/** The rule that prices the half hour starting at `minute` of `day` on `courtId`, in the order of the module's comment. */
function ruleFor(input: PricingInput, courtId: number, day: string, minute: number): PriceRule | null {
  const dayKind = dayKindOf(day, input.calendar);
  const mine = input.rules.filter((r) => r.courtId === courtId && covers(r, minute));
  const venue = input.rules.filter((r) => r.courtId === null && covers(r, minute));
  const peak = (r: PriceRule) => r.kind === 'peak' && (r.dayKinds ?? DAY_KINDS).includes(dayKind);
  const ofKind = (kind: DayKind) => (r: PriceRule) => r.kind === kind;
  const order: ((r: PriceRule) => boolean)[] = [peak, ofKind(dayKind), ...(dayKind === 'holiday' ? [ofKind('weekend')] : [])];
  for (const test of order) {
    const found = mine.find(test) ?? venue.find(test);
    if (found) return found;
  }
  return null;
}

/** The price of the half hour starting at `minute` (0–1410) of China day `day` on `courtId`; null when none applies. */
export function halfHourPrice(input: PricingInput, courtId: number, day: string, minute: number, member = false): ResolvedPrice | null {
  const rule = ruleFor(input, courtId, day, minute);
  if (rule) {
    const memberPrice = member ? rule.memberPricePerHourCents : null;
    return {
      kind: rule.kind,
      rule,
      member: memberPrice !== null && memberPrice !== undefined,
      pricePerHourCents: memberPrice ?? rule.pricePerHourCents,
      band: { start: parseClock(rule.start) ?? 0, end: parseClock(rule.end) ?? 0 },
    };
  }
  if (input.standardPricePerHourCents === null) return null;
  const memberPrice = member ? input.standardMemberPricePerHourCents : null;
  return {
    kind: 'standard',
    rule: null,
    member: memberPrice !== null && memberPrice !== undefined,
    pricePerHourCents: memberPrice ?? input.standardPricePerHourCents,
    band: { start: minute, end: minute + SLOT_MINUTES },
  };
}

/** `周六 18:00–20:00 高峰价 ¥120/小时` (the standard price has no band: `周六 标准价 ¥80/小时`). */
export function priceText(day: string, price: Pick<ResolvedPrice, 'kind' | 'member' | 'pricePerHourCents'>, range: { start: number; end: number } | null): string {
  const label = (price.member ? MEMBER_PRICE_LABEL : PRICE_KIND_LABEL)[price.kind];
  const when = range ? ` ${clockRangeText(range.start, range.end)}` : '';
  return `${WEEKDAY_LABEL[chinaWeekday(day)]}${when} ${label} ${yuanText(price.pricePerHourCents)}/小时`;
}

/** The price of one slot as the grid shows it: per hour, for the half hour, and the band explained. */
export function slotPrice(input: PricingInput, courtId: number, slotStart: Instant, member = false): { pricePerHourCents: number; amountCents: number; kind: ResolvedPrice['kind']; member: boolean; text: string } | null {
  const { day, minute } = chinaDayMinute(slotStart);
  const price = halfHourPrice(input, courtId, day, minute, member);
  if (!price) return null;
  return {
    pricePerHourCents: price.pricePerHourCents,
    amountCents: Math.round((price.pricePerHourCents * SLOT_MINUTES) / 60),
    kind: price.kind,
    member: price.member,
    text: priceText(day, price, price.kind === 'standard' ? null : price.band),
  };
}

/** What `slotPrice` answers for one half hour. */
export type SlotPrice = NonNullable<ReturnType<typeof slotPrice>>;

/** A rule with its clock range read once (null: a clock the rules do not read, so the rule covers nothing). */
interface ReadRule {
  rule: PriceRule;
  start: number | null;
  end: number | null;
}

const readRules = (rules: readonly PriceRule[]): ReadRule[] => rules.map((rule) => ({ rule, start: parseClock(rule.start), end: parseClock(rule.end) }));

/**
 * Every half hour of China day `day` on `courtId` priced at once, as `slotPrice` prices each (index i: the half hour
 * from minute 30 × i; null where no price applies): the day's kind, weekday and the rules' clocks read once, each
 * rule's text written once.
 */
export function slotPricesOfDay(input: PricingInput, courtId: number, day: string, member = false): (SlotPrice | null)[] {
  const read = readRules(input.rules);
  return dayTable(
    read.filter((r) => r.rule.courtId === courtId),
    read.filter((r) => r.rule.courtId === null),
    input,
    day,
    member,
  );
}

function dayTable(mine: readonly ReadRule[], venue: readonly ReadRule[], input: Omit<PricingInput, 'rules'>, day: string, member: boolean): (SlotPrice | null)[] {
  const dayKind = dayKindOf(day, input.calendar);
  const weekday = WEEKDAY_LABEL[chinaWeekday(day)];
  const priced = (price: Pick<ResolvedPrice, 'kind' | 'member' | 'pricePerHourCents'>, when: string): SlotPrice => ({
    pricePerHourCents: price.pricePerHourCents,
    amountCents: Math.round((price.pricePerHourCents * SLOT_MINUTES) / 60),
    kind: price.kind,
    member: price.member,
    text: `${weekday}${when} ${(price.member ? MEMBER_PRICE_LABEL : PRICE_KIND_LABEL)[price.kind]} ${yuanText(price.pricePerHourCents)}/小时`,
  });
  const ofRule = new Map<PriceRule, SlotPrice>();
  const ruleAnswer = (r: ReadRule): SlotPrice => {
    let answer = ofRule.get(r.rule);
    if (!answer) {
      const memberPrice = member ? r.rule.memberPricePerHourCents : null;
      const isMember = memberPrice !== null && memberPrice !== undefined;
      answer = priced({ kind: r.rule.kind, member: isMember, pricePerHourCents: memberPrice ?? r.rule.pricePerHourCents }, ` ${clockRangeText(r.start ?? 0, r.end ?? 0)}`);
      ofRule.set(r.rule, answer);
    }
    return answer;
  };
  let standard: SlotPrice | null = null;
  if (input.standardPricePerHourCents !== null) {
    const memberPrice = member ? input.standardMemberPricePerHourCents : null;
    const isMember = memberPrice !== null && memberPrice !== undefined;
    standard = priced({ kind: 'standard', member: isMember, pricePerHourCents: memberPrice ?? input.standardPricePerHourCents }, '');
  }
  // the order of ruleFor: a peak band on this kind of day, a band of the day's kind, a weekend band on a holiday
  const tests: ((r: PriceRule) => boolean)[] = [
    (r) => r.kind === 'peak' && (r.dayKinds ?? DAY_KINDS).includes(dayKind),
    (r) => r.kind === dayKind,
    ...(dayKind === 'holiday' ? [(r: PriceRule) => r.kind === 'weekend'] : []),
  ];
  const covering = (rules: readonly ReadRule[], minute: number, test: (r: PriceRule) => boolean) =>
    rules.find((r) => r.start !== null && r.end !== null && r.start <= minute && minute + SLOT_MINUTES <= r.end && test(r.rule));
  const table: (SlotPrice | null)[] = [];
  for (let minute = 0; minute < DAY_MINUTES; minute += SLOT_MINUTES) {
    let found: ReadRule | undefined;
    for (const test of tests) {
      found = covering(mine, minute, test) ?? covering(venue, minute, test);
      if (found) break;
    }
    table.push(found ? ruleAnswer(found) : standard);
  }
  return table;
}

/**
 * The day's prices (`slotPricesOfDay`) of the courts of one rule list and calendar, memoised by a court's own rule
 * set: the courts of a venue priced alike (the same bands, the same standard price) share one table per day.
 */
export function createDayPricer(rules: readonly PriceRule[], calendar: HolidayCalendar | undefined, member = false) {
  const read = readRules(rules);
  const venue = read.filter((r) => r.rule.courtId === null);
  const tables = new Map<string, (SlotPrice | null)[]>();
  return (courtId: number, day: string, standardPricePerHourCents: number | null, standardMemberPricePerHourCents?: number | null): (SlotPrice | null)[] => {
    const mine = read.filter((r) => r.rule.courtId === courtId);
    const key = JSON.stringify([
      day,
      standardPricePerHourCents,
      standardMemberPricePerHourCents === undefined ? '-' : standardMemberPricePerHourCents,
      mine.map(({ rule: r }) => [r.kind, r.start, r.end, r.dayKinds ?? null, r.pricePerHourCents, r.memberPricePerHourCents === undefined ? '-' : r.memberPricePerHourCents]),
    ]);
    let table = tables.get(key);
    if (!table) {
      table = dayTable(mine, venue, { calendar, standardPricePerHourCents, standardMemberPricePerHourCents }, day, member);
      tables.set(key, table);
    }
    return table;
  };
}

export interface PriceSegment {
  /** ISO instants of the part of the range at this price. */
  start: string;
  end: string;
  startClock: string;
  endClock: string;
  minutes: number;
  kind: ResolvedPrice['kind'];
  member: boolean;
  pricePerHourCents: number;
  amountCents: number;
  /** `周六 18:00–19:30 高峰价 ¥120/小时`: the part of the range, not the whole band. */
  text: string;
}

export interface RangePrice {
  totalCents: number;
  segments: PriceSegment[];
  /** The segments' texts joined by `；`. */
  text: string;
}

/**
 * The price of [start, end) on `courtId`: half hour by half hour, joined into segments of one rule and price. Refused
 * (RuleRefusal) for a range that is not one of a China day in half hours, or when a half hour has no price.
 */
export function rangePrice(input: PricingInput, courtId: number, start: Instant, end: Instant, member = false): RangePrice {
  const range = dayRangeOf(start, end);
  if (isDayRangeRefusal(range)) throw new RuleRefusal(range.message);
  const dayStartMs = instantMs(start) - range.start * 60_000;
  const runs: { from: number; to: number; price: ResolvedPrice }[] = [];
  for (let m = range.start; m < range.end; m += SLOT_MINUTES) {
    const price = halfHourPrice(input, courtId, range.day, m, member);
    if (!price) throw new RuleRefusal(BOOKING_MSG.noPrice);
    const last = runs[runs.length - 1];
    const same = last && last.price.rule === price.rule && last.price.kind === price.kind && last.price.pricePerHourCents === price.pricePerHourCents && last.price.member === price.member;
    if (same) last.to = m + SLOT_MINUTES;
    else runs.push({ from: m, to: m + SLOT_MINUTES, price });
  }
  const segments: PriceSegment[] = runs.map(({ from, to, price }) => ({
    start: new Date(dayStartMs + from * 60_000).toISOString(),
    end: new Date(dayStartMs + to * 60_000).toISOString(),
    startClock: clockText(from),
    endClock: clockText(to),
    minutes: to - from,
    kind: price.kind,
    member: price.member,
    pricePerHourCents: price.pricePerHourCents,
    amountCents: Math.round((price.pricePerHourCents * (to - from)) / 60),
    text: priceText(range.day, price, { start: from, end: to }),
  }));
  return { totalCents: segments.reduce((sum, seg) => sum + seg.amountCents, 0), segments, text: segments.map((seg) => seg.text).join('；') };
}

/** One problem of a rule set: the rule's index and the message. */
export interface PriceRuleProblem {
  index: number;
  message: string;
}

function priceProblem(cents: number): string | null {
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents)) return VENUE_SETTINGS_MSG.priceInvalid;
  if (cents < 0) return VENUE_SETTINGS_MSG.priceNegative;
  if (cents > MAX_PRICE_PER_HOUR_CENTS) return VENUE_SETTINGS_MSG.priceTooHigh(MAX_PRICE_PER_HOUR_CENTS / 100);
  return null;
}

/** Why one rule cannot be saved (its own fields), or null. */
export function priceRuleProblem(rule: PriceRule): string | null {
  if (!PRICE_BAND_KINDS.includes(rule.kind)) return VENUE_SETTINGS_MSG.bandKindInvalid;
  const s = parseClock(rule.start);
  const e = parseClock(rule.end);
  if (s === null || e === null || s === 24 * 60) return VENUE_SETTINGS_MSG.clockInvalid;
  if (s % SLOT_MINUTES !== 0 || e % SLOT_MINUTES !== 0) return VENUE_SETTINGS_MSG.clockNotAligned;
  if (e <= s) return VENUE_SETTINGS_MSG.endBeforeStart;
  const price = priceProblem(rule.pricePerHourCents);
  if (price) return price;
  const memberPrice = rule.memberPricePerHourCents;
  if (memberPrice !== null && memberPrice !== undefined) {
    const problem = priceProblem(memberPrice);
    if (problem) return problem;
    if (memberPrice > rule.pricePerHourCents) return VENUE_SETTINGS_MSG.memberAbovePrice;
  }
  if (rule.kind === 'peak' && rule.dayKinds !== undefined && (rule.dayKinds.length === 0 || rule.dayKinds.some((k) => !DAY_KINDS.includes(k)))) return VENUE_SETTINGS_MSG.peakDaysEmpty;
  return null;
}

/**
 * Every problem of a rule set, in rule order: each rule's own fields, then two bands of one kind for one court (or both
 * for the whole venue) that overlap in time — for peak bands, on a kind of day they share. The later rule of an
 * overlapping pair carries the problem.
 */
export function priceRuleProblems(rules: readonly PriceRule[]): PriceRuleProblem[] {
  const problems: PriceRuleProblem[] = [];
  const valid: boolean[] = rules.map((rule, index) => {
    const message = priceRuleProblem(rule);
    if (message) problems.push({ index, message });
    return !message;
  });
  rules.forEach((b, j) => {
    if (!valid[j]) return;
    for (let i = 0; i < j; i++) {
      const a = rules[i];
      if (!valid[i] || a.kind !== b.kind || a.courtId !== b.courtId) continue;
      if (a.kind === 'peak' && !(a.dayKinds ?? DAY_KINDS).some((k) => (b.dayKinds ?? DAY_KINDS).includes(k))) continue;
      const [as, ae, bs, be] = [a.start, a.end, b.start, b.end].map((t) => parseClock(t) ?? 0);
      if (rangesOverlap(as, ae, bs, be)) {
        problems.push({ index: j, message: VENUE_SETTINGS_MSG.bandsOverlap(PRICE_KIND_LABEL[b.kind], clockRangeText(as, ae), clockRangeText(bs, be)) });
        return;
      }
    }
  });
  return problems.sort((x, y) => x.index - y.index);
}

/** The first problem of a rule set as one message (`第2条价格规则：价格不能为负数`), or null. */
export function priceRulesProblem(rules: readonly PriceRule[]): string | null {
  const [first] = priceRuleProblems(rules);
  return first ? VENUE_SETTINGS_MSG.ruleAt(first.index, first.message) : null;
}

/** Why a holiday calendar cannot be saved (a day not written YYYY-MM-DD), or null. */
export function holidayCalendarProblem(calendar: HolidayCalendar): string | null {
  const days = [...(calendar.holidays ?? []), ...(calendar.workdays ?? [])];
  return days.every(isChinaDay) ? null : VENUE_SETTINGS_MSG.dayInvalid;
}

/** A slot of the grid with its price (null: no price applies). */
export type PricedSlot<S> = S & { price: { pricePerHourCents: number; amountCents: number; text: string } | null };

/** The grid's slots with their prices, for a member or not (the phone's slot grid and the board's tooltips). */
export function withPrices<S extends { courtId: number; start: string }>(slots: readonly S[], input: PricingInput, member = false): PricedSlot<S>[] {
  return slots.map((slot) => {
    const price = slotPrice(input, slot.courtId, slot.start, member);
    return { ...slot, price: price && { pricePerHourCents: price.pricePerHourCents, amountCents: price.amountCents, text: price.text } };
  });
}

/**
 * What a request costs: each booking (items joined where they touch, per court) priced on its court's input, and the
 * total — the amount of the `booking` order. Refused (RuleRefusal) like rangePrice.
 */
export function quoteBooking(bookings: readonly { courtId: number; start: Instant; end: Instant }[], pricingOf: (courtId: number) => PricingInput, member = false): { totalCents: number; bookings: { courtId: number; start: string; end: string; price: RangePrice }[] } {
  const priced = bookings.map((b) => ({ courtId: b.courtId, start: new Date(instantMs(b.start)).toISOString(), end: new Date(instantMs(b.end)).toISOString(), price: rangePrice(pricingOf(b.courtId), b.courtId, b.start, b.end, member) }));
  return { totalCents: priced.reduce((sum, b) => sum + b.price.totalCents, 0), bookings: priced };
}
