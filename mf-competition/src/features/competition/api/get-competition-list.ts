import { http, type ListResult } from 'shared';
import type { Competition, CompetitionListQuery } from './types';

/** GET /competition/list — admins: all (optional institution_id); organisers: institution_id of their own. */
export function getCompetitionList(query: CompetitionListQuery): Promise<ListResult<Competition>> {
  return http.get<ListResult<Competition>>('/competition/list', { ...query });
}
