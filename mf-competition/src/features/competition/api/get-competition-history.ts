import { http } from 'shared';
import type { CompetitionHistory } from './types';

/** GET /competition/history — every status change: who, when, from → to, why. */
export function getCompetitionHistory(id: number): Promise<CompetitionHistory> {
  return http.get('/competition/history', { id });
}
