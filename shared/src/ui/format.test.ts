/**
 * @jest-environment ./shared/src/testing/los-angeles-environment.cjs
 */
import { formatAmount, formatDate, formatDateRange, formatDateTime } from './format';

describe('formatAmount', () => {
  it('shows cents as yuan with grouping and two decimals', () => {
    expect(formatAmount(123450)).toBe('¥1,234.50');
    expect(formatAmount(5)).toBe('¥0.05');
    expect(formatAmount(0)).toBe('¥0.00');
    expect(formatAmount(100000000)).toBe('¥1,000,000.00');
    expect(formatAmount(99999)).toBe('¥999.99');
    expect(formatAmount(100000)).toBe('¥1,000.00');
    expect(formatAmount(123456789012)).toBe('¥1,234,567,890.12');
  });
  it('rounds fractions of a cent and refuses what is not a number', () => {
    expect(formatAmount(1234.5)).toBe('¥12.35');
    expect(formatAmount(Number.NaN)).toBe('-');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('-');
  });
  it('keeps the sign of refunds and shows - for missing values', () => {
    expect(formatAmount(-8800)).toBe('-¥88.00');
    expect(formatAmount(null)).toBe('-');
    expect(formatAmount(undefined)).toBe('-');
  });
});

describe('formatDate / formatDateTime', () => {
  it('formats ISO strings', () => {
    expect(formatDate('2026-05-01T08:30:00')).toBe('2026-05-01');
    expect(formatDateTime('2026-05-01T08:30:00')).toBe('2026-05-01 08:30');
  });
  it('shows an instant in China time, with the browser in Los Angeles', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
    // 2026-04-30 16:30 UTC is 2026-05-01 00:30 in Shanghai (09:30 of 04-30 in Los Angeles)
    expect(formatDateTime('2026-04-30T16:30:00.000Z')).toBe('2026-05-01 00:30');
    expect(formatDateTime('2026-05-01T08:30:00+08:00')).toBe('2026-05-01 08:30');
    expect(formatDateTime(Date.UTC(2026, 4, 1, 0, 30))).toBe('2026-05-01 08:30');
    expect(formatDateTime(new Date('2026-05-01T00:30:00.000Z'))).toBe('2026-05-01 08:30');
    // a text without an offset is already China time
    expect(formatDateTime('2026-05-01 08:30')).toBe('2026-05-01 08:30');
    expect(formatDateTime('2026-05-01')).toBe('2026-05-01 00:00');
    // the day of an instant is its day in Shanghai, not in the browser's zone
    expect(formatDate('2026-04-30T16:30:00.000Z')).toBe('2026-05-01');
    expect(formatDate(Date.UTC(2026, 3, 30, 15, 59))).toBe('2026-04-30');
    expect(formatDate('2026-05-01')).toBe('2026-05-01');
    expect(formatDateRange('2026-04-30T16:00:00.000Z', '2026-05-02T15:59:00.000Z')).toBe('2026-05-01 ~ 2026-05-02');
  });
  it('shows - for empty or invalid values', () => {
    expect(formatDate('')).toBe('-');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatDateTime(new Date(Number.NaN))).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
  });
  it('joins a range and collapses a one-day range', () => {
    expect(formatDateRange('2026-05-01T08:00:00', '2026-05-03T18:00:00')).toBe('2026-05-01 ~ 2026-05-03');
    expect(formatDateRange('2026-05-01T08:00:00', '2026-05-01T18:00:00')).toBe('2026-05-01');
    expect(formatDateRange('2026-05-01T08:00:00', null)).toBe('2026-05-01');
  });
});
