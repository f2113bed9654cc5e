import { http, type ListResult } from 'shared';
import type { Withdrawal, WithdrawListQuery } from './types';

/** GET /admin/withdraw — 提现管理: the platform admin sees every institution's withdrawals, managers their own. */
export function getWithdrawList(query: WithdrawListQuery): Promise<ListResult<Withdrawal>> {
  return http.get('/admin/withdraw', { ...query });
}
