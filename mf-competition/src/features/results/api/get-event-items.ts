import { http } from 'shared';
import type { EventItem, SignUpRequirement } from './types';

/** GET /competition/requirement/info — the competition's event items (项目/组别), in their order. */
export async function getEventItems(competitionId: number): Promise<EventItem[]> {
  return (await http.get<SignUpRequirement>('/competition/requirement/info', { id: competitionId })).items;
}
