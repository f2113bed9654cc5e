/** @jest-environment node */
import assert from 'node:assert/strict';
import { advance, champion, clearResult, createBracket, knockoutPlaces, roundName, seedingOrder, type Bracket } from './knockout.ts';

const seeds = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Plays every fixture in order, the better seed (lower number) winning, and returns the final bracket. */
function playFavourites(bracket: Bracket, onPlayed?: (b: Bracket, fixtureId: string) => void): Bracket {
  let b = bracket;
  for (let round = 1; round <= b.rounds; round++) {
    for (const f of b.fixtures.filter((x) => x.round === round && !x.bye)) {
      const current = b.fixtures.find((x) => x.id === f.id)!;
      const winner = Math.min(Number(current.home), Number(current.away));
      b = advance(b, f.id, winner);
      onPlayed?.(b, f.id);
    }
  }
  return b;
}

describe('seedingOrder', () => {
  it('is the canonical order: 1 v 16, 8 v 9, 5 v 12, 4 v 13, …', () => {
    const order = seedingOrder(16);
    const pairs = Array.from({ length: 8 }, (_, i) => [order[2 * i], order[2 * i + 1]].sort((a, b) => a - b).join('v'));
    assert.deepEqual(pairs, ['1v16', '8v9', '5v12', '4v13', '3v14', '6v11', '7v10', '2v15']);
    assert.deepEqual(seedingOrder(2), [1, 2]);
    assert.deepEqual(seedingOrder(4), [1, 4, 3, 2]);
  });

  it('keeps seeds 1..2^k in different sections of the bracket for every k', () => {
    for (const size of [2, 4, 8, 16, 32, 64, 128]) {
      const order = seedingOrder(size);
      assert.deepEqual([...order].sort((a, b) => a - b), seeds(size));
      for (let sections = 2; sections <= size; sections *= 2) {
        const sectionOf = (seed: number) => Math.floor(order.indexOf(seed) / (size / sections));
        const used = new Set(seeds(sections).map(sectionOf));
        assert.equal(used.size, sections, `size ${size}: seeds 1..${sections} share a section`);
      }
    }
  });
});

describe('createBracket', () => {
  it('gives byes to the top seeds only and no game against a bye, n = 2..64', () => {
    for (let n = 2; n <= 64; n++) {
      const b = createBracket(seeds(n));
      const size = 2 ** Math.ceil(Math.log2(n));
      assert.equal(b.size, size);
      const firstRound = b.fixtures.filter((f) => f.round === 1);
      assert.equal(firstRound.length, size / 2);
      const byes = firstRound.filter((f) => f.bye).map((f) => f.winner);
      assert.deepEqual(byes.sort((x, y) => Number(x) - Number(y)), seeds(size - n), `n=${n}`);
      for (const f of firstRound) assert.ok(f.home !== null, 'the upper line of a first-round fixture is never the bye');
    }
  });

  it('lets seeds 1 and 2 meet only in the final, and 1–4 only from the semi-finals on, n = 2..64', () => {
    for (let n = 2; n <= 64; n++) {
      const met = new Map<string, number>();
      const b = playFavourites(createBracket(seeds(n)), (after, id) => {
        const f = after.fixtures.find((x) => x.id === id)!;
        met.set([f.home, f.away].sort().join('v'), f.round);
      });
      assert.equal(champion(b), 1, `n=${n}`);
      assert.equal(met.get('1v2'), b.rounds, `n=${n}: 1 v 2 in the final`);
      if (n >= 4) {
        assert.equal(met.get('1v4'), b.rounds - 1);
        assert.equal(met.get('2v3'), b.rounds - 1);
      }
    }
  });

  it('draws 13 entrants with 3 byes for seeds 1–3', () => {
    const b = createBracket(seeds(13));
    const byes = b.fixtures.filter((f) => f.bye);
    assert.deepEqual(byes.map((f) => f.winner).sort(), [1, 2, 3]);
    const r2 = b.fixtures.find((f) => f.id === 'R2-1')!;
    assert.equal(r2.home, 1, 'seed 1 already placed in the second round');
    assert.equal(roundName(1, b.rounds), '1/8决赛');
    assert.equal(roundName(3, b.rounds), '半决赛');
    assert.equal(roundName(4, b.rounds), '决赛');
    assert.equal(roundName(1, 6), '第1轮');
  });

  it('draws at random reproducibly, keeping protected seeds on their lines', () => {
    const teams = seeds(12).map((i) => `队${i}`);
    const a = createBracket(teams, { draw: 'random', seed: 'A', protectedSeeds: 2 });
    assert.deepEqual(createBracket(teams, { draw: 'random', seed: 'A', protectedSeeds: 2 }), a);
    const b = createBracket(teams, { draw: 'random', seed: 'B', protectedSeeds: 2 });
    const lines = (x: Bracket) => x.fixtures.filter((f) => f.round === 1).flatMap((f) => [f.home, f.away]);
    assert.notDeepEqual(lines(a), lines(b));
    for (const x of [a, b]) {
      assert.equal(x.fixtures[0].home, '队1');
      assert.equal(x.fixtures.find((f) => f.round === 1 && f.position === x.size / 2)!.home, '队2');
      assert.equal(x.fixtures[0].homeSeed, 1);
    }
    assert.equal(
      a.fixtures.filter((f) => f.round === 1).every((f) => f.homeSeed === null || f.homeSeed <= 2),
      true,
      'drawn lines carry no seed number',
    );
    assert.throws(() => createBracket(teams, { draw: 'random' }), /抽签种子/);
  });

  it('refuses too small or duplicated fields', () => {
    assert.throws(() => createBracket([1]), /至少需要 2 名/);
    assert.throws(() => createBracket([1, 1]), /不能重复/);
    assert.throws(() => createBracket([1, 2, 3], { thirdPlace: true }), /季军赛至少需要 4 名/);
  });

  it('creates and plays out 1024 entrants quickly', () => {
    const started = performance.now();
    const b = playFavourites(createBracket(seeds(1000), { thirdPlace: true }));
    assert.equal(b.size, 1024);
    assert.equal(champion(b), 1);
    assert.ok(performance.now() - started < 2000, `${performance.now() - started} ms`);
  });
});

describe('advance', () => {
  const semiFinals = () => createBracket(['甲', '乙', '丙', '丁'], { thirdPlace: true });

  it('places the winner in the next fixture and the semi-final loser in the third-place fixture', () => {
    let b = semiFinals();
    assert.deepEqual(
      b.fixtures.filter((f) => f.round === 1).map((f) => [f.home, f.away]),
      [
        ['甲', '丁'],
        ['乙', '丙'],
      ],
    );
    b = advance(b, 'R1-1', '丁');
    b = advance(b, 'R1-2', '乙');
    const final = b.fixtures.find((f) => f.id === 'R2-1')!;
    const third = b.fixtures.find((f) => f.id === 'P3')!;
    assert.deepEqual([final.home, final.away], ['丁', '乙']);
    assert.deepEqual([third.home, third.away], ['甲', '丙']);
    assert.equal(third.kind, 'third_place');
    b = advance(b, 'R2-1', '乙');
    assert.equal(champion(b), '乙');
  });

  it('is pure and idempotent', () => {
    const before = semiFinals();
    const snapshot = structuredClone(before);
    const once = advance(before, 'R1-1', '甲');
    expect(before).toEqual(snapshot); // the clone comes from another realm under jest: compare values, not prototypes
    assert.equal(advance(once, 'R1-1', '甲'), once);
  });

  it('re-routes a correction while the next fixtures have no result', () => {
    let b = advance(semiFinals(), 'R1-1', '甲');
    b = advance(b, 'R1-2', '丙');
    b = advance(b, 'R1-1', '丁');
    const final = b.fixtures.find((f) => f.id === 'R2-1')!;
    const third = b.fixtures.find((f) => f.id === 'P3')!;
    assert.deepEqual([final.home, final.away], ['丁', '丙']);
    assert.deepEqual([third.home, third.away], ['甲', '乙']);
  });

  it('refuses a correction once a next fixture has a result, in Chinese', () => {
    let b = advance(semiFinals(), 'R1-1', '甲');
    b = advance(b, 'R1-2', '丙');
    b = advance(b, 'P3', '乙');
    assert.throws(() => advance(b, 'R1-1', '丁'), /后续对阵已录入结果，无法更改本场胜者/);
    b = clearResult(b, 'P3');
    b = advance(b, 'R2-1', '甲');
    assert.throws(() => advance(b, 'R1-2', '乙'), /后续对阵已录入结果/);
  });

  it('refuses impossible results', () => {
    const b = createBracket(seeds(5));
    assert.throws(() => advance(b, 'R9-9', 1), /对阵不存在/);
    assert.throws(() => advance(b, 'R1-1', 1), /轮空无需录入结果/);
    assert.throws(() => advance(b, 'R2-1', 1), /对阵双方尚未确定/);
    assert.throws(() => advance(b, 'R1-2', 1), /胜者必须是本场对阵的一方/);
  });

  it('clearResult undoes a result and empties the next lines', () => {
    const start = semiFinals();
    const played = advance(start, 'R1-1', '甲');
    assert.deepEqual(clearResult(played, 'R1-1'), start);
  });
});

describe('knockoutPlaces', () => {
  it('gives 1, 2, shared 3 and shared 5 without a third-place fixture', () => {
    const b = playFavourites(createBracket(seeds(7)));
    assert.deepEqual(
      knockoutPlaces(b)
        .map((p) => `${p.place}:${p.entrant}`)
        .sort(),
      ['1:1', '2:2', '3:3', '3:4', '5:5', '5:6', '5:7'],
    );
  });

  it('gives 3 and 4 from the third-place fixture, and only the places known so far', () => {
    let b = createBracket(['甲', '乙', '丙', '丁'], { thirdPlace: true });
    b = advance(b, 'R1-1', '甲');
    b = advance(b, 'R1-2', '丙');
    assert.deepEqual(knockoutPlaces(b), []);
    b = advance(b, 'P3', '乙');
    b = advance(b, 'R2-1', '丙');
    assert.deepEqual(
      knockoutPlaces(b).map((p) => `${p.place}:${p.entrant}`),
      ['1:丙', '2:甲', '3:乙', '4:丁'],
    );
  });
});
