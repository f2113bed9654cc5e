import { http } from 'shared';
import type { CompetitionDetail } from './types';

/** GET /competition/detail — base info; permission_code only for the owner institution (can_own 1). */
export function getCompetitionDetail(id: number): Promise<CompetitionDetail> {
  return http.get('/competition/detail', { id });
}
