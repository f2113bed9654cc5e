import { http } from 'shared';
import type { ArticleColumn, ColumnCreateBody, ColumnUpdateBody } from './types';

/** GET /admin/article/columns — every column with its introduction (hidden ones included). */
export async function getAdminColumns(): Promise<ArticleColumn[]> {
  return (await http.get('/admin/article/columns')).list;
}

/** POST /admin/article/column — platform admin. */
export function createColumn(body: ColumnCreateBody) {
  return http.post('/admin/article/column', body);
}

/** PUT /admin/article/column — platform admin. */
export function updateColumn(body: ColumnUpdateBody) {
  return http.put('/admin/article/column', body);
}

/** DELETE /admin/article/column — only a column without articles. */
export function deleteColumn(id: number) {
  return http.delete('/admin/article/column', { id });
}
