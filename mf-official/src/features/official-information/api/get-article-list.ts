import { http, type Query } from 'shared';
import type { ArticleList } from './types';

export type PublicArticleQuery = Query<'/article/list', 'get'>;

/** GET /article/list — published column articles, newest first (public). */
export function getArticleList(query: PublicArticleQuery): Promise<ArticleList> {
  return http.get('/article/list', { ...query });
}
