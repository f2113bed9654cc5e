import { http } from 'shared';
import type { CreatedId, UpdateSeriesPayload } from './types';

/** PUT /competition_series */
export function updateSeries(payload: UpdateSeriesPayload): Promise<CreatedId> {
  return http.put('/competition_series', payload);
}
