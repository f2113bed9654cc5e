/** @jest-environment node */
/** Property tests (fast-check) of the round robin: pairs, rounds and home/away balance for any field and draw seed. */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { roundRobin } from './round-robin.ts';

const field = fc.record({ n: fc.integer({ min: 2, max: 24 }), cycles: fc.constantFrom(1 as const, 2 as const), seed: fc.option(fc.string({ maxLength: 12 }), { nil: undefined }) });
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('roundRobin (properties)', () => {
  it('every pair meets exactly once per cycle', () => {
    fc.assert(
      fc.property(field, ({ n, cycles, seed }) => {
        const rounds = roundRobin(ids(n), { cycles, seed });
        for (let cycle = 1; cycle <= cycles; cycle++) {
          const met = new Map<string, number>();
          for (const f of rounds.filter((r) => r.cycle === cycle).flatMap((r) => r.fixtures)) {
            const key = [f.home, f.away].sort((a, b) => a - b).join('-');
            met.set(key, (met.get(key) ?? 0) + 1);
          }
          assert.equal(met.size, (n * (n - 1)) / 2);
          assert.ok([...met.values()].every((c) => c === 1));
        }
      }),
    );
  });

  it('each entrant plays at most once per round, and rests only when the field is odd', () => {
    fc.assert(
      fc.property(field, ({ n, cycles, seed }) => {
        for (const round of roundRobin(ids(n), { cycles, seed })) {
          const playing = round.fixtures.flatMap((f) => [f.home, f.away]);
          assert.equal(new Set(playing).size, playing.length);
          assert.equal(playing.length + (round.resting === null ? 0 : 1), n);
          assert.equal(round.resting !== null, n % 2 === 1);
        }
      }),
    );
  });

  it('home and away games differ by at most one per entrant and cycle; the return cycle mirrors the first', () => {
    fc.assert(
      fc.property(field, ({ n, cycles, seed }) => {
        const rounds = roundRobin(ids(n), { cycles, seed });
        for (let cycle = 1; cycle <= cycles; cycle++) {
          const fixtures = rounds.filter((r) => r.cycle === cycle).flatMap((r) => r.fixtures);
          for (const e of ids(n)) {
            const home = fixtures.filter((f) => f.home === e).length;
            const away = fixtures.filter((f) => f.away === e).length;
            assert.ok(Math.abs(home - away) <= 1, `entrant ${e} of ${n}: ${home} home, ${away} away`);
          }
        }
        if (cycles === 2) {
          const first = rounds.filter((r) => r.cycle === 1);
          const second = rounds.filter((r) => r.cycle === 2);
          first.forEach((r, i) => assert.deepEqual(second[i].fixtures.map((f) => [f.away, f.home]), r.fixtures.map((f) => [f.home, f.away])));
        }
      }),
    );
  });

  it('is deterministic for a given seed', () => {
    fc.assert(
      fc.property(field, ({ n, cycles, seed }) => {
        assert.deepEqual(roundRobin(ids(n), { cycles, seed }), roundRobin(ids(n), { cycles, seed }));
      }),
    );
  });
});
