/**
 * Schedule workflows (赛程): phases written and deleted, the phase entrants (draw or qualifiers), a fixture's info
 * (time, court, referees), and generation — begun in one transaction (the phase locked, 'generating' at 0 %), its
 * fixtures written in batches of GENERATION_BATCH with the progress on the phase row and the event loop yielded between
 * batches, then marked generated; a failure returns the phase to draft without fixtures. The statements are
 * repositories/schedule-phases.ts and schedule-fixtures.ts (they take the caller's `tx`); the draw is shared/rules.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { SchedulePlan } from 'shared/rules';
import type { Db } from '../db/client.js';
import type { Repositories } from '../repositories/index.js';
import { GENERATION_BATCH, type Actor, type PhaseRow } from '../repositories/schedule.js';
import { inTransaction } from './transaction.js';

export interface ScheduleDeps {
  db: Db;
  repos: Pick<Repositories, 'schedule'>;
}

export function createScheduleService({ db, repos }: ScheduleDeps) {
  const { schedule } = repos;
  return {
    createPhase: inTransaction(db, schedule.createPhase),
    updatePhase: inTransaction(db, schedule.updatePhase),
    deletePhase: inTransaction(db, schedule.deletePhase),
    /** Replaces the entrants of a phase (qualification). */
    setPhaseEntrants: inTransaction(db, schedule.setPhaseEntrants),
    saveMatchInfo: inTransaction(db, schedule.saveMatchInfo),
    /** Starts a generation: null, or the Chinese refusal (nothing changed). */
    beginGeneration: inTransaction(db, schedule.beginGeneration),
    /** 生成下一轮 of a Swiss phase (the plan throws the refusal; nothing is written then). */
    addSwissRound: inTransaction(db, schedule.addSwissRound),
    /** 退赛, 恢复参赛 or 补录 between the rounds of a Swiss phase (`decide` throws the refusal; nothing is written then). */
    changeSwissEntrant: inTransaction(db, schedule.changeSwissEntrant),

    /**
     * Writes a planned schedule in batches of GENERATION_BATCH fixtures, updating the phase's progress and
     * yielding to the event loop between batches, then marks the phase generated. On failure the phase returns
     * to draft without fixtures.
     */
    async writeSchedule(phase: PhaseRow, plan: SchedulePlan, actor: Actor) {
      try {
        await db.transaction((tx) => schedule.replaceEntrants(tx, phase, plan));
        const total = plan.fixtures.length;
        for (let i = 0; i < total; i += GENERATION_BATCH) {
          const batch = plan.fixtures.slice(i, i + GENERATION_BATCH);
          await schedule.insertFixtures(phase, batch);
          const done = Math.min(total, i + GENERATION_BATCH);
          if (done < total) {
            await schedule.setProgress(phase.id, Math.floor((done * 100) / total));
            await yieldToLoop();
          }
        }
        await db.transaction((tx) => schedule.markGenerated(tx, phase, total, actor));
      } catch (error) {
        await schedule.discardGeneration(phase.id);
        throw error;
      }
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Schedule workflows (src/services/schedule.ts). */
    schedule: ScheduleService;
  }
}

export default fp(
  async (app) => {
    app.decorate('schedule', createScheduleService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'schedule-service', dependencies: ['db', 'repositories'] },
);
