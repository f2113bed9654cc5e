import { http, type ListResult, type Query } from 'shared';
import type { components } from 'shared/api-schema';

export type VenueFeedback = components['schemas']['VenueFeedback'];
export type FeedbackListQuery = Query<'/admin/venue_feedback_list', 'get'>;

/** GET /admin/venue_feedback_list — the platform: every feedback; a venue manager: their venues'. */
export function getFeedbackList(query: FeedbackListQuery): Promise<ListResult<VenueFeedback>> {
  return http.get('/admin/venue_feedback_list', { ...query });
}

/** POST /admin/venue_feedback_reply — a reply the user reads in 我的反馈; the feedback becomes 已回复. */
export function replyFeedback(id: number, reply: string): Promise<VenueFeedback> {
  return http.post('/admin/venue_feedback_reply', { id, reply });
}
