/**
 * Types of the foundation endpoints (docs/architecture.md). Kept in one place so they can be switched to the
 * generated OpenAPI types (`./generated/schema.ts`) without touching callers.
 */
export type Flag = 0 | 1;

export interface ManagerData {
  institution_id: number;
  name: string;
  logo: string;
  is_admin: Flag;
  sports_venues_id: number;
  institution_type: number;
}

export interface Account {
  user_id: number;
  is_admin: Flag;
  institution_id: number;
  venues_id: number;
  sports_venues_id: number;
  isPerson: Flag;
  manager_data: ManagerData[];
}

export interface UserProfile {
  id: number;
  account: string;
  nickname: string;
  image: string;
  mobile: string;
}

export interface LoginResult {
  account: Account;
  user: UserProfile;
  expire_time: number | string;
}

export interface PasswordLoginPayload {
  account: string;
  password: string;
}

export interface SmsLoginPayload {
  mobile: string;
  code: string;
}

export interface CsrfTokenResult {
  _token: string;
}

export type UserInfoResult = LoginResult;

export interface UpdateUserInfoPayload {
  nickname?: string;
  image?: string;
}

export interface ChangePasswordPayload {
  old_password: string;
  new_password: string;
}

export interface ManagerMenuResult {
  titles: string[];
}

/** Spec §3 un-checked counts. */
export interface UnCheckCount {
  filing_count: number;
  add_photo_count: number;
  report_photo_count: number;
  add_venue_count: number;
  update_venue_count: number;
  feedback_count: number;
  refund_count: number;
  withdraw_count: number;
  article_check_count: number;
}

/** Spec §3 message count. */
export interface MsgCount {
  sign_count: number;
  check_register_count: number;
}

export interface Institution {
  id: number;
  belong_id: number;
  institution_type: number;
  name: string;
  logo: string;
}

export interface ListResult<T> {
  list: T[];
  total: number;
}

export interface PageQuery {
  start?: number;
  count?: number;
}
