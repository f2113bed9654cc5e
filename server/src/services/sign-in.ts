/**
 * Sign-in workflows (登录、短信验证码): a sign-in attempt begun under the lock of its key (counted and recorded in one
 * transaction, so parallel attempts take turns: repositories/login-attempts.ts), and an SMS code sent — the limits
 * (shared/rules `smsSendRefusal`: one code per mobile and scene per 60 s, SMS_IP_HOURLY_LIMIT per client IP per hour)
 * checked and the code stored in one transaction that locks the mobile, scene and IP (repositories/sms-codes.ts), then
 * handed to the sender (src/sms).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ENROLMENT_MSG, SIGN_IN_MSG, smsSendRefusal, type SmsScene } from 'shared/rules';
import type { Db } from '../db/client.js';
import { refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { enrolmentAttemptKey } from '../repositories/login-attempts.js';
import { createSmsCodesRepo, newSmsCode } from '../repositories/sms-codes.js';
import type { SmsSender } from '../sms/sender.js';
import { inTransaction } from './transaction.js';

export interface SignInDeps {
  db: Db;
  repos: Pick<Repositories, 'loginAttempts' | 'smsCodes' | 'enrolment'>;
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
  return {
    /** Refuses (40000 短信登录未开通 / 短信服务未开通…) when codes of `scene` cannot be sent or checked here. */
    refuseUnlessSmsOpen(scene: SmsScene): void {
      const refusal = sceneRefusal(scene);
      if (refusal) throw refused(refusal);
    },

    /**
     * Records a failed attempt of the key from the IP before the secret is checked, unless the failures already
     * counted reach a threshold (null: locked, check nothing); settled with `app.repos.loginAttempts.succeeded`/`discard`.
     */
    beginAttempt: inTransaction(db, repos.loginAttempts.begin),

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

    /**
     * Sends a new code of `scene` to `mobile`, the one way for every route that sends one (/send_sms for 登录 and
     * 入驻申请, /withdraw/send_sms, 收款账户); refuses (40000) while SMS is off for the scene, within 60 s of the last
     * code of the same mobile and scene (SIGN_IN_MSG.smsTooFrequent) and past the IP's hourly cap (SIGN_IN_MSG.smsIpLimit).
     */
    async sendSmsCode(mobile: string, scene: SmsScene, ip: string): Promise<void> {
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
    },
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
