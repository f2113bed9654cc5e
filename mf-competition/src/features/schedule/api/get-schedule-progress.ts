import { http } from 'shared';
import type { ScheduleProgress } from './types';

/** GET /admin/schedule/progress — status and 0–100 progress of a generation (polled while it runs; silent). */
export function getScheduleProgress(phaseId: number): Promise<ScheduleProgress> {
  return http.get('/admin/schedule/progress', { phase_id: phaseId }, { silent: true });
}
