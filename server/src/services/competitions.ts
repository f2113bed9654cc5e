/**
 * Competition core workflows (赛事): creation, edits and the 信息变更 proposal, deletion, status changes (filing,
 * withdrawal, review), permission codes and management grants, series (赛事系列), the review of a proposed change,
 * results (成绩录入) with their record proposal, and the record review (纪录认定). Each runs in one transaction over
 * the statements of repositories/filing.ts, series.ts, competition-changes.ts, results.ts and records.ts, which take
 * the caller's `tx`; the status rules are shared/rules (competitionTransition, planEdit).
 */
import fp from 'fastify-plugin';
import { RECORD_MSG, type ReviewedValues } from 'shared/rules';
import type { Db } from '../db/client.js';
import type { Repositories } from '../repositories/index.js';
import type { Actor, CompetitionFields } from '../repositories/filing.js';
import type { SaveResult } from '../repositories/results.js';
import { queueCertificateRefresh } from './certificates.js';
import { inTransaction } from './transaction.js';

export interface CompetitionsDeps {
  db: Db;
  repos: Pick<Repositories, 'filing' | 'series' | 'competitionChanges' | 'results' | 'records'>;
  /** After a result was saved (committed): the competition's certificates are checked against it (证书更正). */
  resultsChanged?: (competitionId: number) => Promise<void>;
}

export function createCompetitionsService({ db, repos, resultsChanged }: CompetitionsDeps) {
  const { filing, series, competitionChanges, results, records } = repos;
  return {
    create: inTransaction(db, filing.create),
    /**
     * An organiser's edit: the fields that change at once (`direct`, refused = false when the status forbids it) and
     * the 信息变更 proposal of an approved competition, in one transaction.
     */
    edit: inTransaction(db, async (tx, id: number, plan: { direct: CompetitionFields; proposal: ReviewedValues | null; proposalChanged: boolean }, actor: Actor) => {
      if (Object.keys(plan.direct).length > 0 && !(await filing.update(tx, id, plan.direct, actor))) return false;
      if (plan.proposalChanged) await competitionChanges.propose(tx, id, plan.proposal, actor);
      return true;
    }),
    remove: inTransaction(db, filing.remove),
    changeStatus: inTransaction(db, filing.changeStatus),
    regenerateCode: inTransaction(db, filing.regenerateCode),
    grant: inTransaction(db, filing.grant),
    revoke: inTransaction(db, filing.revoke),
    createSeries: inTransaction(db, series.create),
    updateSeries: inTransaction(db, series.update),
    removeSeries: inTransaction(db, series.remove),
    /** 系列报备, its withdrawal and its review: the series and its members in one transaction. */
    changeSeriesStatus: inTransaction(db, series.changeStatus),
    withdrawChange: inTransaction(db, competitionChanges.withdraw),
    reviewChange: inTransaction(db, competitionChanges.review),
    /** 成绩录入 / 更正; a change queues the check of the competition's certificates (证书更正). */
    async saveResult(s: SaveResult) {
      const saved = await db.transaction((tx) => results.save(tx, s));
      if (saved.kind === 'saved') await resultsChanged?.(s.item.competitionId);
      return saved;
    },
    /** Ratifies a pending record proposal; a concurrent ratification of the same key answers 已被他人审核. */
    async ratifyRecord(id: number, actorId: number, reason: string): Promise<{ ok: true } | { ok: false; msg: string }> {
      try {
        return await db.transaction((tx) => records.ratify(tx, id, actorId, reason));
      } catch (error) {
        // two proposals of one key ratified at the same moment: the unique index of ratified records lets one win
        if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
          return { ok: false, msg: RECORD_MSG.reviewedByOther };
        }
        throw error;
      }
    },
  };
}

export type CompetitionsService = ReturnType<typeof createCompetitionsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Competition core workflows (src/services/competitions.ts). */
    competitions: CompetitionsService;
  }
}

export default fp(
  async (app) => {
    app.decorate('competitions', createCompetitionsService({ db: app.database.db, repos: app.repos, resultsChanged: queueCertificateRefresh(app) }));
  },
  { name: 'competitions-service', dependencies: ['db', 'repositories'] },
);
