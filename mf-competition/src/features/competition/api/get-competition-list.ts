import { http, type ListResult } from 'shared';
import type { CompetitionListItem, CompetitionListQuery } from './types';

/**
 * GET /competition/list — admins: all (optional institution_id); organisers: institution_id of their own, plus the
 * competitions granted to their account through a management permission code (`granted` 1).
 */
export function getCompetitionList(query: CompetitionListQuery): Promise<ListResult<CompetitionListItem>> {
  return http.get('/competition/list', { ...query });
}
