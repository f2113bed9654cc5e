import { bookingCancelRefusal, bookingRedeemRefusal, bookingsCancelledByClosingVenue, bookingsHitByClosure, cancellationRefunds, normalizeBookingCode, type VenueBooking } from './booking-lifecycle';
import { closureOnDays } from './opening-hours';

const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+08:00`).toISOString();
const booking: VenueBooking = { id: 1, venueId: 3, courtId: 301, start: at('2026-06-06', '18:00'), end: at('2026-06-06', '20:00'), kind: 'booking', status: 'active', userId: 8 };

describe('checking a booking in (核销)', () => {
  it('lets staff of its venue check it in from an hour before the start until its end', () => {
    expect(bookingRedeemRefusal(booking, 3, at('2026-06-06', '17:00'))).toBeNull();
    expect(bookingRedeemRefusal(booking, 3, at('2026-06-06', '19:59'))).toBeNull();
    expect(bookingRedeemRefusal(booking, 3, at('2026-06-06', '16:59'))?.message).toBe('开场前1小时起方可核销');
    expect(bookingRedeemRefusal(booking, 3, at('2026-06-06', '17:30'), 20)?.message).toBe('开场前20分钟起方可核销');
    expect(bookingRedeemRefusal(booking, 3, at('2026-06-06', '20:00'))?.message).toBe('该预订已结束');
  });

  it('refuses an unknown code, another venue, a second check-in, a cancelled or unpaid booking', () => {
    expect(bookingRedeemRefusal(undefined, 3, at('2026-06-06', '18:00'))).toEqual({ code: 'codeInvalid', message: '核销码无效' });
    expect(bookingRedeemRefusal({ ...booking, kind: 'block' }, 3, at('2026-06-06', '18:00'))?.message).toBe('核销码无效');
    expect(bookingRedeemRefusal(booking, 4, at('2026-06-06', '18:00'))?.message).toBe('该预订不属于本场馆');
    expect(bookingRedeemRefusal({ ...booking, kind: 'booking', status: 'checked_in' }, 3, at('2026-06-06', '18:00'))?.message).toBe('该预订已核销，不能重复核销');
    expect(bookingRedeemRefusal({ ...booking, kind: 'booking', status: 'cancelled' }, 3, at('2026-06-06', '18:00'))?.message).toBe('该预订已取消');
    expect(bookingRedeemRefusal({ ...booking, kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-06', '18:05') }, 3, at('2026-06-06', '18:00'))?.message).toBe('该预订尚未支付');
    expect(bookingRedeemRefusal({ ...booking, kind: 'hold', status: 'expired' }, 3, at('2026-06-06', '18:00'))?.message).toBe('该预订尚未支付');
  });

  it('reads codes as staff type them', () => {
    expect(normalizeBookingCode(' ab12-cd 34 ')).toBe('AB12CD34');
  });
});

describe('cancelling a booking', () => {
  it('lets its user cancel before the start, staff until the end', () => {
    expect(bookingCancelRefusal(booking, { kind: 'user', userId: 8 }, at('2026-06-06', '17:59'))).toBeNull();
    expect(bookingCancelRefusal(booking, { kind: 'user', userId: 8 }, at('2026-06-06', '18:00'))?.message).toBe('预订已开始，不能取消');
    expect(bookingCancelRefusal(booking, { kind: 'staff' }, at('2026-06-06', '19:00'))).toBeNull();
    expect(bookingCancelRefusal(booking, { kind: 'staff' }, at('2026-06-06', '20:00'))?.message).toBe('该预订已结束');
  });

  it("refuses another user's booking, a second cancellation and a checked-in booking", () => {
    expect(bookingCancelRefusal(booking, { kind: 'user', userId: 9 }, at('2026-06-06', '10:00'))?.message).toBe('只能取消自己的预订');
    expect(bookingCancelRefusal({ ...booking, kind: 'booking', status: 'cancelled' }, { kind: 'user', userId: 8 }, at('2026-06-06', '10:00'))?.message).toBe('该预订已取消');
    expect(bookingCancelRefusal({ ...booking, kind: 'booking', status: 'checked_in' }, { kind: 'staff' }, at('2026-06-06', '18:30'))?.message).toBe('已核销的预订不能取消');
  });

  it('refunds a paid booking, not a released hold nor a lifted block', () => {
    expect(cancellationRefunds(booking)).toBe(true);
    expect(cancellationRefunds({ kind: 'hold' })).toBe(false);
    expect(cancellationRefunds({ kind: 'block' })).toBe(false);
  });
});

describe('bookings a closure or the closing of a venue hits', () => {
  const bookings: VenueBooking[] = [
    booking,
    { ...booking, id: 2, courtId: 302, start: at('2026-06-07', '10:00'), end: at('2026-06-07', '11:00') },
    { ...booking, id: 3, kind: 'booking', status: 'cancelled', start: at('2026-06-07', '10:00'), end: at('2026-06-07', '11:00') },
    { ...booking, id: 4, kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-06', '09:05'), start: at('2026-06-07', '12:00'), end: at('2026-06-07', '13:00') },
    { ...booking, id: 5, kind: 'hold', status: 'active', holdExpiresAt: at('2026-06-06', '08:00'), start: at('2026-06-07', '14:00'), end: at('2026-06-07', '15:00') },
    { ...booking, id: 6, kind: 'block', start: at('2026-06-07', '16:00'), end: at('2026-06-07', '17:00') },
    { ...booking, id: 7, start: at('2026-06-05', '10:00'), end: at('2026-06-05', '11:00') },
    { ...booking, id: 8, kind: 'booking', status: 'checked_in', start: at('2026-06-06', '08:30'), end: at('2026-06-06', '10:00') },
  ];
  const now = at('2026-06-06', '09:00');

  it('lists the live bookings, holds and blocks inside a closure of the court or the venue, not one checked in', () => {
    expect(bookingsHitByClosure(closureOnDays({ from: '2026-06-07', kind: 'maintenance', courtId: 301 }), bookings, now).map((b) => b.id)).toEqual([4, 6]);
    expect(bookingsHitByClosure(closureOnDays({ from: '2026-06-05', to: '2026-06-07', kind: 'holiday' }), bookings, now).map((b) => b.id)).toEqual([1, 2, 4, 6]);
  });

  it('cancels every live booking not yet over when the venue closes, not blocks nor checked-in ones', () => {
    expect(bookingsCancelledByClosingVenue(bookings, now).map((b) => b.id)).toEqual([1, 2, 4]);
  });
});
