import { http } from 'shared';
import type { SaveScoreRulePayload, ScoreRule } from './types';

/** PUT /admin/schedule/ranking_rules — saves the item's score rule (model, points, ordered tiebreakers). */
export function saveScoreRule(payload: SaveScoreRulePayload): Promise<ScoreRule> {
  return http.put('/admin/schedule/ranking_rules', payload);
}
