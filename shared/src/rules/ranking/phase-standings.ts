/**
 * Standings (积分榜) of a phase, computed on read from its fixtures and the item's score rule with
 * computeStandings: one table per group (a league is one table), every row with its record and the Chinese reason
 * it is above the next row. Also the qualification of a finished phase into the next one and the final places
 * (最终名次) a phase's tables give. Used by the server's routes and exports and by the schedule mock.
 */
import type { components } from '../../api/generated/schema.ts';
import { groupLabel, hasScore, type PhaseFixture } from '../schedule/phase-fixtures.ts';
import { type QualificationRule, qualify } from '../schedule/qualification.ts';
import { computeStandings, type EntrantRecord, type FixtureResult, type ScoreRule, type Tiebreaker } from './standings.ts';

export interface StandingRow extends EntrantRecord {
  rank: number;
  sign_up_id: number;
  name: string;
  affiliation: string;
  fair_play: number;
  /** A Swiss table's tiebreak values, in the order of its `columns` (empty elsewhere). */
  tiebreak_values: number[];
  tiebreaker: Tiebreaker | null;
  reason: string;
  /** A Swiss entrant's 补录/退赛 (第 2 轮起补录, 第 3 轮后退赛); '' elsewhere. */
  note: string;
}

export interface GroupTable {
  group_no: number | null;
  group_name: string;
  complete: boolean;
  /** The tiebreak columns a Swiss table shows, in the configured order (empty elsewhere). */
  columns: { key: string; name: string }[];
  rows: StandingRow[];
}

/** An entrant of a phase: its sign-up, its group (null in a league) and its entry's name and affiliation. */
export interface PhaseEntrant {
  signUpId: number;
  groupNo: number | null;
  name: string;
  affiliation: string;
}

export const toFixtureResult = (f: Pick<PhaseFixture, 'homeId' | 'awayId' | 'homeScore' | 'awayScore' | 'forfeit'>): FixtureResult => ({
  home: f.homeId!,
  away: f.awayId!,
  homeScore: f.homeScore,
  awayScore: f.awayScore,
  forfeit: (f.forfeit as FixtureResult['forfeit']) ?? null,
});

/** Fair-play penalty points per entrant over the fixtures with a result. */
export function fairPlayOf(rows: readonly PhaseFixture[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const f of rows) {
    if (!hasScore(f) || f.homeId === null || f.awayId === null) continue;
    map.set(f.homeId, (map.get(f.homeId) ?? 0) + f.homeFairPlay);
    map.set(f.awayId, (map.get(f.awayId) ?? 0) + f.awayFairPlay);
  }
  return map;
}

/** The groups of a phase's entrants in order (null: the league). */
const groupsOf = (entrants: readonly Pick<PhaseEntrant, 'groupNo'>[]) => [...new Set(entrants.map((e) => e.groupNo))].sort((a, b) => (a ?? 0) - (b ?? 0));

/** Tables of a round-robin phase (league or groups). */
export function phaseTables(entrants: readonly PhaseEntrant[], fixtureRows: readonly PhaseFixture[], rule: ScoreRule, lotsSeed: string): GroupTable[] {
  const info = new Map(entrants.map((e) => [e.signUpId, e]));
  const fairPlay = fairPlayOf(fixtureRows);
  return groupsOf(entrants).map((groupNo) => {
    const members = entrants.filter((e) => e.groupNo === groupNo).map((e) => e.signUpId);
    const games = fixtureRows.filter((f) => f.groupNo === groupNo && !f.bye && f.homeId !== null && f.awayId !== null);
    const rows = computeStandings({
      entrants: members,
      fixtures: games.map(toFixtureResult),
      rule,
      fairPlay,
      lotsSeed: `${lotsSeed}|${groupNo ?? ''}`,
    });
    return {
      group_no: groupNo,
      group_name: groupLabel(groupNo),
      complete: games.length > 0 && games.every(hasScore),
      columns: [],
      rows: rows.map((r) => {
        const e = info.get(Number(r.entrant))!;
        const { rank, played, wins, draws, losses, forfeits, scored, conceded, difference, points } = r;
        return { rank, sign_up_id: e.signUpId, name: e.name, affiliation: e.affiliation, played, wins, draws, losses, forfeits, scored, conceded, difference, points, fair_play: r.fairPlay ?? 0, tiebreak_values: [], tiebreaker: r.reason?.tiebreaker ?? null, reason: r.reason?.text ?? '', note: '' };
      }),
    };
  });
}

/** A qualification rule of a phase's settings: the top N of every group, or the best M of a place across groups. */
export type QualificationSetting = { top: number } | { best_of_place: number; count: number };

export interface QualifiedView {
  sign_up_id: number;
  name: string;
  group_name: string;
  place: number;
  seed: number;
}

/**
 * The qualifiers of a finished phase (its games: the fixtures that are no byes, every one with its result) by the
 * next phase's rules, seeded in qualification order.
 */
export function qualifyPhase(input: { entrants: readonly PhaseEntrant[]; games: readonly PhaseFixture[]; rule: ScoreRule; rules: readonly QualificationSetting[]; lotsSeed: string }): QualifiedView[] {
  const { entrants, games } = input;
  const groupNos = groupsOf(entrants);
  const fairPlay = new Map<number, number>();
  for (const f of games) {
    fairPlay.set(f.homeId!, (fairPlay.get(f.homeId!) ?? 0) + f.homeFairPlay);
    fairPlay.set(f.awayId!, (fairPlay.get(f.awayId!) ?? 0) + f.awayFairPlay);
  }
  const result = qualify({
    groups: groupNos.map((g) => ({
      name: groupLabel(g).replace('组', '') || '联赛',
      entrants: entrants.filter((e) => e.groupNo === g).map((e) => e.signUpId),
      fixtures: games.filter((f) => f.groupNo === g).map(toFixtureResult),
    })),
    rule: input.rule,
    qualification: input.rules.map((r): QualificationRule => ('top' in r ? { top: r.top } : { bestOfPlace: r.best_of_place, count: r.count })),
    fairPlay,
    lotsSeed: input.lotsSeed,
  });
  const names = new Map(entrants.map((e) => [e.signUpId, e.name]));
  return result.qualified.map((x, i) => ({
    sign_up_id: Number(x.entrant),
    name: names.get(Number(x.entrant)) ?? '',
    group_name: groupNos.length > 1 || groupNos[0] !== null ? `${x.group}组` : '',
    place: x.place,
    seed: i + 1,
  }));
}

/**
 * A final place (最终名次) of an item's entrant, with the award it receives (the API's FinalPlace): `value` is the
 * measured value of timed / measured items, else null; `status` ok | DNF | DNS | DQ for measured items, else ok.
 */
export type FinalPlace = components['schemas']['FinalPlace'];

/** The final place of an entrant of a phase of fixtures (no measured value). */
export const fixturePlace = (place: number | null, signUpId: number, entrant: { name: string; affiliation: string } | undefined, groupName: string, award: string): FinalPlace => ({
  place,
  sign_up_id: signUpId,
  name: entrant?.name ?? '',
  affiliation: entrant?.affiliation ?? '',
  value: null,
  status: 'ok',
  group_name: groupName,
  award,
});

/** The final places of a round-robin phase: the ranks of its tables; awards go by rank in a league only. */
export const tablePlaces = (tables: readonly GroupTable[], league: boolean, awardFor: (place: number) => string): FinalPlace[] =>
  tables.flatMap((t) => t.rows.map((r) => fixturePlace(r.rank, r.sign_up_id, r, t.group_name, league ? awardFor(r.rank) : '')));
