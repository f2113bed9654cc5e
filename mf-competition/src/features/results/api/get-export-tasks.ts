import { http, type ListResult, type PageQuery } from 'shared';
import type { ExportTask } from './types';

/** GET /competition/download/list — export tasks of a competition, newest first. */
export function getExportTasks(competitionId: number, page: PageQuery): Promise<ListResult<ExportTask>> {
  return http.get('/competition/download/list', { id: competitionId, ...page });
}
