import { http, type Json } from 'shared';
import type { ScoreSaved } from './types';

export type LivePayload = Json<'/admin/schedule/live', 'post'>;
/** 开始比赛 start, 更新比分 update, 取消开始 stop. */
export type LiveAction = LivePayload['action'];

/**
 * POST /admin/schedule/live — starts a game at 0:0, updates its running score (直播比分, shown on the official
 * site; standings ignore it) or takes back a start made by mistake. Send the fixture's `version`.
 */
export function saveLiveScore(payload: LivePayload): Promise<ScoreSaved> {
  return http.post('/admin/schedule/live', payload);
}
