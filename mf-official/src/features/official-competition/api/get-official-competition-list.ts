import { http, type Query } from 'shared';
import type { OfficialCompetitionList } from './types';

export type OfficialCompetitionQuery = Query<'/official/competition/list', 'get'>;

/** GET /official/competition/list — approved competitions, soonest first (public). */
export function getOfficialCompetitionList(query: OfficialCompetitionQuery): Promise<OfficialCompetitionList> {
  return http.get('/official/competition/list', { ...query });
}
