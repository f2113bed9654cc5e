import { makeAutoObservable, runInAction } from 'mobx';
import * as authApi from '../api/auth';
import * as recoveryApi from '../api/account-recovery';
import type { WechatBindPayload } from '../api/account-recovery';
import * as userApi from '../api/user';
import type { Account, LoginResult, ManagerData, PasswordLoginPayload, SmsLoginPayload, UserProfile } from '../api/types';
import { ApiError } from '../http/api-error';
import type { HttpClient } from '../http/client';
import type { HttpSessionPort } from '../http/interceptors';
import { clearOfflinePages } from '../http/offline-page';
import { navigateTo } from '../http/ports';
import { OFFICIAL_LOGIN_PATH } from '../rules/paths';
import {
  ACCOUNT_COOKIE,
  ACTIVE_INSTITUTION_STORAGE_KEY,
  SESSION_COOKIE,
  TOKEN_COOKIE,
  XSRF_COOKIE,
  normalizeAccount,
  withActiveInstitution,
} from './account';
import { COOKIE_LIFETIME_MS, getCookie, getJsonCookie, removeCookie, setCookie } from './cookies';

export interface SessionStoreOptions {
  /** Called after the active institution changed (the RootStore reloads the menu). */
  onInstitutionChanged?: (institutionId: number) => void;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

export interface LogoutOptions {
  /** Where to go afterwards (replace). Default: OfficialLogin. The 退出登录 button may pass the official home. */
  to?: string;
}

function defaultStorage(): SessionStoreOptions['storage'] {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Session of the signed-in user (spec §3, §4): token, account, profile, network flag, active institution. */
export class SessionStore implements HttpSessionPort {
  /** CSRF token (GET /auth/token), sent as X-CSRF-TOKEN. */
  token = '';
  account: Account | null = null;
  user: UserProfile | null = null;
  expireTime: number | string | null = null;
  /** False after a request failed without response while the browser was offline. */
  network = true;
  activeInstitutionId = 0;

  private readonly http: HttpClient;
  private readonly options: SessionStoreOptions;
  private readonly storage: SessionStoreOptions['storage'];

  constructor(http: HttpClient, options: SessionStoreOptions = {}) {
    this.http = http;
    this.options = options;
    this.storage = options.storage === undefined ? defaultStorage() : options.storage;
    makeAutoObservable<SessionStore, 'http' | 'options' | 'storage'>(this, {
      http: false,
      options: false,
      storage: false,
    });
    this.hydrate();
  }

  /** Logged in ⇔ a token and an account (both cookies were present when read). */
  get isLoggedIn(): boolean {
    return Boolean(this.token) && this.account !== null;
  }

  get isAdmin(): boolean {
    return this.account?.is_admin === 1;
  }

  get isPerson(): boolean {
    return this.account?.isPerson === 1;
  }

  get institutions(): ManagerData[] {
    return this.account?.manager_data ?? [];
  }

  get activeInstitution(): ManagerData | null {
    return this.institutions.find((m) => m.institution_id === this.activeInstitutionId) ?? null;
  }

  /** Reads the cookies into the store (page load). */
  hydrate(): void {
    const token = getCookie(TOKEN_COOKIE);
    const account = normalizeAccount(getJsonCookie<Account>(ACCOUNT_COOKIE));
    if (token && account) {
      this.token = token;
      this.setAccount(account, false);
    } else {
      // Spec §4: one cookie without the other counts as logged out and both go.
      if (token || getCookie(ACCOUNT_COOKIE)) {
        removeCookie(TOKEN_COOKIE);
        removeCookie(ACCOUNT_COOKIE);
      }
      this.token = '';
      this.account = null;
    }
  }

  /**
   * Spec §4: logged in only when both the `token` and the `account` cookie exist; if either is missing both are
   * removed and the store is emptied. Guards call this on every navigation.
   */
  checkLoggedIn(): boolean {
    const token = getCookie(TOKEN_COOKIE);
    const account = normalizeAccount(getJsonCookie<Account>(ACCOUNT_COOKIE));
    if (!token || !account) {
      this.clearSession();
      return false;
    }
    if (token !== this.token) this.token = token;
    if (!this.account || this.account.user_id !== account.user_id) this.setAccount(account, false);
    return true;
  }

  setNetworkOnline(online: boolean): void {
    this.network = online;
  }

  /** Password login (institution users, officials). */
  async login(payload: PasswordLoginPayload): Promise<LoginResult> {
    return this.completeLogin(await authApi.login(payload, this.http));
  }

  /** /admin/login: only platform administrators. */
  async adminLogin(payload: PasswordLoginPayload): Promise<LoginResult> {
    return this.completeLogin(await authApi.adminLogin(payload, this.http));
  }

  sendSms(mobile: string): Promise<unknown> {
    return authApi.sendSms(mobile, this.http);
  }

  async smsLogin(payload: SmsLoginPayload): Promise<LoginResult> {
    return this.completeLogin(await authApi.smsLogin(payload, this.http));
  }

  /** 微信登录's bind step (POST /auth/token_login): the pending WeChat authorization with the SMS-proven mobile. */
  async wechatBindLogin(payload: WechatBindPayload): Promise<LoginResult & { redirect: string }> {
    const result = await recoveryApi.wechatBindLogin(payload, this.http);
    await this.completeLogin(result);
    return result;
  }

  /**
   * A session the server started without a login form (the WeChat callback set the cookie, /wechat/loginSuccess):
   * GET /user/info, then the token and account cookies as after any login.
   */
  async adoptServerSession(): Promise<LoginResult> {
    const info = await userApi.getUserInfo(this.http);
    return this.completeLogin({ account: info.account, user: info.user, expire_time: info.expire_time });
  }

  /** After any login: GET /auth/token, then token and account cookies for 7 days. */
  private async completeLogin(result: LoginResult): Promise<LoginResult> {
    const token = await authApi.getCsrfToken(this.http);
    const account = normalizeAccount(result.account);
    if (!account) throw new Error('登录结果缺少账号信息');
    setCookie(TOKEN_COOKIE, token, { expiresMs: COOKIE_LIFETIME_MS });
    runInAction(() => {
      this.token = token;
      this.user = result.user;
      this.expireTime = result.expire_time;
      this.network = true;
      this.setAccount(account);
    });
    return result;
  }

  /** GET /user/info: refreshes profile and account (keeps the active institution). */
  async loadUserInfo(): Promise<UserProfile> {
    const result = await userApi.getUserInfo(this.http);
    const account = normalizeAccount(result.account);
    runInAction(() => {
      this.user = result.user;
      this.expireTime = result.expire_time;
      if (account) this.setAccount(account);
    });
    return result.user;
  }

  setUser(user: UserProfile): void {
    this.user = user;
  }

  /**
   * Switches the active institution (drop-down of the admin header): updates the account cookie, remembers the
   * choice across reloads and asks for a menu reload.
   */
  setActiveInstitution(institutionId: number): void {
    if (!this.account) return;
    const entry = this.account.manager_data.find((m) => m.institution_id === institutionId);
    if (!entry) return;
    this.account = withActiveInstitution(this.account, institutionId);
    this.activeInstitutionId = institutionId;
    setCookie(ACCOUNT_COOKIE, JSON.stringify(this.account), { expiresMs: COOKIE_LIFETIME_MS });
    this.storage?.setItem(ACTIVE_INSTITUTION_STORAGE_KEY, String(institutionId));
    this.options.onInstitutionChanged?.(institutionId);
  }

  /** 401: cookies `token`/`account` removed and the store emptied (no server call). */
  clearSession(): void {
    removeCookie(TOKEN_COOKIE);
    removeCookie(ACCOUNT_COOKIE);
    this.token = '';
    this.account = null;
    this.user = null;
    this.expireTime = null;
    this.activeInstitutionId = 0;
  }

  /** 403: token cleared and login state emptied; the logout routine follows. */
  expireLogin(): void {
    removeCookie(TOKEN_COOKIE);
    this.token = '';
    this.account = null;
    this.user = null;
  }

  /**
   * Logout routine (spec §4): POST /auth/logout with the CSRF token (best effort), remove `token`, `account`,
   * `saishi_sid`, `XSRF-TOKEN`, empty the store token, then replace the current route with the login screen.
   */
  async logout(options: LogoutOptions = {}): Promise<void> {
    await this.endServerSession();
    runInAction(() => {
      this.clearSession();
    });
    removeCookie(SESSION_COOKIE);
    removeCookie(XSRF_COOKIE);
    this.storage?.removeItem(ACTIVE_INSTITUTION_STORAGE_KEY);
    // the pages and data kept for offline use (场边计分) go with the session; scores queued to send stay
    void clearOfflinePages().catch(() => undefined);
    navigateTo(options.to ?? OFFICIAL_LOGIN_PATH, { replace: true });
  }

  /**
   * POST /auth/logout with the store's token; without one (a 403 emptied it) or when the server refuses it as stale
   * (403), once more with the session's own token from GET /auth/token. Never throws: the session may already be
   * dead (then GET /auth/token answers 401 and nothing is posted) and the local routine goes on.
   */
  private async endServerSession(): Promise<void> {
    try {
      if (this.token) {
        try {
          await authApi.logout(this.http);
          return;
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 403)) throw error;
        }
      }
      await authApi.logout(this.http, await authApi.getCsrfToken(this.http, { quiet: true }));
    } catch {
      // the session may already be dead; the local routine goes on
    }
  }

  private setAccount(account: Account, persist = true): void {
    const stored = Number(this.storage?.getItem(ACTIVE_INSTITUTION_STORAGE_KEY) ?? 0);
    const known = (id: number) => account.manager_data.some((m) => m.institution_id === id);
    const active = stored && known(stored) ? stored : account.institution_id;
    const effective = known(active) ? withActiveInstitution(account, active) : account;
    this.account = effective;
    this.activeInstitutionId = effective.institution_id;
    if (persist) setCookie(ACCOUNT_COOKIE, JSON.stringify(effective), { expiresMs: COOKIE_LIFETIME_MS });
    if (known(active)) this.storage?.setItem(ACTIVE_INSTITUTION_STORAGE_KEY, String(active));
  }
}
