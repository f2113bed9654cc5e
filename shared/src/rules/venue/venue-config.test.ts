import { openRangesOn } from './opening-hours';
import { defaultVenueConfig, venueConfigProblem, type VenueConfig } from './venue-config';

describe('a venue configuration', () => {
  it("defaults to the venue's open_hours every day and the default settings", () => {
    const config = defaultVenueConfig('06:00-22:00');
    expect(openRangesOn(config.hours, '2026-06-06')).toEqual([{ start: 360, end: 1320 }]);
    expect(config.settings).toEqual({ maxBookingMinutes: 240, parallelBookingLimit: 0, bookableDays: 7, paymentWindowMinutes: 10 });
    expect(config.refundPolicy.tiers).toEqual([{ hoursBefore: 24, percent: 100 }, { hoursBefore: 2, percent: 50 }]);
    expect(venueConfigProblem(config)).toBeNull();
    // an unreadable text books nothing rather than guessing
    expect(openRangesOn(defaultVenueConfig('全天开放').hours, '2026-06-06')).toEqual([]);
  });

  it('refuses the first problem in the order of the form', () => {
    const ok = defaultVenueConfig('08:00-22:00');
    const with_ = (over: Partial<VenueConfig>) => venueConfigProblem({ ...ok, ...over });
    expect(with_({ hours: { weekly: { 1: [{ start: '22:00', end: '08:00' }] } }, calendar: { holidays: ['国庆'] } })).toBe('时段不能跨越午夜，请拆成两段');
    expect(with_({ calendar: { holidays: ['2026-10-01', '10-02'] } })).toBe('日期格式应为YYYY-MM-DD');
    expect(with_({ settings: { ...ok.settings, bookableDays: 400 } })).toBe('可提前预订天数须为1到366之间的整数');
    expect(with_({ settings: { ...ok.settings, paymentWindowMinutes: 0 } })).toBe('支付时限须为1到120分钟之间的整数');
    expect(with_({ refundPolicy: { tiers: [] } })).toBe('退款规则至少需要一档');
    expect(with_({ priceRules: [{ courtId: null, kind: 'peak', start: '18:00', end: '20:00', pricePerHourCents: -1 }] })).toBe('第1条价格规则：价格不能为负数');
  });
});
