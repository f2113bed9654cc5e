import { http, type EmptyResult } from 'shared';

/** DELETE /competition/managers — revokes one user's management grant. */
export function revokeCompetitionManager(id: number, userId: number): Promise<EmptyResult> {
  return http.delete('/competition/managers', { id, user_id: userId });
}
