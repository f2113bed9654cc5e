import { http } from 'shared';

/** POST /admin/article/submit — 草稿/已驳回 → 待审核 (platform and type-B articles are published at once). */
export function submitArticle(id: number) {
  return http.post('/admin/article/submit', { id });
}

/** POST /admin/article/withdraw — 待审核 → 草稿. */
export function withdrawArticle(id: number) {
  return http.post('/admin/article/withdraw', { id });
}

/** POST /admin/article/unpublish — takes a published article off the site (→ 草稿). */
export function unpublishArticle(id: number) {
  return http.post('/admin/article/unpublish', { id });
}
