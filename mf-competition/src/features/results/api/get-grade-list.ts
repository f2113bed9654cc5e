import { http, type ListResult } from 'shared';
import type { GradeCompetition, GradeListQuery } from './types';

/** GET /admin/grade/list — competitions with results the caller may see, latest result first. */
export function getGradeList(query: GradeListQuery): Promise<ListResult<GradeCompetition>> {
  return http.get('/admin/grade/list', { ...query });
}
