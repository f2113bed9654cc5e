import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { allowedFrom, seriesMemberNote, type SeriesAction, type SeriesStatus } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { auditLog, competitionManagers, competitions, competitionSeries, competitionStatusHistory, institutions } from '../db/schema/index.js';
import type { Actor } from './filing.js';
import { iso, scopedList, type Page, type Scope } from './scope.js';

const columns = {
  id: competitionSeries.id,
  institutionId: competitionSeries.institutionId,
  institutionName: institutions.name,
  name: competitionSeries.name,
  cType: competitionSeries.cType,
  description: competitionSeries.description,
  status: competitionSeries.status,
  reviewReason: competitionSeries.reviewReason,
  filedAt: competitionSeries.filedAt,
  reviewedAt: competitionSeries.reviewedAt,
  competitionCount: sql<number>`(select count(*)::int from ${competitions} where ${competitions.seriesId} = ${competitionSeries.id})`,
  createdAt: competitionSeries.createdAt,
};

type Row = {
  id: number;
  institutionId: number;
  institutionName: string;
  name: string;
  cType: number;
  description: string;
  status: string;
  reviewReason: string;
  filedAt: Date | null;
  reviewedAt: Date | null;
  competitionCount: number;
  createdAt: Date;
};

const toDto = (r: Row) => ({
  id: r.id,
  institution_id: r.institutionId,
  institution_name: r.institutionName,
  name: r.name,
  c_type: r.cType as 1 | 2,
  description: r.description,
  status: r.status as SeriesStatus,
  review_reason: r.reviewReason,
  filed_at: iso(r.filedAt),
  reviewed_at: iso(r.reviewedAt),
  competition_count: Number(r.competitionCount),
  created_at: iso(r.createdAt)!,
});

export interface SeriesFields {
  name?: string;
  cType?: number;
  description?: string;
}

/** The series' status now (locked), for a write that must not race a review or a filing. */
async function lockStatus(tx: Tx, id: number): Promise<string | undefined> {
  const [row] = await tx.select({ status: competitionSeries.status }).from(competitionSeries).where(eq(competitionSeries.id, id)).for('update');
  return row?.status;
}

export function createSeriesRepo(db: Db) {
  const base = () => db.select(columns).from(competitionSeries).innerJoin(institutions, eq(institutions.id, competitionSeries.institutionId));
  const write = (tx: Parameters<Parameters<Db['transaction']>[0]>[0], actor: Actor, action: string, id: number, detail: Record<string, unknown> = {}) =>
    tx.insert(auditLog).values({ actorId: actor.userId, action, target: `competition_series:${id}`, detail, ip: actor.ip });

  return {
    async list(scope: Scope, page: Page) {
      const { list, total } = await scopedList({
        scope: [competitionSeries.institutionId, scope],
        page,
        rows: (where, p) => base().where(where).orderBy(desc(competitionSeries.id)).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(competitionSeries).where(where),
      });
      return { list: list.map(toDto), total };
    },
    async find(id: number) {
      const [row] = await base().where(eq(competitionSeries.id, id)).limit(1);
      return row ? toDto(row) : undefined;
    },
    async create(tx: Tx, values: { institutionId: number; name: string; cType: number; description: string }, actor: Actor) {
      const [row] = await tx.insert(competitionSeries).values(values).returning({ id: competitionSeries.id });
      await write(tx, actor, 'competition_series.create', row.id, { institution_id: values.institutionId });
      return row.id;
    },
    /** Applies the edit unless the series is under review (false = refused, nothing changed). */
    async update(tx: Tx, id: number, patch: SeriesFields, actor: Actor): Promise<boolean> {
      const rows = await tx
        .update(competitionSeries)
        .set(patch)
        .where(and(eq(competitionSeries.id, id), inArray(competitionSeries.status, [...allowedFrom('edit')])))
        .returning({ id: competitionSeries.id });
      if (rows.length === 0) return false;
      await write(tx, actor, 'competition_series.update', id, { fields: Object.keys(patch) });
      return true;
    },
    /** Deletes an empty series; false when competitions still belong to it (a series under review always has some). */
    async remove(tx: Tx, id: number, actor: Actor): Promise<boolean> {
      const [used] = await tx.select({ n: count() }).from(competitions).where(eq(competitions.seriesId, id));
      if ((used?.n ?? 0) > 0) return false;
      await tx.delete(competitionSeries).where(eq(competitionSeries.id, id));
      await write(tx, actor, 'competition_series.delete', id);
      return true;
    },
    /** The series filings the platform reviews (filed at least once), 待审核 first then the latest filed. */
    async reviewList(q: Page & { status?: string; institutionId?: number }) {
      const { list, total } = await scopedList({
        where: [
          isNotNull(competitionSeries.filedAt),
          q.status ? eq(competitionSeries.status, q.status) : undefined,
          q.institutionId ? eq(competitionSeries.institutionId, q.institutionId) : undefined,
        ],
        page: q,
        rows: (where, p) =>
          base()
            .where(where)
            .orderBy(sql`${competitionSeries.status} = 'pending' desc`, desc(competitionSeries.filedAt), desc(competitionSeries.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(competitionSeries).where(where),
      });
      return { list: list.map(toDto), total };
    },
    /** The member competitions with what a filing checks. */
    async members(id: number) {
      return db
        .select({ id: competitions.id, name: competitions.name, sport: competitions.sport, location: competitions.location, startAt: competitions.startAt, endAt: competitions.endAt, status: competitions.status })
        .from(competitions)
        .where(eq(competitions.seriesId, id))
        .orderBy(asc(competitions.startAt), asc(competitions.id));
    },
    /** Whether the user holds a management grant (permission code) of a competition of the series. */
    async grantedMember(id: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: competitions.id })
        .from(competitionManagers)
        .innerJoin(competitions, eq(competitions.id, competitionManagers.competitionId))
        .where(and(eq(competitions.seriesId, id), eq(competitionManagers.userId, userId)))
        .limit(1);
      return Boolean(row);
    },
    /**
     * Moves the series for `action` if its status allows it (false: nothing changed), and its members with it: a
     * filing files the members not filed yet (draft, rejected, withdrawn → pending); a review or a withdrawal moves
     * the members still pending to the series' new status. Each member's move is in its status history with the
     * reason; the series' review reason is kept on the series.
     */
    async changeStatus(tx: Tx, id: number, action: Exclude<SeriesAction, 'edit'>, to: SeriesStatus, actor: Actor, reason = ''): Promise<boolean> {
      const before = await lockStatus(tx, id);
      if (!before || !(allowedFrom(action) as readonly string[]).includes(before)) return false;
      const now = new Date();
      await tx
        .update(competitionSeries)
        .set(
          action === 'file'
            ? { status: to, filedAt: now, reviewReason: '', reviewedAt: null, reviewedBy: null }
            : action === 'withdraw'
              ? { status: to }
              : { status: to, reviewReason: reason, reviewedAt: now, reviewedBy: actor.userId },
        )
        .where(eq(competitionSeries.id, id));
      const from: string[] = action === 'file' ? [...allowedFrom('file')] : ['pending'];
      const moving = await tx
        .select({ id: competitions.id, status: competitions.status })
        .from(competitions)
        .where(and(eq(competitions.seriesId, id), inArray(competitions.status, from)))
        .for('update');
      if (moving.length > 0) {
        await tx
          .update(competitions)
          .set(action === 'file' ? { status: to, isFiling: true } : { status: to })
          .where(inArray(competitions.id, moving.map((m) => m.id)));
        const note = seriesMemberNote(action, reason);
        await tx
          .insert(competitionStatusHistory)
          .values(moving.map((m) => ({ competitionId: m.id, fromStatus: m.status, toStatus: to, actorId: actor.userId, reason: note })));
      }
      await write(tx, actor, `competition_series.${action}`, id, { from: before, to, reason, competitions: moving.map((m) => m.id) });
      return true;
    },
  };
}
