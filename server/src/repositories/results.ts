/**
 * Results per athlete (成绩) of timed and measured event items, their history (corrections keep the previous
 * value), and the results-management and public results views. A save is a versioned upsert in one transaction
 * with its history row and its record proposal (records.ts proposeForResult).
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  competitionManagers,
  competitions,
  eventItems,
  institutions,
  resultHistory,
  results,
  scoreRules,
  signUps,
  users,
} from '../db/schema/index.js';
import type { ResultStatus } from 'shared/rules';
import { proposeForResult, type Direction } from './records.js';
import { iso, likePattern, scopedList, type Page, type Scope } from './scope.js';
import { institutionOpen } from './institution-status.js';

export interface ResultSnapshot {
  value: number | null;
  status: ResultStatus;
}

export interface SaveResult {
  item: ItemForAccess;
  signUp: { id: number; entrantName: string; affiliation: string; status: string };
  value: number | null;
  status: ResultStatus;
  /** expected version of the existing result (undefined: the current one) */
  version?: number;
  reason: string;
  actorId: number;
}

/** An event item with its competition, grants and score rule (model/direction/precision null without a rule). */
export interface ItemForAccess {
  id: number;
  name: string;
  gender: number;
  ageGroup: string;
  competitionId: number;
  institutionId: number;
  competitionName: string;
  competitionStatus: string;
  sport: string;
  model: string | null;
  direction: string | null;
  precision: number | null;
  grants: number[];
}

export interface GradeFilter extends Page {
  /** competitions the caller sees: 'all' approved ones (admin) or an explicit list of ids */
  scope: 'approved' | { institutions: Scope; competitionIds: number[] };
  keyword?: string;
  sport?: string;
}

const snapshotOf = (r: { value: number | null; status: string }): ResultSnapshot => ({ value: r.value, status: r.status as ResultStatus });

export function createResultsRepo(db: Db) {
  return {
    /** An event item with its competition (for access), its grants and its score rule (null when none). */
    async itemForAccess(eventItemId: number): Promise<ItemForAccess | undefined> {
      const [row] = await db
        .select({
          id: eventItems.id,
          name: eventItems.name,
          gender: eventItems.gender,
          ageGroup: eventItems.ageGroup,
          competitionId: competitions.id,
          institutionId: competitions.institutionId,
          competitionName: competitions.name,
          competitionStatus: competitions.status,
          sport: competitions.sport,
          model: scoreRules.model,
          direction: scoreRules.direction,
          precision: scoreRules.precision,
        })
        .from(eventItems)
        .innerJoin(competitions, eq(competitions.id, eventItems.competitionId))
        .leftJoin(scoreRules, eq(scoreRules.eventItemId, eventItems.id))
        .where(eq(eventItems.id, eventItemId));
      if (!row) return undefined;
      const grants = await db.select({ userId: competitionManagers.userId }).from(competitionManagers).where(eq(competitionManagers.competitionId, row.competitionId));
      return { ...row, grants: grants.map((g) => g.userId) };
    },

    async signUpOf(id: number) {
      const [row] = await db
        .select({ id: signUps.id, eventItemId: signUps.eventItemId, entrantName: signUps.entrantName, affiliation: signUps.affiliation, status: signUps.status })
        .from(signUps)
        .where(eq(signUps.id, id));
      return row;
    },

    async findById(id: number) {
      const [row] = await db.select().from(results).where(eq(results.id, id));
      return row;
    },

    /**
     * Upsert in one transaction: a new result, or a change of an existing one at the expected version (stale →
     * 'stale'), with its history row and record proposal. 'unchanged' when nothing differs.
     */
    async save(tx: Tx, s: SaveResult): Promise<{ kind: 'saved'; id: number; version: number; recordId: number | null } | { kind: 'stale' } | { kind: 'unchanged'; id: number; version: number }> {
      const [existing] = await tx
        .select()
        .from(results)
        .where(and(eq(results.eventItemId, s.item.id), eq(results.signUpId, s.signUp.id)))
        .for('update');
      const after: ResultSnapshot = { value: s.value, status: s.status };
      let id: number;
      let version: number;
      if (existing) {
        if (s.version !== undefined && s.version !== existing.version) return { kind: 'stale' as const };
        if (existing.value === s.value && existing.status === s.status) return { kind: 'unchanged' as const, id: existing.id, version: existing.version };
        const rows = await tx
          .update(results)
          .set({ value: s.value, status: s.status, version: existing.version + 1, enteredBy: s.actorId, updatedAt: new Date() })
          .where(and(eq(results.id, existing.id), eq(results.version, existing.version)))
          .returning({ id: results.id, version: results.version });
        if (rows.length === 0) return { kind: 'stale' as const };
        ({ id, version } = rows[0]);
        await tx.insert(resultHistory).values({ resultId: id, before: snapshotOf(existing) as unknown as Record<string, unknown>, after: after as unknown as Record<string, unknown>, actorId: s.actorId, reason: s.reason });
      } else {
        if (s.version !== undefined && s.version !== 0) return { kind: 'stale' as const };
        const [row] = await tx
          .insert(results)
          .values({ competitionId: s.item.competitionId, eventItemId: s.item.id, signUpId: s.signUp.id, value: s.value, status: s.status, version: 1, enteredBy: s.actorId })
          .onConflictDoNothing()
          .returning({ id: results.id, version: results.version });
        if (!row) return { kind: 'stale' as const };
        ({ id, version } = row);
        await tx.insert(resultHistory).values({ resultId: id, before: null, after: after as unknown as Record<string, unknown>, actorId: s.actorId, reason: s.reason });
      }
      const recordId = await proposeForResult(tx, {
        resultId: id,
        key: { sport: s.item.sport, itemName: s.item.name, gender: s.item.gender, ageGroup: s.item.ageGroup },
        direction: s.item.direction as Direction,
        precision: s.item.precision ?? 2,
        eligible: s.status === 'ok' && s.signUp.status === 'approved',
        value: s.value,
        holderName: s.signUp.entrantName,
        affiliation: s.signUp.affiliation,
        competitionId: s.item.competitionId,
        competitionName: s.item.competitionName,
      });
      return { kind: 'saved' as const, id, version, recordId };
    },

    /** Approved entrants of an item with their result (null when none yet), in sign-up order. */
    async entrantsWithResults(eventItemId: number) {
      return db
        .select({
          signUpId: signUps.id,
          entrantName: signUps.entrantName,
          affiliation: signUps.affiliation,
          gender: signUps.gender,
          resultId: results.id,
          value: results.value,
          status: results.status,
          version: results.version,
          updatedAt: results.updatedAt,
        })
        .from(signUps)
        .leftJoin(results, and(eq(results.signUpId, signUps.id), eq(results.eventItemId, eventItemId)))
        .where(and(eq(signUps.eventItemId, eventItemId), eq(signUps.status, 'approved')))
        .orderBy(asc(signUps.id));
    },

    /** Results of an item's approved entries (an entry cancelled after its result no longer shows), for the public board. */
    async resultsOf(eventItemId: number) {
      return db
        .select({ signUpId: signUps.id, entrantName: signUps.entrantName, affiliation: signUps.affiliation, value: results.value, status: results.status })
        .from(results)
        .innerJoin(signUps, eq(signUps.id, results.signUpId))
        .where(and(eq(results.eventItemId, eventItemId), eq(signUps.status, 'approved')))
        .orderBy(asc(results.id));
    },

    async history(resultId: number) {
      const rows = await db
        .select({ id: resultHistory.id, before: resultHistory.before, after: resultHistory.after, actorId: resultHistory.actorId, nickname: users.nickname, account: users.account, reason: resultHistory.reason, at: resultHistory.at })
        .from(resultHistory)
        .leftJoin(users, eq(users.id, resultHistory.actorId))
        .where(eq(resultHistory.resultId, resultId))
        .orderBy(asc(resultHistory.at), asc(resultHistory.id));
      return rows.map((r) => ({
        id: r.id,
        before: r.before ? snapshotOf(r.before as { value: number | null; status: string }) : null,
        after: snapshotOf(r.after as { value: number | null; status: string }),
        actor_id: r.actorId,
        actor_name: r.nickname || r.account || '',
        reason: r.reason,
        at: r.at.toISOString(),
      }));
    },

    /** Items of a competition having results, with entrant and result counts. */
    async itemSummaries(competitionIds: number[]) {
      if (competitionIds.length === 0) return [];
      const entrantCounts = db
        .select({ itemId: signUps.eventItemId, n: count().as('entrant_n') })
        .from(signUps)
        .where(and(inArray(signUps.competitionId, competitionIds), eq(signUps.status, 'approved')))
        .groupBy(signUps.eventItemId)
        .as('entrant_counts');
      return db
        .select({
          competitionId: results.competitionId,
          eventItemId: eventItems.id,
          name: eventItems.name,
          gender: eventItems.gender,
          ageGroup: eventItems.ageGroup,
          sort: eventItems.sort,
          entrantCount: sql<number>`coalesce(max(${entrantCounts.n}), 0)`.mapWith(Number),
          resultCount: count(results.id),
          updatedAt: max(results.updatedAt),
        })
        .from(results)
        .innerJoin(eventItems, eq(eventItems.id, results.eventItemId))
        .leftJoin(entrantCounts, eq(entrantCounts.itemId, eventItems.id))
        .where(inArray(results.competitionId, competitionIds))
        .groupBy(results.competitionId, eventItems.id)
        .orderBy(asc(eventItems.sort), asc(eventItems.id));
    },

    /** Competitions having results (gradeList), newest result first, with their items. */
    async gradeList(f: GradeFilter) {
      const lastResult = sql<Date | null>`(select max(${results.updatedAt}) from ${results} where ${results.competitionId} = ${competitions.id})`;
      const { list: rows, total } = await scopedList({
        // the platform admin: approved competitions of every institution; a manager: their institutions' and those granted to them
        scope: f.scope === 'approved' ? undefined : [competitions.institutionId, f.scope.institutions, [competitions.id, f.scope.competitionIds]],
        where: [
          f.scope === 'approved' ? eq(competitions.status, 'approved') : undefined,
          f.keyword ? ilike(competitions.name, likePattern(f.keyword)) : undefined,
          f.sport ? eq(competitions.sport, f.sport) : undefined,
          sql`exists (select 1 from ${results} where ${results.competitionId} = ${competitions.id})`,
        ],
        page: f,
        rows: (where, p) =>
          db
            .select({
              id: competitions.id,
              name: competitions.name,
              sport: competitions.sport,
              status: competitions.status,
              startAt: competitions.startAt,
              institutionName: institutions.name,
            })
            .from(competitions)
            .innerJoin(institutions, eq(institutions.id, competitions.institutionId))
            .where(where)
            .orderBy(desc(lastResult), desc(competitions.id))
            .limit(p.count)
            .offset(p.start),
        count: (where) => db.select({ n: count() }).from(competitions).where(where),
      });
      const items = await this.itemSummaries(rows.map((r) => r.id));
      return {
        total,
        list: rows.map((c) => {
          const own = items.filter((i) => i.competitionId === c.id);
          const updated = own.reduce<Date | null>((m, i) => (i.updatedAt && (!m || i.updatedAt > m) ? i.updatedAt : m), null);
          return {
            competition_id: c.id,
            competition_name: c.name,
            sport: c.sport,
            institution_name: c.institutionName,
            status: c.status,
            start_at: c.startAt.toISOString(),
            result_count: own.reduce((s, i) => s + i.resultCount, 0),
            updated_at: iso(updated),
            items: own.map(summaryDto),
          };
        }),
      };
    },

    /** Competition ids the user holds a management grant for. */
    async grantedCompetitions(userId: number) {
      const rows = await db.select({ id: competitionManagers.competitionId }).from(competitionManagers).where(eq(competitionManagers.userId, userId));
      return rows.map((r) => r.id);
    },

    /** A competition's status and institution (public results need it approved). */
    async competitionForAccess(id: number) {
      const [row] = await db
        .select({ id: competitions.id, institutionId: competitions.institutionId, status: competitions.status, name: competitions.name, institutionOpen: institutionOpen(competitions.institutionId).mapWith(Boolean) })
        .from(competitions)
        .where(eq(competitions.id, id));
      if (!row) return undefined;
      const grants = await db.select({ userId: competitionManagers.userId }).from(competitionManagers).where(eq(competitionManagers.competitionId, id));
      return { ...row, grants: grants.map((g) => g.userId) };
    },

    async hasResults(eventItemId: number) {
      const [row] = await db.select({ id: results.id }).from(results).where(and(eq(results.eventItemId, eventItemId), isNotNull(results.id))).limit(1);
      return Boolean(row);
    },
  };
}

export const summaryDto = (i: { eventItemId: number; name: string; gender: number; ageGroup: string; entrantCount: number; resultCount: number; updatedAt: Date | null }) => ({
  event_item_id: i.eventItemId,
  name: i.name,
  gender: i.gender,
  age_group: i.ageGroup,
  entrant_count: i.entrantCount,
  result_count: i.resultCount,
  updated_at: iso(i.updatedAt),
});
