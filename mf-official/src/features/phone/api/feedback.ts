import { http, type ListResult } from 'shared';
import type { components } from 'shared/api-schema';

export type VenueFeedback = components['schemas']['VenueFeedback'];
export type FeedbackInput = { venue_id: number; suggestion: string; photos: string[]; contact?: string };

/** POST /venue_site/feedback — a signed-in user's suggestion about a venue (text, up to six uploaded photos, contact). */
export function sendFeedback(body: FeedbackInput): Promise<VenueFeedback> {
  return http.post('/venue_site/feedback', body, { silent: true });
}

/** GET /venue_site/my_feedback — the user's feedback, newest first, with the venue's and the platform's replies. */
export function getMyFeedback(count = 50): Promise<ListResult<VenueFeedback>> {
  return http.get('/venue_site/my_feedback', { start: 0, count });
}

export const MY_FEEDBACK_PATH = '/phone/my-feedback';
/** The feedback form of a venue (/phone/feedback?venue_id=). */
export const feedbackPath = (venueId: number) => `/phone/feedback?venue_id=${venueId}`;
