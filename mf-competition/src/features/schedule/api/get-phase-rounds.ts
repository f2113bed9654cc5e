import { http } from 'shared';
import type { ScheduleRoundList } from './types';

/** GET /admin/schedule/phase_round — rounds (per group) of a phase with fixture and finished counts. */
export function getPhaseRounds(phaseId: number): Promise<ScheduleRoundList> {
  return http.get('/admin/schedule/phase_round', { phase_id: phaseId });
}
