import { http } from 'shared';
import type { Achievements } from './types';

/** GET /competition/achievements — final places per entrant per item, with the award each receives. */
export function getAchievements(competitionId: number, eventItemId?: number): Promise<Achievements> {
  return http.get('/competition/achievements', { id: competitionId, event_item_id: eventItemId });
}
