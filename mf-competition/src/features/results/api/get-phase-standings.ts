import { http } from 'shared';
import type { PhaseStandings } from './types';

/** GET /admin/schedule/group_ranks — the standing tables of a league or group phase, each row with its reason. */
export function getPhaseStandings(phaseId: number): Promise<PhaseStandings> {
  return http.get('/admin/schedule/group_ranks', { phase_id: phaseId });
}
