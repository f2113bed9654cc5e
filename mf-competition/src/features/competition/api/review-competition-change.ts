import { http, type EmptyResult } from 'shared';
import type { ChangeReviewPayload } from './types';

/** POST /admin/competition/change_review — 通过 (the public site shows the change) or 驳回 (reason required). */
export function reviewCompetitionChange(payload: ChangeReviewPayload): Promise<EmptyResult> {
  return http.post('/admin/competition/change_review', payload);
}
