import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginAttempts } from '../db/schema/index.js';

export const LOCK_THRESHOLD = 5;
export const LOCK_WINDOW_MS = 15 * 60 * 1000;

export function createLoginAttemptsRepo(db: Db) {
  return {
    async record(accountKey: string, succeeded: boolean, ip: string): Promise<void> {
      await db.insert(loginAttempts).values({ accountKey: accountKey.toLowerCase(), succeeded, ip });
    },
    /** True when the account had LOCK_THRESHOLD failures in the window, none followed by a success. */
    async isLocked(accountKey: string, now = new Date()): Promise<boolean> {
      const key = accountKey.toLowerCase();
      const since = new Date(now.getTime() - LOCK_WINDOW_MS);
      const [lastSuccess] = await db
        .select({ at: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.accountKey, key), eq(loginAttempts.succeeded, true), gt(loginAttempts.createdAt, since)))
        .orderBy(desc(loginAttempts.createdAt))
        .limit(1);
      const from = lastSuccess && lastSuccess.at > since ? lastSuccess.at : since;
      const [row] = await db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.accountKey, key), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, from)));
      return (row?.n ?? 0) >= LOCK_THRESHOLD;
    },
  };
}

/** Failed password checks of one user share this counter (login with account or mobile, password change). */
export const passwordAttemptKey = (userId: number) => `user:${userId}`;

/** Failed SMS login codes of one mobile share this counter. */
export const smsLoginAttemptKey = (mobile: string) => `sms:${mobile}`;

/** Failed enrolment (入驻申请) codes of one mobile share this counter, apart from its SMS logins. */
export const enrolmentAttemptKey = (mobile: string) => `enrolment:${mobile}`;
