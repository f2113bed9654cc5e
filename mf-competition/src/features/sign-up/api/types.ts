/** Sign-up (报名) types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Json, Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type SignUpSettings = Schemas['SignUpSettings'];
export type SignUpCustomField = Schemas['SignUpCustomField'];
export type SignUpFieldOption = Schemas['SignUpFieldOption'];
export type EventItem = Schemas['EventItem'];
export type SignUpRequirement = Schemas['SignUpRequirement'];
export type SignUpEntry = Schemas['SignUpEntry'];
export type SignUpEntryList = Schemas['SignUpEntryList'];
export type SignUpDetail = Schemas['SignUpDetail'];
export type SignUpMember = Schemas['SignUpMember'];
export type SignUpChange = Schemas['SignUpChange'];
export type SignUpCreated = Schemas['SignUpCreated'];
export type SignUpReviewed = Schemas['SignUpReviewed'];
export type SignUpImported = Schemas['SignUpImported'];
export type CreatedId = Schemas['CreatedId'];
/** pending 待审核, approved 已通过, rejected 已驳回, cancelled 已取消, waiting 候补 (GLOSSARY). */
export type SignUpStatus = SignUpEntry['status'];
export type EntryType = EventItem['entry_type'];

export type SignUpListQuery = Query<'/competition/players', 'get'>;
export type UpdateSettingsPayload = Json<'/competition/requirement', 'put'>;
export type CreateEventItemPayload = Json<'/competition/requirement/item', 'post'>;
export type UpdateEventItemPayload = Json<'/competition/requirement/item', 'put'>;
export type CreateSignUpPayload = Json<'/competition/sign_info', 'post'>;
export type UpdateSignUpPayload = Json<'/competition/sign_info', 'put'>;
export type ReviewSignUpsPayload = Json<'/competition/sign_info/review', 'post'>;
export type ImportSignUpsPayload = Json<'/competition/sign_info/import', 'post'>;
export type CreateExportPayload = Json<'/competition/download', 'post'>;
