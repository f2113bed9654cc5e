import { http, type Query } from 'shared';
import type { OfficialSeriesList } from './types';

/** GET /official/competition_series/list — series with published competitions, the latest first (public). */
export function getOfficialSeriesList(query: Query<'/official/competition_series/list', 'get'>): Promise<OfficialSeriesList> {
  return http.get('/official/competition_series/list', { ...query });
}
