import { http } from 'shared';
import type { ScoreRule } from './types';

/** GET /admin/schedule/ranking_rules — the item's score rule (defaults while `saved` is 0). */
export function getScoreRule(eventItemId: number): Promise<ScoreRule> {
  return http.get('/admin/schedule/ranking_rules', { event_item_id: eventItemId });
}
