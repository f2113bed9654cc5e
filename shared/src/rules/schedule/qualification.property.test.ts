/** @jest-environment node */
/**
 * Property tests (fast-check) of qualification between phases: "top N of each group + the M best K-th placed"
 * over random completed groups of unequal sizes.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { FixtureResult, ScoreRule } from '../ranking/standings.ts';
import { qualify, type PhaseGroup, type QualificationRule } from './qualification.ts';

// drawing of lots last: every tie is settled, so a qualification line is never refused
const rule: ScoreRule = {
  points: { win: 3, draw: 1, loss: 0, forfeit: 0 },
  forfeitScore: { winner: 3, loser: 0 },
  tiebreakers: ['points', 'head_to_head', 'difference', 'scored', 'wins', 'lots'],
};

const NAMES = 'ABCDEFGH';

/** Completed single round robin groups with the given sizes, scores from `goals` (reused cyclically). */
function groupsOf(sizes: number[], goals: number[]): PhaseGroup[] {
  let k = 0;
  const next = () => goals[k++ % goals.length];
  return sizes.map((size, g) => {
    const entrants = Array.from({ length: size }, (_, i) => `${NAMES[g]}${i + 1}`);
    const fixtures: FixtureResult[] = [];
    for (let i = 0; i < size; i++) for (let j = i + 1; j < size; j++) fixtures.push({ home: entrants[i], away: entrants[j], homeScore: next(), awayScore: next() });
    return { name: NAMES[g], entrants, fixtures };
  });
}

/** Random phases: 2–6 groups of 3–6 entrants, top N (below the smallest group) + M best (N+1)-th placed. */
const scenario = fc
  .record({
    sizes: fc.array(fc.integer({ min: 3, max: 6 }), { minLength: 2, maxLength: 6 }),
    goals: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 40 }),
    seed: fc.string({ maxLength: 8 }),
  })
  .chain(({ sizes, goals, seed }) => {
    const smallest = Math.min(...sizes);
    return fc.record({
      sizes: fc.constant(sizes),
      goals: fc.constant(goals),
      seed: fc.constant(seed),
      top: fc.integer({ min: 1, max: smallest - 1 }),
      best: fc.integer({ min: 0, max: sizes.length }),
    });
  });

function run({ sizes, goals, seed, top, best }: { sizes: number[]; goals: number[]; seed: string; top: number; best: number }) {
  const groups = groupsOf(sizes, goals);
  const qualification: QualificationRule[] = [{ top }];
  if (best > 0) qualification.push({ bestOfPlace: top + 1, count: best });
  return { groups, result: qualify({ groups, rule, qualification, lotsSeed: seed }) };
}

describe('qualification (properties)', () => {
  it('qualifies exactly N per group plus M, each entrant once', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { result } = run(s);
        const entrants = result.qualified.map((q) => q.entrant);
        assert.equal(new Set(entrants).size, entrants.length);
        assert.equal(entrants.length, s.top * s.sizes.length + s.best);
      }),
      { numRuns: 200 },
    );
  });

  it('takes the top N of every group by its own standings, then only (N+1)-th placed entrants', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { result } = run(s);
        for (const { group, rows } of result.standings) {
          const tops = result.qualified.filter((q) => q.ruleIndex === 0 && q.group === group);
          assert.deepEqual(
            tops.map((q) => q.entrant),
            rows.slice(0, s.top).map((r) => r.entrant),
          );
          assert.ok(tops.every((q, i) => q.place === i + 1));
        }
        const thirds = result.qualified.filter((q) => q.ruleIndex === 1);
        assert.equal(thirds.length, s.best);
        assert.ok(thirds.every((q) => q.place === s.top + 1));
        // at most one per group: a group has one (N+1)-th placed entrant
        assert.equal(new Set(thirds.map((q) => q.group)).size, thirds.length);
      }),
      { numRuns: 200 },
    );
  });

  it('ranks the cross-group comparison by points first: no qualified row has fewer points than a row left out', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        fc.pre(s.best > 0);
        const { result } = run(s);
        const [comparison] = result.comparisons;
        assert.equal(comparison.rows.length, s.sizes.length);
        const inRows = comparison.rows.filter((r) => r.qualified);
        const outRows = comparison.rows.filter((r) => !r.qualified);
        assert.equal(inRows.length, s.best);
        // the qualified rows come first, in the order of the comparison
        assert.deepEqual(
          comparison.rows.map((r) => r.qualified),
          comparison.rows.map((_, i) => i < s.best),
        );
        for (const a of inRows) for (const b of outRows) assert.ok(a.points >= b.points, `${a.entrant} ${a.points} < ${b.entrant} ${b.points}`);
        // records are normalised to the smallest group: everyone counts the same number of games
        const smallest = Math.min(...s.sizes);
        assert.ok(comparison.rows.every((r) => r.played === smallest - 1));
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic for the same results and lots seed', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        assert.deepEqual(run(s).result, run(s).result);
      }),
      { numRuns: 100 },
    );
  });
});
