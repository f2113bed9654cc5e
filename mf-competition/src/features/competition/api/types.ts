/** Competition types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Json, Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

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
export type CompetitionListQuery = Query<'/competition/list', 'get'>;
export type ReviewListQuery = Query<'/admin/competition/review_list', 'get'>;
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
export type CreateCompetitionPayload = Json<'/competition', 'post'>;
export type UpdateCompetitionPayload = Json<'/competition', 'put'>;
export type ReviewPayload = Json<'/admin/competition/review', 'post'>;
export type CompetitionSeries = Schemas['CompetitionSeries'];
/** /competition_series/info: the series with can_own (0: a grant holder of a member, read-only 系列信息). */
export type CompetitionSeriesDetail = Schemas['CompetitionSeriesDetail'];
export type SeriesReviewListQuery = Query<'/admin/competition_series/review_list', 'get'>;
export type SeriesListQuery = Query<'/competition_series/list', 'get'>;
export type CreateSeriesPayload = Json<'/competition_series', 'post'>;
export type UpdateSeriesPayload = Json<'/competition_series', 'put'>;
/** 信息变更: the latest change of an approved competition's name, cover, introduction (null: never changed). */
export type CompetitionChange = NonNullable<Schemas['CompetitionChange']>;
export type CompetitionChangeItem = Schemas['CompetitionChangeItem'];
export type ChangeListQuery = Query<'/admin/competition/change_list', 'get'>;
export type ChangeReviewPayload = Json<'/admin/competition/change_review', 'post'>;
export type CompetitionSaved = Schemas['CompetitionSaved'];
