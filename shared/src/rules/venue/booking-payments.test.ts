import { BOOKING_PAYMENT_MSG, cancellationMoney } from './booking-payments';
import { DEFAULT_BOOKING_REFUND_POLICY } from './refund-policy';

const start = '2026-06-06T10:00:00.000Z';
const hoursBefore = (h: number) => new Date(Date.parse(start) - h * 3600_000).toISOString();
const paid = { status: '已支付', amountCents: 24000, refundedCents: 0 };
const booking = { kind: 'booking' as const, start, amountCents: 12001 };
const policy = DEFAULT_BOOKING_REFUND_POLICY;

describe('the money of a cancelled booking', () => {
  it('gives its user the policy’s amount, rounded down, and nothing below the lowest tier', () => {
    expect(cancellationMoney({ booking, order: paid, by: 'user', policy, at: hoursBefore(30) })).toMatchObject({ kind: 'refund', amountCents: 12001 });
    const half = cancellationMoney({ booking, order: paid, by: 'user', policy, at: hoursBefore(5) });
    expect(half).toMatchObject({ kind: 'refund', amountCents: 6000 });
    expect(half.kind === 'refund' && half.reason.startsWith('用户取消预订：距开始还有5小时')).toBe(true);
    const none = cancellationMoney({ booking, order: paid, by: 'user', policy, at: hoursBefore(1) });
    expect(none.kind).toBe('none');
    expect(none.kind === 'none' && none.text).toContain('不予退款');
  });

  it('refunds in full when the venue cancels, with the staff’s reason', () => {
    expect(cancellationMoney({ booking, order: paid, by: 'venue', policy, at: hoursBefore(1), reason: ' 场地漏水 ' })).toMatchObject({
      kind: 'refund',
      amountCents: 12001,
      reason: BOOKING_PAYMENT_MSG.venueRefundReason('场地漏水'),
    });
  });

  it('never refunds more than the order has left, and nothing of an unpaid, refunded or missing order', () => {
    expect(cancellationMoney({ booking, order: { ...paid, refundedCents: 20000 }, by: 'venue', policy, at: hoursBefore(1) })).toMatchObject({ amountCents: 4000 });
    expect(cancellationMoney({ booking, order: { ...paid, status: '已退款', refundedCents: 24000 }, by: 'venue', policy, at: hoursBefore(1) }).kind).toBe('none');
    expect(cancellationMoney({ booking, order: null, by: 'venue', policy, at: hoursBefore(1) }).kind).toBe('none');
    expect(cancellationMoney({ booking: { ...booking, kind: 'block' }, order: paid, by: 'venue', policy, at: hoursBefore(1) }).kind).toBe('none');
  });

  it('closes the order of an unpaid hold', () => {
    const hold = { ...booking, kind: 'hold' as const };
    expect(cancellationMoney({ booking: hold, order: { ...paid, status: '待支付' }, by: 'user', policy, at: hoursBefore(30) })).toEqual({ kind: 'close_order' });
    expect(cancellationMoney({ booking: hold, order: { ...paid, status: '已关闭' }, by: 'user', policy, at: hoursBefore(30) }).kind).toBe('none');
  });
});

describe('cancellationMoney of a booking paid at the desk', () => {
  it('refunds nothing online and says how much goes back offline', () => {
    const money = cancellationMoney({
      booking: { kind: 'booking', start: '2030-01-02T10:00:00.000Z', amountCents: 12000 },
      order: { status: '已支付', amountCents: 12000, refundedCents: 0, payChannel: 'offline' },
      by: 'venue',
      policy: DEFAULT_BOOKING_REFUND_POLICY,
      at: '2030-01-01T10:00:00.000Z',
      reason: '场地维修',
    });
    expect(money).toEqual({ kind: 'none', text: '线下收款，请线下退款 ¥120.00' });
  });
});
