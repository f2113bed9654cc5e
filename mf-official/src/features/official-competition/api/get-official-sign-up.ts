import { http } from 'shared';
import type { OfficialSignUp } from './types';

/** GET /official/competition/sign_up — the public sign-up form: items, fees, places, whether it is open (public). */
export function getOfficialSignUp(id: number): Promise<OfficialSignUp> {
  return http.get('/official/competition/sign_up', { id });
}
