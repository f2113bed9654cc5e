import { http } from 'shared';
import type { GradeBoard } from './types';

/** GET /competition/grades — results and places of one item (成绩查询, public). */
export function getGrades(id: number, eventItemId: number): Promise<GradeBoard> {
  return http.get('/competition/grades', { id, event_item_id: eventItemId });
}
