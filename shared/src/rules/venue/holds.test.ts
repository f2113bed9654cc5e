import { DEFAULT_HOLD_MINUTES, effectiveBookingStatus, holdExpiresAt, holdIsLive, holdMinutesProblem, holdSecondsLeft, occupies, paymentOutcome, type Occupancy } from './holds';

const heldAt = '2026-06-06T09:00:00.000Z';
const hold: Occupancy = { courtId: 101, start: '2026-06-06T10:00:00Z', end: '2026-06-06T11:00:00Z', status: 'held', holdExpiresAt: holdExpiresAt(heldAt) };

describe('holds (the payment window)', () => {
  it('keeps a slot for 10 minutes by default, or the venue\'s window', () => {
    expect(DEFAULT_HOLD_MINUTES).toBe(10);
    expect(holdExpiresAt(heldAt).toISOString()).toBe('2026-06-06T09:10:00.000Z');
    expect(holdExpiresAt(new Date(heldAt), 15).toISOString()).toBe('2026-06-06T09:15:00.000Z');
  });

  it('is live until its expiry, which frees the slot at that very instant', () => {
    expect(holdIsLive(hold, '2026-06-06T09:09:59.999Z')).toBe(true);
    expect(holdIsLive(hold, '2026-06-06T09:10:00.000Z')).toBe(false);
    expect(occupies(hold, '2026-06-06T09:05:00Z')).toBe(true);
    expect(occupies(hold, '2026-06-06T09:10:00Z')).toBe(false);
    expect(holdIsLive({ status: 'held', holdExpiresAt: null }, heldAt)).toBe(false);
    expect(holdIsLive({ ...hold, status: 'booked' }, heldAt)).toBe(false);
  });

  it('counts down in whole seconds, rounding up', () => {
    expect(holdSecondsLeft(hold, heldAt)).toBe(600);
    expect(holdSecondsLeft(hold, '2026-06-06T09:09:59.001Z')).toBe(1);
    expect(holdSecondsLeft(hold, '2026-06-06T09:10:00Z')).toBe(0);
    expect(holdSecondsLeft(hold, '2026-06-06T11:00:00Z')).toBe(0);
  });

  it('lets bookings and check-ins occupy, never cancelled or lapsed ones', () => {
    expect(occupies({ status: 'booked' }, heldAt)).toBe(true);
    expect(occupies({ status: 'redeemed' }, heldAt)).toBe(true);
    expect(occupies({ status: 'cancelled' }, heldAt)).toBe(false);
    expect(occupies({ status: 'expired' }, heldAt)).toBe(false);
    expect(effectiveBookingStatus(hold, '2026-06-06T09:20:00Z')).toBe('expired');
    expect(effectiveBookingStatus(hold, '2026-06-06T09:02:00Z')).toBe('held');
    expect(effectiveBookingStatus({ status: 'booked' }, heldAt)).toBe('booked');
  });

  it('decides a payment: confirm a live hold, refund a lapsed one whose slot went to someone else', () => {
    expect(paymentOutcome(hold, '2026-06-06T09:09:00Z', false)).toBe('confirm');
    expect(paymentOutcome(hold, '2026-06-06T09:11:00Z', true)).toBe('confirm');
    expect(paymentOutcome(hold, '2026-06-06T09:11:00Z', false)).toBe('refund');
    expect(paymentOutcome({ ...hold, status: 'cancelled' }, '2026-06-06T09:01:00Z', true)).toBe('refund');
    expect(paymentOutcome({ ...hold, status: 'booked' }, '2026-06-06T09:01:00Z', true)).toBe('already');
  });

  it('takes a payment window of 1 to 60 whole minutes', () => {
    expect(holdMinutesProblem(10)).toBeNull();
    expect(holdMinutesProblem(60)).toBeNull();
    for (const bad of [0, 61, 2.5, -1, Number.NaN]) expect(holdMinutesProblem(bad)).toBe('支付时限须为1到60分钟之间的整数');
  });
});
