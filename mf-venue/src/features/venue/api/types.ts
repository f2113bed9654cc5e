/** Venue types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type Venue = Schemas['Venue'];
export type VenueInfo = Schemas['VenueDetail'];
export type Court = Schemas['Court'];
/** 场馆状态 */
export type VenueStatus = Venue['status'];
/** 场地状态 */
export type CourtStatus = Court['status'];
export type VenueListQuery = Query<'/admin/venue_list', 'get'>;
/** 场馆审核详情 (check/stadiumCheck/detail) */
export type VenueReviewDetail = Schemas['VenueReviewDetail'];
export type VenueReviewState = Schemas['VenueReviewState'];
export type VenueClosed = Schemas['VenueClosed'];
