import { http } from 'shared';
import type { AccountBalance } from './types';

/** GET /admin/account_balance — what the venue operator holds: 待结算收入, 可提现余额, 提现中, 账户余额, 累计已提现. */
export function getAccountBalance(institutionId: number): Promise<AccountBalance> {
  return http.get('/admin/account_balance', { institution_id: institutionId });
}
