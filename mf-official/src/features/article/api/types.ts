/** Article types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Json, Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type Article = Schemas['Article'];
export type ArticleDetail = Schemas['ArticleDetail'];
export type ArticleStatusChange = Schemas['ArticleStatusChange'];
export type ArticleList = Schemas['ArticleList'];
export type ArticleColumn = Schemas['ArticleColumn'];
export type SiteText = Schemas['SiteText'];
export type ArticleStatus = Article['status'];
export type ArticleListQuery = Query<'/admin/article/list', 'get'>;
export type ReviewListQuery = Query<'/admin/article/review_list', 'get'>;
export type ArticleCreateBody = Json<'/admin/article', 'post'>;
export type ArticleUpdateBody = Json<'/admin/article', 'put'>;
export type ColumnCreateBody = Json<'/admin/article/column', 'post'>;
export type ColumnUpdateBody = Json<'/admin/article/column', 'put'>;
