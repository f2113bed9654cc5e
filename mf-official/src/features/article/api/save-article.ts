import { http } from 'shared';
import type { ArticleCreateBody, ArticleUpdateBody } from './types';

/** POST /admin/article — a new draft; `submit: 1` also submits it (platform and type-B articles publish). */
export function createArticle(body: ArticleCreateBody): Promise<{ id: number }> {
  return http.post<{ id: number }>('/admin/article', body);
}

/** PUT /admin/article — edits a draft, rejected or published article; `submit: 1` also submits it. */
export function updateArticle(body: ArticleUpdateBody): Promise<{ id: number }> {
  return http.put<{ id: number }>('/admin/article', body);
}
