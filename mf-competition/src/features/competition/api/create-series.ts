import { http } from 'shared';
import type { CreatedId, CreateSeriesPayload } from './types';

/** POST /competition_series — a new series (赛事系列) of an institution. */
export function createSeries(payload: CreateSeriesPayload): Promise<CreatedId> {
  return http.post('/competition_series', payload);
}
