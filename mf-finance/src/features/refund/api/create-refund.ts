import { http } from 'shared';
import type { Refund, RefundCreatePayload } from './types';

/**
 * POST /admin/refund/create — the order's institution (or the platform admin) refunds part or all of a paid order,
 * approved at once; at most paid − refunded. `idempotencyKey`: one per attempt.
 */
export function createRefund(payload: RefundCreatePayload, idempotencyKey: string): Promise<Refund> {
  return http.post('/admin/refund/create', payload, { headers: { 'Idempotency-Key': idempotencyKey } });
}
