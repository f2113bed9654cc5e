/**
 * Sign-in workflows (登录、短信验证码、退出): the password and SMS logins — the attempt counted first, the secret
 * checked, the attempt settled, a fresh session started (the cookie is the route's) —, the logout, a sign-in attempt begun under the lock of its key (counted and recorded in one
 * transaction, so parallel attempts take turns: repositories/login-attempts.ts), and an SMS code sent — the limits
 * (shared/rules `smsSendRefusal`: one code per mobile and scene per 60 s, SMS_IP_HOURLY_LIMIT per client IP per hour)
 * checked and the code stored in one transaction that locks the mobile, scene and IP (repositories/sms-codes.ts), then
 * handed to the sender (src/sms).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ENROLMENT_MSG, SIGN_IN_MSG, smsSendRefusal, staffSignInRefusal, type SmsScene } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { enrolmentAttemptKey, passwordAttemptKey, smsLoginAttemptKey, type PendingAttempt } from '../repositories/login-attempts.js';
import { createSmsCodesRepo, newSmsCode } from '../repositories/sms-codes.js';
import type { UserRow } from '../repositories/users.js';
import type { SmsSender } from '../sms/sender.js';
import { buildAccount, buildProfile } from './account.js';
import { dummyHash, verifyPassword } from './passwords.js';
import { inTransaction } from './transaction.js';

/** The account field of the password login also accepts the user's mobile number. */
export const MOBILE_PATTERN = '^1\\d{10}$';

/** Where a sign-in comes from: the client's address and browser, and the session id its cookie still names (or null). */
export interface SignInClient {
  ip: string;
  userAgent: string;
  previousSid: string | null;
}

/** A started session: its id for the cookie, and the answer of the login (LoginResult). */
export interface StartedSession {
  sid: string;
  answer: { account: ReturnType<typeof buildAccount>; user: ReturnType<typeof buildProfile>; expire_time: string };
}

export interface SignInDeps {
  db: Db;
  repos: Pick<Repositories, 'loginAttempts' | 'smsCodes' | 'enrolment' | 'users' | 'sessions' | 'audit' | 'institutionStatus'>;
  /** The sender and the limit are read at each send: the app's are swapped in tests. */
  sms: () => Pick<SmsSender, 'send'>;
  /** SMS codes per client IP per hour (SMS_IP_HOURLY_LIMIT). */
  ipHourlyLimit: () => number;
  /** Why no code of a scene can be sent on this installation (SMS_LOGIN=off, no provider), or null. */
  sceneRefusal: (scene: SmsScene) => string | null;
}

/** Why no code of `scene` can be sent on this installation (SMS_LOGIN=off, no provider), or null. */
export function smsSceneRefusal(app: FastifyInstance, scene: SmsScene): string | null {
  if (scene === 'login' && !app.config.sms.loginEnabled) return SIGN_IN_MSG.smsLoginOff;
  if (app.sms.kind === 'off') return SIGN_IN_MSG.smsUnavailable;
  return null;
}

export function createSignInService({ db, repos, sms, ipHourlyLimit, sceneRefusal }: SignInDeps) {
  const beginAttempt = inTransaction(db, repos.loginAttempts.begin);

  /** Staff whose every institution is disabled (停用) cannot sign in: the refusal naming it and why, or null. */
  const institutionRefusal = async (user: UserRow): Promise<string | null> =>
    user.isPlatformAdmin || user.isPerson ? null : staffSignInRefusal(user, await repos.institutionStatus.membershipsWithStatus(user.id));

  /**
   * Sends a new code of `scene` to `mobile`, the one way for every route that sends one (/send_sms for 登录 and
   * 入驻申请, /withdraw/send_sms, 收款账户); refuses (40000) while SMS is off for the scene, within 60 s of the last
   * code of the same mobile and scene (SIGN_IN_MSG.smsTooFrequent) and past the IP's hourly cap (SIGN_IN_MSG.smsIpLimit).
   */
  const sendSmsCode = async (mobile: string, scene: SmsScene, ip: string): Promise<void> => {
    const closed = sceneRefusal(scene);
    if (closed) throw refused(closed);
    const code = newSmsCode();
    await db.transaction(async (tx) => {
      const codes = createSmsCodesRepo(tx);
      await codes.lockSending(mobile, scene, ip);
      const now = new Date();
      const last = await codes.lastSent(mobile, scene, now);
      const refusal = smsSendRefusal({
        lastSentToMobileScene: last ? last.getTime() : null,
        sentFromIpLastHour: await codes.sentFromIp(ip, new Date(now.getTime() - 60 * 60 * 1000)),
        ipHourlyLimit: ipHourlyLimit(),
        now: now.getTime(),
      });
      if (refusal) throw refused(refusal);
      await codes.store(mobile, scene, code, ip);
    });
    await sms().send(mobile, code, scene);
  };

  /**
   * Settles a checked attempt of `user` and starts a fresh session (a new id at every login: no fixation): the session
   * the cookie named before ends, the new one is written with the audit line in one transaction. A disabled user, or
   * one outside the login's scope, is refused with the attempt discarded (their password was right).
   */
  const settleAndStart = async (attempt: PendingAttempt, user: UserRow, refusal: string | null, method: string, client: SignInClient): Promise<StartedSession> => {
    if (refusal) {
      await repos.loginAttempts.discard(attempt);
      throw refused(refusal);
    }
    await repos.loginAttempts.succeeded(attempt);
    return startSession(user, method, client);
  };

  /**
   * Starts a fresh session of an active `user` whose proof was checked by the caller (a password, an SMS code, a WeChat
   * authorization): the session the cookie named before ends, the new one is written with the audit line in one
   * transaction.
   */
  const startSession = async (user: UserRow, method: string, client: SignInClient, extra?: (tx: Tx) => Promise<void>): Promise<StartedSession> => {
    const closed = await institutionRefusal(user);
    if (closed) throw refused(closed);
    const memberships = await repos.users.memberships(user.id);
    const session = await db.transaction(async (tx) => {
      if (client.previousSid) await repos.sessions.revokeByCookie(client.previousSid, tx);
      const created = await repos.sessions.create({ userId: user.id, ip: client.ip, userAgent: client.userAgent, activeInstitution: memberships[0]?.institutionId ?? null }, tx);
      await extra?.(tx);
      await repos.audit.writeIn(tx, { actorId: user.id, action: 'auth.login', target: `user:${user.id}`, detail: { method }, ip: client.ip });
      return created;
    });
    return {
      sid: session.id,
      answer: { account: buildAccount(user, memberships, session.activeInstitution), user: buildProfile(user), expire_time: session.expiresAt.toISOString() },
    };
  };

  return {
    /**
     * 账号密码登录 (scope admin: platform admins only): one counter per person, whichever name they typed (account or
     * mobile), unknown names counting on their own; the attempt is counted before the password is checked, so
     * parallel guesses cannot all pass the lock (repositories/login-attempts.ts); a wrong password leaves it a failure.
     */
    async withPassword(input: { account: string; password: string; scope?: 'admin' }, client: SignInClient): Promise<StartedSession> {
      const typed = input.account.trim();
      const user = (await repos.users.findByAccount(typed)) ?? (new RegExp(MOBILE_PATTERN).test(typed) ? await repos.users.findByMobile(typed) : undefined);
      const attempt = await beginAttempt(user ? passwordAttemptKey(user.id) : typed, client.ip);
      if (!attempt) throw refused(SIGN_IN_MSG.locked);
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
      if (!user || !valid) throw refused(SIGN_IN_MSG.wrongCredentials);
      const refusal =
        user.status !== 'active' ? SIGN_IN_MSG.disabled : input.scope === 'admin' && !user.isPlatformAdmin ? SIGN_IN_MSG.notPlatformAdmin : await institutionRefusal(user);
      return settleAndStart(attempt, user, refusal, input.scope === 'admin' ? 'password-admin' : 'password', client);
    },

    /**
     * 短信验证码登录: its own counter per mobile (an account locked for passwords still signs in with a code sent to
     * its mobile), counted before the code is consumed.
     */
    async withSmsCode(input: { mobile: string; code: string }, client: SignInClient): Promise<StartedSession> {
      const closed = sceneRefusal('login');
      if (closed) throw refused(closed);
      const attempt = await beginAttempt(smsLoginAttemptKey(input.mobile), client.ip);
      if (!attempt) throw refused(SIGN_IN_MSG.locked);
      const valid = await repos.smsCodes.consume(input.mobile, 'login', input.code);
      const user = valid ? await repos.users.findByMobile(input.mobile) : undefined;
      if (!user) throw refused(SIGN_IN_MSG.smsCodeWrong);
      return settleAndStart(attempt, user, user.status !== 'active' ? SIGN_IN_MSG.disabled : await institutionRefusal(user), 'sms', client);
    },

    /** 退出登录: the session ends at once, with its audit line (nothing to end without a session). */
    async signOut(session: { id: string; userId: number } | null, ip: string): Promise<void> {
      if (!session) return;
      await db.transaction(async (tx) => {
        await repos.sessions.revoke(session.id, tx);
        await repos.audit.writeIn(tx, { actorId: session.userId, action: 'auth.logout', target: `user:${session.userId}`, ip });
      });
    },

    /**
     * 发送短信验证码 from the public form: refused while SMS is off for the scene; a login or 找回密码 code only to the
     * mobile of an active user (入驻申请's visitors and 微信绑定: any mobile); then `sendSmsCode`.
     */
    async sendPublicSmsCode(mobile: string, scene: 'login' | 'enrolment' | 'reset_password' | 'wechat_bind', ip: string): Promise<void> {
      const closed = sceneRefusal(scene);
      if (closed) throw refused(closed);
      // 找回密码 like 登录: only to the mobile of an active user; 微信绑定 may create a personal account with any mobile
      if (scene === 'login' || scene === 'reset_password') {
        const user = await repos.users.findByMobile(mobile);
        if (!user || user.status !== 'active') throw refused(SIGN_IN_MSG.mobileUnknown);
      }
      await sendSmsCode(mobile, scene, ip);
    },

    /**
     * Records a failed attempt of the key from the IP before the secret is checked, unless the failures already
     * counted reach a threshold (null: locked, check nothing); settled with `app.repos.loginAttempts.succeeded`/`discard`.
     */
    beginAttempt,

    /**
     * 入驻申请's code check: counted per mobile like the SMS login (5 failures in 15 minutes from one address, 20 from
     * all, whichever code was sent) before the code is compared; a right code settles the attempt and issues the grant.
     */
    async enrolmentGrant(mobile: string, code: string, ip: string) {
      const attempt = await db.transaction((tx) => repos.loginAttempts.begin(tx, enrolmentAttemptKey(mobile), ip));
      if (!attempt) throw refused(ENROLMENT_MSG.tooManyAttempts);
      if (!(await repos.smsCodes.consume(mobile, 'enrolment', code))) throw refused(ENROLMENT_MSG.codeWrong);
      await repos.loginAttempts.succeeded(attempt);
      return repos.enrolment.issueGrant(mobile, ip);
    },

    sendSmsCode,
    startSession,
  };
}

export type SignInService = ReturnType<typeof createSignInService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in workflows: attempts and SMS codes (src/services/sign-in.ts). */
    signIn: SignInService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'signIn',
      createSignInService({ db: app.database.db, repos: app.repos, sms: () => app.sms, ipHourlyLimit: () => app.config.sms.ipHourlyLimit, sceneRefusal: (scene) => smsSceneRefusal(app, scene) }),
    );
  },
  { name: 'sign-in-service', dependencies: ['db', 'repositories', 'sms'] },
);
