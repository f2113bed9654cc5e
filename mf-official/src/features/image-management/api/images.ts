import { http, type Json, type Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

// Response types come from the server's OpenAPI document (pnpm openapi), never hand-copied.
export type ReviewPhoto = Schemas['ReviewPhotoList']['list'][number];
export type ReviewPhotoList = Schemas['ReviewPhotoList'];
export type ManagedImage = Schemas['ManagedImageList']['list'][number];
export type ManagedImageList = Schemas['ManagedImageList'];
export type PhotoReport = Schemas['PhotoReportList']['list'][number];
export type PhotoReportList = Schemas['PhotoReportList'];
export type PhotoStatus = ReviewPhoto['status'];
export type ReportStatus = PhotoReport['status'];

/** GET /admin/add_photos — photos by review status (新增照片审核, platform admin). */
export function getReviewPhotos(query: Query<'/admin/add_photos', 'get'>): Promise<ReviewPhotoList> {
  return http.get('/admin/add_photos', { ...query });
}

/** POST /admin/photo/review — 通过 / 驳回 (with a reason) one or more pending photos. */
export function reviewPhotos(body: Json<'/admin/photo/review', 'post'>) {
  return http.post('/admin/photo/review', body);
}

/** GET /admin/image/list — every uploaded image (图片管理). */
export function getImages(query: Query<'/admin/image/list', 'get'>): Promise<ManagedImageList> {
  return http.get('/admin/image/list', { ...query });
}

/** POST /admin/image/hide — 下架 (hidden 1, with a reason) or 恢复 (hidden 0) an uploaded image. */
export function hideImage(body: Json<'/admin/image/hide', 'post'>) {
  return http.post('/admin/image/hide', body);
}

/** GET /admin/report_list — complaints about photos (图片投诉). */
export function getReports(query: Query<'/admin/report_list', 'get'>): Promise<PhotoReportList> {
  return http.get('/admin/report_list', { ...query });
}

/** POST /admin/report/handle — 下架 / 恢复 / 驳回 a complaint. */
export function handleReport(body: Json<'/admin/report/handle', 'post'>) {
  return http.post('/admin/report/handle', body);
}
