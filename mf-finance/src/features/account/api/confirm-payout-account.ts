import { http } from 'shared';
import type { PayoutAccount } from './types';

/** POST /admin/payout_account/confirm — the owner's code confirms the account; usable one day later. */
export function confirmPayoutAccount(id: number, smsCode: string): Promise<PayoutAccount> {
  return http.post('/admin/payout_account/confirm', { id, sms_code: smsCode });
}
