import { bookingRefund, bookingRefundPolicyProblem, bookingRefundPolicyText, DEFAULT_BOOKING_REFUND_POLICY, type BookingRefundPolicy } from './refund-policy';

const start = '2026-06-06T10:00:00.000Z'; // Saturday 18:00 in Shanghai
const hoursBefore = (h: number) => new Date(Date.parse(start) - h * 3600_000).toISOString();
const refund = (at: string, paidCents = 12000, policy: BookingRefundPolicy = DEFAULT_BOOKING_REFUND_POLICY) => bookingRefund({ policy, paidCents, start, at });

describe('the refund of a cancelled booking', () => {
  it('refunds in full 24 hours or more before the start, half from 2 hours, nothing after', () => {
    expect(refund(hoursBefore(25.5))).toEqual({ percent: 100, amountCents: 12000, tier: { hoursBefore: 24, percent: 100 }, minutesBefore: 1530, text: '距开始还有25小时30分钟，开始前24小时及以上取消全额退款，退款¥120' });
    expect(refund(hoursBefore(24)).percent).toBe(100);
    expect(refund(hoursBefore(23.99))).toMatchObject({ percent: 50, amountCents: 6000, text: '距开始还有23小时59分钟，开始前2小时及以上取消退50%，退款¥60' });
    expect(refund(hoursBefore(2)).percent).toBe(50);
    expect(refund(hoursBefore(1.5))).toMatchObject({ percent: 0, amountCents: 0, tier: null, text: '距开始还有1小时30分钟，不满足退款条件（开始前24小时及以上取消全额退款；2至24小时退50%；不足2小时不退款），不予退款' });
  });

  it('refunds nothing once the booking has started', () => {
    expect(refund(start)).toEqual({ percent: 0, amountCents: 0, tier: null, minutesBefore: 0, text: '预订已开始，不能退款' });
    expect(refund(hoursBefore(-1)).amountCents).toBe(0);
  });

  it('rounds the refund down to a whole fen', () => {
    const third: BookingRefundPolicy = { tiers: [{ hoursBefore: 0, percent: 33 }] };
    expect(refund(hoursBefore(1), 12345, third)).toMatchObject({ amountCents: 4073, text: '距开始还有1小时，开始前取消退33%，退款¥40.73' });
    expect(refund(hoursBefore(3), 999)).toMatchObject({ amountCents: 499 });
  });

  it('refunds a booking the venue cancels in full, whenever', () => {
    expect(bookingRefund({ policy: DEFAULT_BOOKING_REFUND_POLICY, paidCents: 8000, start, at: hoursBefore(0.5), by: 'venue' })).toMatchObject({ percent: 100, amountCents: 8000, text: '场馆取消预订，全额退款，退款¥80' });
  });

  it('takes the tiers in any order, and a zero-percent tier as no refund', () => {
    const policy: BookingRefundPolicy = { tiers: [{ hoursBefore: 0, percent: 0 }, { hoursBefore: 48, percent: 100 }, { hoursBefore: 12, percent: 80 }] };
    expect(refund(hoursBefore(50), 10000, policy).amountCents).toBe(10000);
    expect(refund(hoursBefore(12), 10000, policy).amountCents).toBe(8000);
    expect(refund(hoursBefore(11), 10000, policy)).toMatchObject({ percent: 0, amountCents: 0, tier: { hoursBefore: 0, percent: 0 } });
  });

  it('says the policy in words', () => {
    expect(bookingRefundPolicyText(DEFAULT_BOOKING_REFUND_POLICY)).toBe('开始前24小时及以上取消全额退款；2至24小时退50%；不足2小时不退款');
    expect(bookingRefundPolicyText({ tiers: [{ hoursBefore: 0, percent: 30 }, { hoursBefore: 6, percent: 100 }] })).toBe('开始前6小时及以上取消全额退款；不足6小时退30%');
    expect(bookingRefundPolicyText({ tiers: [{ hoursBefore: 0, percent: 100 }] })).toBe('开始前取消全额退款');
  });

  it('refuses tiers a venue may not save', () => {
    expect(bookingRefundPolicyProblem(DEFAULT_BOOKING_REFUND_POLICY)).toBeNull();
    expect(bookingRefundPolicyProblem({ tiers: [] })).toBe('退款规则至少需要一档');
    expect(bookingRefundPolicyProblem({ tiers: [{ hoursBefore: -1, percent: 100 }] })).toBe('提前小时数须为0到720之间的整数');
    expect(bookingRefundPolicyProblem({ tiers: [{ hoursBefore: 1.5, percent: 100 }] })).toBe('提前小时数须为0到720之间的整数');
    expect(bookingRefundPolicyProblem({ tiers: [{ hoursBefore: 24, percent: 120 }] })).toBe('退款比例须为0到100之间的整数');
    expect(bookingRefundPolicyProblem({ tiers: [{ hoursBefore: 24, percent: 100 }, { hoursBefore: 24, percent: 50 }] })).toBe('提前24小时的退款档位重复');
    expect(bookingRefundPolicyProblem({ tiers: [{ hoursBefore: 24, percent: 50 }, { hoursBefore: 2, percent: 80 }] })).toBe('提前越早取消，退款比例不能越低');
  });
});
