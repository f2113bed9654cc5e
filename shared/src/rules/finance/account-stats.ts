/** The account home's charts (资金账户): which months they show, stated once for the server and the mocks. */
import { chinaMonth } from '../china-time.ts';

/** The last `n` months as YYYY-MM (Asia/Shanghai), oldest first, ending with the month of `now`. */
export function accountStatsMonths(now: Date, n = 12): string[] {
  const [year, month] = chinaMonth(now).split('-').map(Number);
  return Array.from({ length: n }, (_, i) => new Date(Date.UTC(year!, month! - 1 - (n - 1 - i), 1)).toISOString().slice(0, 7));
}
