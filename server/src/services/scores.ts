/**
 * Score workflows (成绩、实时比分、积分规则、奖项): a score entered or a live action applied runs in one transaction with the
 * phase and fixture rows locked — the route's `decide` (shared/rules decideScore, decideLive) sees the current rows,
 * and its decision is written with the history and the moves; the score rule and the awards of an event item are
 * written with the audit log. The statements are repositories/schedule-scores.ts, live-scores.ts and standings.ts.
 */
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import type { Repositories } from '../repositories/index.js';
import { queueCertificateRefresh } from './certificates.js';
import { inTransaction } from './transaction.js';

export interface ScoresDeps {
  db: Db;
  repos: Pick<Repositories, 'schedule' | 'liveScores' | 'standings'>;
  /** After a score, the score rule or an award changed (committed): the competition's certificates are checked (证书更正). */
  resultsChanged?: (competitionId: number) => Promise<void>;
  /** After a fixture's score or live state changed (committed): the viewers of the competition are told (比分推送). */
  scoreChanged?: (competitionId: number, fixtureIds: number[], final: boolean) => Promise<void>;
}

export function createScoresService({ db, repos, resultsChanged, scoreChanged }: ScoresDeps) {
  const enterScore = inTransaction(db, repos.schedule.enterScore);
  const applyLive = inTransaction(db, repos.liveScores.apply);
  /**
   * A fixture whose score changed is pushed to the competition's viewers — with the fixtures a knockout advance moved,
   * `final` for a final score — and queues the check of its competition's certificates.
   */
  const afterFixture = async <R extends { decision: { kind: string; moves?: { id: number }[] }; fixture?: { id: number; competitionId: number } }>(r: R, final: boolean) => {
    if (r.decision.kind === 'unchanged' || !r.fixture) return r;
    await scoreChanged?.(r.fixture.competitionId, [r.fixture.id, ...(r.decision.moves ?? []).map((m) => m.id)], final);
    await resultsChanged?.(r.fixture.competitionId);
    return r;
  };
  const saveScoreRule = inTransaction(db, repos.standings.saveScoreRule);
  const createAward = inTransaction(db, repos.standings.createAward);
  const updateAward = inTransaction(db, repos.standings.updateAward);
  const deleteAward = inTransaction(db, repos.standings.deleteAward);
  /** The competition of an award (read before the change: a deleted award is gone after it). */
  const competitionOfAward = async (id: number) => (await repos.standings.award(id))?.competitionId;
  return {
    enterScore: async (...args: Parameters<typeof enterScore>) => afterFixture(await enterScore(...args), true),
    applyLive: async (...args: Parameters<typeof applyLive>) => afterFixture(await applyLive(...args), false),
    // a score rule or an award (奖项设置) changes places and awards as a score does: the certificates are checked too
    saveScoreRule: async (...args: Parameters<typeof saveScoreRule>) => {
      await saveScoreRule(...args);
      await resultsChanged?.(args[1]);
    },
    createAward: async (...args: Parameters<typeof createAward>) => {
      const id = await createAward(...args);
      await resultsChanged?.(args[0].competitionId);
      return id;
    },
    updateAward: async (...args: Parameters<typeof updateAward>) => {
      const competitionId = await competitionOfAward(args[0]);
      await updateAward(...args);
      if (competitionId !== undefined) await resultsChanged?.(competitionId);
    },
    deleteAward: async (...args: Parameters<typeof deleteAward>) => {
      const competitionId = await competitionOfAward(args[0]);
      await deleteAward(...args);
      if (competitionId !== undefined) await resultsChanged?.(competitionId);
    },
  };
}

export type ScoresService = ReturnType<typeof createScoresService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Score, live-score, score-rule and award workflows (src/services/scores.ts). */
    scores: ScoresService;
  }
}

export default fp(
  async (app) => {
    // a viewer's push must not fail a score that is saved: the viewer catches up from the stored events or a reload
    const scoreChanged = async (competitionId: number, fixtureIds: number[], final: boolean) =>
      app.scoreEvents.publish(competitionId, fixtureIds, final).catch((error: unknown) => app.log.warn({ err: error, competitionId }, 'score event not published'));
    app.decorate('scores', createScoresService({ db: app.database.db, repos: app.repos, resultsChanged: queueCertificateRefresh(app), scoreChanged }));
  },
  { name: 'scores-service', dependencies: ['db', 'repositories', 'score-events-service'] },
);
