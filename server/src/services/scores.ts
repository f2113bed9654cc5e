/**
 * Score workflows (成绩、实时比分、积分规则、奖项): a score entered or a live action applied runs in one transaction with the
 * phase and fixture rows locked — the route's `decide` (shared/rules decideScore, decideLive) sees the current rows,
 * and its decision is written with the history and the moves; the score rule and the awards of an event item are
 * written with the audit log. The statements are repositories/schedule-scores.ts, live-scores.ts and standings.ts.
 */
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import type { Repositories } from '../repositories/index.js';
import { inTransaction } from './transaction.js';

export interface ScoresDeps {
  db: Db;
  repos: Pick<Repositories, 'schedule' | 'liveScores' | 'standings'>;
}

export function createScoresService({ db, repos }: ScoresDeps) {
  return {
    enterScore: inTransaction(db, repos.schedule.enterScore),
    applyLive: inTransaction(db, repos.liveScores.apply),
    saveScoreRule: inTransaction(db, repos.standings.saveScoreRule),
    createAward: inTransaction(db, repos.standings.createAward),
    updateAward: inTransaction(db, repos.standings.updateAward),
    deleteAward: inTransaction(db, repos.standings.deleteAward),
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
    app.decorate('scores', createScoresService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'scores-service', dependencies: ['db', 'repositories'] },
);
