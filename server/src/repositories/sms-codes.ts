import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { smsCodes } from '../db/schema/index.js';

export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
export const SMS_MAX_ATTEMPTS = 5;

const hash = (mobile: string, code: string) => createHash('sha256').update(`${mobile}:${code}`).digest('hex');

export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function createSmsCodesRepo(db: Db) {
  return {
    /** Was a code sent to this mobile within the resend interval? */
    async sentRecently(mobile: string, now = new Date()): Promise<boolean> {
      const [row] = await db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, new Date(now.getTime() - SMS_RESEND_INTERVAL_MS))))
        .limit(1);
      return Boolean(row);
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
