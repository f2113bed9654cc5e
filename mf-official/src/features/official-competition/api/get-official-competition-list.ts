import { http } from 'shared';
import type { OfficialCompetitionList } from './types';

export interface OfficialCompetitionQuery {
  start: number;
  count: number;
  /** 1 比赛, 2 活动 */
  c_type?: number;
  sport?: string;
  keyword?: string;
  /** YYYY-MM: competitions running during that month */
  month?: string;
}

/** GET /official/competition/list — approved competitions, soonest first (public). */
export function getOfficialCompetitionList(query: OfficialCompetitionQuery): Promise<OfficialCompetitionList> {
  return http.get<OfficialCompetitionList>('/official/competition/list', { ...query });
}
