import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS } from 'shared/rules';
import type { Db } from '../db/client.js';
import { smsCodes } from '../db/schema/index.js';

export const SMS_CODE_TTL_MS = SMS_CODE_TTL_SECONDS * 1000;
export const SMS_RESEND_INTERVAL_MS = SMS_RESEND_SECONDS * 1000;
export const SMS_MAX_ATTEMPTS = 5;

const hash = (mobile: string, code: string) => createHash('sha256').update(`${mobile}:${code}`).digest('hex');

export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function createSmsCodesRepo(db: Db) {
  return {
    /**
     * Holds, until the end of the caller's transaction, the right to send a code from this IP and to this mobile and
     * scene: two requests at once (on any API node) decide one after the other, so neither limit is passed by a burst.
     * Always the IP first, then the mobile and scene: no two senders wait for each other in a circle.
     */
    async lockSending(mobile: string, scene: string, ip: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-ip:${ip}`}))`);
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-to:${mobile}:${scene}`}))`);
    },
    /** When the last code of this mobile and scene was sent (within the resend interval), or null. */
    async lastSent(mobile: string, scene: string, now = new Date()): Promise<Date | null> {
      const [row] = await db
        .select({ at: smsCodes.createdAt })
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.scene, scene), gt(smsCodes.createdAt, new Date(now.getTime() - SMS_RESEND_INTERVAL_MS))))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      return row?.at ?? null;
    },
    /** Codes sent from this client IP since `since`, any mobile and scene. */
    async sentFromIp(ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.ip, ip), gte(smsCodes.createdAt, since)));
      return Number(row?.n ?? 0);
    },
    async store(mobile: string, scene: string, code: string, ip: string): Promise<void> {
      await db.insert(smsCodes).values({
        mobile,
        scene,
        codeHash: hash(mobile, code),
        ip,
        expiresAt: new Date(Date.now() + SMS_CODE_TTL_MS),
      });
    },
    /**
     * Uses the latest live code of the mobile: true when it matches (it is then spent).
     * A wrong guess counts; after SMS_MAX_ATTEMPTS the code is dead. One conditional UPDATE … RETURNING, so
     * parallel guesses are counted one by one (the row lock serialises them and each re-checks the count):
     * never more than SMS_MAX_ATTEMPTS guesses are compared with a code.
     */
    async consume(mobile: string, scene: string, code: string): Promise<boolean> {
      const latest = db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.scene, scene), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, new Date())))
        .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
        .limit(1);
      const matches = sql`${smsCodes.codeHash} = ${hash(mobile, code)}`;
      const [row] = await db
        .update(smsCodes)
        .set({
          attempts: sql`${smsCodes.attempts} + case when ${matches} then 0 else 1 end`,
          usedAt: sql`case when ${matches} then now() else null end`,
        })
        .where(and(sql`${smsCodes.id} = (${latest})`, lt(smsCodes.attempts, SMS_MAX_ATTEMPTS), isNull(smsCodes.usedAt)))
        .returning({ usedAt: smsCodes.usedAt });
      return Boolean(row?.usedAt);
    },
  };
}
