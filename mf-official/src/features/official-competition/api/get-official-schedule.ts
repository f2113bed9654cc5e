import { http } from 'shared';
import type { OfficialSchedule } from './types';

/** GET /official/competition/schedule — items, their phases and fixtures of a published competition (public). */
export function getOfficialSchedule(id: number): Promise<OfficialSchedule> {
  return http.get('/official/competition/schedule', { id });
}
