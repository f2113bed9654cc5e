import { http } from 'shared';
import type { ScheduleRefereeList } from './types';

/** GET /admin/schedule/referees — approved referees (≤ 50) whose name contains the keyword. */
export function searchReferees(keyword: string): Promise<ScheduleRefereeList> {
  return http.get('/admin/schedule/referees', keyword ? { keyword } : {});
}
