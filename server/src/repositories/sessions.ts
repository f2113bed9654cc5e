import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Membership } from '../access/principal.js';
import type { Db, Tx } from '../db/client.js';
import { institutionRoles, institutions, managers, sessions, users } from '../db/schema/index.js';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('hex');

/**
 * The key a session is stored under: the SHA-256 (hex) of the id the cookie carries. Only the browser holds the id
 * itself, so whoever reads the `sessions` table (a backup, a leaked dump) cannot present a session. Migration 0016
 * hashed the rows of before, so the cookies of logged-in users stay valid.
 */
export const sessionKey = (sid: string) => createHash('sha256').update(sid, 'utf8').digest('hex');

/** A new session: the row, except that `id` is the id for the cookie (the row holds sessionKey(id)). */
export type NewSession = SessionRow;

export function createSessionsRepo(db: Db) {
  // prepared once: built and planned once per connection, not at every request
  const liveSessionQuery = db
    .select({
      session: sessions,
      user: users,
      memberships: sql<Membership[]>`coalesce((
        select json_agg(json_build_object(
          'institutionId', ${managers.institutionId}, 'name', ${institutions.name}, 'logo', ${institutions.logo},
          'isAdmin', ${managers.isAdmin}, 'sportsVenuesId', ${managers.sportsVenuesId}, 'institutionType', ${institutions.institutionType},
          'roleId', ${managers.roleId}, 'permissions', case when ${managers.isAdmin} or ${managers.roleId} is null then null else ${institutionRoles.permissions} end
        ) order by ${managers.id})
        from ${managers} join ${institutions} on ${institutions.id} = ${managers.institutionId}
        left join ${institutionRoles} on ${institutionRoles.id} = ${managers.roleId}
        where ${managers.userId} = ${users.id} and ${institutions.status} = 'approved'
      ), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(users.status, 'active')))
    .limit(1)
    .prepare('live_session_with_memberships');
  const revoke = async (id: string, on: Db | Tx = db): Promise<void> => {
    await on.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  };
  return {
    /** A new session, on `on` (the caller's `tx` when the sign-in is one transaction). */
    async create(input: { userId: number; ip: string; userAgent: string; activeInstitution: number | null }, on: Db | Tx = db): Promise<NewSession> {
      const sid = randomToken(32);
      const [row] = await on
        .insert(sessions)
        .values({
          id: sessionKey(sid),
          csrfToken: randomToken(24),
          userId: input.userId,
          ip: input.ip,
          userAgent: input.userAgent.slice(0, 512),
          activeInstitution: input.activeInstitution,
          expiresAt: new Date(Date.now() + SESSION_TTL_MS),
        })
        .returning();
      return { ...row, id: sid };
    },
    /**
     * The live session named by the cookie's id `sid`, with its user and the user's memberships (approved
     * institutions, in the order they were granted) in one round trip: every authenticated request starts with it
     * (plugins/app/auth.ts).
     */
    async findLiveWithMemberships(sid: string): Promise<{ session: SessionRow; user: UserRow; memberships: Membership[] } | undefined> {
      const [row] = await liveSessionQuery.execute({ id: sessionKey(sid) });
      return row;
    },
    /** Ends the session of this row id (`request.session.id`, the stored key), on `on` (default: its own statement). */
    revoke,
    /** Ends the session a cookie names (its raw id). */
    async revokeByCookie(sid: string, on: Db | Tx = db): Promise<void> {
      await revoke(sessionKey(sid), on);
    },
    /** Ends every live session of the user inside the caller's `tx` (a password reset: whoever knew the old one is out). */
    async revokeAll(tx: Tx, userId: number): Promise<void> {
      await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
    /** Ends every other live session of the user inside the caller's `tx` (a password change); `keepId` is the kept row's id. */
    async revokeOthers(tx: Tx, userId: number, keepId: string): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)));
    },
  };
}
