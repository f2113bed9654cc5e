/**
 * Score rules (计分规则), awards (奖项) and the measured results read for final places. Standings themselves are
 * computed on read (src/services/schedule-standings.ts); nothing here stores a ranking.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { auditLog, awards, results, scoreRules, signUps, type TiebreakerKey } from '../db/schema/index.js';
import type { Actor } from './schedule.js';

export interface ScoreRuleValues {
  model: 'goals' | 'sets' | 'timed' | 'measured';
  direction: 'lower' | 'higher';
  precision: number;
  pointsWin: number;
  pointsDraw: number;
  pointsLoss: number;
  pointsForfeit: number;
  forfeitWinnerScore: number;
  forfeitLoserScore: number;
  tiebreakers: TiebreakerKey[];
}

export const DEFAULT_TIEBREAKERS: TiebreakerKey[] = ['points', 'head_to_head', 'difference', 'scored', 'wins', 'fair_play', 'lots'];

/** The rule of an item without a saved one. */
export const DEFAULT_SCORE_RULE: ScoreRuleValues = {
  model: 'goals',
  direction: 'higher',
  precision: 2,
  pointsWin: 3,
  pointsDraw: 1,
  pointsLoss: 0,
  pointsForfeit: 0,
  forfeitWinnerScore: 3,
  forfeitLoserScore: 0,
  tiebreakers: DEFAULT_TIEBREAKERS,
};

export function createStandingsRepo(db: Db) {
  return {
    /** The saved rule of an item, or the defaults (saved = false). */
    async scoreRule(eventItemId: number): Promise<ScoreRuleValues & { saved: boolean }> {
      const [row] = await db.select().from(scoreRules).where(eq(scoreRules.eventItemId, eventItemId)).limit(1);
      if (!row) return { ...DEFAULT_SCORE_RULE, saved: false };
      return {
        model: row.model as ScoreRuleValues['model'],
        direction: row.direction as ScoreRuleValues['direction'],
        precision: row.precision,
        pointsWin: row.pointsWin,
        pointsDraw: row.pointsDraw,
        pointsLoss: row.pointsLoss,
        pointsForfeit: row.pointsForfeit,
        forfeitWinnerScore: row.forfeitWinnerScore,
        forfeitLoserScore: row.forfeitLoserScore,
        tiebreakers: row.tiebreakers,
        saved: true,
      };
    },

    async saveScoreRule(tx: Tx, eventItemId: number, competitionId: number, values: ScoreRuleValues, actor: Actor) {
      await tx
        .insert(scoreRules)
        .values({ eventItemId, competitionId, ...values })
        .onConflictDoUpdate({ target: scoreRules.eventItemId, set: { ...values, updatedAt: new Date() } });
      await tx.insert(auditLog).values({ actorId: actor.userId, action: 'score_rule.save', target: `event_item:${eventItemId}`, detail: { ...values }, ip: actor.ip });
    },

    async awards(eventItemId: number) {
      return db.select().from(awards).where(eq(awards.eventItemId, eventItemId)).orderBy(asc(awards.placeFrom), asc(awards.id));
    },

    async award(id: number) {
      const [row] = await db.select().from(awards).where(eq(awards.id, id)).limit(1);
      return row;
    },

    /** The award of the item whose place range overlaps [from, to] (other than `exceptId`). */
    async overlappingAward(eventItemId: number, from: number, to: number, exceptId?: number) {
      const rows = await db
        .select()
        .from(awards)
        .where(and(eq(awards.eventItemId, eventItemId), exceptId ? ne(awards.id, exceptId) : undefined));
      return rows.find((a) => a.placeFrom <= to && from <= a.placeTo);
    },

    async createAward(tx: Tx, values: { competitionId: number; eventItemId: number; name: string; placeFrom: number; placeTo: number }, actor: Actor) {
      const [row] = await tx.insert(awards).values(values).returning({ id: awards.id });
      await tx.insert(auditLog).values({ actorId: actor.userId, action: 'award.create', target: `award:${row.id}`, detail: { ...values }, ip: actor.ip });
      return row.id;
    },

    async updateAward(tx: Tx, id: number, values: { name: string; placeFrom: number; placeTo: number }, actor: Actor) {
      await tx.update(awards).set(values).where(eq(awards.id, id));
      await tx.insert(auditLog).values({ actorId: actor.userId, action: 'award.update', target: `award:${id}`, detail: { ...values }, ip: actor.ip });
    },

    async deleteAward(tx: Tx, id: number, actor: Actor) {
      await tx.delete(awards).where(eq(awards.id, id));
      await tx.insert(auditLog).values({ actorId: actor.userId, action: 'award.delete', target: `award:${id}`, detail: {}, ip: actor.ip });
    },

    /** Measured / timed results of an item with the entrant names. */
    async results(eventItemId: number) {
      return db
        .select({ signUpId: results.signUpId, value: results.value, status: results.status, name: signUps.entrantName, affiliation: signUps.affiliation })
        .from(results)
        .innerJoin(signUps, eq(signUps.id, results.signUpId))
        .where(eq(results.eventItemId, eventItemId))
        .orderBy(asc(results.id));
    },
  };
}
