import { http } from 'shared';
import type { EntryType, SignUpDetail } from './types';

/** GET /competition/player/info or /competition/team/info — an entry with members, history and fee order. */
export function getSignUpDetail(signUpId: number, entryType: EntryType): Promise<SignUpDetail> {
  return http.get(entryType === 'team' ? '/competition/team/info' : '/competition/player/info', { id: signUpId });
}
