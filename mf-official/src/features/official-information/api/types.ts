/** Article types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { components } from 'shared/api-schema';

export type PublicArticle = components['schemas']['PublicArticle'];
export type ArticleListItem = components['schemas']['Article'];
export type ArticleList = components['schemas']['ArticleList'];
export type ArticleColumn = components['schemas']['ArticleColumn'];
export type SiteText = components['schemas']['SiteText'];
