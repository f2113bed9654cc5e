import { http } from 'shared';
import type { OfficialCompetitionDetail } from './types';

/** GET /official/competition/info — an approved competition's public base info (introduction sanitised by the server). */
export function getOfficialCompetitionInfo(id: number): Promise<OfficialCompetitionDetail> {
  return http.get('/official/competition/info', { id });
}
