/**
 * Schedule tables: phases, phase entrants, fixtures and their score history. Generation writes fixtures in
 * batches and reports progress on the phase row between batches; score entry runs in one transaction with the
 * phase and fixture rows locked (src/services/schedule-score.ts decides, this file writes).
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { SCHEDULE_MSG } from 'shared/rules';
import type { Db } from '../db/client.js';
import {
  auditLog,
  competitions,
  courts,
  eventItems,
  fixtures,
  fixtureScoreHistory,
  persons,
  phaseEntrants,
  phases,
  signUpMembers,
  signUps,
  users,
  type PhaseConfig,
} from '../db/schema/index.js';
import { hasScore, type GenerationEntrant, type SchedulePlan, type ScoreDecision } from 'shared/rules';
import type { FixtureRow } from '../services/schedule-score.js';
import { iso, likePattern } from './scope.js';

export type PhaseRow = typeof phases.$inferSelect;
export type { FixtureRow };

export interface Actor {
  userId: number;
  ip: string;
}

/** Fixtures inserted per statement while generating (progress is updated between batches). */
export const GENERATION_BATCH = 200;

/** SQL: the fixture has a result (byes never do). */
const resultSql = sql`${fixtures.bye} = false and (${fixtures.forfeit} is not null or (${fixtures.homeScore} is not null and ${fixtures.awayScore} is not null))`;

export function createScheduleRepo(db: Db) {
  const repo = {
    /** An event item with its competition (for access checks). */
    async item(id: number) {
      const [row] = await db
        .select({ id: eventItems.id, competitionId: eventItems.competitionId, name: eventItems.name, entryType: eventItems.entryType })
        .from(eventItems)
        .where(eq(eventItems.id, id))
        .limit(1);
      return row;
    },

    async items(competitionId: number) {
      return db
        .select({ id: eventItems.id, name: eventItems.name, entryType: eventItems.entryType })
        .from(eventItems)
        .where(eq(eventItems.competitionId, competitionId))
        .orderBy(asc(eventItems.sort), asc(eventItems.id));
    },

    async phase(id: number): Promise<PhaseRow | undefined> {
      const [row] = await db.select().from(phases).where(eq(phases.id, id)).limit(1);
      return row;
    },

    /** Phases of an item in order, with entrant, fixture and result counts. */
    async phases(eventItemId: number) {
      const rows = await db
        .select({
          phase: phases,
          entrants: sql<number>`(select count(*)::int from phase_entrants pe where pe.phase_id = "phases"."id")`,
          fixtures: sql<number>`(select count(*)::int from fixtures f where f.phase_id = "phases"."id" and f.bye = false)`,
          finished: sql<number>`(select count(*)::int from fixtures f where f.phase_id = "phases"."id" and f.bye = false and (f.forfeit is not null or (f.home_score is not null and f.away_score is not null)))`,
        })
        .from(phases)
        .where(eq(phases.eventItemId, eventItemId))
        .orderBy(asc(phases.sort), asc(phases.id));
      return rows.map((r) => ({ ...r.phase, entrantCount: r.entrants, fixtureCount: r.fixtures, finishedCount: r.finished }));
    },

    async createPhase(
      values: { competitionId: number; eventItemId: number; name: string; description: string; format: string; config: PhaseConfig; seed: string },
      actor: Actor,
    ) {
      return db.transaction(async (tx) => {
        const [{ next }] = await tx
          .select({ next: sql<number>`coalesce(max(${phases.sort}), 0)::int + 1` })
          .from(phases)
          .where(eq(phases.eventItemId, values.eventItemId));
        const [row] = await tx.insert(phases).values({ ...values, sort: next }).returning({ id: phases.id });
        await tx.insert(auditLog).values({ actorId: actor.userId, action: 'phase.create', target: `phase:${row.id}`, detail: { event_item_id: values.eventItemId }, ip: actor.ip });
        return row.id;
      });
    },

    /**
     * Changes a phase. A new name or description never touches the schedule; a change of format, config or seed drops the generated
     * fixtures, so it is refused ('started') once a game has a result or is in progress.
     */
    async updatePhase(
      id: number,
      patch: { name?: string; description?: string; format?: string; config?: PhaseConfig; seed?: string },
      actor: Actor,
    ): Promise<'ok' | 'missing' | 'started'> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: phases.id, config: phases.config }).from(phases).where(eq(phases.id, id)).for('update');
        if (!locked) return 'missing';
        const structural = patch.format !== undefined || patch.config !== undefined || patch.seed !== undefined;
        if (structural && (await repo.hasResult(id, tx))) return 'started';
        if (structural) {
          // the old schedule no longer matches the settings: it is dropped and the phase is a draft again
          await tx.delete(fixtures).where(eq(fixtures.phaseId, id));
          // the draw is gone too; qualifiers of a phase fed by another one stay
          if (!(patch.config ?? locked.config).qualification) await tx.delete(phaseEntrants).where(eq(phaseEntrants.phaseId, id));
          await tx.update(phases).set({ ...patch, status: 'draft', progress: 100, generatedAt: null }).where(eq(phases.id, id));
        } else {
          await tx.update(phases).set(patch).where(eq(phases.id, id));
        }
        await tx.insert(auditLog).values({ actorId: actor.userId, action: 'phase.update', target: `phase:${id}`, detail: { fields: Object.keys(patch) }, ip: actor.ip });
        return 'ok';
      });
    },

    async deletePhase(id: number, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: phases.id }).from(phases).where(eq(phases.id, id)).for('update');
        if (!locked || (await repo.hasResult(id, tx))) return false;
        await tx.delete(phases).where(eq(phases.id, id));
        await tx.insert(auditLog).values({ actorId: actor.userId, action: 'phase.delete', target: `phase:${id}`, detail: {}, ip: actor.ip });
        return true;
      });
    },

    /** Phases whose qualification reads from this phase. */
    async dependants(phaseId: number) {
      return db
        .select({ id: phases.id, name: phases.name })
        .from(phases)
        .where(sql`(${phases.config} -> 'qualification' ->> 'from_phase_id')::int = ${phaseId}`);
    },

    /** A game of the phase has a result or is in progress (a live game must not vanish by a regeneration). */
    async hasResult(phaseId: number, on: Pick<Db, 'select'> = db): Promise<boolean> {
      const started = or(resultSql, eq(fixtures.status, 'live'));
      const [row] = await on.select({ id: fixtures.id }).from(fixtures).where(and(eq(fixtures.phaseId, phaseId), started)).limit(1);
      return row !== undefined;
    },

    /** Approved entries of an event item (the entrants of its first phase). */
    async approvedEntrants(eventItemId: number): Promise<GenerationEntrant[]> {
      const rows = await db
        .select({ signUpId: signUps.id, seed: signUps.seed, affiliation: signUps.affiliation })
        .from(signUps)
        .where(and(eq(signUps.eventItemId, eventItemId), eq(signUps.status, 'approved')))
        .orderBy(asc(signUps.id));
      return rows;
    },

    /** Entrants stored for a phase (qualifiers, or the draw of a generated phase), with their entry data. */
    async phaseEntrants(phaseId: number) {
      return db
        .select({
          signUpId: phaseEntrants.signUpId,
          seed: phaseEntrants.seed,
          groupNo: phaseEntrants.groupNo,
          name: signUps.entrantName,
          affiliation: signUps.affiliation,
        })
        .from(phaseEntrants)
        .innerJoin(signUps, eq(signUps.id, phaseEntrants.signUpId))
        .where(eq(phaseEntrants.phaseId, phaseId))
        .orderBy(asc(phaseEntrants.groupNo), sql`${phaseEntrants.seed} asc nulls last`, asc(phaseEntrants.signUpId));
    },

    /** Replaces the entrants of a phase (qualification). */
    async setPhaseEntrants(phaseId: number, rows: { signUpId: number; seed: number | null }[], actor: Actor) {
      await db.transaction(async (tx) => {
        await tx.delete(phaseEntrants).where(eq(phaseEntrants.phaseId, phaseId));
        if (rows.length) await tx.insert(phaseEntrants).values(rows.map((r) => ({ phaseId, signUpId: r.signUpId, seed: r.seed, groupNo: null })));
        await tx.insert(auditLog).values({ actorId: actor.userId, action: 'phase.qualify', target: `phase:${phaseId}`, detail: { entrants: rows.length }, ip: actor.ip });
      });
    },

    /**
     * Starts a generation: refused (returns the Chinese reason) when a result exists or another generation runs.
     * On success the phase is 'generating' at 0 % and its old fixtures are gone.
     */
    async beginGeneration(phaseId: number, seed: string): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [p] = await tx.select().from(phases).where(eq(phases.id, phaseId)).for('update');
        if (!p) return SCHEDULE_MSG.phaseMissing;
        if (await repo.hasResult(phaseId, tx)) return SCHEDULE_MSG.startedNoRegenerate;
        if (p.status === 'generating' && Date.now() - p.updatedAt.getTime() < 5 * 60_000) return SCHEDULE_MSG.generating;
        await tx.delete(fixtures).where(eq(fixtures.phaseId, phaseId));
        await tx.update(phases).set({ status: 'generating', progress: 0, seed }).where(eq(phases.id, phaseId));
        return null;
      });
    },

    /**
     * Writes a planned schedule in batches of GENERATION_BATCH fixtures, updating the phase's progress and
     * yielding to the event loop between batches, then marks the phase generated. On failure the phase returns
     * to draft without fixtures.
     */
    async writeSchedule(phase: PhaseRow, plan: SchedulePlan, actor: Actor) {
      try {
        await db.transaction(async (tx) => {
          await tx.delete(phaseEntrants).where(eq(phaseEntrants.phaseId, phase.id));
          if (plan.entrants.length) {
            await tx.insert(phaseEntrants).values(plan.entrants.map((e) => ({ phaseId: phase.id, signUpId: e.signUpId, seed: e.seed, groupNo: e.groupNo })));
          }
        });
        const total = plan.fixtures.length;
        for (let i = 0; i < total; i += GENERATION_BATCH) {
          const batch = plan.fixtures.slice(i, i + GENERATION_BATCH);
          await db.insert(fixtures).values(batch.map((f) => ({ ...f, phaseId: phase.id, competitionId: phase.competitionId })));
          const done = Math.min(total, i + GENERATION_BATCH);
          if (done < total) {
            await db.update(phases).set({ progress: Math.floor((done * 100) / total) }).where(eq(phases.id, phase.id));
            await yieldToLoop();
          }
        }
        await db.transaction(async (tx) => {
          await tx.update(phases).set({ status: 'generated', progress: 100, generatedAt: new Date() }).where(eq(phases.id, phase.id));
          await tx.insert(auditLog).values({ actorId: actor.userId, action: 'phase.generate', target: `phase:${phase.id}`, detail: { fixtures: total }, ip: actor.ip });
        });
      } catch (error) {
        await db.delete(fixtures).where(eq(fixtures.phaseId, phase.id));
        await db.update(phases).set({ status: 'draft', progress: 100 }).where(eq(phases.id, phase.id));
        throw error;
      }
    },

    async fixture(id: number): Promise<FixtureRow | undefined> {
      const [row] = await db.select().from(fixtures).where(eq(fixtures.id, id)).limit(1);
      return row;
    },

    async fixtures(phaseId: number, filter: { round?: number; group?: number } = {}): Promise<FixtureRow[]> {
      const where: SQL[] = [eq(fixtures.phaseId, phaseId)];
      if (filter.round !== undefined) where.push(eq(fixtures.roundNo, filter.round));
      if (filter.group !== undefined) where.push(eq(fixtures.groupNo, filter.group));
      return db
        .select()
        .from(fixtures)
        .where(and(...where))
        .orderBy(asc(fixtures.groupNo), asc(fixtures.roundNo), asc(sql`case when ${fixtures.kind} = 'third_place' then 1 else 0 end`), asc(fixtures.position));
    },

    /** Fixtures of a competition, optionally only those starting in [from, to) or live. */
    async competitionFixtures(competitionId: number, window?: { from: Date; to: Date }): Promise<FixtureRow[]> {
      const where: (SQL | undefined)[] = [eq(fixtures.competitionId, competitionId), eq(fixtures.bye, false)];
      if (window) where.push(or(eq(fixtures.status, 'live'), and(gte(fixtures.startsAt, window.from), lt(fixtures.startsAt, window.to))));
      return db
        .select()
        .from(fixtures)
        .where(and(...where))
        .orderBy(asc(fixtures.startsAt), asc(fixtures.phaseId), asc(fixtures.roundNo), asc(fixtures.position));
    },

    /** Fixtures assigned to a referee, across competitions. */
    async refereeFixtures(userId: number): Promise<FixtureRow[]> {
      return db
        .select()
        .from(fixtures)
        .where(sql`${userId} = any(${fixtures.refereeIds})`)
        .orderBy(sql`${fixtures.startsAt} asc nulls last`, asc(fixtures.id));
    },

    /** Names and affiliations of entries. */
    async entrantNames(ids: number[]) {
      if (ids.length === 0) return new Map<number, { name: string; affiliation: string }>();
      const rows = await db
        .select({ id: signUps.id, name: signUps.entrantName, affiliation: signUps.affiliation })
        .from(signUps)
        .where(inArray(signUps.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, { name: r.name, affiliation: r.affiliation }]));
    },

    /** People behind entries, for athlete clashes: the entrant user of an individual entry, team members by ID card. */
    async entrantPeople(ids: number[]) {
      const out = new Map<number, { id: string; name: string }[]>();
      if (ids.length === 0) return out;
      const unique = [...new Set(ids)];
      const entries = await db
        .select({ id: signUps.id, type: signUps.entryType, userId: signUps.userId, idCard: signUps.idCard, name: signUps.entrantName, realName: signUps.realName })
        .from(signUps)
        .where(inArray(signUps.id, unique));
      for (const e of entries) {
        if (e.type !== 'individual') continue;
        const key = e.idCard ? `c:${e.idCard}` : e.userId ? `u:${e.userId}` : null;
        if (key) out.set(e.id, [{ id: key, name: e.realName || e.name }]);
      }
      const members = await db
        .select({ signUpId: signUpMembers.signUpId, idCard: signUpMembers.idCard, name: signUpMembers.realName })
        .from(signUpMembers)
        .where(inArray(signUpMembers.signUpId, unique));
      for (const m of members) {
        if (!m.idCard) continue;
        out.set(m.signUpId, [...(out.get(m.signUpId) ?? []), { id: `c:${m.idCard}`, name: m.name }]);
      }
      return out;
    },

    async courtNames(ids: number[]) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await db.select({ id: courts.id, name: courts.name }).from(courts).where(inArray(courts.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async courtExists(id: number) {
      const [row] = await db.select({ id: courts.id }).from(courts).where(eq(courts.id, id)).limit(1);
      return row !== undefined;
    },

    /** Approved referees (personal users with an approved referee registration), optionally by name. */
    async referees(keyword = '', ids?: number[]) {
      const where: (SQL | undefined)[] = [eq(persons.kind, 'referee'), eq(persons.status, 'approved')];
      if (keyword) where.push(or(ilike(persons.realName, likePattern(keyword)), ilike(users.nickname, likePattern(keyword))));
      if (ids) where.push(ids.length ? inArray(persons.userId, ids) : sql`false`);
      const rows = await db
        .selectDistinctOn([persons.userId], { userId: persons.userId, realName: persons.realName, gender: persons.gender, nickname: users.nickname })
        .from(persons)
        .innerJoin(users, eq(users.id, persons.userId))
        .where(and(...where))
        .orderBy(asc(persons.userId), desc(persons.id))
        .limit(ids ? 1000 : 50);
      return rows.map((r) => ({ user_id: r.userId, name: r.realName || r.nickname, gender: r.gender }));
    },

    async isReferee(userId: number) {
      return (await repo.referees('', [userId])).length > 0;
    },

    /** True when the user referees at least one fixture of the event item (they may read its score rule). */
    async refereesItem(userId: number, eventItemId: number) {
      const [row] = await db
        .select({ id: fixtures.id })
        .from(fixtures)
        .innerJoin(phases, eq(phases.id, fixtures.phaseId))
        .where(and(eq(phases.eventItemId, eventItemId), sql`${userId} = any(${fixtures.refereeIds})`))
        .limit(1);
      return row !== undefined;
    },

    async saveMatchInfo(id: number, values: { startsAt: Date | null; courtId: number | null; courtName: string; refereeIds: number[] }, actor: Actor) {
      await db.transaction(async (tx) => {
        await tx.update(fixtures).set(values).where(eq(fixtures.id, id));
        await tx.insert(auditLog).values({
          actorId: actor.userId,
          action: 'fixture.info',
          target: `fixture:${id}`,
          detail: { starts_at: iso(values.startsAt), court_id: values.courtId, court_name: values.courtName, referee_ids: values.refereeIds },
          ip: actor.ip,
        });
      });
    },

    /**
     * Score entry in one transaction: the phase row (serialising entries of a bracket) and the fixture row are
     * locked, `decide` sees the current rows, and its decision is written with the history and the moves.
     */
    async enterScore(fixtureId: number, actor: Actor, decide: (fixture: FixtureRow, phaseRows: FixtureRow[]) => ScoreDecision) {
      return db.transaction(async (tx) => {
        const [head] = await tx.select({ phaseId: fixtures.phaseId }).from(fixtures).where(eq(fixtures.id, fixtureId));
        if (!head) return { decision: { kind: 'unchanged' } as ScoreDecision, fixture: undefined };
        await tx.select({ id: phases.id }).from(phases).where(eq(phases.id, head.phaseId)).for('update');
        const [fixture] = await tx.select().from(fixtures).where(eq(fixtures.id, fixtureId)).for('update');
        const knockout = fixture.kind === 'knockout' || fixture.kind === 'third_place';
        const phaseRows = knockout ? await tx.select().from(fixtures).where(eq(fixtures.phaseId, fixture.phaseId)) : [fixture];
        const decision = decide(fixture, phaseRows);
        if (decision.kind === 'unchanged') return { decision, fixture };
        const a = decision.after;
        const [updated] = await tx
          .update(fixtures)
          .set({
            homeScore: a.home_score,
            awayScore: a.away_score,
            sets: a.sets,
            forfeit: a.forfeit,
            homeFairPlay: a.home_fair_play,
            awayFairPlay: a.away_fair_play,
            winnerId: a.winner_id,
            status: 'finished',
            // the final score ends a live game: its running score (直播比分) is cleared
            liveHomeScore: null,
            liveAwayScore: null,
            liveStartedAt: null,
            version: sql`${fixtures.version} + 1`,
          })
          .where(eq(fixtures.id, fixtureId))
          .returning();
        for (const m of decision.moves) await tx.update(fixtures).set({ homeId: m.homeId, awayId: m.awayId }).where(eq(fixtures.id, m.id));
        await tx.insert(fixtureScoreHistory).values({
          fixtureId,
          before: decision.before as Record<string, unknown> | null,
          after: a as unknown as Record<string, unknown>,
          actorId: actor.userId,
          reason: decision.reason,
        });
        // the phase is complete when every game has a result
        const [open] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(fixtures)
          .where(and(eq(fixtures.phaseId, fixture.phaseId), eq(fixtures.bye, false), sql`not (${resultSql})`));
        await tx
          .update(phases)
          .set({ status: open.n === 0 ? 'completed' : 'generated' })
          .where(and(eq(phases.id, fixture.phaseId), inArray(phases.status, ['generated', 'completed'])));
        await tx.insert(auditLog).values({
          actorId: actor.userId,
          action: decision.correction ? 'fixture.score_correct' : 'fixture.score',
          target: `fixture:${fixtureId}`,
          detail: { before: decision.before, after: a, reason: decision.reason },
          ip: actor.ip,
        });
        return { decision, fixture: updated };
      });
    },

    async scoreHistory(fixtureId: number) {
      const rows = await db
        .select({
          id: fixtureScoreHistory.id,
          before: fixtureScoreHistory.before,
          after: fixtureScoreHistory.after,
          actorId: fixtureScoreHistory.actorId,
          nickname: users.nickname,
          account: users.account,
          reason: fixtureScoreHistory.reason,
          at: fixtureScoreHistory.at,
        })
        .from(fixtureScoreHistory)
        .leftJoin(users, eq(users.id, fixtureScoreHistory.actorId))
        .where(eq(fixtureScoreHistory.fixtureId, fixtureId))
        .orderBy(asc(fixtureScoreHistory.at), asc(fixtureScoreHistory.id));
      return rows.map((r) => ({
        id: r.id,
        before: r.before,
        after: r.after,
        actor_id: r.actorId,
        actor_name: r.nickname || r.account || '',
        reason: r.reason,
        at: iso(r.at)!,
      }));
    },

    /** Approved competition (public pages), or undefined. */
    async publicCompetition(id: number) {
      const [row] = await db
        .select({ id: competitions.id, name: competitions.name })
        .from(competitions)
        .where(and(eq(competitions.id, id), eq(competitions.status, 'approved')))
        .limit(1);
      return row;
    },

    async competitionNames(ids: number[]) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await db.select({ id: competitions.id, name: competitions.name }).from(competitions).where(inArray(competitions.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async phasesByIds(ids: number[]) {
      if (ids.length === 0) return new Map<number, PhaseRow & { itemName: string }>();
      const rows = await db
        .select({ phase: phases, itemName: eventItems.name })
        .from(phases)
        .innerJoin(eventItems, eq(eventItems.id, phases.eventItemId))
        .where(inArray(phases.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.phase.id, { ...r.phase, itemName: r.itemName }]));
    },

    /** Knockout rounds count per phase (for round names). */
    async knockoutRounds(phaseIds: number[]) {
      if (phaseIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ phaseId: fixtures.phaseId, rounds: sql<number>`max(${fixtures.roundNo})::int` })
        .from(fixtures)
        .where(and(inArray(fixtures.phaseId, [...new Set(phaseIds)]), eq(fixtures.kind, 'knockout')))
        .groupBy(fixtures.phaseId);
      return new Map(rows.map((r) => [r.phaseId, r.rounds]));
    },
  };
  return repo;
}

export { hasScore };
