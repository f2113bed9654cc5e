import { http } from 'shared';
import type { Withdrawal, WithdrawReviewPayload } from './types';

/**
 * POST /admin/withdraw/check — the platform admin's review of a pending withdrawal: approve = 已打款 (with the bank
 * transfer's 打款凭证号), reject = 驳回 with a reason (the amount goes back to the available balance). `idempotencyKey`:
 * one per attempt; sending the same attempt again answers the first answer.
 */
export function reviewWithdraw(payload: WithdrawReviewPayload, idempotencyKey: string): Promise<Withdrawal> {
  return http.post('/admin/withdraw/check', payload, { headers: { 'Idempotency-Key': idempotencyKey } });
}
