/**
 * Phases (阶段) of an event item's schedule: the items and phases read for access and lists, phase writes
 * (audited), the phase entrants (draw or qualifiers), and generation, which writes fixtures in batches and reports
 * progress on the phase row between batches.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { SCHEDULE_MSG, type GenerationEntrant, type SchedulePlan } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { auditLog, eventItems, fixtures, phaseEntrants, phases, signUps, type PhaseConfig } from '../db/schema/index.js';
import { resultSql, type Actor, type FixtureRow, type PhaseRow } from './schedule-common.js';

/** Fixtures inserted per statement while generating (progress is updated between batches). */
export const GENERATION_BATCH = 200;

/** A Swiss entrant's 补录/退赛 status (shared/src/rules/schedule/swiss-phase.ts SwissEntrantStatus). */
export interface SwissEntrantRow {
  signUpId: number;
  joinedRound: number | null;
  leftAfterRound: number | null;
  missedRoundPoints: number;
}

/** A change of a Swiss phase's entrants between rounds. */
export type SwissEntrantChange =
  | { kind: 'leave'; afterRound: number }
  | { kind: 'remove' }
  | { kind: 'return'; fromRound: number }
  | { kind: 'join'; joinedRound: number; missedRoundPoints: number };

/** The columns of a SwissEntrantRow. */
const swissStatusColumns = { signUpId: phaseEntrants.signUpId, joinedRound: phaseEntrants.joinedRound, leftAfterRound: phaseEntrants.leftAfterRound, missedRoundPoints: phaseEntrants.missedRoundPoints };

/** Pairing-number order of a phase's entrants: by group, late entries after those from round 1, by seed, by entry. */
const entrantOrder = [asc(phaseEntrants.groupNo), sql`coalesce(${phaseEntrants.joinedRound}, 1) asc`, sql`${phaseEntrants.seed} asc nulls last`, asc(phaseEntrants.signUpId)];

export function createPhaseQueries(db: Db) {
  const queries = {
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
      tx: Tx,
      values: { competitionId: number; eventItemId: number; name: string; description: string; format: string; config: PhaseConfig; seed: string },
      actor: Actor,
    ) {
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${phases.sort}), 0)::int + 1` })
        .from(phases)
        .where(eq(phases.eventItemId, values.eventItemId));
      const [row] = await tx.insert(phases).values({ ...values, sort: next }).returning({ id: phases.id });
      await tx.insert(auditLog).values({ actorId: actor.userId, action: 'phase.create', target: `phase:${row.id}`, detail: { event_item_id: values.eventItemId }, ip: actor.ip });
      return row.id;
    },

    /**
     * Changes a phase. A new name or description never touches the schedule; a change of format, config or seed drops the generated
     * fixtures, so it is refused ('started') once a game has a result or is in progress.
     */
    async updatePhase(
      tx: Tx,
      id: number,
      patch: { name?: string; description?: string; format?: string; config?: PhaseConfig; seed?: string },
      actor: Actor,
    ): Promise<'ok' | 'missing' | 'started'> {
      const [locked] = await tx.select({ id: phases.id, config: phases.config }).from(phases).where(eq(phases.id, id)).for('update');
      if (!locked) return 'missing';
      const structural = patch.format !== undefined || patch.config !== undefined || patch.seed !== undefined;
      if (structural && (await queries.hasResult(id, tx))) return 'started';
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
    },

    async deletePhase(tx: Tx, id: number, actor: Actor): Promise<boolean> {
      const [locked] = await tx.select({ id: phases.id }).from(phases).where(eq(phases.id, id)).for('update');
      if (!locked || (await queries.hasResult(id, tx))) return false;
      await tx.delete(phases).where(eq(phases.id, id));
      await tx.insert(auditLog).values({ actorId: actor.userId, action: 'phase.delete', target: `phase:${id}`, detail: {}, ip: actor.ip });
      return true;
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
          ...swissStatusColumns,
          seed: phaseEntrants.seed,
          groupNo: phaseEntrants.groupNo,
          name: signUps.entrantName,
          affiliation: signUps.affiliation,
        })
        .from(phaseEntrants)
        .innerJoin(signUps, eq(signUps.id, phaseEntrants.signUpId))
        .where(eq(phaseEntrants.phaseId, phaseId))
        .orderBy(...entrantOrder);
    },

    /** Approved entries of the phase's item that are not entrants of the phase (the candidates of a Swiss 补录). */
    async lateEntryCandidates(phase: Pick<PhaseRow, 'id' | 'eventItemId'>) {
      return db
        .select({ signUpId: signUps.id, name: signUps.entrantName, affiliation: signUps.affiliation })
        .from(signUps)
        .where(
          and(
            eq(signUps.eventItemId, phase.eventItemId),
            eq(signUps.status, 'approved'),
            sql`not exists (select 1 from ${phaseEntrants} where ${phaseEntrants.phaseId} = ${phase.id} and ${phaseEntrants.signUpId} = ${signUps.id})`,
          ),
        )
        .orderBy(asc(signUps.id));
    },

    /**
     * 退赛, 恢复参赛 or 补录 in a Swiss phase, inside the caller's transaction: the phase locked (a round cannot be
     * paired meanwhile), its fixtures and entrants read under the lock, `decide` returns the change (or throws the
     * Chinese refusal; nothing is written then), which is written and audited.
     */
    async changeSwissEntrant<C extends SwissEntrantChange>(
      tx: Tx,
      phase: PhaseRow,
      signUpId: number,
      decide: (ctx: { rows: FixtureRow[]; entrant: SwissEntrantRow | undefined; approved: boolean }) => C,
      actor: Actor,
    ): Promise<C> {
      await tx.select({ id: phases.id }).from(phases).where(eq(phases.id, phase.id)).for('update');
      const rows = await tx.select().from(fixtures).where(eq(fixtures.phaseId, phase.id));
      const [entrant] = await tx
        .select(swissStatusColumns)
        .from(phaseEntrants)
        .where(and(eq(phaseEntrants.phaseId, phase.id), eq(phaseEntrants.signUpId, signUpId)));
      const [signUp] = await tx
        .select({ id: signUps.id })
        .from(signUps)
        .where(and(eq(signUps.id, signUpId), eq(signUps.eventItemId, phase.eventItemId), eq(signUps.status, 'approved')));
      const change = decide({ rows, entrant, approved: signUp !== undefined });
      const key = and(eq(phaseEntrants.phaseId, phase.id), eq(phaseEntrants.signUpId, signUpId));
      if (change.kind === 'remove') await tx.delete(phaseEntrants).where(key);
      else if (change.kind === 'leave') await tx.update(phaseEntrants).set({ leftAfterRound: change.afterRound }).where(key);
      else if (change.kind === 'return') await tx.update(phaseEntrants).set({ leftAfterRound: null }).where(key);
      else await tx.insert(phaseEntrants).values({ phaseId: phase.id, signUpId, seed: null, groupNo: null, joinedRound: change.joinedRound, missedRoundPoints: change.missedRoundPoints });
      const { kind, ...detail } = change;
      await tx.insert(auditLog).values({ actorId: actor.userId, action: `phase.entrant_${kind}`, target: `phase:${phase.id}`, detail: { sign_up_id: signUpId, ...detail }, ip: actor.ip });
      return change;
    },

    /** Replaces the entrants of a phase (qualification). */
    async setPhaseEntrants(tx: Tx, phaseId: number, rows: { signUpId: number; seed: number | null }[], actor: Actor) {
      await tx.delete(phaseEntrants).where(eq(phaseEntrants.phaseId, phaseId));
      if (rows.length) await tx.insert(phaseEntrants).values(rows.map((r) => ({ phaseId, signUpId: r.signUpId, seed: r.seed, groupNo: null })));
      await tx.insert(auditLog).values({ actorId: actor.userId, action: 'phase.qualify', target: `phase:${phaseId}`, detail: { entrants: rows.length }, ip: actor.ip });
    },

    /**
     * Starts a generation: refused (returns the Chinese reason) when a result exists or another generation runs.
     * On success the phase is 'generating' at 0 % and its old fixtures are gone.
     */
    async beginGeneration(tx: Tx, phaseId: number, seed: string): Promise<string | null> {
      const [p] = await tx.select().from(phases).where(eq(phases.id, phaseId)).for('update');
      if (!p) return SCHEDULE_MSG.phaseMissing;
      if (await queries.hasResult(phaseId, tx)) return SCHEDULE_MSG.startedNoRegenerate;
      if (p.status === 'generating' && Date.now() - p.updatedAt.getTime() < 5 * 60_000) return SCHEDULE_MSG.generating;
      await tx.delete(fixtures).where(eq(fixtures.phaseId, phaseId));
      await tx.update(phases).set({ status: 'generating', progress: 0, seed }).where(eq(phases.id, phaseId));
      return null;
    },

    /** The entrants of a planned schedule replace the phase's (draw or qualifiers), inside the caller's transaction. */
    async replaceEntrants(tx: Tx, phase: PhaseRow, plan: SchedulePlan) {
      await tx.delete(phaseEntrants).where(eq(phaseEntrants.phaseId, phase.id));
      if (plan.entrants.length) {
        await tx.insert(phaseEntrants).values(plan.entrants.map((e) => ({ phaseId: phase.id, signUpId: e.signUpId, seed: e.seed, groupNo: e.groupNo })));
      }
    },

    /** One batch of a planned schedule's fixtures (at most GENERATION_BATCH). */
    async insertFixtures(phase: PhaseRow, batch: SchedulePlan['fixtures']) {
      await db.insert(fixtures).values(batch.map((f) => ({ ...f, phaseId: phase.id, competitionId: phase.competitionId })));
    },

    async setProgress(phaseId: number, progress: number) {
      await db.update(phases).set({ progress }).where(eq(phases.id, phaseId));
    },

    /** The phase is generated (audited), inside the caller's transaction. */
    async markGenerated(tx: Tx, phase: PhaseRow, total: number, actor: Actor) {
      await tx.update(phases).set({ status: 'generated', progress: 100, generatedAt: new Date() }).where(eq(phases.id, phase.id));
      await tx.insert(auditLog).values({ actorId: actor.userId, action: 'phase.generate', target: `phase:${phase.id}`, detail: { fixtures: total }, ip: actor.ip });
    },

    /**
     * 生成下一轮 of a Swiss phase, inside the caller's transaction: the phase locked (two requests cannot both add a
     * round, nor an entrant leave or join meanwhile), its fixtures and entrants (pairing order) read under the lock, the next round planned by `plan` (which throws the Chinese refusal)
     * and written; the phase is generated again (not completed) and the round audited.
     */
    async addSwissRound(tx: Tx, phase: PhaseRow, plan: (rows: FixtureRow[], entrants: SwissEntrantRow[]) => { round: number; fixtures: SchedulePlan['fixtures'] }, actor: Actor) {
      await tx.select({ id: phases.id }).from(phases).where(eq(phases.id, phase.id)).for('update');
      const rows = await tx.select().from(fixtures).where(eq(fixtures.phaseId, phase.id));
      const entrants = await tx
        .select(swissStatusColumns)
        .from(phaseEntrants)
        .where(eq(phaseEntrants.phaseId, phase.id))
        .orderBy(...entrantOrder);
      const next = plan(rows, entrants);
      if (next.fixtures.length) await tx.insert(fixtures).values(next.fixtures.map((f) => ({ ...f, phaseId: phase.id, competitionId: phase.competitionId })));
      await tx.update(phases).set({ status: 'generated' }).where(eq(phases.id, phase.id));
      await tx.insert(auditLog).values({ actorId: actor.userId, action: 'phase.swiss_round', target: `phase:${phase.id}`, detail: { round: next.round, fixtures: next.fixtures.length }, ip: actor.ip });
      return next;
    },

    /** A failed generation: the phase returns to draft without fixtures. */
    async discardGeneration(phaseId: number) {
      await db.delete(fixtures).where(eq(fixtures.phaseId, phaseId));
      await db.update(phases).set({ status: 'draft', progress: 100 }).where(eq(phases.id, phaseId));
    },
  };
  return queries;
}
