/**
 * The score rule (计分规则) of an event item as its form saves it: the checks of PUT /admin/schedule/ranking_rules
 * and the defaults of the fields it may leave out (direction, precision, forfeit score). Used by the server's route
 * and the schedule mock.
 */
import type { paths } from '../../api/generated/schema.ts';
import { RuleRefusal } from '../rule-refusal.ts';

/** The score rule as PUT /admin/schedule/ranking_rules takes it, without the item it is for. */
export type ScoreRuleDraft = Omit<paths['/api/admin/schedule/ranking_rules']['put']['requestBody']['content']['application/json'], 'event_item_id'>;

export type CheckedScoreRule<D extends ScoreRuleDraft> = D & { direction: 'lower' | 'higher'; precision: number; forfeit_winner_score: number; forfeit_loser_score: number };

const badInput = (message: string) => new RuleRefusal(message, 42200);

/**
 * The rule with its defaults (timed items rank lower first, others higher first; 2 decimals; a forfeit scores
 * 3:0), or a refusal (42200): tiebreakers twice or not led by points, points that grow from a win to a loss, a
 * forfeit worth more than a loss, a forfeit score that does not favour the winner.
 */
export function checkScoreRule<D extends ScoreRuleDraft>(b: D): CheckedScoreRule<D> {
  if (new Set(b.tiebreakers).size !== b.tiebreakers.length) throw badInput('排名规则不能重复');
  if (b.tiebreakers[0] !== 'points') throw badInput('排名规则的第一项必须是积分');
  if (b.points_win < b.points_draw || b.points_draw < b.points_loss) throw badInput('胜、平、负的积分应依次不增');
  if (b.points_forfeit > b.points_loss) throw badInput('弃权积分不能高于负场积分');
  const winner = b.forfeit_winner_score ?? 3;
  const loser = b.forfeit_loser_score ?? 0;
  if (winner <= loser) throw badInput('弃权判胜比分必须高于判负比分');
  return { ...b, direction: b.direction ?? (b.model === 'timed' ? 'lower' : 'higher'), precision: b.precision ?? 2, forfeit_winner_score: winner, forfeit_loser_score: loser };
}

/** The trimmed name of an award (奖项) and its range of places, or a refusal (42200). */
export function awardName(name: string, placeFrom: number, placeTo: number): string {
  const trimmed = name.trim();
  if (!trimmed) throw badInput('奖项名称不能为空');
  if (placeTo < placeFrom) throw badInput('结束名次不能小于起始名次');
  return trimmed;
}

/** The refusal (40000) of an award whose places overlap those of another award of the item. */
export const awardOverlap = (other: { name: string; placeFrom: number; placeTo: number }) =>
  new RuleRefusal(`名次范围与奖项「${other.name}」（第 ${other.placeFrom}–${other.placeTo} 名）重叠`);
