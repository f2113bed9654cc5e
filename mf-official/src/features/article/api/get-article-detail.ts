import { http } from 'shared';
import type { ArticleDetail } from './types';

/** GET /admin/article/info — the article with its body and review history (owner institution or admin). */
export function getArticleDetail(id: number): Promise<ArticleDetail> {
  return http.get('/admin/article/info', { id });
}
