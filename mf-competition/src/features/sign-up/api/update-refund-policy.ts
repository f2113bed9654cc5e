import { http, type Json } from 'shared';

export type UpdateRefundPolicyPayload = Json<'/competition/refund_policy', 'put'>;

/** PUT /competition/refund_policy — sets the competition's own refund policy (times as ISO strings or null). */
export async function updateRefundPolicy(payload: UpdateRefundPolicyPayload): Promise<void> {
  await http.put('/competition/refund_policy', payload);
}
