/** The back-office calls of the video library (视频), shared by 视频列表 (mf-official) and a competition's 视频 (mf-competition). */
import { http, type ListResult, type Query } from 'shared';
import type { Video, VideoCategory, VideoCreateBody, VideoListQuery, VideoStatus, VideoUpdateBody } from './types';

/** GET /admin/video/list — admins: every video; institutions: their own; `competition_id`: a competition's (for whoever manages it). */
export function getVideoList(query: VideoListQuery): Promise<ListResult<Video>> {
  return http.get('/admin/video/list', { ...query });
}

/** GET /admin/video/info */
export function getVideo(id: number): Promise<Video> {
  return http.get('/admin/video/info', { id });
}

/** POST /admin/video — the video is a processed upload (`video_url`); publish 1 also publishes it. */
export function createVideo(body: VideoCreateBody) {
  return http.post('/admin/video', body);
}

/** PUT /admin/video */
export function updateVideo(body: VideoUpdateBody) {
  return http.put('/admin/video', body);
}

/** DELETE /admin/video */
export function deleteVideo(id: number) {
  return http.delete('/admin/video', { id });
}

/** POST /admin/video/status — 发布 (only a processed video) or 隐藏. */
export function setVideoStatus(id: number, status: VideoStatus) {
  return http.post('/admin/video/status', { id, status });
}

/** GET /official/video_categories — the fixed categories. */
export function getVideoCategories(): Promise<VideoCategory[]> {
  return http.get('/official/video_categories').then((r) => r.list);
}

export interface CompetitionOption {
  id: number;
  name: string;
}

/** Competitions a video may belong to: the institution's own (admin: any), by name. */
export function searchCompetitions(keyword: string, institutionId?: number): Promise<CompetitionOption[]> {
  const query: Query<'/competition/list', 'get'> = { count: 20 };
  if (keyword) query.keyword = keyword;
  if (institutionId) query.institution_id = institutionId;
  return http.get('/competition/list', query).then((r) => r.list.map((c) => ({ id: c.id, name: c.name })));
}
