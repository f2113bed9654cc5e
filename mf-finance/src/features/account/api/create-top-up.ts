import { http } from 'shared';
import type { TopUpCreated, TopUpPayload } from './types';

/**
 * POST /pay/top_up — a 待支付 账户充值 order (the caller's wallet, or with `institution_id` the institution's) that the
 * cashier then pays. `idempotencyKey`: one per submit attempt.
 */
export function createTopUp(payload: TopUpPayload, idempotencyKey: string): Promise<TopUpCreated> {
  return http.post('/pay/top_up', payload, { headers: { 'Idempotency-Key': idempotencyKey } });
}
