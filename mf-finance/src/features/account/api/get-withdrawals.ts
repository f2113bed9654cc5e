import { http } from 'shared';
import type { WithdrawList, WithdrawListQuery } from './types';

/** GET /withdraw — the institution's withdrawals (提现记录), newest first. */
export function getWithdrawals(query: WithdrawListQuery): Promise<WithdrawList> {
  return http.get('/withdraw', { ...query });
}
