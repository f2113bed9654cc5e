/**
 * 微信登录 (docs/auth.md "WeChat login"): OAuth 2 of a website application.
 *
 * 1. `start` (POST /auth/weixin): a random state, stored hashed as a `wechat_state` grant of 10 minutes and handed
 *    to the browser twice — in the authorization URL and in an HttpOnly cookie —, so the callback is accepted only in
 *    the browser that started it (no login CSRF), once, and within 10 minutes.
 * 2. `callback` (GET /auth/callback_weixin): the state of the URL equals the cookie's and its grant is spent; the code
 *    is exchanged for the openid at WeChat. A bound openid of an active user signs in (a fresh session); an unknown
 *    one becomes a `wechat_bind` grant of 10 minutes in an HttpOnly cookie, and the browser goes to /authorized.
 * 3. `bind` (POST /auth/token_login): under that pending authorization, an SMS code proves a mobile; the openid is
 *    bound to the mobile's account (or a new personal account with that mobile) and the user signed in.
 */
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { RECOVERY_GRANT_TTL_SECONDS, RECOVERY_MSG, safeRedirectTarget, WECHAT_MSG, type WechatCallbackError } from 'shared/rules';
import type { Db } from '../db/client.js';
import { refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { UserRow } from '../repositories/users.js';
import { authorizeUrl, exchangeCode, type WechatIdentity } from '../wechat/oauth.js';
import type { WechatSettings } from '../wechat/settings.js';
import type { SignInClient, SignInService, StartedSession } from './sign-in.js';

const GRANT_TTL_MS = RECOVERY_GRANT_TTL_SECONDS * 1000;
/** Where a WeChat login goes when the start named no page of its own. */
export const WECHAT_DEFAULT_REDIRECT = '/admin';

/** Wrong bind codes of one mobile share this counter, apart from its SMS logins. */
export const wechatBindAttemptKey = (mobile: string) => `wechat-bind:${mobile}`;

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

export type WechatCallbackOutcome =
  | { kind: 'signed-in'; session: StartedSession; redirect: string }
  | { kind: 'bind'; bindToken: string }
  | { kind: 'error'; error: WechatCallbackError };

export interface WechatLoginDeps {
  db: Db;
  repos: Pick<Repositories, 'authGrants' | 'wechatBindings' | 'smsCodes' | 'users' | 'loginAttempts'>;
  signIn: Pick<SignInService, 'beginAttempt' | 'startSession'>;
  /** Read at each request: null while WeChat login is off. */
  settings: () => WechatSettings | null;
  /** The code exchange at WeChat (wechat/oauth.ts). */
  exchange?: typeof exchangeCode;
}

export function createWechatLoginService({ db, repos, signIn, settings, exchange = exchangeCode }: WechatLoginDeps) {
  const required = (): WechatSettings => {
    const s = settings();
    if (!s) throw refused(WECHAT_MSG.off);
    return s;
  };

  return {
    enabled: () => settings() !== null,

    /** POST /auth/weixin: the authorization URL and the state for the cookie; `redirect` is a same-site path or /admin. */
    async start(redirect: string | undefined, ip: string): Promise<{ url: string; state: string; expireIn: number }> {
      const s = required();
      const target = safeRedirectTarget(redirect, WECHAT_DEFAULT_REDIRECT);
      const { token } = await repos.authGrants.issue({ purpose: 'wechat_state', ttlMs: GRANT_TTL_MS, data: { redirect: target }, ip });
      return { url: authorizeUrl(s, token), state: token, expireIn: RECOVERY_GRANT_TTL_SECONDS };
    },

    /**
     * GET /auth/callback_weixin: what became of WeChat's answer. The state must be the cookie's and live; it is spent
     * before the code is exchanged, so a replayed callback finds it used.
     */
    async callback(input: { code?: string; state?: string; cookieState?: string }, client: SignInClient): Promise<WechatCallbackOutcome> {
      const s = settings();
      if (!s) return { kind: 'error', error: 'off' };
      const { code, state, cookieState } = input;
      if (!state || !cookieState || !sameText(state, cookieState)) return { kind: 'error', error: 'state' };
      const grant = await repos.authGrants.take('wechat_state', state);
      if (!grant) return { kind: 'error', error: 'state' };
      // the user refused on WeChat's page (no code), or WeChat refuses the code
      const identity: WechatIdentity | null = code ? await exchange(s, code) : null;
      if (!identity) return { kind: 'error', error: 'code' };
      const redirect = grant.data.redirect ?? WECHAT_DEFAULT_REDIRECT;
      const userId = await repos.wechatBindings.userOf(identity.openid);
      const user = userId ? await repos.users.findById(userId) : undefined;
      if (user) {
        if (user.status !== 'active') return { kind: 'error', error: 'disabled' };
        return { kind: 'signed-in', session: await signIn.startSession(user, 'wechat', client), redirect };
      }
      const data: Record<string, string> = { openid: identity.openid, redirect };
      if (identity.unionid) data.unionid = identity.unionid;
      const bind = await repos.authGrants.issue({ purpose: 'wechat_bind', ttlMs: GRANT_TTL_MS, data, ip: client.ip });
      return { kind: 'bind', bindToken: bind.token };
    },

    /** Whether the bind cookie names a live pending authorization (the /authorized page asks before showing its form). */
    async pending(bindToken: string | undefined): Promise<boolean> {
      if (!settings()) return false;
      return Boolean(await repos.authGrants.peek('wechat_bind', bindToken));
    },

    /**
     * POST /auth/token_login: the pending authorization of the bind cookie, with the SMS code of `mobile` (sent by
     * /send_sms scene wechat_bind). The code is counted and compared first; then the authorization is spent, the
     * openid bound to the mobile's account (an unknown mobile: a new personal account) and the user signed in.
     */
    async bind(bindToken: string | undefined, input: { mobile: string; code: string }, client: SignInClient): Promise<StartedSession & { redirect: string }> {
      required();
      if (!(await repos.authGrants.peek('wechat_bind', bindToken))) throw refused(WECHAT_MSG.bindExpired);
      const attempt = await signIn.beginAttempt(wechatBindAttemptKey(input.mobile), client.ip);
      if (!attempt) throw refused(RECOVERY_MSG.locked);
      if (!(await repos.smsCodes.consume(input.mobile, 'wechat_bind', input.code))) throw refused(RECOVERY_MSG.codeWrong);
      await repos.loginAttempts.succeeded(attempt);
      const existing = await repos.users.findByMobile(input.mobile);
      if (existing && existing.status !== 'active') throw refused(RECOVERY_MSG.disabled);
      let bound: { user: UserRow; redirect: string };
      try {
        bound = await db.transaction(async (tx) => {
          const grant = await repos.authGrants.take('wechat_bind', bindToken, tx);
          if (!grant?.data.openid) throw refused(WECHAT_MSG.bindExpired);
          const user = existing ?? (await repos.users.createPersonal(tx, input.mobile, '微信用户'));
          if (await repos.wechatBindings.openidOf(user.id, tx)) throw refused(WECHAT_MSG.accountBound);
          await repos.wechatBindings.bind(tx, { userId: user.id, openid: grant.data.openid, unionid: grant.data.unionid ?? null });
          return { user, redirect: grant.data.redirect ?? WECHAT_DEFAULT_REDIRECT };
        });
      } catch (e) {
        // the openid was bound meanwhile (another tab), or the mobile was taken by a new account meanwhile
        if (isUniqueViolation(e)) throw refused(WECHAT_MSG.bindExpired);
        throw e;
      }
      const session = await signIn.startSession(bound.user, 'wechat-bind', client);
      return { ...session, redirect: bound.redirect };
    },
  };
}

export type WechatLoginService = ReturnType<typeof createWechatLoginService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** 微信登录 (src/services/wechat-login.ts). */
    wechatLogin: WechatLoginService;
  }
}

export default fp(
  async (app) => {
    app.decorate('wechatLogin', createWechatLoginService({ db: app.database.db, repos: app.repos, signIn: app.signIn, settings: () => app.config.wechat }));
  },
  { name: 'wechat-login-service', dependencies: ['db', 'repositories', 'sign-in-service'] },
);
