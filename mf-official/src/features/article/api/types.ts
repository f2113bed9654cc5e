/** Article types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { components, paths } from 'shared/api-schema';

type Schemas = components['schemas'];

export type Article = Schemas['Article'];
export type ArticleDetail = Schemas['ArticleDetail'];
export type ArticleStatusChange = Schemas['ArticleStatusChange'];
export type ArticleList = Schemas['ArticleList'];
export type ArticleColumn = Schemas['ArticleColumn'];
export type SiteText = Schemas['SiteText'];
export type ArticleStatus = Article['status'];
export type ArticleListQuery = NonNullable<paths['/api/admin/article/list']['get']['parameters']['query']>;
export type ReviewListQuery = NonNullable<paths['/api/admin/article/review_list']['get']['parameters']['query']>;
export type ArticleCreateBody = paths['/api/admin/article']['post']['requestBody']['content']['application/json'];
export type ArticleUpdateBody = paths['/api/admin/article']['put']['requestBody']['content']['application/json'];
export type ColumnCreateBody = paths['/api/admin/article/column']['post']['requestBody']['content']['application/json'];
export type ColumnUpdateBody = paths['/api/admin/article/column']['put']['requestBody']['content']['application/json'];
