import { buildMonthGrid, isMonth, shiftMonth } from './month-grid';

const comp = (id: number, start: string, end: string) => ({ id, start_at: start, end_at: end });

describe('buildMonthGrid 月历', () => {
  it('lays out May 2026 Monday-first with padding days', () => {
    const weeks = buildMonthGrid('2026-05', []);
    expect(weeks).toHaveLength(5); // 1 May 2026 is a Friday: 4 padding days, 31 days → 35 cells
    expect(weeks[0].map((d) => d.date)).toEqual(['2026-04-27', '2026-04-28', '2026-04-29', '2026-04-30', '2026-05-01', '2026-05-02', '2026-05-03']);
    expect(weeks[0][3].inMonth).toBe(false);
    expect(weeks[0][4]).toMatchObject({ day: 1, inMonth: true });
    expect(weeks[4][6].date).toBe('2026-05-31');
  });

  it('shows a competition on every China-time day it spans, across month ends', () => {
    // 16 May 08:00 → 18 May 17:00 China time; and one from 30 Apr 23:30 (UTC 15:30) to 2 May China time
    const a = comp(1, '2026-05-16T00:00:00.000Z', '2026-05-18T09:00:00.000Z');
    const b = comp(2, '2026-04-30T15:30:00.000Z', '2026-05-01T16:30:00.000Z');
    const days = buildMonthGrid('2026-05', [a, b]).flat();
    const on = (id: number) => days.filter((d) => d.items.some((c) => c.id === id)).map((d) => d.date);
    expect(on(1)).toEqual(['2026-05-16', '2026-05-17', '2026-05-18']);
    expect(on(2)).toEqual(['2026-04-30', '2026-05-01', '2026-05-02']);
  });

  it('moves between months and checks the month format', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-05')).toBe(true);
  });
});
