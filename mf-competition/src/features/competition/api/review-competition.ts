import { http, type EmptyResult } from 'shared';
import type { ReviewPayload } from './types';

/** POST /admin/competition/review — 通过 (publishes on the official site) or 驳回 (reason required). */
export function reviewCompetition(payload: ReviewPayload): Promise<EmptyResult> {
  return http.post('/admin/competition/review', payload);
}
