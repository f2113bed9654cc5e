/**
 * 找回密码 (retrieveAccount) and 更换手机号: a code sent by SMS proves the mobile and buys a short-lived single-use grant
 * (repositories/auth-grants.ts); the grant then allows the one change it was issued for. Every code check counts as
 * an attempt of its own key before the code is compared (repositories/login-attempts.ts): 5 wrong codes from one
 * address, 20 from all, within 15 minutes lock it. A password reset ends every session of the user, in the
 * transaction that writes the new hash and spends the grant.
 */
import fp from 'fastify-plugin';
import { maskMobile, RECOVERY_GRANT_TTL_SECONDS, RECOVERY_MSG } from 'shared/rules';
import type { Db } from '../db/client.js';
import { badInput, refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { UserRow } from '../repositories/users.js';
import { buildProfile } from './account.js';
import { newPasswordProblem } from './password-policy.js';
import { hashPassword } from './passwords.js';
import type { SignInService } from './sign-in.js';

const GRANT_TTL_MS = RECOVERY_GRANT_TTL_SECONDS * 1000;

/** Wrong 找回密码 codes of one mobile share this counter, apart from its SMS logins. */
export const resetAttemptKey = (mobile: string) => `reset:${mobile}`;
/** Wrong codes of one user's 更换手机号 (old and new number) share this counter. */
export const mobileChangeAttemptKey = (userId: number) => `mobile-change:${userId}`;

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

export interface AccountRecoveryDeps {
  db: Db;
  repos: Pick<Repositories, 'authGrants' | 'smsCodes' | 'users' | 'sessions' | 'audit' | 'loginAttempts'>;
  signIn: Pick<SignInService, 'beginAttempt' | 'sendSmsCode'>;
}

export function createAccountRecoveryService({ db, repos, signIn }: AccountRecoveryDeps) {
  /** Counts an attempt of `key`, compares the code of (mobile, scene) and settles the attempt; refuses a lock or a wrong code. */
  const checkCode = async (key: string, mobile: string, scene: 'reset_password' | 'change_mobile', code: string, ip: string): Promise<void> => {
    const attempt = await signIn.beginAttempt(key, ip);
    if (!attempt) throw refused(RECOVERY_MSG.locked);
    if (!(await repos.smsCodes.consume(mobile, scene, code))) throw refused(RECOVERY_MSG.codeWrong);
    await repos.loginAttempts.succeeded(attempt);
  };

  /** The live change grant of `token` issued to this user for their current mobile, or a refusal. */
  const changeGrantOf = async (user: UserRow, token: string) => {
    const grant = await repos.authGrants.peek('mobile_change', token);
    if (!grant || grant.userId !== user.id || grant.mobile !== user.mobile) throw refused(RECOVERY_MSG.changeExpired);
    return grant;
  };

  /** The new mobile may be taken: not the current one, not another account's. */
  const checkNewMobile = async (user: UserRow, mobile: string) => {
    if (mobile === user.mobile) throw badInput(RECOVERY_MSG.sameMobile);
    const holder = await repos.users.findByMobile(mobile);
    if (holder && holder.id !== user.id) throw refused(RECOVERY_MSG.mobileTaken);
  };

  return {
    /**
     * GET /password/check: the 找回密码 code of `mobile` (sent by /send_sms scene reset_password) → a reset grant of 10
     * minutes; a new grant voids the user's older ones.
     */
    async checkResetCode(mobile: string, code: string, ip: string): Promise<{ reset_token: string; expire_in: number }> {
      await checkCode(resetAttemptKey(mobile), mobile, 'reset_password', code, ip);
      const user = await repos.users.findByMobile(mobile);
      // the code was sent to an active user's mobile; the account may have been disabled since
      if (!user || user.status !== 'active') throw refused(RECOVERY_MSG.disabled);
      const grant = await db.transaction(async (tx) => {
        await repos.authGrants.voidFor('password_reset', user.id, tx);
        return repos.authGrants.issue({ purpose: 'password_reset', ttlMs: GRANT_TTL_MS, userId: user.id, mobile, ip }, tx);
      });
      return { reset_token: grant.token, expire_in: RECOVERY_GRANT_TTL_SECONDS };
    },

    /**
     * POST /password/reset/home: a new password (the password policy) under a live reset grant. The grant is spent,
     * the hash written, EVERY session of the user ended and the audit line written in one transaction; a policy
     * refusal leaves the grant alive for a better password.
     */
    async resetPassword(token: string, password: string, ip: string): Promise<void> {
      if (!(await repos.authGrants.peek('password_reset', token))) throw refused(RECOVERY_MSG.resetExpired);
      const problem = newPasswordProblem(password, '新密码');
      if (problem) throw badInput(problem);
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const grant = await repos.authGrants.take('password_reset', token, tx);
        if (!grant?.userId) throw refused(RECOVERY_MSG.resetExpired);
        await repos.users.setPasswordHash(tx, grant.userId, hash);
        await repos.sessions.revokeAll(tx, grant.userId);
        await repos.audit.writeIn(tx, { actorId: grant.userId, action: 'user.reset_password', target: `user:${grant.userId}`, detail: { method: 'sms' }, ip });
      });
    },

    /** GET /user/customer_phone: the caller's mobile, masked (138****0001), and whether there is one. */
    customerPhone(user: UserRow): { mobile: string; bound: 0 | 1 } {
      return { mobile: user.mobile ? maskMobile(user.mobile) : '', bound: user.mobile ? 1 : 0 };
    },

    /**
     * POST /user/mobile/send_sms: step old → a code to the caller's current mobile; step new → under a live change
     * grant, a code to the new mobile once it is known to be free.
     */
    async sendChangeCode(user: UserRow, input: { step: 'old' | 'new'; mobile?: string; change_token?: string }, ip: string): Promise<void> {
      if (input.step === 'old') {
        if (!user.mobile) throw refused(RECOVERY_MSG.noMobile);
        await signIn.sendSmsCode(user.mobile, 'change_mobile', ip);
        return;
      }
      if (!input.mobile) throw badInput(RECOVERY_MSG.newMobileRequired);
      await changeGrantOf(user, input.change_token ?? '');
      await checkNewMobile(user, input.mobile);
      await signIn.sendSmsCode(input.mobile, 'change_mobile', ip);
    },

    /** GET /phone/code: the code sent to the caller's current mobile → a change grant of 10 minutes. */
    async checkOldMobile(user: UserRow, code: string, ip: string): Promise<{ change_token: string; expire_in: number }> {
      if (!user.mobile) throw refused(RECOVERY_MSG.noMobile);
      await checkCode(mobileChangeAttemptKey(user.id), user.mobile, 'change_mobile', code, ip);
      const mobile = user.mobile;
      const grant = await db.transaction(async (tx) => {
        await repos.authGrants.voidFor('mobile_change', user.id, tx);
        return repos.authGrants.issue({ purpose: 'mobile_change', ttlMs: GRANT_TTL_MS, userId: user.id, mobile, ip }, tx);
      });
      return { change_token: grant.token, expire_in: RECOVERY_GRANT_TTL_SECONDS };
    },

    /**
     * POST /user/mobile: the new mobile with its code, under the change grant of the old number's code. The grant is
     * spent and the mobile written in one transaction (the unique index refuses a mobile taken meanwhile).
     */
    async changeMobile(user: UserRow, input: { change_token: string; mobile: string; code: string }, ip: string) {
      await changeGrantOf(user, input.change_token);
      await checkNewMobile(user, input.mobile);
      await checkCode(mobileChangeAttemptKey(user.id), input.mobile, 'change_mobile', input.code, ip);
      try {
        await db.transaction(async (tx) => {
          const grant = await repos.authGrants.take('mobile_change', input.change_token, tx);
          if (!grant || grant.userId !== user.id) throw refused(RECOVERY_MSG.changeExpired);
          await repos.users.setMobile(tx, user.id, input.mobile);
          await repos.audit.writeIn(tx, {
            actorId: user.id,
            action: 'user.change_mobile',
            target: `user:${user.id}`,
            detail: { from: user.mobile ? maskMobile(user.mobile) : '', to: maskMobile(input.mobile) },
            ip,
          });
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw refused(RECOVERY_MSG.mobileTaken);
        throw e;
      }
      return { user: buildProfile({ ...user, mobile: input.mobile }) };
    },
  };
}

export type AccountRecoveryService = ReturnType<typeof createAccountRecoveryService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** 找回密码 and 更换手机号 (src/services/account-recovery.ts). */
    accountRecovery: AccountRecoveryService;
  }
}

export default fp(
  async (app) => {
    app.decorate('accountRecovery', createAccountRecoveryService({ db: app.database.db, repos: app.repos, signIn: app.signIn }));
  },
  { name: 'account-recovery-service', dependencies: ['db', 'repositories', 'sign-in-service'] },
);
