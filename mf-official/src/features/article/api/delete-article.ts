import { http } from 'shared';

/** DELETE /admin/article — not while it waits for review. */
export function deleteArticle(id: number) {
  return http.delete('/admin/article', { id });
}
