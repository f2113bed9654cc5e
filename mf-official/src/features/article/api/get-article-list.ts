import { http, type ListResult } from 'shared';
import type { Article, ArticleListQuery } from './types';

/** GET /admin/article/list — admins: every article of a kind; institutions: their own (types 1, 2, 6). */
export function getArticleList(query: ArticleListQuery): Promise<ListResult<Article>> {
  return http.get('/admin/article/list', { ...query });
}
