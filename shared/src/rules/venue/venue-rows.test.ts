import { openRangesOn } from './opening-hours';
import { slotPrice } from './pricing';
import { DEFAULT_BOOKING_REFUND_POLICY } from './refund-policy';
import { courtDaySlots } from './slots';
import { bookingRefusal } from './booking-check';
import { quoteBooking } from './pricing';
import {
  bookingContextFromRows,
  closureFromRow,
  holidayCalendarFromRows,
  occupancyFromRow,
  openingHoursFromRows,
  openingHoursToRows,
  priceRuleFromRow,
  priceRuleToRow,
  refundPolicyFromStored,
} from './venue-rows';

const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+08:00`);

describe('the booking tables as the rules read them', () => {
  const weekly = [
    { weekday: 2, opensMinute: 840, closesMinute: 1320 },
    { weekday: 2, opensMinute: 480, closesMinute: 720 },
    { weekday: 6, opensMinute: 420, closesMinute: 1440 },
  ];
  const special = [
    { day: '2026-10-01', closed: true, opensMinute: null, closesMinute: null, holiday: true, workday: false },
    { day: '2026-10-02', closed: false, opensMinute: 600, closesMinute: 1080, holiday: true, workday: false },
    { day: '2026-10-03', closed: false, opensMinute: null, closesMinute: null, holiday: true, workday: false },
    // 调休: a Saturday worked, priced as a weekday
    { day: '2026-10-10', closed: false, opensMinute: null, closesMinute: null, holiday: false, workday: true },
  ];

  it('reads opening hours and special days, and writes the weekly rows back', () => {
    const hours = openingHoursFromRows(weekly, special);
    expect(hours.weekly).toEqual({ 2: [{ start: '08:00', end: '12:00' }, { start: '14:00', end: '22:00' }], 6: [{ start: '07:00', end: '24:00' }] });
    expect(openRangesOn(hours, '2026-06-01')).toEqual([]);
    expect(openRangesOn(hours, '2026-10-01')).toEqual([]);
    expect(openRangesOn(hours, '2026-10-02')).toEqual([{ start: 600, end: 1080 }]);
    // 2026-10-03 is a Saturday with the weekday's hours
    expect(openRangesOn(hours, '2026-10-03')).toEqual([{ start: 420, end: 1440 }]);
    expect(openingHoursToRows(hours)).toEqual([
      { weekday: 2, opensMinute: 480, closesMinute: 720 },
      { weekday: 2, opensMinute: 840, closesMinute: 1320 },
      { weekday: 6, opensMinute: 420, closesMinute: 1440 },
    ]);
    expect(holidayCalendarFromRows(special)).toEqual({ holidays: ['2026-10-01', '2026-10-02', '2026-10-03'], workdays: ['2026-10-10'] });
  });

  it('reads price rules in minutes and fen, and writes them back', () => {
    const row = { id: 9, courtId: 101, band: 'peak' as const, startsMinute: 1080, endsMinute: 1200, priceCents: 12000, memberPriceCents: null };
    const rule = priceRuleFromRow(row);
    expect(rule).toEqual({ id: 9, courtId: 101, kind: 'peak', start: '18:00', end: '20:00', pricePerHourCents: 12000, memberPricePerHourCents: null });
    expect(slotPrice({ rules: [rule], standardPricePerHourCents: 8000 }, 101, at('2026-06-06', '18:00'))?.text).toBe('周六 18:00–20:00 高峰价 ¥120/小时');
    const { id: _id, ...saved } = row;
    expect(priceRuleToRow({ ...rule, courtId: 101 })).toEqual(saved);
  });

  it('reads closures and bookings with their during ranges', () => {
    const closure = closureFromRow({ id: 3, courtId: null, during: { start: at('2026-06-06', '12:00'), end: at('2026-06-06', '14:00') }, reason: '消防检查' });
    const hold = occupancyFromRow({ id: 4, courtId: 101, during: { start: at('2026-06-06', '18:00'), end: at('2026-06-06', '19:00') }, kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-06', '09:10'), userId: 8 });
    const slots = courtDaySlots({ hours: openingHoursFromRows([{ weekday: 6, opensMinute: 480, closesMinute: 1320 }]), closures: [closure], occupancies: [hold], now: at('2026-06-06', '09:00') }, { id: 101 }, '2026-06-06');
    expect(slots.find((s) => s.startClock === '12:00')?.closed).toBe('消防检查');
    expect(slots.find((s) => s.startClock === '18:00')).toMatchObject({ state: 'held', taken: { id: 4, kind: 'hold', userId: 8 } });
    expect(closureFromRow({ id: 5, courtId: 101, during: { start: 'a', end: 'b' }, reason: '' })).toEqual({ id: 5, courtId: 101, start: 'a', end: 'b' });
  });

  it('reads what the repository answers for a booking: settings, courts (a retired one 停用), hours, calendar, prices, occupancies', () => {
    const ctx = bookingContextFromRows({
      venue: { id: 1, status: 'approved', paymentWindowMinutes: 15, parallelBookingLimit: 2, maxBookingMinutes: 120, bookableDays: 14 },
      courts: [
        { id: 101, status: 'open', active: true, pricePerHourCents: 8000 },
        { id: 102, status: 'open', active: false, pricePerHourCents: 8000 },
      ],
      openingHours: [{ weekday: 6, opensMinute: 480, closesMinute: 1320 }],
      specialDays: special,
      closures: [],
      priceRules: [{ id: 9, courtId: 101, band: 'weekday', startsMinute: 480, endsMinute: 1320, priceCents: 5000, memberPriceCents: 4000 }],
      occupancies: [{ id: 4, courtId: 101, during: { start: at('2026-10-10', '18:00'), end: at('2026-10-10', '19:00') }, kind: 'booking', status: 'active', holdExpiresAt: null, userId: 8 }],
    });
    expect(ctx.settings).toEqual({ maxBookingMinutes: 120, parallelBookingLimit: 2, bookableDays: 14, paymentWindowMinutes: 15 });
    expect(ctx.courts).toEqual([{ id: 101, status: 'open' }, { id: 102, status: 'closed' }]);
    const ask = (courtId: number, from: string, to: string) =>
      bookingRefusal({ ...ctx, items: [{ courtId, start: at('2026-10-10', from), end: at('2026-10-10', to) }], actor: 'user', userId: 9, now: at('2026-10-09', '12:00') })?.message ?? null;
    expect(ask(102, '10:00', '11:00')).toBe('场地已停用');
    expect(ask(101, '18:30', '19:30')).toBe('该时段已被预订');
    expect(ask(101, '10:00', '12:30')).toBe('单次预订不能超过2小时');
    expect(ask(101, '10:00', '11:30')).toBeNull();
    // the 调休 Saturday takes the weekday band; a court without rules its standard price
    const quote = quoteBooking([{ courtId: 101, start: at('2026-10-10', '10:00'), end: at('2026-10-10', '11:30') }], ctx.pricingOf);
    expect([quote.totalCents, quote.bookings[0].price.text]).toEqual([7500, '周六 10:00–11:30 平日价 ¥50/小时']);
    expect(ctx.pricingOf(102).standardPricePerHourCents).toBe(8000);
  });

  it("reads a venue's stored refund tiers, the default for [] or tiers the rules refuse", () => {
    expect(refundPolicyFromStored([])).toBe(DEFAULT_BOOKING_REFUND_POLICY);
    expect(refundPolicyFromStored(null)).toBe(DEFAULT_BOOKING_REFUND_POLICY);
    expect(refundPolicyFromStored([{ hoursBefore: 12, percent: 100 }, { hoursBefore: 0, percent: 20 }])).toEqual({ tiers: [{ hoursBefore: 12, percent: 100 }, { hoursBefore: 0, percent: 20 }] });
    expect(refundPolicyFromStored([{ hoursBefore: 12, percent: 150 }])).toBe(DEFAULT_BOOKING_REFUND_POLICY);
    expect(refundPolicyFromStored([{ hours: 12 }])).toBe(DEFAULT_BOOKING_REFUND_POLICY);
  });
});
