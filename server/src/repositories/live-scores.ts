/**
 * Live scores (直播比分) of fixtures: one transaction with the fixture row locked; `decide`
 * (decideLive, shared/src/rules/schedule/live-score.ts) sees the current row, its patch is written with a bumped version and an audit row.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { auditLog, fixtures } from '../db/schema/index.js';
import type { LiveAction, LiveDecision } from 'shared/rules';
import type { FixtureRow } from './schedule-common.js';
import type { Actor } from './schedule.js';

export function createLiveScoresRepo(_db: Db) {
  return {
    async apply(tx: Tx, fixtureId: number, action: LiveAction, actor: Actor, decide: (fixture: FixtureRow) => LiveDecision) {
      const [fixture] = await tx.select().from(fixtures).where(eq(fixtures.id, fixtureId)).for('update');
      if (!fixture) return { decision: { kind: 'unchanged' } as LiveDecision, fixture: undefined };
      const decision = decide(fixture);
      if (decision.kind === 'unchanged') return { decision, fixture };
      const [updated] = await tx
        .update(fixtures)
        .set({ ...decision.patch, version: sql`${fixtures.version} + 1` })
        .where(eq(fixtures.id, fixtureId))
        .returning();
      await tx.insert(auditLog).values({
        actorId: actor.userId,
        action: `fixture.live_${action}`,
        target: `fixture:${fixtureId}`,
        detail: { before: decision.before, after: decision.after },
        ip: actor.ip,
      });
      return { decision, fixture: updated };
    },
  };
}
