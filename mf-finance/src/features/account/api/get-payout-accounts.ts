import { http } from 'shared';
import type { PayoutAccountList, PayoutAccountQuery } from './types';

/** GET /admin/payout_account — the institution's 收款账户 (not removed), newest first. */
export function getPayoutAccounts(query: PayoutAccountQuery): Promise<PayoutAccountList> {
  return http.get('/admin/payout_account', { ...query });
}
