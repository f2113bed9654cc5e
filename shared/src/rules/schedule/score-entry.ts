/**
 * Score entry (比分录入) decisions, pure: validates a score against the fixture, decides whether it is a first
 * entry, a correction or a repeat of the current value (idempotent), and for knockout fixtures re-routes the
 * bracket with `advance` / `clearResult` (a correction re-routes only while the next fixture has no result). The
 * server's repository runs this inside one transaction with the phase and fixture rows locked; the schedule mock
 * runs it on its rows.
 */
import { RuleRefusal } from '../rule-refusal.ts';
import { SCHEDULE_MSG } from './schedule-messages.ts';
import { advanceDouble } from './double-elimination.ts';
import { advance, clearResult } from './knockout.ts';
import { bracketOf, doubleBracketOf, hasScore, isBracketKind, isDoubleKind, type PhaseFixture } from './phase-fixtures.ts';

export interface ScoreInput {
  homeScore: number;
  awayScore: number;
  sets?: { home: number; away: number }[] | null;
  forfeit?: 'home' | 'away' | 'both' | null;
  homeFairPlay?: number;
  awayFairPlay?: number;
  version: number;
  reason?: string;
}

/** The score fields of a fixture as kept in the history (before / after): a plain JSON object. */
export type ScoreValues = {
  home_score: number | null;
  away_score: number | null;
  sets: { home: number; away: number }[] | null;
  forfeit: string | null;
  home_fair_play: number;
  away_fair_play: number;
  winner_id: number | null;
};

export type ScoreDecision =
  | { kind: 'unchanged' }
  | {
      kind: 'change';
      correction: boolean;
      before: ScoreValues | null;
      after: ScoreValues;
      reason: string;
      /**
       * other fixtures of the bracket whose entrants moved (winner / loser placed or re-routed); in double elimination
       * also the byes passing them on (their winner) and the grand final's reset (a bye unless needed)
       */
      moves: FixtureMove[];
    };

/** A fixture of a bracket changed by another fixture's result: its sides, whether it is a bye, its winner and status. */
export interface FixtureMove {
  id: number;
  homeId: number | null;
  awayId: number | null;
  bye: boolean;
  winnerId: number | null;
  status: string;
}

export const STALE_VERSION = '比分已被他人修改，请刷新后重试';

const badInput = (message: string) => new RuleRefusal(message, 42200);

export const scoreValues = (f: Pick<PhaseFixture, 'homeScore' | 'awayScore' | 'sets' | 'forfeit' | 'homeFairPlay' | 'awayFairPlay' | 'winnerId'>): ScoreValues => ({
  home_score: f.homeScore,
  away_score: f.awayScore,
  sets: f.sets ?? null,
  forfeit: f.forfeit,
  home_fair_play: f.homeFairPlay,
  away_fair_play: f.awayFairPlay,
  winner_id: f.winnerId,
});

/** The columns an entered score writes (ScoreDecision's `after`): the result, finished, and no running score (直播比分). */
export const scoreColumns = (a: ScoreValues) => ({
  homeScore: a.home_score,
  awayScore: a.away_score,
  sets: a.sets,
  forfeit: a.forfeit,
  homeFairPlay: a.home_fair_play,
  awayFairPlay: a.away_fair_play,
  winnerId: a.winner_id,
  status: 'finished' as const,
  liveHomeScore: null,
  liveAwayScore: null,
  liveStartedAt: null,
});

function checkInput(input: ScoreInput) {
  const values = [input.homeScore, input.awayScore, input.homeFairPlay ?? 0, input.awayFairPlay ?? 0];
  if (values.some((v) => !Number.isInteger(v) || v < 0)) throw badInput('比分不能为负数');
  if (input.sets) {
    if (input.sets.some((s) => !Number.isInteger(s.home) || !Number.isInteger(s.away) || s.home < 0 || s.away < 0)) {
      throw badInput('局分不能为负数');
    }
    if (!input.forfeit) {
      const won = input.sets.reduce((n, s) => n + (s.home > s.away ? 1 : 0), 0);
      const lost = input.sets.reduce((n, s) => n + (s.away > s.home ? 1 : 0), 0);
      if (won !== input.homeScore || lost !== input.awayScore) throw badInput('比分与各局比分不一致');
    }
  }
}

/**
 * Decides a score entry. `phaseRows` are all fixtures of the fixture's phase (needed for knockout re-routing).
 * Throws the Chinese refusals; returns `unchanged` when the fixture already holds exactly this score.
 */
export function decideScore(fixture: PhaseFixture, input: ScoreInput, phaseRows: readonly PhaseFixture[]): ScoreDecision {
  checkInput(input);
  if (fixture.bye) throw new RuleRefusal('轮空无需录入比分');
  if (fixture.homeId === null || fixture.awayId === null) throw new RuleRefusal('对阵双方尚未确定，无法录入比分');
  const knockout = isBracketKind(fixture.kind);
  const forfeit = input.forfeit ?? null;
  if (knockout && forfeit === 'both') throw new RuleRefusal('淘汰赛不能双方弃权');
  if (knockout && !forfeit && input.homeScore === input.awayScore) throw new RuleRefusal('淘汰赛不能为平局');

  let winnerId: number | null = null;
  if (forfeit === 'home') winnerId = fixture.awayId;
  else if (forfeit === 'away') winnerId = fixture.homeId;
  else if (!forfeit && input.homeScore !== input.awayScore) winnerId = input.homeScore > input.awayScore ? fixture.homeId : fixture.awayId;

  const after: ScoreValues = {
    home_score: input.homeScore,
    away_score: input.awayScore,
    sets: input.sets ?? null,
    forfeit,
    home_fair_play: input.homeFairPlay ?? 0,
    away_fair_play: input.awayFairPlay ?? 0,
    winner_id: winnerId,
  };
  const before = hasScore(fixture) ? scoreValues(fixture) : null;
  // the same request applied again (even with the version it was made for) changes nothing
  if (before && JSON.stringify(before) === JSON.stringify(after)) return { kind: 'unchanged' };
  if (input.version !== fixture.version) throw new RuleRefusal(STALE_VERSION);
  const reason = input.reason?.trim() ?? '';
  if (before && !reason) throw badInput(SCHEDULE_MSG.scoreChangeReasonRequired);

  const moves: FixtureMove[] = [];
  if (knockout && before?.winner_id !== winnerId) {
    let fixtures: { id: string; home: unknown; away: unknown; bye: boolean; winner: unknown }[];
    if (isDoubleKind(fixture.kind)) fixtures = advanceDouble(doubleBracketOf(phaseRows), fixture.code, winnerId!).fixtures;
    else {
      let bracket = bracketOf(phaseRows);
      if (before?.winner_id != null) bracket = clearResult(bracket, fixture.code);
      fixtures = advance(bracket, fixture.code, winnerId!).fixtures;
    }
    const byCode = new Map(phaseRows.map((r) => [r.code, r]));
    const id = (e: unknown) => (e === null ? null : Number(e));
    for (const f of fixtures) {
      const row = byCode.get(f.id)!;
      if (row.id === fixture.id) continue;
      const move = { id: row.id, homeId: id(f.home), awayId: id(f.away), bye: f.bye, winnerId: f.bye ? id(f.winner) : row.winnerId, status: f.bye ? 'finished' : row.bye ? 'scheduled' : row.status };
      if (move.homeId !== row.homeId || move.awayId !== row.awayId || move.bye !== row.bye || move.winnerId !== row.winnerId) moves.push(move);
    }
  }
  return { kind: 'change', correction: before !== null, before, after, reason, moves };
}
