import type { Occupancy } from './holds';
import { sameEveryDay } from './opening-hours';
import { analysisDays, cancellationRate, occupancyHeatmap, peakHours, venueAnalysisView, type AnalysisBookingRow } from './venue-analysis';
import { RuleRefusal } from '../rule-refusal';

const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+08:00`).toISOString();
const row = (courtId: number, day: string, start: string, end: string, over: Partial<Occupancy> = {}): Occupancy => ({ courtId, start: at(day, start), end: at(day, end), kind: 'booking', status: 'active', ...over });

describe('venue analysis', () => {
  const hours = sameEveryDay([{ start: '08:30', end: '22:00' }]);
  const bookings = [
    row(1, '2026-06-06', '18:00', '20:00'),
    row(1, '2026-06-07', '18:00', '19:00', { status: 'checked_in' }),
    row(2, '2026-06-06', '18:30', '19:00'),
    row(2, '2026-06-07', '08:30', '09:00'),
    row(2, '2026-06-07', '19:00', '20:00', { status: 'cancelled' }),
    row(2, '2026-06-06', '20:00', '21:00', { kind: 'hold', holdExpiresAt: at('2026-06-06', '09:10') }),
    row(2, '2026-06-07', '20:00', '21:00', { kind: 'block' }),
    // another day: not counted
    row(1, '2026-06-08', '18:00', '19:00'),
  ];

  it('maps occupancy court × hour over the days, against the open minutes of each hour', () => {
    const cells = occupancyHeatmap({ hours, courts: [{ id: 1 }, { id: 2 }], days: ['2026-06-06', '2026-06-07'], bookings });
    expect(cells).toHaveLength(48);
    const get = (courtId: number, hour: number) => cells.find((c) => c.courtId === courtId && c.hour === hour);
    expect(get(1, 18)).toEqual({ courtId: 1, hour: 18, openMinutes: 120, bookedMinutes: 120, percent: 100 });
    expect(get(1, 19)).toMatchObject({ bookedMinutes: 60, percent: 50 });
    expect(get(2, 18)).toMatchObject({ bookedMinutes: 30, percent: 25 });
    // 08:30 opening: the 8 o'clock hour has 30 open minutes a day
    expect(get(2, 8)).toEqual({ courtId: 2, hour: 8, openMinutes: 60, bookedMinutes: 30, percent: 50 });
    // cancelled bookings, holds and blocks are not occupancy
    expect(get(2, 19)).toMatchObject({ bookedMinutes: 0, percent: 0 });
    expect(get(2, 20)).toMatchObject({ bookedMinutes: 0 });
    expect(get(1, 3)).toMatchObject({ openMinutes: 0, percent: null });
  });

  it('finds the peak hours', () => {
    const cells = occupancyHeatmap({ hours, courts: [{ id: 1 }, { id: 2 }], days: ['2026-06-06', '2026-06-07'], bookings });
    expect(peakHours(cells)).toEqual([
      { hour: 18, percent: 63 },
      { hour: 8, percent: 25 },
      { hour: 19, percent: 25 },
    ]);
  });

  it('rates cancellations among the bookings made', () => {
    expect(cancellationRate(bookings)).toEqual({ total: 6, cancelled: 1, percent: 16.7 });
    expect(cancellationRate([])).toEqual({ total: 0, cancelled: 0, percent: 0 });
  });

  it('answers the route: heat map, peak hours, revenue by day and sport of the sold bookings, cancellations', () => {
    const rowOf = (id: number, b: Occupancy, amountCents: number): AnalysisBookingRow => ({ id, courtId: b.courtId, during: { start: b.start, end: b.end }, kind: b.kind, status: b.status, holdExpiresAt: b.holdExpiresAt ?? null, userId: null, amountCents });
    const view = venueAnalysisView(
      {
        venue: { id: 9, name: '测试馆' },
        courts: [{ id: 1, name: '1号场', sport: '羽毛球' }, { id: 2, name: '网球场', sport: '网球' }],
        openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensMinute: 510, closesMinute: 1320 })),
        specialDays: [],
        bookings: bookings.map((b, i) => rowOf(i + 1, b, 10000 * (i + 1))),
      },
      analysisDays({ from: '2026-06-06', to: '2026-06-07' }, '2026-06-10T00:00:00Z'),
    );
    expect(view.peak_hours[0]).toEqual({ hour: 18, percent: 63, text: '18:00–19:00' });
    expect(view.heatmap).toHaveLength(48);
    // sold: rows 1–4 (¥100, ¥200, ¥300, ¥400); the cancelled, the hold, the block and the 06-08 booking are not
    expect(view.revenue_by_day).toEqual([
      { day: '2026-06-06', revenue_cents: 40000, bookings: 2 },
      { day: '2026-06-07', revenue_cents: 60000, bookings: 2 },
    ]);
    expect(view.revenue_by_sport).toEqual([
      { sport: '网球', revenue_cents: 70000, bookings: 2 },
      { sport: '羽毛球', revenue_cents: 30000, bookings: 2 },
    ]);
    expect([view.revenue_cents, view.bookings]).toEqual([100000, 4]);
    expect(view.cancellation).toEqual({ total: 5, cancelled: 1, percent: 20 });
  });

  it('analyses the 30 days ending today by default, and refuses a reversed or too long range', () => {
    const d = analysisDays({}, '2026-06-10T04:00:00Z');
    expect([d.from, d.to, d.days.length]).toEqual(['2026-05-12', '2026-06-10', 30]);
    expect(() => analysisDays({ from: '2026-06-10', to: '2026-06-09' }, Date.now())).toThrow(new RuleRefusal('结束日期不能早于开始日期', 42200));
    expect(() => analysisDays({ from: '2025-01-01', to: '2026-06-09' }, Date.now())).toThrow('查询范围不能超过366天');
  });
});
