import { http } from 'shared';
import type { PublicArticle } from './types';

/** GET /article/info — one published article (column or type-B) with its server-sanitised HTML (public). */
export function getArticleInfo(id: number): Promise<PublicArticle> {
  return http.get('/article/info', { id });
}
