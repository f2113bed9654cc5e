import { http, type ListResult } from 'shared';
import type { CompetitionSeries, SeriesListQuery } from './types';

/** GET /competition_series/list — admins: all (optional institution_id); organisers: their institution's. */
export function getSeriesList(query: SeriesListQuery): Promise<ListResult<CompetitionSeries>> {
  return http.get('/competition_series/list', { ...query });
}
