import { http } from 'shared';
import type { CreatedId, UpdateSignUpPayload } from './types';

/** PUT /competition/sign_info — the organiser edits an entry (单位, seed number, contact, members). */
export function updateSignUp(payload: UpdateSignUpPayload): Promise<CreatedId> {
  return http.put('/competition/sign_info', payload);
}
