import { http } from 'shared';
import type { Withdrawal } from './types';

/** GET /admin/withdraw_info — one withdrawal (its institution's managers or the platform admin). */
export function getWithdrawInfo(id: number): Promise<Withdrawal> {
  return http.get('/admin/withdraw_info', { id });
}
