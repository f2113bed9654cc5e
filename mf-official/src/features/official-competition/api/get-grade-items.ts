import { http } from 'shared';
import type { GradeItems } from './types';

/** GET /competition/grade_items — the items of a competition that have results (成绩查询, public). */
export function getGradeItems(id: number): Promise<GradeItems> {
  return http.get('/competition/grade_items', { id });
}
