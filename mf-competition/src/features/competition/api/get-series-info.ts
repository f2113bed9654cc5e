import { http } from 'shared';
import type { CompetitionSeriesDetail } from './types';

/** GET /competition_series/info (the owner's, or read-only for a grant holder of a member: can_own 0) */
export function getSeriesInfo(id: number): Promise<CompetitionSeriesDetail> {
  return http.get('/competition_series/info', { id });
}
