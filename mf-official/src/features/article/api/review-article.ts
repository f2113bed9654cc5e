import { http, type Json } from 'shared';

/** POST /admin/article/review — platform admin: 通过, or 驳回 with a reason. */
export function reviewArticle(body: Json<'/admin/article/review', 'post'>) {
  return http.post('/admin/article/review', body);
}
