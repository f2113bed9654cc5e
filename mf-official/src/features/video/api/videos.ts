/** Public video library (no antd): types from the OpenAPI document, calls through the shared client. */
import { http, type Query } from 'shared';
import { VIDEO_CATEGORIES } from 'shared/rules';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];
export type PublicVideo = Schemas['PublicVideo'];
export type PublicVideoList = Schemas['PublicVideoList'];
export type PublicVideoDetail = Schemas['PublicVideoDetail'];
export type VideoCategory = Schemas['VideoCategory'];

export type VideoCategoryId = NonNullable<Query<'/official/videos', 'get'>['category']>;

/** Whether `id` (e.g. from the address) is one of the fixed categories the server takes. */
export const isVideoCategoryId = (id: number): id is VideoCategoryId => VIDEO_CATEGORIES.some((c) => c.id === id);

/** GET /official/video_categories — the fixed categories, in tab order. */
export function getVideoCategories(): Promise<VideoCategory[]> {
  return http.get('/official/video_categories').then((r) => r.list);
}

/** GET /official/videos — published, processed videos, newest first. */
export function getPublicVideos(query: Query<'/official/videos', 'get'>): Promise<PublicVideoList> {
  return http.get('/official/videos', { ...query });
}

/** GET /official/video — one published video (counts a view) with related videos of its category. */
export function getPublicVideo(id: number): Promise<PublicVideoDetail> {
  return http.get('/official/video', { id });
}
