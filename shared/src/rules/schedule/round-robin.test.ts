/** @jest-environment node */
import assert from 'node:assert/strict';
import { bergerTable, roundRobin, type RoundRobinRound } from './round-robin.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const venues = (rounds: RoundRobinRound<number>[], n: number, cycle?: 1 | 2) => {
  const seq = new Map<number, string>(ids(n).map((i) => [i, '']));
  for (const r of rounds) {
    if (cycle !== undefined && r.cycle !== cycle) continue;
    for (const f of r.fixtures) {
      seq.set(f.home, `${seq.get(f.home)}H`);
      seq.set(f.away, `${seq.get(f.away)}A`);
    }
  }
  return seq;
};

describe('bergerTable', () => {
  it('is the textbook table for six positions', () => {
    assert.deepEqual(bergerTable(6), [
      [[1, 6], [2, 5], [3, 4]],
      [[6, 4], [5, 3], [1, 2]],
      [[2, 6], [3, 1], [4, 5]],
      [[6, 5], [1, 4], [2, 3]],
      [[3, 6], [4, 2], [5, 1]],
    ]);
  });
});

describe('roundRobin', () => {
  for (const cycles of [1, 2] as const) {
    it(`${cycles === 1 ? 'single' : 'double'}: every pair meets once per cycle (each way in double), once per round, n = 2..24`, () => {
      for (let n = 2; n <= 24; n++) {
        const rounds = roundRobin(ids(n), { cycles });
        const perCycle = n % 2 === 0 ? n - 1 : n;
        assert.equal(rounds.length, perCycle * cycles, `rounds for n=${n}`);
        const met = new Map<string, number>();
        rounds.forEach((r, i) => {
          assert.equal(r.round, i + 1);
          const playing = r.fixtures.flatMap((f) => [f.home, f.away]);
          assert.equal(new Set(playing).size, playing.length, `n=${n} round ${r.round}: someone plays twice`);
          if (n % 2 === 1) {
            assert.ok(r.resting !== null && !playing.includes(r.resting), `n=${n}: one entrant rests`);
            assert.equal(playing.length, n - 1);
          } else {
            assert.equal(r.resting, null);
            assert.equal(playing.length, n);
          }
          for (const f of r.fixtures) {
            assert.notEqual(f.home, f.away);
            const key = `${f.home}>${f.away}`;
            met.set(key, (met.get(key) ?? 0) + 1);
          }
        });
        for (const a of ids(n)) {
          for (const b of ids(n)) {
            if (a >= b) continue;
            const ab = met.get(`${a}>${b}`) ?? 0;
            const ba = met.get(`${b}>${a}`) ?? 0;
            if (cycles === 1) assert.equal(ab + ba, 1, `n=${n}: ${a} v ${b}`);
            else assert.ok(ab === 1 && ba === 1, `n=${n}: ${a} v ${b} once each way`);
          }
        }
      }
    });
  }

  it('balances home and away within each cycle (difference at most 1), n = 2..24', () => {
    for (let n = 2; n <= 24; n++) {
      for (const cycle of [1, 2] as const) {
        for (const [entrant, seq] of venues(roundRobin(ids(n), { cycles: 2 }), n, cycle)) {
          const home = [...seq].filter((c) => c === 'H').length;
          assert.ok(Math.abs(2 * home - seq.length) <= 1, `n=${n} cycle ${cycle} entrant ${entrant}: ${seq}`);
        }
      }
    }
  });

  it('mirrors the first cycle in the second with home and away swapped', () => {
    const rounds = roundRobin(ids(8), { cycles: 2 });
    const first = rounds.filter((r) => r.cycle === 1);
    const second = rounds.filter((r) => r.cycle === 2);
    assert.equal(first.length, second.length);
    first.forEach((r, i) => {
      assert.deepEqual(
        second[i].fixtures.map((f) => [f.away, f.home]),
        r.fixtures.map((f) => [f.home, f.away]),
      );
    });
  });

  it('never gives three home or three away games in a row, n = 4..20, single and double', () => {
    for (let n = 4; n <= 20; n++) {
      for (const cycles of [1, 2] as const) {
        for (const [entrant, seq] of venues(roundRobin(ids(n), { cycles }), n)) {
          if (cycles === 2 && n === 4) continue; // unavoidable, asserted below
          assert.ok(!/HHH|AAA/.test(seq), `n=${n} ${cycles} cycle(s) entrant ${entrant}: ${seq}`);
        }
      }
    }
  });

  it('four entrants in a mirrored double round robin: exactly two play three in a row (no schedule avoids it)', () => {
    // With 3 rounds a side without a break alternates H-A-H or A-H-A; two sides with the same pattern never
    // meet, so at most two of the four alternate and the others have a break in rounds 1-2 or 2-3, which the
    // mirrored cycle extends to three in a row.
    const streaks = [...venues(roundRobin(ids(4), { cycles: 2 }), 4).values()].filter((s) => /HHH|AAA/.test(s));
    assert.equal(streaks.length, 2);
  });

  it('lets an odd field rest one entrant per round, each exactly once per cycle', () => {
    const rounds = roundRobin(['甲', '乙', '丙', '丁', '戊'], { cycles: 2 });
    for (const cycle of [1, 2] as const) {
      const resting = rounds.filter((r) => r.cycle === cycle).map((r) => r.resting);
      assert.deepEqual([...resting].sort(), ['丁', '丙', '乙', '戊', '甲']);
    }
  });

  it('is deterministic, and a seed shuffles the draw positions reproducibly', () => {
    const teams = ids(10).map((i) => `队${i}`);
    assert.deepEqual(roundRobin(teams), roundRobin(teams));
    const drawn = roundRobin(teams, { seed: '抽签-1' });
    assert.deepEqual(roundRobin(teams, { seed: '抽签-1' }), drawn);
    assert.notDeepEqual(drawn, roundRobin(teams));
  });

  it('refuses fewer than two entrants and duplicates', () => {
    assert.throws(() => roundRobin([1]), /至少需要 2 名/);
    assert.throws(() => roundRobin([1, 2, 2]), /不能重复/);
  });

  it('generates a double round robin of 64 quickly', () => {
    const started = performance.now();
    const rounds = roundRobin(ids(64), { cycles: 2 });
    assert.equal(rounds.reduce((sum, r) => sum + r.fixtures.length, 0), 64 * 63);
    assert.ok(performance.now() - started < 200);
  });
});
