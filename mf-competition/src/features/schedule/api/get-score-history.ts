import { http } from 'shared';
import type { ScoreHistory } from './types';

/** GET /admin/schedule/score_history — every entry and correction of a fixture's score. */
export function getScoreHistory(fixtureId: number): Promise<ScoreHistory> {
  return http.get('/admin/schedule/score_history', { fixture_id: fixtureId });
}
