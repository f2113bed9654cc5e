import { http, type EmptyResult } from 'shared';

/** DELETE /admin/payout_account — removes (disables) a 收款账户; withdrawals made to it keep their copy. */
export function removePayoutAccount(id: number): Promise<EmptyResult> {
  return http.delete('/admin/payout_account', { id });
}
