/**
 * Tiebreaks of a Swiss phase (瑞士制), on the games of `pairSwissRound`: Buchholz (布赫霍尔茨分), Buchholz cut 1
 * (去掉最低一轮), median Buchholz (去掉最高和最低), Sonneborn–Berger (索伯分), progressive score (累进分) and direct
 * encounter (直胜). They plug into the ordered tiebreakers of `orderByTiebreakers`, so every row says why it is
 * above the next one (`积分相同，布赫霍尔茨分 24.5 比 22`).
 *
 * Unplayed rounds follow FIDE's virtual-opponent rule (Handbook C.02 art. 13.15–13.16, in force 2009–2023):
 * - an entrant's own unplayed round R (bye, forfeit either way, absence) counts as a game against a virtual
 *   opponent whose score is SPR + (W − SfPR) + D × (n − R): the entrant's score before the round, plus the points
 *   it did not get in the round, plus a draw for every later round (n = rounds of the phase, W/D = points of a
 *   win/draw); in Sonneborn–Berger the round's result stands against that opponent;
 * - an opponent's score, in anyone's Buchholz or Sonneborn–Berger, counts its unplayed rounds as draws.
 * Direct encounter compares the points among the tied entrants only when every two of them met (re-applied to a
 * smaller subset that stays level); otherwise it does not separate them.
 */
import type { EntrantId } from '../entrant.ts';
import type { SwissGame } from '../schedule/swiss.ts';
import { orderByTiebreakers, type EntrantRecord, type RankReason, type Tiebreaker } from './standings.ts';

export const SWISS_TIEBREAKERS = ['buchholz', 'buchholz_cut1', 'median_buchholz', 'sonneborn_berger', 'progressive', 'direct_encounter'] as const;
export type SwissTiebreaker = (typeof SWISS_TIEBREAKERS)[number];

export interface SwissPoints {
  win: number;
  draw: number;
  loss: number;
}

export interface SwissTiebreakValues {
  score: number;
  buchholz: number;
  buchholzCut1: number;
  medianBuchholz: number;
  sonnebornBerger: number;
  progressive: number;
}

export interface SwissTiebreakInput<E extends EntrantId = EntrantId> {
  entrants: readonly E[];
  games: readonly SwissGame<E>[];
  /** Rounds of the phase (n of the virtual opponent); default the last round with a game. */
  rounds?: number;
  /** Default chess points: 1, ½, 0. */
  points?: SwissPoints;
}

interface RoundEntry<E> {
  /** null: unplayed (bye, forfeit, absence). */
  opponent: E | null;
  points: number;
}

const CHESS: SwissPoints = { win: 1, draw: 0.5, loss: 0 };

/** Each entrant's rounds 1..n: the opponent when the game was played, and the points it scored. */
function roundTable<E extends EntrantId>(input: SwissTiebreakInput<E>): { n: number; table: Map<E, RoundEntry<E>[]> } {
  const n = input.rounds ?? input.games.reduce((m, g) => Math.max(m, g.round), 0);
  const table = new Map<E, RoundEntry<E>[]>(input.entrants.map((e) => [e, Array.from({ length: n }, () => ({ opponent: null, points: 0 }))]));
  for (const g of input.games) {
    if (g.round < 1 || g.round > n) continue;
    const played = g.played !== false && g.away !== null;
    const home = table.get(g.home);
    if (home) home[g.round - 1] = { opponent: played ? g.away : null, points: g.homePoints };
    const away = g.away === null ? undefined : table.get(g.away);
    if (away) away[g.round - 1] = { opponent: played ? g.home : null, points: g.awayPoints };
  }
  return { n, table };
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

export function swissTiebreakValues<E extends EntrantId>(input: SwissTiebreakInput<E>): Map<E, SwissTiebreakValues> {
  const pts = input.points ?? CHESS;
  const { n, table } = roundTable(input);
  const score = (e: E) => sum(table.get(e)!.map((r) => r.points));
  // an opponent's score with its unplayed rounds counted as draws
  const adjusted = new Map<E, number>();
  for (const [e, rounds] of table) adjusted.set(e, sum(rounds.map((r) => (r.opponent === null ? pts.draw : r.points))));

  const out = new Map<E, SwissTiebreakValues>();
  for (const [e, rounds] of table) {
    let before = 0;
    let running = 0;
    let progressive = 0;
    const opponentValues: number[] = [];
    let sb = 0;
    rounds.forEach((r, i) => {
      const value =
        r.opponent !== null && adjusted.has(r.opponent)
          ? adjusted.get(r.opponent)!
          : // virtual opponent (also for an opponent no longer in the list: its score is unknown here)
            before + (pts.win - r.points) + pts.draw * (n - (i + 1));
      opponentValues.push(value);
      sb += pts.win === 0 ? 0 : (value * r.points) / pts.win;
      before += r.points;
      running += r.points;
      progressive += running;
    });
    const sorted = [...opponentValues].sort((a, b) => a - b);
    const buchholz = sum(sorted);
    out.set(e, {
      score: score(e),
      buchholz,
      buchholzCut1: sorted.length > 1 ? buchholz - sorted[0] : buchholz,
      medianBuchholz: sorted.length > 2 ? buchholz - sorted[0] - sorted[sorted.length - 1] : buchholz,
      sonnebornBerger: sb,
      progressive,
    });
  }
  return out;
}

/**
 * Points of each entrant of the subset in the games among them, or null when two of them never met (then direct
 * encounter does not apply).
 */
export function directEncounter<E extends EntrantId>(subset: readonly E[], games: readonly SwissGame<E>[]): Map<E, number> | null {
  const inSet = new Set(subset);
  const points = new Map<E, number>(subset.map((e) => [e, 0]));
  const met = new Set<string>();
  const key = (a: E, b: E) => [String(a), String(b)].sort().join('\u0000');
  for (const g of games) {
    if (g.played === false || g.away === null || !inSet.has(g.home) || !inSet.has(g.away)) continue;
    points.set(g.home, points.get(g.home)! + g.homePoints);
    points.set(g.away, points.get(g.away)! + g.awayPoints);
    met.add(key(g.home, g.away));
  }
  for (let i = 0; i < subset.length; i++) for (let j = i + 1; j < subset.length; j++) if (!met.has(key(subset[i], subset[j]))) return null;
  return points;
}

export interface SwissStandingsInput<E extends EntrantId = EntrantId> extends SwissTiebreakInput<E> {
  /** Ordered, led by 'points'; may mix the general ones ('wins', 'lots') with the Swiss ones. */
  tiebreakers: readonly Tiebreaker[];
  lotsSeed?: string;
}

export interface SwissStandingsRow<E extends EntrantId = EntrantId> extends SwissTiebreakValues {
  entrant: E;
  rank: number;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  reason: RankReason | null;
}

/** The standings of a Swiss phase with the tiebreak values of every row and why it is above the next one. */
export function swissStandings<E extends EntrantId>(input: SwissStandingsInput<E>): SwissStandingsRow<E>[] {
  const values = swissTiebreakValues(input);
  const records = new Map<EntrantId, EntrantRecord>();
  for (const e of input.entrants) {
    const r: EntrantRecord = { played: 0, wins: 0, draws: 0, losses: 0, forfeits: 0, scored: 0, conceded: 0, difference: 0, points: values.get(e)!.score };
    for (const g of input.games) {
      if (g.played === false || g.away === null || (g.home !== e && g.away !== e)) continue;
      const mine = g.home === e ? g.homePoints : g.awayPoints;
      const theirs = g.home === e ? g.awayPoints : g.homePoints;
      r.played++;
      if (mine > theirs) r.wins++;
      else if (mine < theirs) r.losses++;
      else r.draws++;
    }
    records.set(e, r);
  }
  const ordered = orderByTiebreakers(input.entrants, input.tiebreakers, {
    records,
    swiss: { values, directEncounter: (subset) => directEncounter(subset as E[], input.games) },
    lotsSeed: input.lotsSeed,
  });
  return ordered.map(({ entrant, rank, reason }) => {
    const r = records.get(entrant)!;
    return { entrant: entrant as E, rank, played: r.played, wins: r.wins, draws: r.draws, losses: r.losses, ...values.get(entrant as E)!, reason };
  });
}
