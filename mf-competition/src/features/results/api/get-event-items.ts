import { http } from 'shared';
import type { EventItem } from './types';

/** GET /competition/requirement/info — the competition's event items (项目/组别), in their order. */
export async function getEventItems(competitionId: number): Promise<EventItem[]> {
  return (await http.get('/competition/requirement/info', { id: competitionId })).items;
}
