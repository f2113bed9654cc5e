import { http } from 'shared';
import type { ScorePayload, ScoreSaved } from './types';

/** POST /admin/schedule/score — enters or corrects a fixture's score (send the fixture's `version`). */
export function saveScore(payload: ScorePayload): Promise<ScoreSaved> {
  return http.post('/admin/schedule/score', payload);
}
