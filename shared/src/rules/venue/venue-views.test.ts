import { bookingOrderNo, courtView, myBookingView, publicBoardView, staffBoardView, type BoardRows } from './venue-views';
import { dayMinuteInstant } from './venue-time';

/** 2026-06-06 is a Saturday (China). */
const day = '2026-06-06';
const at = (hour: number) => dayMinuteInstant(day, hour * 60);
const court = { id: 7, venueId: 3, name: '2号场', sport: '网球', indoor: false, capacity: 4, sort: 1, pricePerHourCents: 10000, status: 'open', active: true };
const rows = (over: Partial<BoardRows> = {}): BoardRows => ({
  venue: { id: 3, name: '黄龙网球中心', status: 'approved' },
  courts: [court],
  openingHours: [6].map((weekday) => ({ weekday, opensMinute: 7 * 60, closesMinute: 22 * 60 })),
  specialDays: [],
  closures: [],
  priceRules: [
    { id: 1, courtId: 7, band: 'weekend', startsMinute: 7 * 60, endsMinute: 22 * 60, priceCents: 11000, memberPriceCents: 9000 },
    { id: 2, courtId: 7, band: 'peak', startsMinute: 18 * 60, endsMinute: 20 * 60, priceCents: 12000, memberPriceCents: null },
  ],
  occupancies: [
    { id: 40, courtId: 7, during: { start: at(18), end: at(19) }, kind: 'booking', status: 'active', holdExpiresAt: null, userId: 5, name: '林晓跑', mobile: '13800000005', checkInCode: 'ABCDEFGHJK', note: '' },
  ],
  ...over,
});
const now = dayMinuteInstant('2026-06-05', 600);

describe('venue views', () => {
  it('explains the price of every slot and tells the staff who booked', () => {
    const board = staffBoardView(rows(), day, now);
    expect([board.weekday, board.open_text]).toEqual(['周六', '07:00–22:00']);
    const slots = board.courts[0]!.slots;
    expect(slots).toHaveLength(30);
    const six = slots.find((s) => s.start_clock === '18:00')!;
    expect([six.state, six.price_text, six.amount_cents]).toEqual(['taken', '周六 18:00–20:00 高峰价 ¥120/小时', 6000]);
    expect(six.booking).toEqual({ id: 40, kind: 'booking', status: 'active', name: '林晓跑', mobile: '13800000005', check_in_code: 'ABCDEFGHJK', note: '' });
    expect(slots.find((s) => s.start_clock === '10:00')!.price_text).toBe('周六 07:00–22:00 周末价 ¥110/小时');
  });

  it('shows the public free, taken and closed slots and nobody’s name', () => {
    const board = publicBoardView(rows({ openingHours: [{ weekday: 6, opensMinute: 7 * 60, closesMinute: 12 * 60 }, { weekday: 6, opensMinute: 14 * 60, closesMinute: 22 * 60 }] }), day, now);
    const state = (clock: string) => board.courts[0]!.slots.find((s) => s.start_clock === clock)!.state;
    expect([state('10:00'), state('12:30'), state('18:30')]).toEqual(['free', 'closed', 'taken']);
    expect(JSON.stringify(board)).not.toMatch(/林晓跑|13800000005|ABCDEFGHJK/);
  });

  it('lists a retired court with its rules explained, and a hold of 我的预订 as 待支付 until it lapses', () => {
    const view = courtView({ ...court, active: false }, rows().priceRules);
    expect([view.active, view.indoor, view.price_rules.map((r) => r.text)]).toEqual([0, 0, ['周末价 07:00–22:00 ¥110/小时（会员 ¥90/小时）', '高峰价 18:00–20:00 ¥120/小时']]);
    const hold = { id: 1, venueId: 3, venueName: '黄龙网球中心', courtId: 7, courtName: '2号场', during: { start: at(18), end: at(19) }, kind: 'hold' as const, status: 'active' as const, holdExpiresAt: dayMinuteInstant('2026-06-05', 610), amountCents: 12000, checkInCode: 'ABCDEFGHJK', orderId: 9, orderNo: 'CD202606050000000001', orderStatus: '待支付' };
    expect([myBookingView(hold, now).state_label, myBookingView(hold, dayMinuteInstant('2026-06-05', 611)).state_label]).toEqual(['待支付', '已过期']);
    expect(bookingOrderNo(1, now)).toBe('CD202606050000000001');
  });
});
