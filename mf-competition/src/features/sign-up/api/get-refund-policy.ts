import { http } from 'shared';
import type { components } from 'shared/api-schema';

/** The refund policy of a competition as the organiser sees it (`custom` 0: the default, in full until the start). */
export type RefundPolicyView = components['schemas']['RefundPolicyView'];

/** GET /competition/refund_policy — the competition's refund policy and its sentence. */
export function getRefundPolicy(competitionId: number): Promise<RefundPolicyView> {
  return http.get('/competition/refund_policy', { id: competitionId });
}
