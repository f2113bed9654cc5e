import { http } from 'shared';
import type { CompetitionSeries } from './types';

/** GET /competition_series/info */
export function getSeriesInfo(id: number): Promise<CompetitionSeries> {
  return http.get('/competition_series/info', { id });
}
