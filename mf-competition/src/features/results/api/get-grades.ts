import { http } from 'shared';
import type { GradeBoard } from './types';

/** GET /competition/grades — the ranked results of one item of a competition. */
export function getGrades(competitionId: number, eventItemId: number): Promise<GradeBoard> {
  return http.get('/competition/grades', { id: competitionId, event_item_id: eventItemId });
}
