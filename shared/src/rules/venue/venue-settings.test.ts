import { RuleRefusal } from '../rule-refusal';
import type { Occupancy } from './holds';
import { closureOnDays } from './opening-hours';
import {
  bookingSettingsColumns,
  bookingSettingsSaveProblem,
  bookingSettingsView,
  closureRefusal,
  closureSaveProblem,
  closureView,
  courtPriceRuleRows,
  courtPriceRulesProblem,
  priceRulesView,
  settingsDays,
  specialDayProblem,
  specialDayRow,
  specialDayView,
  weeklyHoursProblem,
  weeklyHoursRows,
  weeklyHoursView,
  type BookingSettingsInput,
  type PriceRuleInput,
  type SpecialDayInput,
} from './venue-settings';

describe('weekly opening hours', () => {
  it('takes split days and touching ranges, and answers rows and the summary', () => {
    const entries = [
      { weekday: 1, opens: '14:00', closes: '22:00' },
      { weekday: 1, opens: '08:00', closes: '12:00' },
      { weekday: 6, opens: '07:00', closes: '12:00' },
      { weekday: 6, opens: '12:00', closes: '24:00' },
    ];
    expect(weeklyHoursProblem(entries)).toBeNull();
    const rows = weeklyHoursRows(entries);
    expect(rows).toEqual([
      { weekday: 1, opensMinute: 480, closesMinute: 720 },
      { weekday: 1, opensMinute: 840, closesMinute: 1320 },
      { weekday: 6, opensMinute: 420, closesMinute: 720 },
      { weekday: 6, opensMinute: 720, closesMinute: 1440 },
    ]);
    const view = weeklyHoursView(rows);
    expect(view.hours[0]).toEqual({ weekday: 1, opens: '08:00', closes: '12:00' });
    expect(view.hours[3]).toEqual({ weekday: 6, opens: '12:00', closes: '24:00' });
    expect(view.summary).toBe('周一 08:00–12:00、14:00–22:00；周二至周五 休息；周六 07:00–24:00；周日 休息');
    expect(weeklyHoursView([]).summary).toBe('每天 休息');
  });

  it('refuses overlaps, off-the-half-hour times, reversed and unknown weekdays, naming the weekday', () => {
    expect(weeklyHoursProblem([{ weekday: 2, opens: '08:00', closes: '12:00' }, { weekday: 2, opens: '11:00', closes: '14:00' }])).toBe('周二：营业时段重叠：08:00–12:00 与 11:00–14:00');
    expect(weeklyHoursProblem([{ weekday: 3, opens: '08:15', closes: '12:00' }])).toBe('周三：时间须为整点或半点');
    expect(weeklyHoursProblem([{ weekday: 7, opens: '22:00', closes: '08:00' }])).toBe('周日：时段不能跨越午夜，请拆成两段');
    expect(weeklyHoursProblem([{ weekday: 7, opens: '10:00', closes: '10:00' }])).toBe('周日：结束时间须晚于开始时间');
    expect(weeklyHoursProblem([{ weekday: 4, opens: '8点', closes: '12:00' }])).toBe('周四：时间格式应为HH:mm');
    expect(weeklyHoursProblem([{ weekday: 8, opens: '08:00', closes: '12:00' }])).toBe('星期取值应为1（周一）到7（周日）');
    // the same range twice is an overlap (the table's unique index would refuse it too)
    expect(weeklyHoursProblem([{ weekday: 5, opens: '08:00', closes: '12:00' }, { weekday: 5, opens: '08:00', closes: '12:00' }])).toBe('周五：营业时段重叠：08:00–12:00 与 08:00–12:00');
  });
});

describe('a special day', () => {
  const day = (over: Partial<SpecialDayInput>): SpecialDayInput => ({ day: '2026-12-05', closed: false, opens: null, closes: null, holiday: false, workday: false, note: '', ...over });
  const today = '2026-11-28';

  it('is closed, has its own hours, is a holiday or 调休', () => {
    expect(specialDayProblem(day({ closed: true, holiday: true }), today)).toBeNull();
    expect(specialDayProblem(day({ opens: '09:00', closes: '17:30' }), today)).toBeNull();
    // 2026-12-05 is a Saturday: 调休 works it
    expect(specialDayProblem(day({ workday: true }), today)).toBeNull();
    expect(specialDayProblem(day({ day: today, holiday: true }), today)).toBeNull();
  });

  it('refuses the past, half-given or refused hours, hours on a closed day, holiday with 调休, 调休 on a weekday, and nothing set', () => {
    expect(specialDayProblem(day({ day: '2026-11-27', closed: true }), today)).toBe('不能设置今天之前的日期');
    expect(specialDayProblem(day({ day: '2026-13-01', closed: true }), today)).toBe('日期格式应为YYYY-MM-DD');
    expect(specialDayProblem(day({ opens: '09:00' }), today)).toBe('请同时填写开始和结束营业时间');
    expect(specialDayProblem(day({ closed: true, opens: '09:00', closes: '12:00' }), today)).toBe('闭馆日不能设置营业时间');
    expect(specialDayProblem(day({ opens: '09:10', closes: '12:00' }), today)).toBe('时间须为整点或半点');
    expect(specialDayProblem(day({ holiday: true, workday: true }), today)).toBe('节假日与调休工作日不能同时设置');
    expect(specialDayProblem(day({ day: '2026-12-07', workday: true }), today)).toBe('调休工作日须为周六或周日');
    expect(specialDayProblem(day({ note: '只有备注' }), today)).toBe('请设置闭馆、营业时间、节假日或调休中的至少一项');
  });

  it('round-trips through its row', () => {
    const input = day({ opens: '09:00', closes: '24:00', holiday: true, note: ' 元旦 ' });
    expect(specialDayView(specialDayRow(input))).toEqual({ day: '2026-12-05', closed: 0, opens: '09:00', closes: '24:00', holiday: 1, workday: 0, note: '元旦' });
  });

  it('is listed for today and 89 days on by default, at most 366 days', () => {
    const now = '2026-11-28T20:00:00Z'; // 2026-11-29 in China
    expect(settingsDays({}, now)).toEqual({ from: '2026-11-29', to: '2027-02-26' });
    expect(settingsDays({ from: '2026-12-01', to: '2026-12-01' }, now)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(() => settingsDays({ from: '2026-12-02', to: '2026-12-01' }, now)).toThrow(new RuleRefusal('结束日期不能早于开始日期', 42200));
    expect(() => settingsDays({ from: '2026-01-01', to: '2027-01-02' }, now)).toThrow('查询范围不能超过366天');
    expect(settingsDays({ from: '2026-01-01', to: '2027-01-01' }, now).to).toBe('2027-01-01');
  });
});

describe('a closure', () => {
  const now = '2026-12-01T00:00:00Z';
  const closure = { ...closureOnDays({ from: '2026-12-05', to: '2026-12-06' }), reason: '更换地板' };
  const booking = (over: Partial<Occupancy>): Occupancy => ({ courtId: 7, start: '2026-12-05T02:00:00Z', end: '2026-12-05T03:00:00Z', kind: 'booking', status: 'active', ...over });

  it('is refused when over or reversed', () => {
    expect(closureSaveProblem(closure, now)).toBeNull();
    expect(closureSaveProblem({ ...closure, end: '2026-11-30T00:00:00Z', start: '2026-11-29T00:00:00Z' }, now)).toBe('闭馆结束时间须晚于当前时间');
    expect(closureSaveProblem({ ...closure, end: closure.start }, now)).toBe('闭馆结束时间须晚于开始时间');
  });

  it('is refused over paid bookings and live holds, with their count; not over blocks, cancelled or lapsed ones, other courts or times', () => {
    const bookings = [
      booking({}),
      booking({ kind: 'hold', holdExpiresAt: '2026-12-01T00:10:00Z' }),
      booking({ kind: 'hold', holdExpiresAt: '2026-11-30T23:50:00Z' }),
      booking({ kind: 'block' }),
      booking({ status: 'cancelled' }),
      booking({ start: '2026-12-07T02:00:00Z', end: '2026-12-07T03:00:00Z' }),
    ];
    expect(closureRefusal(closure, bookings, now)).toBe('该时段内还有2个有效预订，请先取消这些预订再设置闭馆');
    expect(closureRefusal({ ...closure, courtId: 8 }, bookings, now)).toBeNull();
    expect(closureRefusal({ ...closure, courtId: 7 }, bookings.slice(0, 1), now)).toBe('该时段内还有1个有效预订，请先取消这些预订再设置闭馆');
  });

  it('is answered with its court name and ISO instants', () => {
    const row = { id: 3, courtId: 7, during: { start: new Date('2026-12-04T16:00:00Z'), end: new Date('2026-12-06T16:00:00Z') }, reason: '更换地板' };
    expect(closureView(row, '1号场')).toEqual({ id: 3, court_id: 7, court_name: '1号场', start_at: '2026-12-04T16:00:00.000Z', end_at: '2026-12-06T16:00:00.000Z', reason: '更换地板' });
    expect(closureView({ ...row, courtId: null }, '1号场').court_name).toBe('');
  });
});

describe("a court's price rules", () => {
  const rule = (over: Partial<PriceRuleInput>): PriceRuleInput => ({ band: 'weekday', band_start: '08:00', band_end: '18:00', price_cents: 8000, member_price_cents: null, ...over });

  it('take bands of each kind, a member price up to the price, and the cap', () => {
    const rules = [rule({ band: 'peak', band_start: '18:00', band_end: '21:00', price_cents: 12000, member_price_cents: 10000 }), rule({}), rule({ band: 'weekday', band_start: '18:00', band_end: '22:00', price_cents: 1_000_000 })];
    expect(courtPriceRulesProblem(7, rules)).toBeNull();
    expect(priceRulesView(courtPriceRuleRows(7, rules))).toEqual([rules[1], rules[2], rules[0]]);
  });

  it('refuse overlapping bands of a kind, prices above the cap or negative, a member price above the price, reversed bands', () => {
    expect(courtPriceRulesProblem(7, [rule({}), rule({ band_start: '17:00', band_end: '20:00' })])).toBe('第2条价格规则：平日价时段重叠：08:00–18:00 与 17:00–20:00');
    expect(courtPriceRulesProblem(7, [rule({ price_cents: 1_000_001 })])).toBe('第1条价格规则：每小时价格不能超过¥10000');
    expect(courtPriceRulesProblem(7, [rule({ price_cents: -1 })])).toBe('第1条价格规则：价格不能为负数');
    expect(courtPriceRulesProblem(7, [rule({ member_price_cents: 9000 })])).toBe('第1条价格规则：会员价不能高于原价');
    expect(courtPriceRulesProblem(7, [rule({ band_start: '18:00', band_end: '08:00' })])).toBe('第1条价格规则：结束时间须晚于开始时间');
    // different kinds may overlap: the peak band lies over the weekday band
    expect(courtPriceRulesProblem(7, [rule({}), rule({ band: 'peak', band_start: '17:00', band_end: '19:00' })])).toBeNull();
  });
});

describe('the booking settings', () => {
  const input: BookingSettingsInput = {
    payment_window_minutes: 15,
    parallel_booking_limit: 3,
    max_booking_minutes: 180,
    bookable_days: 14,
    refund_tiers: [
      { hours_before: 6, percent: 50 },
      { hours_before: 48, percent: 100 },
    ],
  };

  it('are checked in the order of the form', () => {
    expect(bookingSettingsSaveProblem(input)).toBeNull();
    expect(bookingSettingsSaveProblem({ ...input, max_booking_minutes: 45, payment_window_minutes: 0 })).toBe('单次预订时长上限须为30分钟的整数倍，且不超过24小时');
    expect(bookingSettingsSaveProblem({ ...input, payment_window_minutes: 121 })).toBe('支付时限须为1到120分钟之间的整数');
    expect(bookingSettingsSaveProblem({ ...input, refund_tiers: [] })).toBe('退款规则至少需要一档');
    expect(bookingSettingsSaveProblem({ ...input, refund_tiers: [{ hours_before: 48, percent: 50 }, { hours_before: 6, percent: 100 }] })).toBe('提前越早取消，退款比例不能越低');
  });

  it('are stored most hours first and read back with the sentence; nothing stored reads as the default', () => {
    const columns = bookingSettingsColumns(input);
    expect(columns.refundPolicy).toEqual([{ hoursBefore: 48, percent: 100 }, { hoursBefore: 6, percent: 50 }]);
    const view = bookingSettingsView(columns);
    expect(view).toEqual({ ...input, refund_tiers: [input.refund_tiers[1], input.refund_tiers[0]], refund_policy_text: '开始前48小时及以上取消全额退款；6至48小时退50%；不足6小时不退款', refund_policy_custom: 1 });
    const defaults = bookingSettingsView({ ...columns, refundPolicy: [] });
    expect(defaults.refund_policy_custom).toBe(0);
    expect(defaults.refund_tiers).toEqual([{ hours_before: 24, percent: 100 }, { hours_before: 2, percent: 50 }]);
  });
});
