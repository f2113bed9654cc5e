import { http, type EmptyResult } from 'shared';

/** DELETE /competition_series — only a series without competitions. */
export function deleteSeries(id: number): Promise<EmptyResult> {
  return http.delete('/competition_series', { id });
}
