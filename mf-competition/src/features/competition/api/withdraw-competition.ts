import { http, type EmptyResult } from 'shared';

/** POST /competition/withdraw — 撤回报备: pending → withdrawn. */
export function withdrawCompetition(id: number): Promise<EmptyResult> {
  return http.post('/competition/withdraw', { id });
}
