/**
 * Characterisation of the board's rules (issue 22, the board made faster): `venueBoard`, `courtDaySlots`,
 * `slotPricesOfDay` / `createDayPricer` and the staff / public board views must answer exactly what the
 * straightforward per-half-hour implementation below answers (the one the rules had before: filters per slot, one
 * `slotPrice` per slot), on seeded random venues — several courts of every status, closures of one court and of the
 * venue (on and off the half hours, across midnight, several days), bookings / blocks / live and lapsed holds,
 * cancelled rows, price rules per court and for the venue in every band, holidays, 调休 working days, special days,
 * days across a year's end and `now` on a midnight.
 */
import { closureAt, closureReason, openingSpan, openRangesOn, type Closure, type MinuteRange, type OpeningHours } from './opening-hours';
import { occupies, type Occupancy } from './holds';
import { createDayPricer, DAY_KINDS, dayKindOf, priceText, slotPrice, slotPricesOfDay, type DayKind, type PriceBandKind, type PriceRule, type PricingInput, type ResolvedPrice } from './pricing';
import { courtDaySlots, courtRefusal, occupancyAt, venueBoard, venueRefusal, type CourtRef, type CourtSlot, type VenueAvailability } from './slots';
import { publicBoardView, staffBoardView, type BoardRows } from './venue-views';
import { courtFromRow, closureFromRow, holidayCalendarFromRows, occupancyFromRow, openingHoursFromRows, priceRuleFromRow } from './venue-rows';
import { addChinaDays, chinaDayMinute, clockText, dayMinuteInstant, DAY_MINUTES, instantMs, parseClock, rangesOverlap, SLOT_MINUTES, type Instant } from './venue-time';
import { randomInt, seededRandom } from '../schedule/seeded-random';

// ---- the reference: the rules as they were, one half hour at a time ----

function refCourtDaySlots(ctx: VenueAvailability, court: CourtRef, day: string, window?: MinuteRange): CourtSlot[] {
  const span = window ?? openingSpan(ctx.hours, [day]);
  if (!span) return [];
  const open = openRangesOn(ctx.hours, day);
  const now = instantMs(ctx.now);
  const dayStart = dayMinuteInstant(day, 0).getTime();
  const dayEnd = dayStart + DAY_MINUTES * 60_000;
  const wholeRefusal = venueRefusal(ctx.venueStatus) ?? courtRefusal(court, court.id);
  const closures = ctx.closures.filter((c) => (c.courtId === null || c.courtId === court.id) && rangesOverlap(dayStart, dayEnd, instantMs(c.start), instantMs(c.end)));
  const occupancies = ctx.occupancies.filter((o) => o.courtId === court.id && rangesOverlap(dayStart, dayEnd, instantMs(o.start), instantMs(o.end)) && occupies(o, now));
  const slots: CourtSlot[] = [];
  const first = Math.max(0, Math.floor(span.start / SLOT_MINUTES) * SLOT_MINUTES);
  for (let m = first; m + SLOT_MINUTES <= Math.min(span.end, DAY_MINUTES); m += SLOT_MINUTES) {
    const s = dayStart + m * 60_000;
    const e = s + SLOT_MINUTES * 60_000;
    const closure = closureAt(closures, court.id, s, e);
    const occupancy = occupancyAt(occupancies, court.id, s, e, now);
    const base = {
      courtId: court.id,
      day,
      start: new Date(s).toISOString(),
      end: new Date(e).toISOString(),
      startClock: clockText(m),
      endClock: clockText(m + SLOT_MINUTES),
      past: s < now,
      outsideHours: !open.some((r) => r.start <= m && m + SLOT_MINUTES <= r.end),
      closed: wholeRefusal?.message ?? (closure ? closureReason(closure) : null),
      taken: occupancy ? { ...(occupancy.id !== undefined ? { id: occupancy.id } : {}), kind: occupancy.kind, status: occupancy.status, userId: occupancy.userId ?? null } : null,
    };
    const state = base.taken ? (base.taken.kind === 'hold' ? 'held' : 'taken') : base.outsideHours ? 'outside' : base.closed ? 'closed' : base.past ? 'past' : 'free';
    slots.push({ ...base, state, bookable: state === 'free' });
  }
  return slots;
}

function refVenueBoard(ctx: VenueAvailability, courts: readonly CourtRef[], days: readonly string[]) {
  const window = openingSpan(ctx.hours, [...days]);
  if (!window) return { window: null, rows: [] };
  return { window, rows: days.flatMap((day) => courts.map((court) => ({ courtId: court.id, day, slots: refCourtDaySlots(ctx, court, day, window) }))) };
}

const covers = (rule: PriceRule, minute: number) => {
  const s = parseClock(rule.start);
  const e = parseClock(rule.end);
  return s !== null && e !== null && s <= minute && minute + SLOT_MINUTES <= e;
};

function refHalfHourPrice(input: PricingInput, courtId: number, day: string, minute: number, member: boolean): ResolvedPrice | null {
  const dayKind = dayKindOf(day, input.calendar);
  const mine = input.rules.filter((r) => r.courtId === courtId && covers(r, minute));
  const venue = input.rules.filter((r) => r.courtId === null && covers(r, minute));
  const peak = (r: PriceRule) => r.kind === 'peak' && (r.dayKinds ?? DAY_KINDS).includes(dayKind);
  const ofKind = (kind: DayKind) => (r: PriceRule) => r.kind === kind;
  let rule: PriceRule | null = null;
  for (const test of [peak, ofKind(dayKind), ...(dayKind === 'holiday' ? [ofKind('weekend')] : [])]) {
    rule = mine.find(test) ?? venue.find(test) ?? null;
    if (rule) break;
  }
  if (rule) {
    const memberPrice = member ? rule.memberPricePerHourCents : null;
    return { kind: rule.kind, rule, member: memberPrice !== null && memberPrice !== undefined, pricePerHourCents: memberPrice ?? rule.pricePerHourCents, band: { start: parseClock(rule.start) ?? 0, end: parseClock(rule.end) ?? 0 } };
  }
  if (input.standardPricePerHourCents === null) return null;
  const memberPrice = member ? input.standardMemberPricePerHourCents : null;
  return { kind: 'standard', rule: null, member: memberPrice !== null && memberPrice !== undefined, pricePerHourCents: memberPrice ?? input.standardPricePerHourCents, band: { start: minute, end: minute + SLOT_MINUTES } };
}

function refSlotPrice(input: PricingInput, courtId: number, slotStart: Instant, member = false) {
  const { day, minute } = chinaDayMinute(slotStart);
  const price = refHalfHourPrice(input, courtId, day, minute, member);
  if (!price) return null;
  return {
    pricePerHourCents: price.pricePerHourCents,
    amountCents: Math.round((price.pricePerHourCents * SLOT_MINUTES) / 60),
    kind: price.kind,
    member: price.member,
    text: priceText(day, price, price.kind === 'standard' ? null : price.band),
  };
}

/** The board views as they were: venueBoard, then a slotPrice per slot. */
function refBoardOf(rows: BoardRows, day: string, now: Instant, audience: 'staff' | 'public') {
  const hours = openingHoursFromRows(rows.openingHours, rows.specialDays);
  const rules = rows.priceRules.map(priceRuleFromRow);
  const calendar = holidayCalendarFromRows(rows.specialDays);
  const byId = new Map(rows.occupancies.map((o) => [o.id, o]));
  const board = refVenueBoard({ venueStatus: rows.venue.status, hours, closures: rows.closures.map(closureFromRow), occupancies: rows.occupancies.map(occupancyFromRow), now }, rows.courts.map(courtFromRow), [day]);
  const courts = rows.courts.map((court) => {
    const slots = (board.rows.find((r) => r.courtId === court.id)?.slots ?? []).map((slot) => {
      const price = refSlotPrice({ rules, calendar, standardPricePerHourCents: court.pricePerHourCents }, court.id, slot.start);
      const base = { start: slot.start, end: slot.end, start_clock: slot.startClock, end_clock: slot.endClock, price_per_hour_cents: price?.pricePerHourCents ?? null, amount_cents: price?.amountCents ?? null, price_text: price?.text ?? null };
      if (audience === 'public') {
        const state = slot.state === 'taken' || slot.state === 'held' ? 'taken' : slot.state === 'free' && price !== null ? 'free' : 'closed';
        return { ...base, state };
      }
      const taken = slot.taken?.id === undefined ? undefined : byId.get(Number(slot.taken.id));
      return { ...base, state: slot.state, closed_reason: slot.closed, booking: taken ? { id: taken.id, kind: taken.kind, status: taken.status, name: taken.name, mobile: taken.mobile, check_in_code: taken.checkInCode, note: taken.note } : null };
    });
    const head = { id: court.id, name: court.name, sport: court.sport, indoor: court.indoor ? 1 : 0 };
    return audience === 'public' ? { ...head, slots } : { ...head, status: courtFromRow(court).status, slots };
  });
  return { courts };
}

// ---- seeded random venues ----

type Random = () => number;
const pick = <T,>(random: Random, xs: readonly T[]): T => xs[randomInt(random, xs.length)];
const chance = (random: Random, p: number) => random() < p;
/** An instant near `day` (a day before to two days after), on a half hour mostly, sometimes on any minute. */
const instantNear = (random: Random, day: string): number => {
  const base = dayMinuteInstant(day, 0).getTime() - DAY_MINUTES * 60_000;
  const minute = chance(random, 0.8) ? randomInt(random, (4 * DAY_MINUTES) / SLOT_MINUTES) * SLOT_MINUTES : randomInt(random, 4 * DAY_MINUTES);
  return base + minute * 60_000;
};
const asInstant = (random: Random, ms: number): Instant => pick(random, [ms, new Date(ms), new Date(ms).toISOString(), new Date(ms).toISOString().replace('Z', '+00:00')] as Instant[]);
const clock = (random: Random) => clockText(randomInt(random, DAY_MINUTES / SLOT_MINUTES + 1) * SLOT_MINUTES);

/** First days of the runs: a weekday, a weekend, the National Day holidays, a year's end, a leap day. */
const FIRST_DAYS = ['2026-06-01', '2026-06-06', '2026-09-29', '2026-12-29', '2028-02-27'];

function randomVenue(seed: string) {
  const random = seededRandom(seed);
  const first = pick(random, FIRST_DAYS);
  const days = Array.from({ length: 1 + randomInt(random, 7) }, (_, i) => addChinaDays(first, i));
  const courts: CourtRef[] = Array.from({ length: 1 + randomInt(random, 6) }, (_, i) => ({
    id: 100 + i,
    ...(chance(random, 0.8) ? { status: pick(random, ['open', 'open', 'open', 'maintenance', 'closed']) } : {}),
  }));
  const weekly: OpeningHours['weekly'] = {};
  for (const d of [1, 2, 3, 4, 5, 6, 7] as const) {
    if (chance(random, 0.1)) continue;
    const ranges = [];
    for (let n = 1 + randomInt(random, 3); n > 0; n--) {
      const a = clock(random);
      const b = clock(random);
      ranges.push(a <= b ? { start: a, end: b } : { start: b, end: a });
    }
    weekly[d] = chance(random, 0.15) ? [{ start: '00:00', end: '24:00' }] : ranges;
  }
  const special: Record<string, { start: string; end: string }[]> = {};
  for (const d of days) if (chance(random, 0.2)) special[d] = chance(random, 0.4) ? [] : [{ start: '10:00', end: pick(random, ['18:00', '24:00']) }];
  const hours: OpeningHours = { weekly, special };
  const closures: Closure[] = [];
  for (let n = randomInt(random, 6); n > 0; n--) {
    const a = instantNear(random, pick(random, days));
    const b = chance(random, 0.2) ? a + randomInt(random, 3) * DAY_MINUTES * 60_000 : a + (1 + randomInt(random, 16)) * 15 * 60_000;
    closures.push({
      ...(chance(random, 0.5) ? { id: n } : {}),
      courtId: chance(random, 0.4) ? null : pick(random, courts).id,
      start: asInstant(random, a),
      end: asInstant(random, b),
      ...(chance(random, 0.5) ? { kind: pick(random, ['holiday', 'maintenance', 'event', 'other'] as const) } : {}),
      ...(chance(random, 0.6) ? { reason: pick(random, ['更换地板', '国庆闭馆', ' ', '校运会']) } : {}),
    });
  }
  const now = chance(random, 0.2) ? dayMinuteInstant(pick(random, days), 0).getTime() : instantNear(random, pick(random, days));
  const occupancies: Occupancy[] = [];
  for (let n = randomInt(random, 40); n > 0; n--) {
    const a = instantNear(random, pick(random, days));
    const kind = pick(random, ['booking', 'block', 'hold', 'hold'] as const);
    occupancies.push({
      ...(chance(random, 0.9) ? { id: chance(random, 0.8) ? 1000 + n : `b${n}` } : {}),
      courtId: chance(random, 0.95) ? pick(random, courts).id : 999,
      start: asInstant(random, a),
      end: asInstant(random, a + (1 + randomInt(random, 8)) * pick(random, [15, 30, 30, 60]) * 60_000),
      kind,
      status: pick(random, ['active', 'active', 'active', 'cancelled', 'expired', 'checked_in'] as const),
      ...(kind === 'hold' ? { holdExpiresAt: chance(random, 0.1) ? null : asInstant(random, now + (randomInt(random, 41) - 20) * 60_000) } : {}),
      ...(chance(random, 0.7) ? { userId: chance(random, 0.2) ? null : randomInt(random, 50) } : {}),
    });
  }
  const venueStatus = chance(random, 0.8) ? (chance(random, 0.5) ? 'approved' : undefined) : pick(random, ['pending', 'closed', 'rejected']);
  const ctx: VenueAvailability = { ...(venueStatus === undefined ? {} : { venueStatus }), hours, closures, occupancies, now: asInstant(random, now) };

  const rules: PriceRule[] = [];
  for (let n = randomInt(random, 10); n > 0; n--) {
    const kind = pick(random, ['weekday', 'weekend', 'holiday', 'peak', 'peak'] as PriceBandKind[]);
    const a = clock(random);
    const b = chance(random, 0.05) ? '25:00' : clock(random);
    rules.push({
      ...(chance(random, 0.5) ? { id: n } : {}),
      courtId: chance(random, 0.3) ? null : pick(random, courts).id,
      kind,
      start: a <= b ? a : b,
      end: a <= b ? b : a,
      ...(kind === 'peak' && chance(random, 0.5) ? { dayKinds: DAY_KINDS.filter(() => chance(random, 0.6)) } : {}),
      pricePerHourCents: pick(random, [0, 3000, 4500, 5001, 12_345]),
      ...(chance(random, 0.5) ? { memberPricePerHourCents: chance(random, 0.3) ? null : pick(random, [0, 2500, 3333]) } : {}),
    });
  }
  const calendar = {
    holidays: days.filter(() => chance(random, 0.2)).concat(chance(random, 0.5) ? ['2026-10-01', '2026-10-02'] : []),
    workdays: days.filter(() => chance(random, 0.2)),
  };
  return { random, days, courts, ctx, rules, calendar };
}

const SEEDS = Array.from({ length: 150 }, (_, i) => `board-${i}`);

describe('the board answers what the rules answered half hour by half hour', () => {
  it('venueBoard: every court × every day, on the days\' window', () => {
    for (const seed of SEEDS) {
      const { ctx, courts, days } = randomVenue(seed);
      expect([seed, venueBoard(ctx, courts, days)]).toEqual([seed, refVenueBoard(ctx, courts, days)]);
    }
  });

  it('venueBoard: as JSON too (the same keys in the same order)', () => {
    for (const seed of SEEDS.slice(0, 30)) {
      const { ctx, courts, days } = randomVenue(seed);
      expect(JSON.stringify(venueBoard(ctx, courts, days))).toBe(JSON.stringify(refVenueBoard(ctx, courts, days)));
    }
  });

  it('courtDaySlots: the day\'s own span and odd windows (off the half hours, past midnight, empty)', () => {
    const windows: (MinuteRange | undefined)[] = [undefined, { start: 0, end: DAY_MINUTES }, { start: 15, end: 1500 }, { start: 600, end: 600 }, { start: -60, end: 95 }, { start: 1425, end: 1440 }, { start: 1410, end: 1440 }];
    for (const seed of SEEDS.slice(0, 60)) {
      const { ctx, courts, days } = randomVenue(seed);
      for (const window of windows) {
        for (const court of courts) {
          const day = days[days.length - 1];
          expect([seed, window, courtDaySlots(ctx, court, day, window)]).toEqual([seed, window, refCourtDaySlots(ctx, court, day, window)]);
        }
      }
    }
  });

  it('the day\'s prices of a court: each half hour as slotPrice prices it, member or not, and the pricer shared by courts with the same rules', () => {
    for (const seed of SEEDS.slice(0, 80)) {
      const { courts, days, rules, calendar, random } = randomVenue(seed);
      const member = chance(random, 0.5);
      const standard = chance(random, 0.2) ? null : pick(random, [4000, 3999]);
      const standardMember = chance(random, 0.5) ? pick(random, [null, 3000]) : undefined;
      const pricer = createDayPricer(rules, calendar, member);
      for (const day of days) {
        for (const court of [...courts, { id: 999 }]) {
          const input: PricingInput = { rules, calendar, standardPricePerHourCents: standard, ...(standardMember === undefined ? {} : { standardMemberPricePerHourCents: standardMember }) };
          const expected = Array.from({ length: DAY_MINUTES / SLOT_MINUTES }, (_, i) => refSlotPrice(input, court.id, dayMinuteInstant(day, i * SLOT_MINUTES), member));
          expect([seed, day, court.id, slotPricesOfDay(input, court.id, day, member)]).toEqual([seed, day, court.id, expected]);
          expect([seed, day, court.id, pricer(court.id, day, standard, standardMember)]).toEqual([seed, day, court.id, expected]);
          for (let i = 0; i < 4; i++) {
            const at = dayMinuteInstant(day, randomInt(random, DAY_MINUTES));
            expect([seed, at, slotPrice(input, court.id, at, member)]).toEqual([seed, at, refSlotPrice(input, court.id, at, member)]);
          }
        }
      }
    }
  });

  it('the staff and public boards of a day from the rows', () => {
    for (const seed of SEEDS) {
      const { random, days, ctx } = randomVenue(seed);
      const day = pick(random, days);
      const specialDays = Object.entries(ctx.hours.special ?? {}).map(([d, ranges]) => ({
        day: d,
        closed: ranges.length === 0,
        opensMinute: ranges.length ? parseClock(ranges[0].start) : null,
        closesMinute: ranges.length ? parseClock(ranges[0].end) : null,
        holiday: chance(random, 0.3),
        workday: chance(random, 0.3),
      }));
      const courtRows = Array.from({ length: 1 + randomInt(random, 20) }, (_, i) => ({
        id: 200 + i,
        venueId: 1,
        name: `${i + 1}号场`,
        sport: '羽毛球',
        indoor: chance(random, 0.5),
        capacity: 4,
        sort: i,
        pricePerHourCents: pick(random, [4000, 4000, 3500]),
        status: pick(random, ['open', 'open', 'maintenance']),
        active: chance(random, 0.9),
      }));
      const sameRules = chance(random, 0.7);
      const priceRules = courtRows.flatMap((court, i) =>
        (sameRules ? [['weekday', 360, 1080, 5000, 4000], ['weekend', 360, 1320, 7000, null], ['peak', 1080, 1320, 9000, null]] : [['weekday', 30 * randomInt(random, 30), 1440, 5000 + i, null], ['holiday', 0, 720, 6000, 5000], ['peak', 1080, 1200, 9000 + (i % 3), null]]).map(
          ([band, startsMinute, endsMinute, priceCents, memberPriceCents], j) => ({ id: i * 10 + j, courtId: court.id, band: band as PriceBandKind, startsMinute: startsMinute as number, endsMinute: endsMinute as number, priceCents: priceCents as number, memberPriceCents: memberPriceCents as number | null }),
        ),
      );
      const dayStart = dayMinuteInstant(day, 0).getTime();
      const during = (random2: Random) => {
        const a = dayStart + (randomInt(random2, 56) - 4) * SLOT_MINUTES * 60_000;
        return { start: new Date(a), end: new Date(a + (1 + randomInt(random2, 6)) * SLOT_MINUTES * 60_000) };
      };
      const occupancies = Array.from({ length: randomInt(random, 60) }, (_, i) => {
        const kind = pick(random, ['booking', 'block', 'hold'] as const);
        return {
          id: 5000 + i,
          courtId: pick(random, courtRows).id,
          during: during(random),
          kind,
          status: pick(random, ['active', 'active', 'checked_in', 'cancelled'] as const),
          holdExpiresAt: kind === 'hold' ? new Date(instantMs(ctx.now) + (randomInt(random, 21) - 10) * 60_000) : null,
          userId: chance(random, 0.5) ? randomInt(random, 9) : null,
          name: '林晓跑',
          mobile: '13800000000',
          checkInCode: chance(random, 0.5) ? 'A1B2C3' : null,
          note: '',
        };
      });
      const closures = Array.from({ length: randomInt(random, 4) }, (_, i) => ({ id: i, courtId: chance(random, 0.5) ? null : pick(random, courtRows).id, during: during(random), reason: pick(random, ['', '更换地板']) }));
      const openingHours = Object.entries(ctx.hours.weekly).flatMap(([weekday, ranges]) => (ranges ?? []).map((r) => ({ weekday: Number(weekday), opensMinute: parseClock(r.start) ?? 0, closesMinute: parseClock(r.end) ?? 0 })));
      const rows: BoardRows = { venue: { id: 1, name: '体育馆', status: pick(random, ['approved', 'approved', 'pending']) }, courts: courtRows, openingHours, specialDays, closures, priceRules, occupancies };
      const staff = staffBoardView(rows, day, ctx.now);
      const pub = publicBoardView(rows, day, ctx.now);
      expect([seed, staff.courts]).toEqual([seed, refBoardOf(rows, day, ctx.now, 'staff').courts]);
      expect([seed, pub.courts]).toEqual([seed, refBoardOf(rows, day, ctx.now, 'public').courts]);
      expect(JSON.stringify(pub.courts)).toBe(JSON.stringify(refBoardOf(rows, day, ctx.now, 'public').courts));
    }
  });
});
