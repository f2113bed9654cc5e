/**
 * Standings (积分榜) of a phase, computed on read from its fixtures and the item's score rule with the domain's
 * computeStandings: one table per group (a league is one table). Every row carries its record and the Chinese
 * reason it is above the next row.
 */
import { computeStandings, type FixtureResult, groupName, type ScoreRule } from 'shared/rules';
import type { ScoreRuleValues } from '../repositories/standings.js';
import { hasScore, type FixtureRow } from './schedule-score.js';

export interface StandingRow {
  rank: number;
  sign_up_id: number;
  name: string;
  affiliation: string;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  forfeits: number;
  scored: number;
  conceded: number;
  difference: number;
  points: number;
  fair_play: number;
  tiebreaker: string | null;
  reason: string;
}

export interface GroupTable {
  group_no: number | null;
  group_name: string;
  complete: boolean;
  rows: StandingRow[];
}

export const toScoreRule = (r: ScoreRuleValues): ScoreRule => ({
  points: { win: r.pointsWin, draw: r.pointsDraw, loss: r.pointsLoss, forfeit: r.pointsForfeit },
  forfeitScore: { winner: r.forfeitWinnerScore, loser: r.forfeitLoserScore },
  tiebreakers: r.tiebreakers,
});

export const toFixtureResult = (f: FixtureRow): FixtureResult => ({
  home: f.homeId!,
  away: f.awayId!,
  homeScore: f.homeScore,
  awayScore: f.awayScore,
  forfeit: (f.forfeit as FixtureResult['forfeit']) ?? null,
});

export const groupLabel = (groupNo: number | null) => (groupNo === null ? '' : `${groupName(groupNo - 1)}组`);

/** Fair-play penalty points per entrant over the fixtures with a result. */
export function fairPlayOf(rows: readonly FixtureRow[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const f of rows) {
    if (!hasScore(f) || f.homeId === null || f.awayId === null) continue;
    map.set(f.homeId, (map.get(f.homeId) ?? 0) + f.homeFairPlay);
    map.set(f.awayId, (map.get(f.awayId) ?? 0) + f.awayFairPlay);
  }
  return map;
}

/** Tables of a round-robin phase (league or groups). */
export function phaseTables(
  entrants: readonly { signUpId: number; groupNo: number | null; name: string; affiliation: string }[],
  fixtureRows: readonly FixtureRow[],
  rule: ScoreRuleValues,
  lotsSeed: string,
): GroupTable[] {
  const groups = [...new Set(entrants.map((e) => e.groupNo))].sort((a, b) => (a ?? 0) - (b ?? 0));
  const info = new Map(entrants.map((e) => [e.signUpId, e]));
  const fairPlay = fairPlayOf(fixtureRows);
  return groups.map((groupNo) => {
    const members = entrants.filter((e) => e.groupNo === groupNo).map((e) => e.signUpId);
    const games = fixtureRows.filter((f) => f.groupNo === groupNo && !f.bye && f.homeId !== null && f.awayId !== null);
    const rows = computeStandings({
      entrants: members,
      fixtures: games.map(toFixtureResult),
      rule: toScoreRule(rule),
      fairPlay,
      lotsSeed: `${lotsSeed}|${groupNo ?? ''}`,
    });
    return {
      group_no: groupNo,
      group_name: groupLabel(groupNo),
      complete: games.length > 0 && games.every(hasScore),
      rows: rows.map((r) => {
        const e = info.get(Number(r.entrant))!;
        return {
          rank: r.rank,
          sign_up_id: e.signUpId,
          name: e.name,
          affiliation: e.affiliation,
          played: r.played,
          wins: r.wins,
          draws: r.draws,
          losses: r.losses,
          forfeits: r.forfeits,
          scored: r.scored,
          conceded: r.conceded,
          difference: r.difference,
          points: r.points,
          fair_play: r.fairPlay ?? 0,
          tiebreaker: r.reason?.tiebreaker ?? null,
          reason: r.reason?.text ?? '',
        };
      }),
    };
  });
}
