/** Video types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Json, Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type Video = Schemas['Video'];
export type VideoStatus = Video['status'];
export type VideoCategory = Schemas['VideoCategory'];
export type VideoListQuery = Query<'/admin/video/list', 'get'>;
export type VideoCreateBody = Json<'/admin/video', 'post'>;
export type VideoUpdateBody = Json<'/admin/video', 'put'>;
