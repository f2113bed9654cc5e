import { http } from 'shared';
import type { PayoutAccountSmsSent } from './types';

/** POST /admin/payout_account/send_sms — a new 收款账户验证码 for a pending account (one per 60 s). */
export function sendPayoutAccountSms(id: number): Promise<PayoutAccountSmsSent> {
  return http.post('/admin/payout_account/send_sms', { id });
}
