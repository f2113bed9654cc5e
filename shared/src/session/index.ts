export {
  ACCOUNT_COOKIE,
  ACTIVE_INSTITUTION_STORAGE_KEY,
  SESSION_COOKIE,
  TOKEN_COOKIE,
  XSRF_COOKIE,
  normalizeAccount,
  withActiveInstitution,
} from './account';
export { COOKIE_LIFETIME_MS, getCookie, getJsonCookie, removeCookie, setCookie, type CookieOptions } from './cookies';
export { RootStore, type RootStoreOptions } from './root-store';
export { rootStore } from './root-store-instance';
export { SessionStore, type LogoutOptions, type SessionStoreOptions } from './session-store';
export { StoreProvider, useRootStore, useSession, useUiStore } from './store-context';
export { UiStore } from './ui-store';
