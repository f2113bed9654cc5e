import { http, type ListResult } from 'shared';
import type { Competition, ReviewListQuery } from './types';

/** GET /admin/competition/review_list — filed competitions for the platform admin's review. */
export function getReviewList(query: ReviewListQuery): Promise<ListResult<Competition>> {
  return http.get('/admin/competition/review_list', { ...query });
}
