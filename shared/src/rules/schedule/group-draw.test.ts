/** @jest-environment node */
import assert from 'node:assert/strict';
import { drawGroups, groupName, type DrawEntrant } from './group-draw.ts';

const ranked = (n: number, institution?: (rank: number) => number): DrawEntrant[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    seedRank: i + 1,
    attributes: institution ? { institution_id: institution(i + 1) } : undefined,
  }));
const sameInstitution = { attribute: 'institution_id', label: '机构' };

describe('drawGroups: snake seeding', () => {
  it('snakes 16 seeds into 4 groups', () => {
    const groups = drawGroups(ranked(16), { groupCount: 4, method: 'snake' });
    assert.deepEqual(
      groups.map((g) => [g.name, g.entrants]),
      [
        ['A', [1, 8, 9, 16]],
        ['B', [2, 7, 10, 15]],
        ['C', [3, 6, 11, 14]],
        ['D', [4, 5, 12, 13]],
      ],
    );
  });

  it('keeps group sizes within one of each other, for every field and group count', () => {
    for (let n = 2; n <= 40; n++) {
      for (let groupCount = 1; groupCount <= Math.min(n, 8); groupCount++) {
        const groups = drawGroups(ranked(n), { groupCount, method: 'snake' });
        const sizes = groups.map((g) => g.entrants.length);
        assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1, `n=${n} groups=${groupCount}: ${sizes}`);
        assert.deepEqual(groups.flatMap((g) => g.entrants).sort((a, b) => Number(a) - Number(b)), ranked(n).map((e) => e.id));
      }
    }
  });

  it('moves an entrant away from its snake group only as far as the institution constraint needs', () => {
    // seeds 1 and 8 belong to the same institution: the snake would put both in A
    const groups = drawGroups(
      ranked(8, (rank) => (rank === 1 || rank === 8 ? 100 : rank)),
      { groupCount: 4, method: 'snake', constraints: [sameInstitution] },
    );
    const map = Object.fromEntries(groups.map((g) => [g.name, g.entrants]));
    assert.deepEqual(map, { A: [1, 7], B: [2, 8], C: [3, 6], D: [4, 5] });
  });
});

describe('drawGroups: pots', () => {
  const potted = (): DrawEntrant[] =>
    Array.from({ length: 16 }, (_, i) => ({
      id: `队${i + 1}`,
      pot: Math.floor(i / 4) + 1,
      attributes: { institution_id: (i % 3) + 1 },
    }));

  it('draws one entrant of each pot into every group, reproducibly for a seed', () => {
    const a = drawGroups(potted(), { groupCount: 4, method: 'pots', seed: '2026-抽签' });
    assert.deepEqual(drawGroups(potted(), { groupCount: 4, method: 'pots', seed: '2026-抽签' }), a);
    const b = drawGroups(potted(), { groupCount: 4, method: 'pots', seed: '另一个种子' });
    assert.notDeepEqual(a, b);
    for (const group of a) {
      const pots = group.entrants.map((id) => Math.ceil(Number(String(id).slice(1)) / 4));
      assert.deepEqual(pots, [1, 2, 3, 4], `${group.name}: one of each pot, in pot order`);
    }
  });

  it('keeps entrants of one institution apart across many seeds', () => {
    const entrants: DrawEntrant[] = Array.from({ length: 32 }, (_, i) => ({
      id: i + 1,
      pot: Math.floor(i / 8) + 1,
      attributes: { institution_id: i % 8 === 0 ? 1 : 10 + (i % 11) },
    }));
    for (let s = 0; s < 30; s++) {
      const groups = drawGroups(entrants, { groupCount: 8, method: 'pots', seed: `s${s}`, constraints: [sameInstitution] });
      for (const g of groups) {
        const institutions = g.entrants.map((id) => entrants[Number(id) - 1].attributes!.institution_id);
        assert.equal(new Set(institutions).size, institutions.length, `seed s${s} group ${g.name}: ${institutions}`);
        assert.equal(g.entrants.length, 4);
      }
    }
  });

  it('keeps group sizes within one of each other for uneven fields, with one entrant per pot and group', () => {
    for (let n = 2; n <= 40; n++) {
      for (let groupCount = 1; groupCount <= Math.min(n, 8); groupCount++) {
        const groups = drawGroups(ranked(n), { groupCount, method: 'pots', seed: `${n}/${groupCount}` });
        const sizes = groups.map((g) => g.entrants.length);
        assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1, `n=${n} groups=${groupCount}: ${sizes}`);
        for (const g of groups) {
          const pots = g.entrants.map((id) => Math.ceil(Number(id) / groupCount));
          assert.equal(new Set(pots).size, pots.length, `n=${n} groups=${groupCount} ${g.name}: two of one pot`);
        }
      }
    }
  });

  it('cuts pots from the seed list when none are given', () => {
    const groups = drawGroups(ranked(12), { groupCount: 4, method: 'pots', seed: 'x' });
    for (const g of groups) {
      assert.deepEqual(
        g.entrants.map((id) => Math.ceil(Number(id) / 4)),
        [1, 2, 3],
      );
    }
  });
});

describe('drawGroups: refusals in Chinese', () => {
  it('names the constraint when one institution has more entrants than there are groups', () => {
    assert.throws(
      () =>
        drawGroups(
          ranked(12, (rank) => (rank <= 5 ? 99 : rank)),
          { groupCount: 4, method: 'snake', constraints: [sameInstitution] },
        ),
      /无法满足约束「同一机构的参赛者不能分在同一小组」：机构 99 有 5 名参赛者，4 个小组最多容纳 4 名/,
    );
  });

  it('names both constraints when only their combination cannot be met', () => {
    const entrants: DrawEntrant[] = [
      { id: 'a', seedRank: 1, attributes: { institution_id: 1, region: '东' } },
      { id: 'b', seedRank: 2, attributes: { institution_id: 2, region: '西' } },
      { id: 'c', seedRank: 3, attributes: { institution_id: 1, region: '西' } },
      { id: 'd', seedRank: 4, attributes: { institution_id: 2, region: '东' } },
    ];
    const region = { attribute: 'region', label: '地区' };
    assert.doesNotThrow(() => drawGroups(entrants, { groupCount: 2, method: 'snake', constraints: [sameInstitution] }));
    assert.doesNotThrow(() => drawGroups(entrants, { groupCount: 2, method: 'snake', constraints: [region] }));
    assert.throws(
      () => drawGroups(entrants, { groupCount: 2, method: 'snake', constraints: [sameInstitution, region] }),
      /无法满足约束「同一机构的参赛者不能分在同一小组」与「同一地区的参赛者不能分在同一小组」/,
    );
  });

  it('refuses bad input', () => {
    assert.throws(() => drawGroups(ranked(3), { groupCount: 4, method: 'snake' }), /不足以分成 4 个小组/);
    assert.throws(() => drawGroups(ranked(4), { groupCount: 0, method: 'snake' }), /小组数量必须为正整数/);
    assert.throws(() => drawGroups(ranked(4), { groupCount: 2, method: 'pots' }), /抽签种子/);
    assert.throws(() => drawGroups([{ id: 1 }, { id: 2 }], { groupCount: 2, method: 'snake' }), /没有种子排名/);
  });
});

describe('groupName', () => {
  it('names groups A…Z then AA', () => {
    assert.deepEqual([0, 1, 25, 26, 27].map(groupName), ['A', 'B', 'Z', 'AA', 'AB']);
  });
});
