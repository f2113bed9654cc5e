import { randomInt, seededRandom } from '../schedule/seeded-random';
import { dayKindOf, halfHourPrice, priceRuleProblems, priceRulesProblem, quoteBooking, rangePrice, slotPrice, withPrices, yuanText, type PriceRule, type PricingInput } from './pricing';

const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+08:00`).toISOString();

// 2026-06-05 Friday, 06-06 Saturday, 10-01 Thursday (国庆), 10-10 Saturday (调休 working day)
const rules: PriceRule[] = [
  { courtId: null, kind: 'weekday', start: '08:00', end: '18:00', pricePerHourCents: 6000, memberPricePerHourCents: 5000 },
  { courtId: null, kind: 'weekday', start: '18:00', end: '22:00', pricePerHourCents: 8000 },
  { courtId: null, kind: 'weekend', start: '08:00', end: '22:00', pricePerHourCents: 9000 },
  { courtId: null, kind: 'peak', start: '18:00', end: '20:00', dayKinds: ['weekend', 'holiday'], pricePerHourCents: 12000, memberPricePerHourCents: 10000 },
  { courtId: 102, kind: 'weekend', start: '08:00', end: '22:00', pricePerHourCents: 15000 },
];
const input: PricingInput = { rules, calendar: { holidays: ['2026-10-01', '2026-10-02'], workdays: ['2026-10-10'] }, standardPricePerHourCents: 7000 };

describe('kinds of day', () => {
  it('reads holidays and 调休 working days from the calendar', () => {
    expect(dayKindOf('2026-06-05')).toBe('weekday');
    expect(dayKindOf('2026-06-06')).toBe('weekend');
    expect(dayKindOf('2026-06-07')).toBe('weekend');
    expect(dayKindOf('2026-10-01', input.calendar)).toBe('holiday');
    expect(dayKindOf('2026-10-10', input.calendar)).toBe('weekday');
    expect(dayKindOf('2026-10-10')).toBe('weekend');
  });
});

describe('the price of a slot', () => {
  it('explains a peak band as the pages show it', () => {
    expect(slotPrice(input, 101, at('2026-06-06', '18:30'))).toEqual({ pricePerHourCents: 12000, amountCents: 6000, kind: 'peak', member: false, text: '周六 18:00–20:00 高峰价 ¥120/小时' });
    expect(slotPrice(input, 101, at('2026-06-06', '18:30'), true)?.text).toBe('周六 18:00–20:00 高峰会员价 ¥100/小时');
  });

  it('takes the weekday, weekend and holiday bands, a holiday without its own bands priced as a weekend', () => {
    expect(slotPrice(input, 101, at('2026-06-05', '09:00'))?.text).toBe('周五 08:00–18:00 平日价 ¥60/小时');
    expect(slotPrice(input, 101, at('2026-06-05', '09:00'), true)?.text).toBe('周五 08:00–18:00 平日会员价 ¥50/小时');
    // no member price on this band: a member pays the price
    expect(slotPrice(input, 101, at('2026-06-05', '19:00'), true)).toMatchObject({ pricePerHourCents: 8000, member: false, text: '周五 18:00–22:00 平日价 ¥80/小时' });
    // peak only on weekends and holidays
    expect(slotPrice(input, 101, at('2026-06-05', '18:00'))?.kind).toBe('weekday');
    expect(slotPrice(input, 101, at('2026-10-01', '10:00'))?.text).toBe('周四 08:00–22:00 周末价 ¥90/小时');
    expect(slotPrice(input, 101, at('2026-10-01', '19:00'))?.text).toBe('周四 18:00–20:00 高峰价 ¥120/小时');
    // the 调休 Saturday is a working day
    expect(slotPrice(input, 101, at('2026-10-10', '19:00'))?.text).toBe('周六 18:00–22:00 平日价 ¥80/小时');
    const holidayBand = { ...input, rules: [...rules, { courtId: null, kind: 'holiday' as const, start: '08:00', end: '22:00', pricePerHourCents: 11000 }] };
    expect(slotPrice(holidayBand, 101, at('2026-10-01', '10:00'))?.text).toBe('周四 08:00–22:00 节假日价 ¥110/小时');
  });

  it("lets a court's own band win over the venue's, and a venue peak over a court's day band", () => {
    expect(slotPrice(input, 102, at('2026-06-06', '10:00'))?.text).toBe('周六 08:00–22:00 周末价 ¥150/小时');
    expect(slotPrice(input, 102, at('2026-06-06', '18:00'))?.kind).toBe('peak');
  });

  it("falls back to the court's standard price, and has none without one", () => {
    expect(slotPrice(input, 101, at('2026-06-05', '07:00'))).toEqual({ pricePerHourCents: 7000, amountCents: 3500, kind: 'standard', member: false, text: '周五 标准价 ¥70/小时' });
    expect(slotPrice({ ...input, standardMemberPricePerHourCents: 6500 }, 101, at('2026-06-05', '07:00'), true)?.text).toBe('周五 会员价 ¥65/小时');
    expect(slotPrice({ ...input, standardPricePerHourCents: null }, 101, at('2026-06-05', '07:00'))).toBeNull();
    expect(halfHourPrice({ ...input, standardPricePerHourCents: null }, 101, '2026-06-05', 420)).toBeNull();
  });

  it('writes yuan without decimals when whole', () => {
    expect(yuanText(12000)).toBe('¥120');
    expect(yuanText(8550)).toBe('¥85.50');
    expect(yuanText(5)).toBe('¥0.05');
    expect(slotPrice({ rules: [], standardPricePerHourCents: 8550 }, 1, at('2026-06-05', '09:00'))?.text).toBe('周五 标准价 ¥85.50/小时');
  });
});

describe('the price of a range', () => {
  it('prices 17:00–19:30 on a Saturday pro rata across the weekend and the peak band', () => {
    const price = rangePrice(input, 101, at('2026-06-06', '17:00'), at('2026-06-06', '19:30'));
    expect(price.segments.map((s) => [s.startClock, s.endClock, s.minutes, s.pricePerHourCents, s.amountCents])).toEqual([
      ['17:00', '18:00', 60, 9000, 9000],
      ['18:00', '19:30', 90, 12000, 18000],
    ]);
    expect(price.totalCents).toBe(27000);
    expect(price.text).toBe('周六 17:00–18:00 周末价 ¥90/小时；周六 18:00–19:30 高峰价 ¥120/小时');
    expect(price.segments[1]).toMatchObject({ start: '2026-06-06T10:00:00.000Z', end: '2026-06-06T11:30:00.000Z', kind: 'peak', member: false });
  });

  it('prices a member, and a weekday evening crossing two bands of one kind', () => {
    expect(rangePrice(input, 101, at('2026-06-06', '19:00'), at('2026-06-06', '21:00'), true).text).toBe('周六 19:00–20:00 高峰会员价 ¥100/小时；周六 20:00–21:00 周末价 ¥90/小时');
    const weekday = rangePrice(input, 101, at('2026-06-05', '17:30'), at('2026-06-05', '18:30'));
    expect(weekday.totalCents).toBe(3000 + 4000);
    expect(weekday.segments).toHaveLength(2);
  });

  it('rounds an odd price per hour over one half hour half up to a fen', () => {
    const odd = { rules: [], standardPricePerHourCents: 8001 };
    expect(rangePrice(odd, 1, at('2026-06-05', '09:00'), at('2026-06-05', '09:30')).totalCents).toBe(4001);
    expect(rangePrice(odd, 1, at('2026-06-05', '09:00'), at('2026-06-05', '10:00')).totalCents).toBe(8001);
  });

  it('prices a range ending at midnight and refuses one across it, or one without a price', () => {
    expect(rangePrice(input, 101, at('2026-06-06', '23:00'), at('2026-06-07', '00:00')).text).toBe('周六 23:00–24:00 标准价 ¥70/小时');
    expect(() => rangePrice(input, 101, at('2026-06-06', '23:00'), at('2026-06-07', '01:00'))).toThrow('预订时段不能跨越午夜');
    expect(() => rangePrice(input, 101, at('2026-06-06', '18:10'), at('2026-06-06', '19:00'))).toThrow('预订时段须从整点或半点开始，以30分钟为单位');
    expect(() => rangePrice({ ...input, standardPricePerHourCents: null }, 101, at('2026-06-05', '07:00'), at('2026-06-05', '09:00'))).toThrow('该时段未设置价格，暂不可预订');
  });
});

describe('validation of a rule set', () => {
  it('accepts the sample set', () => {
    expect(priceRuleProblems(rules)).toEqual([]);
    expect(priceRulesProblem(rules)).toBeNull();
  });

  it('refuses negative, fractional and absurd prices and member prices above the price', () => {
    const base: PriceRule = { courtId: null, kind: 'weekday', start: '08:00', end: '12:00', pricePerHourCents: 6000 };
    const problem = (over: Partial<PriceRule>) => priceRulesProblem([{ ...base, ...over }]);
    expect(problem({ pricePerHourCents: -100 })).toBe('第1条价格规则：价格不能为负数');
    expect(problem({ pricePerHourCents: 60.5 })).toBe('第1条价格规则：价格须为以分计的整数');
    expect(problem({ pricePerHourCents: 1_000_001 })).toBe('第1条价格规则：每小时价格不能超过¥10000');
    expect(problem({ pricePerHourCents: 1_000_000 })).toBeNull();
    expect(problem({ pricePerHourCents: 0 })).toBeNull();
    expect(problem({ memberPricePerHourCents: 7000 })).toBe('第1条价格规则：会员价不能高于原价');
    expect(problem({ memberPricePerHourCents: -1 })).toBe('第1条价格规则：价格不能为负数');
    expect(problem({ memberPricePerHourCents: null })).toBeNull();
  });

  it('refuses bands ending before they start, off the half hour, or of an unknown kind', () => {
    const base: PriceRule = { courtId: null, kind: 'weekday', start: '08:00', end: '12:00', pricePerHourCents: 6000 };
    const problem = (over: Partial<PriceRule>) => priceRulesProblem([{ ...base, ...over }]);
    expect(problem({ start: '12:00', end: '08:00' })).toBe('第1条价格规则：结束时间须晚于开始时间');
    expect(problem({ start: '12:00', end: '12:00' })).toBe('第1条价格规则：结束时间须晚于开始时间');
    expect(problem({ start: '08:10' })).toBe('第1条价格规则：时间须为整点或半点');
    expect(problem({ end: '25:00' })).toBe('第1条价格规则：时间格式应为HH:mm');
    expect(problem({ kind: 'night' as never })).toBe('第1条价格规则：价格类型无效');
    expect(problem({ kind: 'peak', dayKinds: [] })).toBe('第1条价格规则：高峰价须至少适用于平日、周末或节假日中的一种');
    expect(problem({ start: '20:00', end: '24:00' })).toBeNull();
  });

  it('refuses overlapping bands of one kind for one court, not of different kinds, courts or days', () => {
    const set: PriceRule[] = [
      { courtId: null, kind: 'weekday', start: '08:00', end: '12:00', pricePerHourCents: 6000 },
      { courtId: null, kind: 'weekday', start: '11:00', end: '14:00', pricePerHourCents: 6000 },
      { courtId: null, kind: 'weekend', start: '11:00', end: '14:00', pricePerHourCents: 6000 },
      { courtId: 101, kind: 'weekday', start: '11:00', end: '14:00', pricePerHourCents: 6000 },
      { courtId: null, kind: 'peak', start: '18:00', end: '20:00', dayKinds: ['weekday'], pricePerHourCents: 9000 },
      { courtId: null, kind: 'peak', start: '19:00', end: '21:00', dayKinds: ['weekend'], pricePerHourCents: 9000 },
      { courtId: null, kind: 'peak', start: '19:30', end: '20:30', pricePerHourCents: 9000 },
      { courtId: null, kind: 'weekday', start: '12:00', end: '13:00', pricePerHourCents: -5 },
    ];
    expect(priceRuleProblems(set)).toEqual([
      { index: 1, message: '平日价时段重叠：08:00–12:00 与 11:00–14:00' },
      { index: 6, message: '高峰价时段重叠：18:00–20:00 与 19:30–20:30' },
      { index: 7, message: '价格不能为负数' },
    ]);
    expect(priceRulesProblem(set)).toBe('第2条价格规则：平日价时段重叠：08:00–12:00 与 11:00–14:00');
  });
});

describe('prices for the grid and the order', () => {
  it('puts a price on each slot of the grid', () => {
    const slots = [
      { courtId: 101, start: at('2026-06-06', '17:30'), state: 'free' },
      { courtId: 101, start: at('2026-06-06', '18:00'), state: 'taken' },
    ];
    expect(withPrices(slots, input)).toEqual([
      { courtId: 101, start: at('2026-06-06', '17:30'), state: 'free', price: { pricePerHourCents: 9000, amountCents: 4500, text: '周六 08:00–22:00 周末价 ¥90/小时' } },
      { courtId: 101, start: at('2026-06-06', '18:00'), state: 'taken', price: { pricePerHourCents: 12000, amountCents: 6000, text: '周六 18:00–20:00 高峰价 ¥120/小时' } },
    ]);
    expect(withPrices(slots, { rules: [], standardPricePerHourCents: null })[0].price).toBeNull();
  });

  it('quotes a request of two courts, each on its own standard price', () => {
    const standard: Record<number, number> = { 101: 7000, 103: 5000 };
    const quote = quoteBooking(
      [
        { courtId: 101, start: at('2026-06-05', '07:00'), end: at('2026-06-05', '09:00') },
        { courtId: 103, start: at('2026-06-05', '07:00'), end: at('2026-06-05', '07:30') },
      ],
      (courtId) => ({ ...input, standardPricePerHourCents: standard[courtId] }),
    );
    expect(quote.bookings.map((b) => [b.courtId, b.price.totalCents, b.price.text])).toEqual([
      [101, 7000 + 6000, '周五 07:00–08:00 标准价 ¥70/小时；周五 08:00–09:00 平日价 ¥60/小时'],
      [103, 2500, '周五 07:00–07:30 标准价 ¥50/小时'],
    ]);
    expect(quote.totalCents).toBe(15500);
  });
});

describe('properties of range prices (seeded random ranges)', () => {
  it('charges a range what its half hours cost, in contiguous segments covering it', () => {
    const random = seededRandom('prices');
    for (let n = 0; n < 200; n++) {
      const day = ['2026-06-05', '2026-06-06', '2026-10-01', '2026-10-10'][randomInt(random, 4)];
      const startMinute = 30 * randomInt(random, 44);
      const halves = 1 + randomInt(random, Math.min(8, 48 - startMinute / 30));
      const start = new Date(Date.parse(at(day, '00:00')) + startMinute * 60_000).toISOString();
      const end = new Date(Date.parse(start) + halves * 1800_000).toISOString();
      const member = randomInt(random, 2) === 1;
      const courtId = 101 + randomInt(random, 2);
      const price = rangePrice(input, courtId, start, end, member);
      const halfHours = Array.from({ length: halves }, (_, i) => slotPrice(input, courtId, new Date(Date.parse(start) + i * 1800_000), member)!.amountCents);
      expect(price.totalCents).toBe(halfHours.reduce((a, b) => a + b, 0));
      expect(price.segments[0].start).toBe(start);
      expect(price.segments[price.segments.length - 1].end).toBe(end);
      price.segments.slice(1).forEach((seg, i) => expect(seg.start).toBe(price.segments[i].end));
      expect(price.segments.reduce((m, seg) => m + seg.minutes, 0)).toBe(halves * 30);
    }
  });
});
