import { http } from 'shared';
import type { PayStart, PayStartPayload } from './types';

/**
 * POST /pay_order/pay — starts paying an order through one channel. `idempotencyKey` (Idempotency-Key header): one
 * per attempt of the payer; sending the same attempt again answers the first answer instead of paying twice.
 */
export function startPayment(payload: PayStartPayload, idempotencyKey: string): Promise<PayStart> {
  return http.post('/pay_order/pay', payload, { headers: { 'Idempotency-Key': idempotencyKey } });
}
