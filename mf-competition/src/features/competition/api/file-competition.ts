import { http, type EmptyResult } from 'shared';

/** POST /competition/filing — 报备: draft, rejected or withdrawn → pending review. */
export function fileCompetition(id: number): Promise<EmptyResult> {
  return http.post('/competition/filing', { id });
}
