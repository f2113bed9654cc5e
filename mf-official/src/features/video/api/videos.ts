/** Public video library (no antd): types from the OpenAPI document, calls through the shared client. */
import { http } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];
export type PublicVideo = Schemas['PublicVideo'];
export type PublicVideoList = Schemas['PublicVideoList'];
export type PublicVideoDetail = Schemas['PublicVideoDetail'];
export type VideoCategory = Schemas['VideoCategory'];

/** GET /official/video_categories — the fixed categories, in tab order. */
export function getVideoCategories(): Promise<VideoCategory[]> {
  return http.get<{ list: VideoCategory[] }>('/official/video_categories').then((r) => r.list);
}

/** GET /official/videos — published, processed videos, newest first. */
export function getPublicVideos(query: { start: number; count: number; category?: number }): Promise<PublicVideoList> {
  return http.get<PublicVideoList>('/official/videos', { ...query });
}

/** GET /official/video — one published video (counts a view) with related videos of its category. */
export function getPublicVideo(id: number): Promise<PublicVideoDetail> {
  return http.get<PublicVideoDetail>('/official/video', { id });
}
