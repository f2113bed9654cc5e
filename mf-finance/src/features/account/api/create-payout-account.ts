import { http } from 'shared';
import type { PayoutAccountCreated, PayoutAccountPayload } from './types';

/** POST /admin/payout_account — registers a 收款账户 (pending); the 收款账户验证码 goes to the owner's mobile. */
export function createPayoutAccount(payload: PayoutAccountPayload): Promise<PayoutAccountCreated> {
  return http.post('/admin/payout_account', payload);
}
