/** 场馆信息 and 场馆变更审核 types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Json, Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type VenueProfileInfo = Schemas['VenueProfileInfo'];
export type VenueProfileValues = Schemas['VenueProfile'];
export type VenueChange = Schemas['VenueChange'];
export type VenueChangeItem = Schemas['VenueChangeItem'];
export type VenueChangeStatus = VenueChange['status'];
export type VenueProfilePayload = Json<'/admin/venue_profile', 'put'>;
export type VenueChangeListQuery = Query<'/admin/venue_change_list', 'get'>;
export type VenueChangeReviewPayload = Json<'/admin/venue_change_review', 'post'>;
export type ManagedVenue = Schemas['Venue'];
