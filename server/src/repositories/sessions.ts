import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Membership } from '../access/principal.js';
import type { Db } from '../db/client.js';
import { institutions, managers, sessions, users } from '../db/schema/index.js';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('hex');

export function createSessionsRepo(db: Db) {
  // prepared once: built and planned once per connection, not at every request
  const liveSessionQuery = db
    .select({
      session: sessions,
      user: users,
      memberships: sql<Membership[]>`coalesce((
        select json_agg(json_build_object(
          'institutionId', ${managers.institutionId}, 'name', ${institutions.name}, 'logo', ${institutions.logo},
          'isAdmin', ${managers.isAdmin}, 'sportsVenuesId', ${managers.sportsVenuesId}, 'institutionType', ${institutions.institutionType}
        ) order by ${managers.id})
        from ${managers} join ${institutions} on ${institutions.id} = ${managers.institutionId}
        where ${managers.userId} = ${users.id} and ${institutions.status} = 'approved'
      ), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(users.status, 'active')))
    .limit(1)
    .prepare('live_session_with_memberships');
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
    /**
     * A live session with its user and the user's memberships (approved institutions, in the order they were
     * granted) in one round trip: every authenticated request starts with it (plugins/app/auth.ts).
     */
    async findLiveWithMemberships(id: string): Promise<{ session: SessionRow; user: UserRow; memberships: Membership[] } | undefined> {
      const [row] = await liveSessionQuery.execute({ id });
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
