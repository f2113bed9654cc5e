/**
 * shared — the one session store, the one HTTP client, the rules and the UI kit of the platform.
 * A Module Federation singleton: the shell and every remote import this same module instance.
 */

// HTTP client (transport only: no UI imports) and its ports
export * from './http';

// Session: RootStore, SessionStore, UiStore, cookies, React hooks
export * from './session';

// Endpoint functions of the foundation and their types (ListResult/PageQuery come from ./ui)
export {
  MENU_COUNT_PAGE,
  adminLogin,
  changePassword,
  getCsrfToken,
  getInstitutionList,
  getManagerMenu,
  getMsgCount,
  getUnCheckCount,
  getUserInfo,
  login,
  logout,
  sendSms,
  smsLogin,
  updateUserInfo,
} from './api';
export type {
  Account,
  ChangePasswordPayload,
  CsrfTokenResult,
  EmptyResult,
  Flag,
  Institution,
  InstitutionListResult,
  LoginResult,
  ManagerData,
  ManagerMenuResult,
  MsgCount,
  PasswordLoginPayload,
  SendSmsPayload,
  SmsLoginPayload,
  SmsSentResult,
  UnCheckCount,
  UpdateUserInfoPayload,
  UserInfoResult,
  UserUpdatedResult,
  UserProfile,
} from './api';

// Pure rules: validators, filters, uploads, menu, route ownership, navigation, access
export * from './rules';

// Providers and theme
export { AppProviders, NotifierBinder, useConfirm, type AppProvidersProps, type ConfirmOptions } from './app-providers';
export * from './theme';

// UI kit (list page pattern, formatters, status tags)
export * from './ui';
