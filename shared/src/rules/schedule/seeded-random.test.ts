/** @jest-environment node */
import assert from 'node:assert/strict';
import { hashSeed, randomInt, seededRandom, shuffle } from './seeded-random.ts';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = seededRandom('2026-联赛抽签');
    const b = seededRandom('2026-联赛抽签');
    const c = seededRandom('2026-联赛抽签-2');
    const seqA = Array.from({ length: 20 }, () => a());
    assert.deepEqual(
      Array.from({ length: 20 }, () => b()),
      seqA,
    );
    assert.notDeepEqual(
      Array.from({ length: 20 }, () => c()),
      seqA,
    );
  });

  it('stays in [0, 1) and spreads over the range', () => {
    const random = seededRandom(7);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const x = random();
      assert.ok(x >= 0 && x < 1);
      buckets[Math.floor(x * 10)]++;
    }
    for (const count of buckets) assert.ok(count > 850 && count < 1150, `bucket ${count}`);
  });

  it('hashes strings to unsigned 32-bit integers', () => {
    assert.equal(hashSeed('abc'), hashSeed('abc'));
    assert.notEqual(hashSeed('abc'), hashSeed('abd'));
    assert.ok(Number.isInteger(hashSeed('')) && hashSeed('x') >= 0 && hashSeed('x') < 2 ** 32);
  });

  it('draws integers below the bound', () => {
    const random = seededRandom('int');
    for (let i = 0; i < 1000; i++) {
      const n = randomInt(random, 3);
      assert.ok(n === 0 || n === 1 || n === 2);
    }
  });
});

describe('shuffle', () => {
  it('returns a permutation, is deterministic for a seed and leaves the input alone', () => {
    const items = Array.from({ length: 30 }, (_, i) => i + 1);
    const once = shuffle(items, seededRandom('s'));
    assert.deepEqual(shuffle(items, seededRandom('s')), once);
    assert.deepEqual([...once].sort((x, y) => x - y), items);
    assert.notDeepEqual(once, items);
    assert.deepEqual(items, Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('reaches every permutation of three items', () => {
    const random = seededRandom('perm');
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add(shuffle(['a', 'b', 'c'], random).join(''));
    assert.equal(seen.size, 6);
  });
});
