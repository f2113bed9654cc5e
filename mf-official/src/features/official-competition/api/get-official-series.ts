import { http } from 'shared';
import type { OfficialSeriesDetail } from './types';

/** GET /official/competition_series/info — a series and its approved competitions (public). */
export function getOfficialSeries(id: number): Promise<OfficialSeriesDetail> {
  return http.get('/official/competition_series/info', { id });
}
