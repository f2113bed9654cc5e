import { http, type EmptyResult } from 'shared';
import type { MarkOrderPaidPayload } from './types';

/** POST /admin/pay_order/mark_paid — 标记线下收款: a 待支付 fee order becomes 已支付 with a note (once per Idempotency-Key). */
export function markOrderPaid(payload: MarkOrderPaidPayload, idempotencyKey: string): Promise<EmptyResult> {
  return http.post('/admin/pay_order/mark_paid', payload, { headers: { 'Idempotency-Key': idempotencyKey } });
}
