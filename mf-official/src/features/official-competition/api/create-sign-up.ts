import { http, type Json } from 'shared';
import type { SignUpCreated } from './types';

export type SignUpPayload = Json<'/competition/sign_info', 'post'>;
/** A team member (the first is the captain). */
export type SignUpPerson = NonNullable<SignUpPayload['members']>[number];

/**
 * POST /competition/sign_info — a logged-in personal user signs up (individual) or enters a team as its captain.
 * Silent: the form shows the server's refusal itself.
 */
export function createSignUp(payload: SignUpPayload): Promise<SignUpCreated> {
  return http.post('/competition/sign_info', payload, { silent: true });
}
