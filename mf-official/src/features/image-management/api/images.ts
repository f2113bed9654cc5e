import { http, type ListResult, type PageQuery } from 'shared';

export type PhotoStatus = 'pending' | 'approved' | 'rejected' | 'taken_down';
export type ReportStatus = 'pending' | 'taken_down' | 'dismissed' | 'restored';

export interface ReviewPhoto {
  id: number;
  album_id: number | null;
  title: string;
  url: string;
  status: PhotoStatus;
  created_at: string;
  album_title: string;
  competition_id: number | null;
  competition_name: string;
  institution_name: string;
  uploader: string;
}

export interface ManagedImage {
  id: number;
  url: string;
  name: string;
  use: string;
  width: number;
  height: number;
  size: number;
  institution_id: number | null;
  institution_name: string;
  owner: string;
  hidden: 0 | 1;
  created_at: string;
}

export interface ManagedImageList extends ListResult<ManagedImage> {
  uses: string[];
  institutions: { id: number; name: string }[];
}

export interface PhotoReport {
  id: number;
  photo_id: number;
  photo_url: string;
  photo_status: PhotoStatus;
  album_id: number | null;
  album_title: string;
  competition_name: string;
  category: string;
  reason: string;
  contact: string;
  reporter: string;
  reporter_ip: string;
  status: ReportStatus;
  handled_by: string;
  handled_at: string | null;
  handle_reason: string;
  created_at: string;
}

/** GET /admin/add_photos — photos by review status (新增照片审核, platform admin). */
export function getReviewPhotos(query: PageQuery & { status?: PhotoStatus; keyword?: string }): Promise<ListResult<ReviewPhoto>> {
  return http.get<ListResult<ReviewPhoto>>('/admin/add_photos', { ...query });
}

/** POST /admin/photo/review — 通过 / 驳回 (with a reason) one or more pending photos. */
export function reviewPhotos(body: { ids: number[]; action: 'approve' | 'reject'; reason?: string }): Promise<{ ids: number[] }> {
  return http.post<{ ids: number[] }>('/admin/photo/review', body);
}

/** GET /admin/image/list — every uploaded image (图片管理). */
export function getImages(query: PageQuery & { institution_id?: number; use?: string; hidden?: 0 | 1; keyword?: string }): Promise<ManagedImageList> {
  return http.get<ManagedImageList>('/admin/image/list', { ...query });
}

/** POST /admin/image/hide — 下架 (hidden 1, with a reason) or 恢复 (hidden 0) an uploaded image. */
export function hideImage(body: { id: number; hidden: 0 | 1; reason?: string }): Promise<unknown> {
  return http.post('/admin/image/hide', body);
}

/** GET /admin/report_list — complaints about photos (图片投诉). */
export function getReports(query: PageQuery & { status?: ReportStatus }): Promise<ListResult<PhotoReport>> {
  return http.get<ListResult<PhotoReport>>('/admin/report_list', { ...query });
}

/** POST /admin/report/handle — 下架 / 恢复 / 驳回 a complaint. */
export function handleReport(body: { id: number; action: 'take_down' | 'restore' | 'dismiss'; reason?: string }): Promise<unknown> {
  return http.post('/admin/report/handle', body);
}
