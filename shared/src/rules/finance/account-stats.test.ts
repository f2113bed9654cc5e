import { accountStatsByMonth, accountStatsMonths } from './account-stats';

describe('accountStatsMonths', () => {
  it('ends with the Shanghai month of now, twelve months oldest first', () => {
    // 2026-12-31 17:00 UTC is already 2027-01-01 in Shanghai
    const months = accountStatsMonths(new Date('2026-12-31T17:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-02');
    expect(months[11]).toBe('2027-01');
    expect(accountStatsMonths(new Date('2026-03-15T00:00:00Z'), 3)).toEqual(['2026-01', '2026-02', '2026-03']);
  });
});

describe('accountStatsByMonth', () => {
  it('sums each kind of money by month, 0 where a month has none, other months left out', () => {
    const rows = accountStatsByMonth(['2026-01', '2026-02'], {
      income: [{ month: '2026-01', cents: 100 }, { month: '2026-01', cents: 50 }, { month: '2025-12', cents: 999 }],
      refund: [{ month: '2026-02', cents: 30 }],
      withdraw: [],
    });
    expect(rows).toEqual([
      { month: '2026-01', income_cents: 150, refund_cents: 0, withdraw_cents: 0 },
      { month: '2026-02', income_cents: 0, refund_cents: 30, withdraw_cents: 0 },
    ]);
  });
});
