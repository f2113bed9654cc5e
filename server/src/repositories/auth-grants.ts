import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { authGrants, wechatBindings } from '../db/schema/index.js';

export type GrantPurpose = 'password_reset' | 'mobile_change' | 'wechat_state' | 'wechat_bind';

export interface GrantRow {
  id: number;
  purpose: string;
  userId: number | null;
  mobile: string | null;
  data: Record<string, string>;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
/** A grant's token: 32 random bytes in hex. Anything else names no grant (and is not even looked up). */
export const GRANT_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

const grantColumns = {
  id: authGrants.id,
  purpose: authGrants.purpose,
  userId: authGrants.userId,
  mobile: authGrants.mobile,
  data: authGrants.data,
  expiresAt: authGrants.expiresAt,
};

/**
 * Short-lived single-use grants (db/schema/auth-grants.ts): issued with a random token of which only the hash is
 * kept; `peek` reads a live one, `take` spends it in one conditional UPDATE … RETURNING, so two requests with the
 * same token cannot both spend it (the row lock serialises them and the second finds `used_at` set).
 */
export function createAuthGrantsRepo(db: Db) {
  return {
    async issue(input: { purpose: GrantPurpose; ttlMs: number; userId?: number | null; mobile?: string | null; data?: Record<string, string>; ip: string }, on: Db | Tx = db): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('hex');
      const expiresAt = new Date(Date.now() + input.ttlMs);
      await on.insert(authGrants).values({
        purpose: input.purpose,
        tokenHash: hashToken(token),
        userId: input.userId ?? null,
        mobile: input.mobile ?? null,
        data: input.data ?? {},
        expiresAt,
        ip: input.ip,
      });
      return { token, expiresAt };
    },
    /** The live (unused, unexpired) grant of this purpose the token names, without spending it. */
    async peek(purpose: GrantPurpose, token: string | undefined | null, on: Db | Tx = db): Promise<GrantRow | undefined> {
      if (!token || !GRANT_TOKEN_PATTERN.test(token)) return undefined;
      const [row] = await on
        .select(grantColumns)
        .from(authGrants)
        .where(and(eq(authGrants.tokenHash, hashToken(token)), eq(authGrants.purpose, purpose), isNull(authGrants.usedAt), gt(authGrants.expiresAt, new Date())))
        .limit(1);
      return row;
    },
    /** Spends the live grant of this purpose the token names: the grant, or undefined when unknown, used or expired. */
    async take(purpose: GrantPurpose, token: string | undefined | null, on: Db | Tx = db): Promise<GrantRow | undefined> {
      if (!token || !GRANT_TOKEN_PATTERN.test(token)) return undefined;
      const [row] = await on
        .update(authGrants)
        .set({ usedAt: new Date() })
        .where(and(eq(authGrants.tokenHash, hashToken(token)), eq(authGrants.purpose, purpose), isNull(authGrants.usedAt), gt(authGrants.expiresAt, new Date())))
        .returning(grantColumns);
      return row;
    },
    /** Ends every live grant of this purpose of the user (a new reset or change makes the older ones void). */
    async voidFor(purpose: GrantPurpose, userId: number, on: Db | Tx = db): Promise<void> {
      await on
        .update(authGrants)
        .set({ usedAt: new Date() })
        .where(and(eq(authGrants.purpose, purpose), eq(authGrants.userId, userId), isNull(authGrants.usedAt)));
    },
  };
}

export function createWechatBindingsRepo(db: Db) {
  return {
    async userOf(openid: string): Promise<number | undefined> {
      const [row] = await db.select({ userId: wechatBindings.userId }).from(wechatBindings).where(eq(wechatBindings.openid, openid)).limit(1);
      return row?.userId;
    },
    async openidOf(userId: number, on: Db | Tx = db): Promise<string | undefined> {
      const [row] = await on.select({ openid: wechatBindings.openid }).from(wechatBindings).where(eq(wechatBindings.userId, userId)).limit(1);
      return row?.openid;
    },
    async bind(tx: Tx, input: { userId: number; openid: string; unionid: string | null }): Promise<void> {
      await tx.insert(wechatBindings).values(input);
    },
  };
}
