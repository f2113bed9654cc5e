import { http } from 'shared';
import type { WithdrawSmsSent } from './types';

/** POST /withdraw/send_sms — the 提现验证码 to the signed-in manager's own mobile (one per 60 s). */
export function sendWithdrawSms(): Promise<WithdrawSmsSent> {
  return http.post('/withdraw/send_sms', {});
}
