import { http } from 'shared';
import type { SignUpRequirement } from './types';

/** GET /competition/requirement/info — sign-up settings and event items (with counts) of a competition. */
export function getSignUpRequirement(competitionId: number): Promise<SignUpRequirement> {
  return http.get('/competition/requirement/info', { id: competitionId });
}
