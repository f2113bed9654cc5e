import { http, type ListResult } from 'shared';
import type { Article, ReviewListQuery } from './types';

/** GET /admin/article/review_list — articles that went to review, 待审核 first. */
export function getReviewList(query: ReviewListQuery): Promise<ListResult<Article>> {
  return http.get('/admin/article/review_list', { ...query });
}
