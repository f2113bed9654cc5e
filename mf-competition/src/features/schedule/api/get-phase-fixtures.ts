import { http } from 'shared';
import type { ScheduleFixtureList } from './types';

/** GET /admin/schedule/phase_match — fixtures of a phase (optionally one round / one group). */
export function getPhaseFixtures(phaseId: number, filter: { round?: number; group?: number } = {}): Promise<ScheduleFixtureList> {
  return http.get('/admin/schedule/phase_match', { phase_id: phaseId, ...filter });
}
