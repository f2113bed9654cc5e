import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('hex');

export function createSessionsRepo(db: Db) {
  return {
    async create(input: { userId: number; ip: string; userAgent: string; activeInstitution: number | null }) {
      const [row] = await db
        .insert(sessions)
        .values({
          id: randomToken(32),
          csrfToken: randomToken(24),
          userId: input.userId,
          ip: input.ip,
          userAgent: input.userAgent.slice(0, 512),
          activeInstitution: input.activeInstitution,
          expiresAt: new Date(Date.now() + SESSION_TTL_MS),
        })
        .returning();
      return row;
    },
    /** A live session (not revoked, not expired) of an active user. */
    async findLive(id: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), eq(users.status, 'active')))
        .limit(1);
      return row;
    },
    async revoke(id: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    /** Ends every other live session of the user (after a password change). */
    async revokeOthers(userId: number, keepId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)));
    },
  };
}
