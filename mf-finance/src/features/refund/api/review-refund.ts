import { http } from 'shared';
import type { Refund, RefundReviewPayload } from './types';

/**
 * POST /admin/refund/check — 通过 (the money goes back: the wallet at once, a gateway 原路退回) or 驳回 a pending request,
 * with the reviewer's 审核意见 (server: routes/finance/refunds.ts → services/refunds.ts `check`). `idempotencyKey`: one
 * per attempt; sending the same attempt again answers the first answer.
 */
export function reviewRefund(payload: RefundReviewPayload, idempotencyKey: string): Promise<Refund> {
  return http.post('/admin/refund/check', payload, { headers: { 'Idempotency-Key': idempotencyKey } });
}
