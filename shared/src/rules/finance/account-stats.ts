/** The account home's charts (资金账户): which months they show, stated once for the server and the mocks. */
import { chinaMonth } from '../china-time.ts';

/** The last `n` months as YYYY-MM (Asia/Shanghai), oldest first, ending with the month of `now`. */
export function accountStatsMonths(now: Date, n = 12): string[] {
  const [year, month] = chinaMonth(now).split('-').map(Number);
  return Array.from({ length: n }, (_, i) => new Date(Date.UTC(year!, month! - 1 - (n - 1 - i), 1)).toISOString().slice(0, 7));
}

/** One month's sum (cents) of one kind of money. */
export interface MonthSum {
  month: string;
  cents: number;
}

/**
 * The chart of months: income, refunds and withdrawals summed by month for `months` (accountStatsMonths), 0 where a
 * month has none; sums of other months are left out.
 */
export function accountStatsByMonth(months: string[], sums: { income: MonthSum[]; refund: MonthSum[]; withdraw: MonthSum[] }) {
  const total = (list: MonthSum[], month: string) => list.reduce((n, s) => (s.month === month ? n + s.cents : n), 0);
  return months.map((month) => ({ month, income_cents: total(sums.income, month), refund_cents: total(sums.refund, month), withdraw_cents: total(sums.withdraw, month) }));
}
