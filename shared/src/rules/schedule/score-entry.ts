/**
 * Score entry (比分录入) decisions, pure: validates a score against the fixture, decides whether it is a first
 * entry, a correction or a repeat of the current value (idempotent), and for knockout fixtures re-routes the
 * bracket with `advance` / `clearResult` (a correction re-routes only while the next fixture has no result). The
 * server's repository runs this inside one transaction with the phase and fixture rows locked; the schedule mock
 * runs it on its rows.
 */
import { RuleRefusal } from '../rule-refusal.ts';
import { SCHEDULE_MSG } from './schedule-messages.ts';
import { advance, clearResult } from './knockout.ts';
import { bracketOf, hasScore, type PhaseFixture } from './phase-fixtures.ts';

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
      /** other fixtures of the bracket whose entrants moved (winner / loser placed or re-routed) */
      moves: { id: number; homeId: number | null; awayId: number | null }[];
    };

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
  const knockout = fixture.kind === 'knockout' || fixture.kind === 'third_place';
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

  const moves: { id: number; homeId: number | null; awayId: number | null }[] = [];
  if (knockout && before?.winner_id !== winnerId) {
    let bracket = bracketOf(phaseRows);
    if (before?.winner_id != null) bracket = clearResult(bracket, fixture.code);
    bracket = advance(bracket, fixture.code, winnerId!);
    const byCode = new Map(phaseRows.map((r) => [r.code, r]));
    for (const f of bracket.fixtures) {
      const row = byCode.get(f.id)!;
      const home = f.home === null ? null : Number(f.home);
      const away = f.away === null ? null : Number(f.away);
      if (row.id !== fixture.id && (row.homeId !== home || row.awayId !== away)) moves.push({ id: row.id, homeId: home, awayId: away });
    }
  }
  return { kind: 'change', correction: before !== null, before, after, reason, moves };
}
