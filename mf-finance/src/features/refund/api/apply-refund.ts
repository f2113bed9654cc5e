import { http } from 'shared';
import type { Refund, RefundApplyPayload } from './types';

/** POST /refund/apply — the payer asks for a refund of a sign-up fee (待审核). `idempotencyKey`: one per attempt. */
export function applyRefund(payload: RefundApplyPayload, idempotencyKey: string): Promise<Refund> {
  return http.post('/refund/apply', payload, { headers: { 'Idempotency-Key': idempotencyKey } });
}
