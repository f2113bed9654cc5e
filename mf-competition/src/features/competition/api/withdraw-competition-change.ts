import { http, type EmptyResult } from 'shared';

/** POST /competition/change/withdraw — 撤回修改: the pending change of name, cover, introduction is withdrawn. */
export function withdrawCompetitionChange(competitionId: number): Promise<EmptyResult> {
  return http.post('/competition/change/withdraw', { id: competitionId });
}
