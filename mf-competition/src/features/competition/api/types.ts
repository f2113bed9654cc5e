/** Competition types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { components, paths } from 'shared/api-schema';

type Schemas = components['schemas'];

export type Competition = Schemas['Competition'];
/** 赛事状态 */
export type CompetitionStatus = Competition['status'];
/** 1 比赛 (match), 2 活动 (activity) — GLOSSARY. */
export type CompetitionType = Competition['c_type'];
export type CompetitionListQuery = NonNullable<paths['/api/competition/list']['get']['parameters']['query']>;
export type InstitutionOption = Schemas['InstitutionOption'];
export type InstitutionOptions = Schemas['InstitutionOptions'];
