import { http } from 'shared';
import type { ScheduleGenerated } from './types';

/** POST /admin/schedule/create_schedule — (re)generates the phase's fixtures; the same seed gives the same schedule. */
export function generateSchedule(phaseId: number, seed?: string): Promise<ScheduleGenerated> {
  return http.post('/admin/schedule/create_schedule', seed ? { phase_id: phaseId, seed } : { phase_id: phaseId });
}
