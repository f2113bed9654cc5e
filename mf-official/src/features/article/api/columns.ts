import { http } from 'shared';
import type { ArticleColumn, ColumnCreateBody, ColumnUpdateBody } from './types';

/** GET /admin/article/columns — every column with its introduction (hidden ones included). */
export async function getAdminColumns(): Promise<ArticleColumn[]> {
  return (await http.get<{ list: ArticleColumn[] }>('/admin/article/columns')).list;
}

/** POST /admin/article/column — platform admin. */
export function createColumn(body: ColumnCreateBody): Promise<{ id: number }> {
  return http.post<{ id: number }>('/admin/article/column', body);
}

/** PUT /admin/article/column — platform admin. */
export function updateColumn(body: ColumnUpdateBody): Promise<{ id: number }> {
  return http.put<{ id: number }>('/admin/article/column', body);
}

/** DELETE /admin/article/column — only a column without articles. */
export function deleteColumn(id: number): Promise<unknown> {
  return http.delete('/admin/article/column', { id });
}
