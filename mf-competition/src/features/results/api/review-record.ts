import { http } from 'shared';
import type { ReviewRecordPayload } from './types';

/** POST /admin/records/review — ratify (确认) or reject (驳回, with a reason) a pending record proposal. */
export function reviewRecord(payload: ReviewRecordPayload) {
  return http.post('/admin/records/review', payload);
}
