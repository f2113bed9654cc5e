import type { Occupancy } from './holds';
import { sameEveryDay } from './opening-hours';
import { cancellationRate, occupancyHeatmap, peakHours } from './venue-analysis';

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
});
