import { http } from 'shared';
import type { SignUpRequirement } from './types';

/** GET /competition/requirement/info — the competition's event items (项目/组别) the schedule is organised by. */
export function getEventItems(competitionId: number): Promise<SignUpRequirement> {
  return http.get('/competition/requirement/info', { id: competitionId });
}
