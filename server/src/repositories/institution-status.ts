/**
 * 机构列表 of the platform admin (docs/institutions.md): institutions with filters, one institution's 停用 / 启用 record
 * (its staff are repositories/staff.ts members), and the writes of a status change (row lock, status, record row, the staff's sessions ended),
 * each on the caller's `tx`.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { competitions, institutionStatusEvents, institutions, managers, sessions, users } from '../db/schema/index.js';
import { likePattern, scopedList, type Page } from './scope.js';

export type InstitutionRow = typeof institutions.$inferSelect;

/** A public row of an institution's content shows only while its institution is not disabled (停用). */
export const institutionOpen = (institutionId: Column): SQL =>
  sql`not exists (select 1 from ${institutions} where ${institutions.id} = ${institutionId} and ${institutions.status} = 'disabled')`;

export interface InstitutionFilter extends Page {
  institutionType?: number;
  status?: string;
  name?: string;
}

const staffCount = sql<number>`(select count(*)::int from ${managers} where ${managers.institutionId} = ${institutions.id})`;

export function createInstitutionStatusRepo(db: Db) {
  return {
    async list(f: InstitutionFilter) {
      return scopedList({
        where: [
          f.institutionType ? eq(institutions.institutionType, f.institutionType) : undefined,
          f.status ? eq(institutions.status, f.status) : undefined,
          f.name ? ilike(institutions.name, likePattern(f.name)) : undefined,
        ],
        page: f,
        rows: (where, p) =>
          db
            .select({ row: institutions, staffCount })
            .from(institutions)
            .where(where)
            .orderBy(asc(institutions.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(institutions).where(where),
      });
    },

    async byId(id: number) {
      const [row] = await db.select({ row: institutions, staffCount }).from(institutions).where(eq(institutions.id, id)).limit(1);
      return row;
    },

    async events(institutionId: number) {
      return db
        .select({ action: institutionStatusEvents.action, reason: institutionStatusEvents.reason, at: institutionStatusEvents.at, byName: users.nickname, byAccount: users.account })
        .from(institutionStatusEvents)
        .leftJoin(users, eq(users.id, institutionStatusEvents.byUserId))
        .where(eq(institutionStatusEvents.institutionId, institutionId))
        .orderBy(desc(institutionStatusEvents.at), desc(institutionStatusEvents.id));
    },

    /** The institution's row under `FOR UPDATE` (two admins at once take turns). */
    async lock(tx: Tx, id: number): Promise<InstitutionRow | undefined> {
      const [row] = await tx.select().from(institutions).where(eq(institutions.id, id)).for('update');
      return row;
    },

    async setStatus(tx: Tx, id: number, status: 'approved' | 'disabled'): Promise<void> {
      await tx.update(institutions).set({ status }).where(eq(institutions.id, id));
    },

    async addEvent(tx: Tx, e: { institutionId: number; action: 'disable' | 'enable'; reason: string; byUserId: number }): Promise<void> {
      await tx.insert(institutionStatusEvents).values(e);
    },

    /** Ends at once every live session of the institution's staff; answers how many ended. */
    async endStaffSessions(tx: Tx, institutionId: number): Promise<number> {
      const staffIds = tx.select({ id: managers.userId }).from(managers).where(eq(managers.institutionId, institutionId));
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(inArray(sessions.userId, staffIds), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** The institutions a user is staff of, with each one's status and the reason of its last 停用 (sign-in check). */
    async membershipsWithStatus(userId: number) {
      return db
        .select({
          name: institutions.name,
          status: institutions.status,
          reason: sql<string>`coalesce((select ${institutionStatusEvents.reason} from ${institutionStatusEvents}
            where ${institutionStatusEvents.institutionId} = ${institutions.id} and ${institutionStatusEvents.action} = 'disable'
            order by ${institutionStatusEvents.at} desc, ${institutionStatusEvents.id} desc limit 1), '')`,
        })
        .from(managers)
        .innerJoin(institutions, eq(institutions.id, managers.institutionId))
        .where(eq(managers.userId, userId))
        .orderBy(asc(managers.id));
    },

    /** Whether the institution of a competition is disabled: it takes no new sign-ups (no new orders). */
    async competitionInstitutionDisabled(tx: Tx, competitionId: number): Promise<boolean> {
      const [row] = await tx
        .select({ status: institutions.status })
        .from(competitions)
        .innerJoin(institutions, eq(institutions.id, competitions.institutionId))
        .where(eq(competitions.id, competitionId))
        .for('share', { of: institutions }); // a 停用 at this moment waits for this sign-up, or this one sees it
      return row?.status === 'disabled';
    },
  };
}
