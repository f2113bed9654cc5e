import { http } from 'shared';
import type { CompetitionManagers } from './types';

/** GET /competition/managers — users holding a management grant through the permission code. */
export function getCompetitionManagers(id: number): Promise<CompetitionManagers> {
  return http.get('/competition/managers', { id });
}
