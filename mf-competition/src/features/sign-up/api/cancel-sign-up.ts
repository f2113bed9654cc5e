import { http, type EmptyResult } from 'shared';

/** DELETE /competition/sign_info — the organiser cancels an entry with a reason (frees the place). */
export function cancelSignUp(signUpId: number, reason: string): Promise<EmptyResult> {
  return http.delete('/competition/sign_info', { id: signUpId, reason });
}
