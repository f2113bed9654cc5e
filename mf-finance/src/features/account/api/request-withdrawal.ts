import { http } from 'shared';
import type { WithdrawItem, WithdrawPayload } from './types';

/**
 * POST /withdraw — asks for a withdrawal (the amount is reserved at once). `idempotencyKey` (Idempotency-Key header):
 * one per submit attempt; sending the same attempt again answers the first answer instead of withdrawing twice.
 */
export function requestWithdrawal(payload: WithdrawPayload, idempotencyKey: string): Promise<WithdrawItem> {
  return http.post('/withdraw', payload, { headers: { 'Idempotency-Key': idempotencyKey } });
}
