import { isIPv4, isIPv6 } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.js';
import { loginAttempts } from '../db/schema/index.js';

/** The window failures are counted in (and so how long a lock lasts after the last counted failure). */
export const LOCK_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failures of one key from one client address within the window, since that address's last success, that lock the
 * key for that address: a guesser stops after 5 tries, and only where they are.
 */
export const LOCK_THRESHOLD_PER_ADDRESS = 5;
/**
 * Failures of one key from all addresses together within the window, since the key's last success, that lock it for
 * everybody: a guesser with many addresses gets 20 tries per 15 minutes, and one address alone (5) never locks the
 * owner out. The owner of a locked account can still sign in with an SMS code (its own key, `sms:<mobile>`).
 */
export const LOCK_THRESHOLD_PER_KEY = 20;

/**
 * The address an attempt is counted under: an IPv4 address as it is (also when written IPv4-mapped, `::ffff:…`), an
 * IPv6 address by its /64 — one subscriber's network, whose 2^64 addresses would otherwise be 2^64 fresh counters.
 */
export function attemptAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip.slice(0, 64);
  const [head, tail = ''] = ip.toLowerCase().replace(/%.*$/, '').split('::');
  const left = head ? head.split(':') : [];
  // an embedded IPv4 tail (`…:1.2.3.4`) stands for two groups
  const right = (tail ? tail.split(':') : []).flatMap((g) => (g.includes('.') ? ['v4', 'v4'] : [g]));
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** An attempt recorded before its secret is checked; settle it with `succeeded` or `discard`, or leave it a failure. */
export interface PendingAttempt {
  id: number;
}

export function createLoginAttemptsRepo(db: Db) {
  return {
    /**
     * Records a failed attempt of `accountKey` from `ip` *before* the password or code is checked, unless the failures
     * already counted reach a threshold: then nothing is recorded and null is answered — locked, check nothing.
     * Counting and recording hold a transaction lock on the key, so parallel attempts take turns and each counts the
     * ones before it: however many arrive at once, at most LOCK_THRESHOLD_PER_ADDRESS per address (and
     * LOCK_THRESHOLD_PER_KEY in all) are ever checked. A refused attempt is not recorded, so trying during a lock
     * does not make it last longer. The attempt stays a failure unless settled with `succeeded` or `discard`.
     */
    async begin(tx: Tx, accountKey: string, ip: string): Promise<PendingAttempt | null> {
      const key = accountKey.toLowerCase();
      const address = attemptAddress(ip);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-attempts:${key}`}))`);
      const [counts] = rowsOf<{ from_address: number; in_all: number }>(
        await tx.execute(sql`
          with since as (
            select now() - make_interval(secs => ${LOCK_WINDOW_MS / 1000}) as window_start,
              (select max(created_at) from ${loginAttempts} where account_key = ${key} and succeeded) as key_success,
              (select max(created_at) from ${loginAttempts} where account_key = ${key} and ip = ${address} and succeeded) as address_success
          )
          select
            count(*) filter (where a.ip = ${address} and a.created_at > coalesce(since.address_success, since.window_start))::int as from_address,
            count(*) filter (where a.created_at > coalesce(since.key_success, since.window_start))::int as in_all
          from ${loginAttempts} a, since
          where a.account_key = ${key} and not a.succeeded and a.created_at > since.window_start`),
      );
      if ((counts?.from_address ?? 0) >= LOCK_THRESHOLD_PER_ADDRESS || (counts?.in_all ?? 0) >= LOCK_THRESHOLD_PER_KEY) return null;
      const [row] = await tx.insert(loginAttempts).values({ accountKey: key, succeeded: false, ip: address }).returning({ id: loginAttempts.id });
      return { id: row.id };
    },
    /** The secret was right: the failures before it no longer count (for the key, and for this address). */
    async succeeded(attempt: PendingAttempt): Promise<void> {
      await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attempt.id));
    },
    /** The secret was right but the sign-in went no further (a disabled user): neither a failure nor a success. */
    async discard(attempt: PendingAttempt): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
    },
  };
}

/** Failed password checks of one user share this counter (login with account or mobile, password change). */
export const passwordAttemptKey = (userId: number) => `user:${userId}`;

/** Failed SMS login codes of one mobile share this counter. */
export const smsLoginAttemptKey = (mobile: string) => `sms:${mobile}`;

/** Failed enrolment (入驻申请) codes of one mobile share this counter, apart from its SMS logins. */
export const enrolmentAttemptKey = (mobile: string) => `enrolment:${mobile}`;
