/**
 * Standings (积分榜) of a phase are computed on read by the shared rules (shared/src/rules/ranking/phase-standings.ts:
 * one table per group with computeStandings); this file turns the item's stored score rule into theirs.
 */
import type { ScoreRule } from 'shared/rules';
import type { ScoreRuleValues } from '../repositories/standings.js';

export const toScoreRule = (r: ScoreRuleValues): ScoreRule => ({
  points: { win: r.pointsWin, draw: r.pointsDraw, loss: r.pointsLoss, forfeit: r.pointsForfeit },
  forfeitScore: { winner: r.forfeitWinnerScore, loser: r.forfeitLoserScore },
  tiebreakers: r.tiebreakers,
});
