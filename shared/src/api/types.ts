/**
 * Types of the foundation endpoints, taken from the server's OpenAPI document
 * (`./generated/schema.ts`, written by `pnpm openapi`) — never hand-copied. Named here so callers do not depend
 * on the generated file's layout.
 */
import type { Json, Query } from '../http/api-types.ts';
import type { components } from './generated/schema.ts';

type Schemas = components['schemas'];

export type Flag = 0 | 1;

export type ManagerData = Schemas['ManagerData'];
export type Account = Schemas['Account'];
export type UserProfile = Schemas['UserProfile'];
export type LoginResult = Schemas['LoginResult'];
export type UserInfoResult = Schemas['UserInfo'];
export type CsrfTokenResult = Schemas['CsrfToken'];
export type SmsSentResult = Schemas['SmsSent'];
export type UserUpdatedResult = Schemas['UserUpdated'];
export type EmptyResult = Schemas['Empty'];
export type ManagerMenuResult = Schemas['MenuTitles'];
/** Spec §3 un-checked counts. */
export type UnCheckCount = Schemas['UnCheckCount'];
/** Spec §3 message count. */
export type MsgCount = Schemas['MsgCount'];
export type Institution = Schemas['Institution'];
export type InstitutionListResult = Schemas['InstitutionList'];

/** POST /auth/login body without the admin scope (adminLogin adds it). */
export type PasswordLoginPayload = Omit<Json<'/auth/login', 'post'>, 'scope'>;
export type SmsLoginPayload = Json<'/auth/sms_login', 'post'>;
export type SendSmsPayload = Json<'/send_sms', 'post'>;
export type UpdateUserInfoPayload = Json<'/user/info', 'post'>;
export type ChangePasswordPayload = Json<'/user/password', 'post'>;
export type InstitutionListQuery = Query<'/admin/institution_list', 'get'>;
