import { http } from 'shared';
import type { KnockoutBracket } from './types';

/** GET /official/competition/bracket — the knockout bracket of a phase (public). */
export function getOfficialBracket(phaseId: number): Promise<KnockoutBracket> {
  return http.get('/official/competition/bracket', { phase_id: phaseId });
}
