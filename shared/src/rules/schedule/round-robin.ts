/**
 * Round robin by Berger tables (the circle method in the order chess and football federations use).
 *
 * Draw positions 1..m (m = n, or n + 1 with a bye when n is odd). In round r (1-based) the pivot x is the
 * position with 2x ≡ r + 1 (mod m − 1); x meets position m (m at home in even rounds, x at home in odd
 * rounds), and for k = 1..m/2 − 1 position x + k hosts position x − k (cyclic over 1..m − 1). A fixture against
 * the bye is not a fixture: that entrant rests in the round.
 *
 * A double round robin repeats the first cycle in the same round order with home and away swapped. Mirroring
 * the textbook table as is gives two entrants three home (or away) games in a row across the two cycles: an
 * entrant whose only break is between rounds 1 and 2 ends the cycle on the other venue. So a double round robin
 * starts the Berger table at its fourth round (the rounds rotated by three), which has no such entrant for six or
 * more draw positions. With four entrants it is unavoidable: two of them always play three in a row (see tests).
 */
import { RuleRefusal } from '../rule-refusal.ts';
import type { EntrantId } from '../entrant.ts';
import { seededRandom, shuffle } from './seeded-random.ts';

export interface RoundRobinFixture<E extends EntrantId = EntrantId> {
  /** 1-based over the whole schedule (the second cycle continues the numbering). */
  round: number;
  /** 1 for the first cycle, 2 for the return cycle of a double round robin. */
  cycle: 1 | 2;
  home: E;
  away: E;
}

export interface RoundRobinRound<E extends EntrantId = EntrantId> {
  round: number;
  cycle: 1 | 2;
  fixtures: RoundRobinFixture<E>[];
  /** The entrant that rests in this round (odd number of entrants), else null. */
  resting: E | null;
}

export interface RoundRobinOptions {
  /** 1 = single round robin, 2 = double (home and away). */
  cycles?: 1 | 2;
  /** When given, the draw positions are shuffled with this seed; otherwise the input order is the draw. */
  seed?: string;
}

/** Pairings of draw positions (1-based) for one cycle; position m is the bye when the count is odd. */
export function bergerTable(positions: number): [home: number, away: number][][] {
  const m = positions % 2 === 0 ? positions : positions + 1;
  const mod = m - 1;
  const wrap = (p: number) => ((((p - 1) % mod) + mod) % mod) + 1;
  const half = m / 2; // the inverse of 2 modulo m − 1
  const rounds: [number, number][][] = [];
  for (let r = 1; r <= mod; r++) {
    const pivot = wrap((r + 1) * half);
    const pairs: [number, number][] = [r % 2 === 0 ? [m, pivot] : [pivot, m]];
    for (let k = 1; k < half; k++) pairs.push([wrap(pivot + k), wrap(pivot - k)]);
    rounds.push(pairs);
  }
  return rounds;
}

export function roundRobin<E extends EntrantId>(entrants: readonly E[], options: RoundRobinOptions = {}): RoundRobinRound<E>[] {
  const cycles = options.cycles ?? 1;
  if (entrants.length < 2) throw new RuleRefusal('循环赛至少需要 2 名参赛者');
  if (new Set(entrants).size !== entrants.length) throw new RuleRefusal('参赛者不能重复');
  const drawn = options.seed === undefined ? entrants.slice() : shuffle(entrants, seededRandom(options.seed));
  const at = (position: number): E | null => (position <= drawn.length ? drawn[position - 1] : null);
  const berger = bergerTable(drawn.length);
  const table = cycles === 2 && berger.length >= 5 ? [...berger.slice(3), ...berger.slice(0, 3)] : berger;
  const out: RoundRobinRound<E>[] = [];
  for (let cycle = 1 as 1 | 2; cycle <= cycles; cycle++) {
    table.forEach((pairs, index) => {
      const round = (cycle - 1) * table.length + index + 1;
      const fixtures: RoundRobinFixture<E>[] = [];
      let resting: E | null = null;
      for (const [h, a] of pairs) {
        const home = at(h);
        const away = at(a);
        if (home === null || away === null) {
          resting = home ?? away;
          continue;
        }
        fixtures.push(cycle === 1 ? { round, cycle, home, away } : { round, cycle, home: away, away: home });
      }
      out.push({ round, cycle, fixtures, resting });
    });
  }
  return out;
}
