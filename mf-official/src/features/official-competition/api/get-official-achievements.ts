import { http } from 'shared';
import type { Achievements } from './types';

/** GET /official/competition/achievements — final places and awards per item of a published competition (public). */
export function getOfficialAchievements(id: number): Promise<Achievements> {
  return http.get('/official/competition/achievements', { id });
}
