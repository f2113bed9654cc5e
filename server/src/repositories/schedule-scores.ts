/**
 * Score entry (比分) and its history. Entry runs in one transaction with the phase and fixture rows locked
 * (src/services/scores.ts runs it with the decision of shared/rules decideScore, this file writes).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isBracketKind, phaseCompleteWhenScored, scoreColumns, type ScoreDecision } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { auditLog, fixtures, fixtureScoreHistory, phases, users } from '../db/schema/index.js';
import { resultSql, type Actor, type FixtureRow } from './schedule-common.js';
import { iso } from './scope.js';

export function createScoreQueries(db: Db) {
  return {
    /**
     * Score entry in one transaction: the phase row (serialising entries of a bracket) and the fixture row are
     * locked, `decide` sees the current rows, and its decision is written with the history and the moves.
     */
    async enterScore(tx: Tx, fixtureId: number, actor: Actor, decide: (fixture: FixtureRow, phaseRows: FixtureRow[]) => ScoreDecision) {
      const [head] = await tx.select({ phaseId: fixtures.phaseId }).from(fixtures).where(eq(fixtures.id, fixtureId));
      if (!head) return { decision: { kind: 'unchanged' } as ScoreDecision, fixture: undefined };
      await tx.select({ id: phases.id }).from(phases).where(eq(phases.id, head.phaseId)).for('update');
      const [fixture] = await tx.select().from(fixtures).where(eq(fixtures.id, fixtureId)).for('update');
      const phaseRows = isBracketKind(fixture.kind) ? await tx.select().from(fixtures).where(eq(fixtures.phaseId, fixture.phaseId)) : [fixture];
      const decision = decide(fixture, phaseRows);
      if (decision.kind === 'unchanged') return { decision, fixture };
      const a = decision.after;
      const [updated] = await tx
        .update(fixtures)
        // the final score ends a live game: its running score (直播比分) is cleared
        .set({ ...scoreColumns(a), version: sql`${fixtures.version} + 1` })
        .where(eq(fixtures.id, fixtureId))
        .returning();
      for (const { id, ...m } of decision.moves) await tx.update(fixtures).set(m).where(eq(fixtures.id, id));
      await tx.insert(fixtureScoreHistory).values({
        fixtureId,
        before: decision.before as Record<string, unknown> | null,
        after: a as unknown as Record<string, unknown>,
        actorId: actor.userId,
        reason: decision.reason,
      });
      // the phase is complete when every game has a result (a Swiss phase: after its last round)
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(fixtures)
        .where(and(eq(fixtures.phaseId, fixture.phaseId), eq(fixtures.bye, false), sql`not (${resultSql})`));
      const [phase] = await tx.select({ format: phases.format, config: phases.config }).from(phases).where(eq(phases.id, fixture.phaseId));
      const [last] = await tx
        .select({ round: sql<number>`coalesce(max(${fixtures.roundNo}), 0)::int` })
        .from(fixtures)
        .where(eq(fixtures.phaseId, fixture.phaseId));
      const complete = open.n === 0 && phaseCompleteWhenScored(phase.format, phase.config, last.round);
      await tx
        .update(phases)
        .set({ status: complete ? 'completed' : 'generated' })
        .where(and(eq(phases.id, fixture.phaseId), inArray(phases.status, ['generated', 'completed'])));
      await tx.insert(auditLog).values({
        actorId: actor.userId,
        action: decision.correction ? 'fixture.score_correct' : 'fixture.score',
        target: `fixture:${fixtureId}`,
        detail: { before: decision.before, after: a, reason: decision.reason },
        ip: actor.ip,
      });
      return { decision, fixture: updated };
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
  };
}
