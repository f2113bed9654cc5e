import { http } from 'shared';
import type { PhaseStandings } from './types';

/** GET /official/competition/standings — the group tables (or league table) of a phase (public). */
export function getOfficialStandings(phaseId: number): Promise<PhaseStandings> {
  return http.get('/official/competition/standings', { phase_id: phaseId });
}
