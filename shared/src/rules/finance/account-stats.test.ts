import { accountStatsMonths } from './account-stats';

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
