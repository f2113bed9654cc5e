/** @jest-environment node */
/** Property tests (fast-check) of standings: a total order consistent with the rule's tiebreakers. */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { roundRobin } from '../schedule/round-robin.ts';
import { computeStandings, type ScoreRule, type Tiebreaker } from './standings.ts';

const tiebreakers = fc
  .shuffledSubarray(['head_to_head', 'difference', 'scored', 'wins', 'fair_play'] as Tiebreaker[])
  .map((rest): Tiebreaker[] => ['points', ...rest, 'lots']);

const season = fc.integer({ min: 2, max: 10 }).chain((n) => {
  const games = roundRobin(Array.from({ length: n }, (_, i) => i + 1), { cycles: 2 }).flatMap((r) => r.fixtures);
  return fc.record({
    n: fc.constant(n),
    fixtures: fc.tuple(...games.map((g) => fc.record({ home: fc.constant(g.home), away: fc.constant(g.away), homeScore: fc.integer({ min: 0, max: 5 }), awayScore: fc.integer({ min: 0, max: 5 }) }))),
    tiebreakers,
    fairPlay: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: n, maxLength: n }),
    lotsSeed: fc.string({ maxLength: 8 }),
  });
});

const rule = (t: Tiebreaker[]): ScoreRule => ({ points: { win: 3, draw: 1, loss: 0, forfeit: 0 }, forfeitScore: { winner: 3, loser: 0 }, tiebreakers: t });

describe('computeStandings (properties)', () => {
  it('ranks every entrant exactly once, in a strict total order when lots close the list', () => {
    fc.assert(
      fc.property(season, ({ n, fixtures, tiebreakers: t, fairPlay, lotsSeed }) => {
        const entrants = Array.from({ length: n }, (_, i) => i + 1);
        const rows = computeStandings({ entrants, fixtures, rule: rule(t), fairPlay: new Map(entrants.map((e, i) => [e, fairPlay[i]])), lotsSeed });
        assert.deepEqual(rows.map((r) => r.entrant).sort((a, b) => Number(a) - Number(b)), entrants);
        assert.deepEqual(rows.map((r) => r.rank), entrants);
        rows.slice(0, -1).forEach((r) => assert.ok(r.reason && r.reason.tiebreaker !== null && r.reason.text.length > 0));
        assert.equal(rows[rows.length - 1].reason, null);
      }),
    );
  });

  it('is consistent with the rule: points never increase down the table, and the reason names a tiebreaker of the rule', () => {
    fc.assert(
      fc.property(season, ({ n, fixtures, tiebreakers: t, lotsSeed }) => {
        const entrants = Array.from({ length: n }, (_, i) => i + 1);
        const rows = computeStandings({ entrants, fixtures, rule: rule(t), lotsSeed });
        for (let i = 1; i < rows.length; i++) {
          assert.ok(rows[i - 1].points >= rows[i].points);
          const reason = rows[i - 1].reason!;
          assert.ok(t.includes(reason.tiebreaker!));
          // a later tiebreaker decides only when the points are level
          if (reason.tiebreaker !== 'points') assert.equal(rows[i - 1].points, rows[i].points);
          if (reason.tiebreaker === 'points') assert.ok(rows[i - 1].points > rows[i].points);
        }
      }),
    );
  });

  it('does not depend on the order the entrants are listed in (the drawing of lots is seeded)', () => {
    fc.assert(
      fc.property(season, ({ n, fixtures, tiebreakers: t, lotsSeed }) => {
        const entrants = Array.from({ length: n }, (_, i) => i + 1);
        const order = (list: number[]) => computeStandings({ entrants: list, fixtures, rule: rule(t), lotsSeed }).map((r) => r.entrant);
        assert.deepEqual(order([...entrants].reverse()), order(entrants));
      }),
    );
  });
});
