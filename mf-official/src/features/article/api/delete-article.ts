import { http } from 'shared';

/** DELETE /admin/article — not while it waits for review. */
export function deleteArticle(id: number): Promise<unknown> {
  return http.delete('/admin/article', { id });
}
