import { http } from 'shared';

/** POST /admin/article/review — platform admin: 通过, or 驳回 with a reason. */
export function reviewArticle(body: { id: number; action: 'approve' | 'reject'; reason?: string }): Promise<unknown> {
  return http.post('/admin/article/review', body);
}
