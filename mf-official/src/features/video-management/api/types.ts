/** Video types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { components, paths } from 'shared/api-schema';

type Schemas = components['schemas'];

export type Video = Schemas['Video'];
export type VideoStatus = Video['status'];
export type VideoCategory = Schemas['VideoCategory'];
export type VideoListQuery = NonNullable<paths['/api/admin/video/list']['get']['parameters']['query']>;
export type VideoCreateBody = paths['/api/admin/video']['post']['requestBody']['content']['application/json'];
export type VideoUpdateBody = paths['/api/admin/video']['put']['requestBody']['content']['application/json'];
