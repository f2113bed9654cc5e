import { freeCourtsView, siteBookingRulesView } from './phone-booking';
import type { BoardRows } from './venue-views';

const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+08:00`);
const court = (id: number, name: string, pricePerHourCents: number | null) => ({ id, venueId: 1, name, sport: '羽毛球', indoor: true, pricePerHourCents, status: 'open', active: true, capacity: 4, sort: id });
const rows = (occupied: { courtId: number; start: string; end: string }[] = []): BoardRows => ({
  venue: { id: 1, name: '测试馆', status: 'approved' },
  courts: [court(1, '1号场', 6000), court(2, '2号场', 8000), court(3, '3号场', null)] as BoardRows['courts'],
  openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ venueId: 1, weekday, opensMinute: 480, closesMinute: 1320 })) as unknown as BoardRows['openingHours'],
  specialDays: [],
  closures: [],
  priceRules: [],
  occupancies: occupied.map((o, i) => ({ id: i + 1, venueId: 1, courtId: o.courtId, during: { start: at('2026-06-06', o.start), end: at('2026-06-06', o.end) }, kind: 'booking', status: 'active', holdExpiresAt: null, userId: 9, name: '', mobile: '', checkInCode: null, note: '' })) as unknown as BoardRows['occupancies'],
});
const now = at('2026-06-06', '09:00');

describe('phone booking views', () => {
  it('lists the bookable days from today and the refund policy in words and tiers', () => {
    const view = siteBookingRulesView({ id: 1, paymentWindowMinutes: 10, parallelBookingLimit: 2, maxBookingMinutes: 240, bookableDays: 3, refundPolicy: [] }, at('2026-06-06', '23:30'));
    expect(view.days).toEqual(['2026-06-06', '2026-06-07', '2026-06-08']);
    expect(view.refund_policy_text).toBe('开始前24小时及以上取消全额退款；2至24小时退50%；不足2小时不退款');
    expect(view.refund_tiers).toEqual([{ hours_before: 24, percent: 100 }, { hours_before: 2, percent: 50 }]);
  });

  it('answers the priced free courts of a range with their amount (a court without a price is not offered)', () => {
    const view = freeCourtsView(rows([{ courtId: 1, start: '18:00', end: '19:00' }]), { day: '2026-06-06', start: '18:00', end: '19:30' }, now);
    expect(view.free).toEqual([{ court_id: 2, court_name: '2号场', sport: '羽毛球', amount_cents: 12000 }]);
    expect(view.refusal).toBe('');
  });

  it('offers the nearest free times when every court is taken, and says why a range is not bookable', () => {
    const view = freeCourtsView(rows([{ courtId: 1, start: '18:00', end: '19:30' }, { courtId: 2, start: '18:00', end: '19:30' }]), { day: '2026-06-06', start: '18:00', end: '19:30' }, now);
    expect(view.free).toEqual([]);
    expect(view.alternatives.slice(0, 2).map((a) => [a.court_name, a.start_clock, a.end_clock, a.amount_cents])).toEqual([
      ['1号场', '16:30', '18:00', 9000],
      ['2号场', '16:30', '18:00', 12000],
    ]);
    expect(freeCourtsView(rows(), { day: '2026-06-06', start: '23:00', end: '01:00' }, now).refusal).not.toBe('');
    expect(freeCourtsView(rows(), { day: '2026-06-06', start: '18:10', end: '19:00' }, now).refusal).not.toBe('');
    expect(freeCourtsView(rows(), { day: '2026-06-06', start: '07:00', end: '08:00' }, at('2026-06-06', '10:00')).refusal).not.toBe('');
  });
});
