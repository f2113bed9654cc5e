/** @jest-environment node */
/** Property tests (fast-check) of the group draw: everyone drawn once, balanced groups, seeding and constraints kept. */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { drawGroups, type DrawEntrant } from './group-draw.ts';

/** A field of n entrants ranked 1..n, over groupCount groups with at least two entrants each. */
const field = fc
  .record({ groupCount: fc.integer({ min: 1, max: 12 }), perGroup: fc.integer({ min: 2, max: 6 }), extra: fc.nat(11), seed: fc.string({ minLength: 1, maxLength: 10 }) })
  .map(({ groupCount, perGroup, extra, seed }) => ({ groupCount, n: groupCount * perGroup + (extra % groupCount), seed }));
const ranked = (n: number): DrawEntrant[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, seedRank: i + 1 }));

function assertPartition(groups: { entrants: (string | number)[] }[], n: number, groupCount: number) {
  assert.equal(groups.length, groupCount);
  const all = groups.flatMap((g) => g.entrants);
  assert.equal(all.length, n);
  assert.equal(new Set(all).size, n);
  const sizes = groups.map((g) => g.entrants.length);
  assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1, `sizes ${sizes.join(',')}`);
}

describe('drawGroups (properties)', () => {
  it('snake: everyone in exactly one group, sizes differ by at most one, the top seeds head different groups', () => {
    fc.assert(
      fc.property(field, ({ groupCount, n }) => {
        const groups = drawGroups(ranked(n), { groupCount, method: 'snake' });
        assertPartition(groups, n, groupCount);
        groups.forEach((g, i) => assert.equal(g.entrants[0], i + 1));
        // the snake: every row of groupCount seeds is spread over all groups
        for (let row = 0; row * groupCount < n; row++) {
          const seeds = new Set(Array.from({ length: Math.min(groupCount, n - row * groupCount) }, (_, k) => row * groupCount + k + 1));
          const holding = groups.filter((g) => g.entrants.some((e) => seeds.has(Number(e))));
          assert.equal(holding.length, seeds.size);
        }
      }),
    );
  });

  it('pots: the same seed draws the same groups, and no group gets two entrants of one full pot', () => {
    fc.assert(
      fc.property(field, ({ groupCount, n, seed }) => {
        const entrants = ranked(n).map((e) => ({ ...e, pot: Math.floor((Number(e.id) - 1) / groupCount) + 1 }));
        const groups = drawGroups(entrants, { groupCount, method: 'pots', seed });
        assertPartition(groups, n, groupCount);
        assert.deepEqual(drawGroups(entrants, { groupCount, method: 'pots', seed }), groups);
        const potOf = new Map(entrants.map((e) => [e.id, e.pot]));
        for (const g of groups) {
          const pots = g.entrants.map((e) => potOf.get(e));
          assert.equal(new Set(pots).size, pots.length, `group ${g.name} pots ${pots.join(',')}`);
        }
      }),
    );
  });

  /** Entrants of a few institutions, each institution with at most `cap` entrants (some entrants have none). */
  const withInstitutions = (n: number, picks: number[], institutions: number, cap: number): DrawEntrant[] => {
    const used = new Map<number, number>();
    return ranked(n).map((e, i) => {
      let inst: number | null = picks[i % picks.length] % (institutions + 1);
      if (inst === institutions || (used.get(inst) ?? 0) >= cap) inst = null;
      if (inst !== null) used.set(inst, (used.get(inst) ?? 0) + 1);
      return { ...e, attributes: { institution_id: inst } };
    });
  };
  const constraints = [{ attribute: 'institution_id', label: '机构' }];
  const assertKept = (groups: { name: string; entrants: (string | number)[] }[], entrants: DrawEntrant[], what: string) => {
    const instOf = new Map(entrants.map((e) => [e.id, e.attributes!.institution_id]));
    for (const g of groups) {
      const insts = g.entrants.map((e) => instOf.get(e)).filter((v) => v !== null);
      assert.equal(new Set(insts).size, insts.length, `${what} group ${g.name}: ${insts.join(',')}`);
    }
  };

  it('always draws "no two of one institution in a group" when no institution fills more than half the groups', () => {
    fc.assert(
      fc.property(field, fc.array(fc.nat(), { minLength: 72, maxLength: 72 }), ({ groupCount, n, seed }, picks) => {
        const entrants = withInstitutions(n, picks, Math.ceil(n / groupCount) + 2, Math.max(1, Math.floor(groupCount / 2)));
        for (const method of ['snake', 'pots'] as const) {
          const groups = drawGroups(entrants, { groupCount, method, seed, constraints });
          assertPartition(groups, n, groupCount);
          assertKept(groups, entrants, method);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('never breaks a constraint: on any field it draws groups that keep it, or refuses with a Chinese reason', () => {
    fc.assert(
      fc.property(field, fc.array(fc.nat(), { minLength: 72, maxLength: 72 }), ({ groupCount, n, seed }, picks) => {
        const entrants = withInstitutions(n, picks, Math.ceil(n / groupCount) + 2, groupCount);
        for (const method of ['snake', 'pots'] as const) {
          let groups;
          try {
            groups = drawGroups(entrants, { groupCount, method, seed, constraints, maxSteps: 20_000 });
          } catch (e) {
            assert.match((e as Error).message, /机构|约束/);
            continue;
          }
          assertPartition(groups, n, groupCount);
          assertKept(groups, entrants, method);
        }
      }),
      { numRuns: 40 },
    );
  });
});
