/** @jest-environment node */
/** Property tests (fast-check) of Swiss pairing over whole tournaments with arbitrary results, withdrawals and late entries. */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { pairSwissRound, type SwissGame, type SwissOptions, type SwissRound } from './swiss.ts';

interface Tournament {
  n: number;
  rounds: number;
  /** Per round and board: 0 home wins, 1 draw, 2 away wins. */
  results: number[][];
  /** Per round: an entrant to withdraw before it (index into the current list) or none, and whether one enters late. */
  changes: { withdraw: number | null; late: boolean }[];
  seed: string;
  accelerated: boolean;
}

const tournament: fc.Arbitrary<Tournament> = fc.integer({ min: 2, max: 14 }).chain((n) =>
  fc.integer({ min: 1, max: Math.min(n + 1, 7) }).chain((rounds) =>
    fc.record({
      n: fc.constant(n),
      rounds: fc.constant(rounds),
      results: fc.array(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 16, maxLength: 16 }), { minLength: rounds, maxLength: rounds }),
      changes: fc.array(fc.record({ withdraw: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null, freq: 4 }), late: fc.boolean() }), { minLength: rounds, maxLength: rounds }),
      seed: fc.string({ maxLength: 6 }),
      accelerated: fc.boolean(),
    }),
  ),
);

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Plays the tournament; calls `check` with each round's input and pairing. */
function run(t: Tournament, check: (entrants: number[], games: SwissGame<number>[], options: SwissOptions, round: SwissRound<number>) => void) {
  let entrants = Array.from({ length: t.n }, (_, i) => i + 1);
  let next = t.n + 1;
  let games: SwissGame<number>[] = [];
  for (let round = 1; round <= t.rounds; round++) {
    const change = t.changes[round - 1];
    if (round > 1 && change.withdraw !== null && entrants.length > 2) entrants = entrants.filter((_, i) => i !== change.withdraw! % entrants.length);
    if (round > 1 && change.late) entrants = [...entrants, next++];
    const options: SwissOptions = { round, byePoints: 1, seed: t.seed, ...(t.accelerated ? { acceleration: { rounds: 2 } } : {}) };
    const r = pairSwissRound(entrants, games, options);
    check(entrants, games, options, r);
    games = [
      ...games,
      ...r.pairings.map((p) => {
        const res = t.results[round - 1][(p.board - 1) % 16];
        return { round, home: p.home, away: p.away, homePoints: res === 0 ? 1 : res === 1 ? 0.5 : 0, awayPoints: res === 2 ? 1 : res === 1 ? 0.5 : 0 };
      }),
      ...(r.byeGame ? [r.byeGame] : []),
    ];
  }
  return games;
}

/** Each entrant's sides so far (1 home, −1 away), in round order, games played only. */
function sidesOf(games: SwissGame<number>[], e: number): number[] {
  return games
    .filter((g) => g.away !== null && g.played !== false && (g.home === e || g.away === e))
    .sort((a, b) => a.round - b.round)
    .map((g) => (g.home === e ? 1 : -1));
}
/** Whether an entrant with these sides may take `side` under the colour rules. */
const mayTake = (sides: number[], side: number) => {
  const n = sides.length;
  return Math.abs(sides.reduce((a, b) => a + b, 0) + side) <= 2 && !(n >= 2 && sides[n - 1] === side && sides[n - 2] === side);
};

/**
 * Whether the players can be paired without a rematch (and, with `colours`, within the colour rules), some entrant
 * without a bye sitting out when the number is odd: a brute-force search independent of the implementation.
 */
function pairingExists(entrants: number[], games: SwissGame<number>[], colours: boolean): boolean {
  const met = new Set(games.filter((g) => g.away !== null).map((g) => key(g.home, g.away!)));
  const hadBye = new Set(games.filter((g) => g.away === null && g.homePoints > 0).map((g) => g.home));
  const sides = new Map(entrants.map((e) => [e, sidesOf(games, e)]));
  const ok = (x: number, y: number) =>
    !met.has(key(x, y)) && (!colours || (mayTake(sides.get(x)!, 1) && mayTake(sides.get(y)!, -1)) || (mayTake(sides.get(x)!, -1) && mayTake(sides.get(y)!, 1)));
  const match = (rest: number[]): boolean => {
    if (rest.length === 0) return true;
    const [x, ...others] = rest;
    return others.some((y) => ok(x, y) && match(others.filter((z) => z !== y)));
  };
  if (entrants.length % 2 === 0) return match(entrants);
  return entrants.some((b) => !hadBye.has(b) && match(entrants.filter((e) => e !== b)));
}

describe('pairSwissRound (properties)', () => {
  it('every entrant plays at most once per round; all but the bye play', () => {
    fc.assert(
      fc.property(tournament, (t) => {
        run(t, (entrants, _games, _options, r) => {
          const playing = r.pairings.flatMap((p) => [p.home, p.away]);
          assert.equal(new Set(playing).size, playing.length);
          assert.deepEqual([...playing, ...(r.bye === null ? [] : [r.bye])].sort((a, b) => a - b), [...entrants].sort((a, b) => a - b));
          assert.equal(r.bye !== null, entrants.length % 2 === 1);
          assert.deepEqual(r.pairings.map((p) => p.board), r.pairings.map((_, i) => i + 1));
        });
      }),
    );
  });

  it('repeats no game while a pairing without a rematch exists', () => {
    fc.assert(
      fc.property(tournament, (t) => {
        run(t, (entrants, games, _options, r) => {
          const met = new Set(games.filter((g) => g.away !== null).map((g) => key(g.home, g.away!)));
          const rematches = r.pairings.filter((p) => met.has(key(p.home, p.away)));
          if (pairingExists(entrants, games, false)) {
            assert.deepEqual(rematches, []);
            assert.ok(!r.relaxed.includes('rematch'));
          } else assert.ok(r.relaxed.includes('rematch'));
        });
      }),
    );
  });

  it('keeps every colour difference within 2 and gives no third same side in a row while a pairing allows it', () => {
    fc.assert(
      fc.property(tournament, (t) => {
        run(t, (entrants, games, _options, r) => {
          assert.equal(r.relaxed.includes('colour'), !pairingExists(entrants, games, true));
          if (r.relaxed.includes('colour')) return;
          for (const p of r.pairings) {
            for (const [e, side] of [[p.home, 1], [p.away, -1]]) {
              const sides = sidesOf(games, e);
              assert.ok(mayTake(sides, side), `${e}: ${sides.join(' ')} then ${side}`);
            }
          }
        });
      }),
    );
  });

  it('is deterministic for a seed, whatever the order of the games', () => {
    fc.assert(
      fc.property(tournament, (t) => {
        run(t, (entrants, games, options, r) => {
          assert.deepEqual(pairSwissRound(entrants, [...games].reverse(), options), r);
        });
      }),
    );
  });
});
