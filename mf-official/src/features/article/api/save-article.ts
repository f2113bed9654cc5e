import { http } from 'shared';
import type { ArticleCreateBody, ArticleUpdateBody } from './types';

/** POST /admin/article — a new draft; `submit: 1` also submits it (platform and type-B articles publish). */
export function createArticle(body: ArticleCreateBody) {
  return http.post('/admin/article', body);
}

/** PUT /admin/article — edits a draft, rejected or published article; `submit: 1` also submits it. */
export function updateArticle(body: ArticleUpdateBody) {
  return http.put('/admin/article', body);
}
