import { http } from 'shared';
import type { OfficialSeriesList } from './types';

/** GET /official/competition_series/list — series with published competitions, the latest first (public). */
export function getOfficialSeriesList(query: { start: number; count: number }): Promise<OfficialSeriesList> {
  return http.get<OfficialSeriesList>('/official/competition_series/list', { ...query });
}
