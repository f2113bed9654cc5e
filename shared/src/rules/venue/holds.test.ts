import { BOOKING_STATE_LABEL, bookingState, DEFAULT_HOLD_MINUTES, holdExpiresAt, holdIsLive, holdMinutesProblem, holdSecondsLeft, occupies, paymentOutcome, type Occupancy } from './holds';

const heldAt = '2026-06-06T09:00:00.000Z';
const hold: Occupancy = { courtId: 101, start: '2026-06-06T10:00:00Z', end: '2026-06-06T11:00:00Z', kind: 'hold', status: 'active', holdExpiresAt: holdExpiresAt(heldAt) };

describe('holds (the payment window)', () => {
  it("keeps a slot for 10 minutes by default, or the venue's window", () => {
    expect(DEFAULT_HOLD_MINUTES).toBe(10);
    expect(holdExpiresAt(heldAt).toISOString()).toBe('2026-06-06T09:10:00.000Z');
    expect(holdExpiresAt(new Date(heldAt), 15).toISOString()).toBe('2026-06-06T09:15:00.000Z');
  });

  it('is live until its expiry, which frees the slot at that very instant', () => {
    expect(holdIsLive(hold, '2026-06-06T09:09:59.999Z')).toBe(true);
    expect(holdIsLive(hold, '2026-06-06T09:10:00.000Z')).toBe(false);
    expect(occupies(hold, '2026-06-06T09:05:00Z')).toBe(true);
    expect(occupies(hold, '2026-06-06T09:10:00Z')).toBe(false);
    expect(holdIsLive({ kind: 'hold', status: 'active', holdExpiresAt: null }, heldAt)).toBe(false);
    expect(holdIsLive({ ...hold, status: 'cancelled' }, heldAt)).toBe(false);
    // a paid hold is a booking: its window no longer matters
    expect(holdIsLive({ ...hold, kind: 'booking' }, heldAt)).toBe(false);
    expect(occupies({ ...hold, kind: 'booking' }, '2026-06-06T09:30:00Z')).toBe(true);
  });

  it('counts down in whole seconds, rounding up', () => {
    expect(holdSecondsLeft(hold, heldAt)).toBe(600);
    expect(holdSecondsLeft(hold, '2026-06-06T09:09:59.001Z')).toBe(1);
    expect(holdSecondsLeft(hold, '2026-06-06T09:10:00Z')).toBe(0);
    expect(holdSecondsLeft(hold, '2026-06-06T11:00:00Z')).toBe(0);
  });

  it('lets active and checked-in bookings and blocks occupy, never cancelled or expired rows', () => {
    expect(occupies({ kind: 'booking', status: 'active' }, heldAt)).toBe(true);
    expect(occupies({ kind: 'booking', status: 'checked_in' }, heldAt)).toBe(true);
    expect(occupies({ kind: 'block', status: 'active' }, heldAt)).toBe(true);
    expect(occupies({ kind: 'booking', status: 'cancelled' }, heldAt)).toBe(false);
    expect(occupies({ kind: 'hold', status: 'expired', holdExpiresAt: '2026-06-06T10:00:00Z' }, heldAt)).toBe(false);
  });

  it('names what a row is at an instant, a lapsed hold 已过期 before any sweep', () => {
    expect(bookingState(hold, '2026-06-06T09:02:00Z')).toBe('pending_payment');
    expect(bookingState(hold, '2026-06-06T09:20:00Z')).toBe('expired');
    expect(bookingState({ kind: 'booking', status: 'active' }, heldAt)).toBe('booked');
    expect(bookingState({ kind: 'block', status: 'active' }, heldAt)).toBe('blocked');
    expect(bookingState({ kind: 'booking', status: 'checked_in' }, heldAt)).toBe('checked_in');
    expect(bookingState({ kind: 'booking', status: 'cancelled' }, heldAt)).toBe('cancelled');
    expect(Object.values(BOOKING_STATE_LABEL)).toEqual(['待支付', '已预订', '已锁场', '已核销', '已取消', '已过期']);
  });

  it('decides a payment: confirm a live hold, refund a lapsed or cancelled one, nothing twice', () => {
    expect(paymentOutcome(hold, '2026-06-06T09:09:00Z')).toBe('confirm');
    expect(paymentOutcome(hold, '2026-06-06T09:10:00Z')).toBe('refund');
    expect(paymentOutcome({ ...hold, status: 'expired' }, '2026-06-06T09:01:00Z')).toBe('refund');
    expect(paymentOutcome({ ...hold, status: 'cancelled' }, '2026-06-06T09:01:00Z')).toBe('refund');
    expect(paymentOutcome({ ...hold, kind: 'booking' }, '2026-06-06T09:01:00Z')).toBe('already');
  });

  it('takes a payment window of 1 to 120 whole minutes', () => {
    expect(holdMinutesProblem(10)).toBeNull();
    expect(holdMinutesProblem(120)).toBeNull();
    for (const bad of [0, 121, 2.5, -1, Number.NaN]) expect(holdMinutesProblem(bad)).toBe('支付时限须为1到120分钟之间的整数');
  });
});
