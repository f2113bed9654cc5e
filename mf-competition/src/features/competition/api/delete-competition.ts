import { http, type EmptyResult } from 'shared';

/** DELETE /competition — only drafts, rejected or withdrawn competitions of the owner institution. */
export function deleteCompetition(id: number): Promise<EmptyResult> {
  return http.delete('/competition', { id });
}
