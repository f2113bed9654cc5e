import { http } from 'shared';
import type { ArticleList } from './types';

export interface PublicArticleQuery {
  start: number;
  count: number;
  column_id?: number;
  keyword?: string;
}

/** GET /article/list — published column articles, newest first (public). */
export function getArticleList(query: PublicArticleQuery): Promise<ArticleList> {
  return http.get<ArticleList>('/article/list', { ...query });
}
