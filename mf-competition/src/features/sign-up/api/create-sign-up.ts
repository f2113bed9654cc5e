import { http } from 'shared';
import type { CreateSignUpPayload, SignUpCreated } from './types';

/** POST /competition/sign_info — the organiser adds an entry (individual, or a team with members). */
export function createSignUp(payload: CreateSignUpPayload): Promise<SignUpCreated> {
  return http.post('/competition/sign_info', payload);
}
