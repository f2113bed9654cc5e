import { http } from 'shared';
import type { AccountStats } from './types';

/** GET /admin/account_stats — booking income, refunds and withdrawals by month (12 months) and per venue. */
export function getAccountStats(institutionId: number): Promise<AccountStats> {
  return http.get('/admin/account_stats', { institution_id: institutionId });
}
