import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { auditLog, competitions, competitionSeries, institutions } from '../db/schema/index.js';
import type { Actor } from './filing.js';
import { iso, scopedList, type Page, type Scope } from './scope.js';

const columns = {
  id: competitionSeries.id,
  institutionId: competitionSeries.institutionId,
  institutionName: institutions.name,
  name: competitionSeries.name,
  cType: competitionSeries.cType,
  description: competitionSeries.description,
  competitionCount: sql<number>`(select count(*)::int from ${competitions} where ${competitions.seriesId} = ${competitionSeries.id})`,
  createdAt: competitionSeries.createdAt,
};

type Row = { id: number; institutionId: number; institutionName: string; name: string; cType: number; description: string; competitionCount: number; createdAt: Date };

const toDto = (r: Row) => ({
  id: r.id,
  institution_id: r.institutionId,
  institution_name: r.institutionName,
  name: r.name,
  c_type: r.cType as 1 | 2,
  description: r.description,
  competition_count: Number(r.competitionCount),
  created_at: iso(r.createdAt)!,
});

export interface SeriesFields {
  name?: string;
  cType?: number;
  description?: string;
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
    async update(tx: Tx, id: number, patch: SeriesFields, actor: Actor) {
      await tx.update(competitionSeries).set(patch).where(eq(competitionSeries.id, id));
      await write(tx, actor, 'competition_series.update', id, { fields: Object.keys(patch) });
    },
    /** Deletes an empty series; false when competitions still belong to it. */
    async remove(tx: Tx, id: number, actor: Actor): Promise<boolean> {
      const [used] = await tx.select({ n: count() }).from(competitions).where(eq(competitions.seriesId, id));
      if ((used?.n ?? 0) > 0) return false;
      await tx.delete(competitionSeries).where(eq(competitionSeries.id, id));
      await write(tx, actor, 'competition_series.delete', id);
      return true;
    },
    async belongsTo(id: number, institutionId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: competitionSeries.id })
        .from(competitionSeries)
        .where(and(eq(competitionSeries.id, id), eq(competitionSeries.institutionId, institutionId)))
        .limit(1);
      return Boolean(row);
    },
  };
}
