/** Competition types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { components, paths } from 'shared/api-schema';

type Schemas = components['schemas'];
type Json<T> = T extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

export type Competition = Schemas['Competition'];
/** A row of GET /competition/list: `granted` 1 = listed because a permission code granted it to this account (授权管理). */
export type CompetitionListItem = Schemas['CompetitionListItem'];
/** An approved venue of the 举办场馆 picker. */
export type VenueOption = Schemas['VenueOption'];
export type VenueOptionList = Schemas['VenueOptionList'];
/** 赛事状态 */
export type CompetitionStatus = Competition['status'];
/** 1 比赛 (match), 2 活动 (activity) — GLOSSARY. */
export type CompetitionType = Competition['c_type'];
export type CompetitionListQuery = NonNullable<paths['/api/competition/list']['get']['parameters']['query']>;
export type ReviewListQuery = NonNullable<paths['/api/admin/competition/review_list']['get']['parameters']['query']>;
export type InstitutionOption = Schemas['InstitutionOption'];
export type InstitutionOptions = Schemas['InstitutionOptions'];
export type CompetitionDetail = Schemas['CompetitionDetail'];
export type CompetitionStatusChange = Schemas['CompetitionStatusChange'];
export type CompetitionHistory = Schemas['CompetitionHistory'];
export type CompetitionManager = Schemas['CompetitionManager'];
export type CompetitionManagers = Schemas['CompetitionManagers'];
export type PermissionCode = Schemas['PermissionCode'];
export type CodeRedeemed = Schemas['CodeRedeemed'];
export type CreatedId = Schemas['CreatedId'];
export type SportProjects = Schemas['SportProjects'];
export type CreateCompetitionPayload = Json<paths['/api/competition']['post']>;
export type UpdateCompetitionPayload = Json<paths['/api/competition']['put']>;
export type ReviewPayload = Json<paths['/api/admin/competition/review']['post']>;
export type CompetitionSeries = Schemas['CompetitionSeries'];
export type SeriesListQuery = NonNullable<paths['/api/competition_series/list']['get']['parameters']['query']>;
export type CreateSeriesPayload = Json<paths['/api/competition_series']['post']>;
export type UpdateSeriesPayload = Json<paths['/api/competition_series']['put']>;
/** 信息变更: the latest change of an approved competition's name, cover, introduction (null: never changed). */
export type CompetitionChange = NonNullable<Schemas['CompetitionChange']>;
export type CompetitionChangeItem = Schemas['CompetitionChangeItem'];
export type ChangeListQuery = NonNullable<paths['/api/admin/competition/change_list']['get']['parameters']['query']>;
export type ChangeReviewPayload = Json<paths['/api/admin/competition/change_review']['post']>;
export type CompetitionSaved = Schemas['CompetitionSaved'];
