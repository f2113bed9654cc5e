import { http } from 'shared';
import type { ScheduleClashList } from './types';

/** GET /admin/schedule/clashes — every clash (team, athlete, referee, court) of the competition. */
export function getClashes(competitionId: number): Promise<ScheduleClashList> {
  return http.get('/admin/schedule/clashes', { id: competitionId });
}
