/** @jest-environment node */
import assert from 'node:assert/strict';
import type { FixtureResult, ScoreRule } from '../ranking/standings.ts';
import { qualify, type PhaseGroup } from './qualification.ts';

const rule: ScoreRule = {
  points: { win: 3, draw: 1, loss: 0, forfeit: 0 },
  forfeitScore: { winner: 3, loser: 0 },
  tiebreakers: ['points', 'head_to_head', 'difference', 'scored', 'lots'],
};
const game = (home: string, homeScore: number | null, awayScore: number | null, away: string): FixtureResult => ({
  home,
  away,
  homeScore,
  awayScore,
});

/**
 * A and B have four entrants, C three. A3 beat A4 9-0, so on raw records A3 (3 points) is the best third; with
 * the results against the fourth-placed dropped, B3 (a draw against B1: 1 point) beats A3 (0 points).
 */
const groups = (): PhaseGroup[] => [
  {
    name: 'A',
    entrants: ['A1', 'A2', 'A3', 'A4'],
    fixtures: [
      game('A1', 1, 0, 'A2'),
      game('A1', 1, 0, 'A3'),
      game('A1', 1, 0, 'A4'),
      game('A2', 1, 0, 'A3'),
      game('A2', 1, 0, 'A4'),
      game('A3', 9, 0, 'A4'),
    ],
  },
  {
    name: 'B',
    entrants: ['B1', 'B2', 'B3', 'B4'],
    fixtures: [
      game('B1', 1, 0, 'B2'),
      game('B1', 0, 0, 'B3'),
      game('B1', 1, 0, 'B4'),
      game('B2', 1, 0, 'B3'),
      game('B2', 1, 0, 'B4'),
      game('B3', 0, 0, 'B4'),
    ],
  },
  {
    name: 'C',
    entrants: ['C1', 'C2', 'C3'],
    fixtures: [game('C1', 1, 0, 'C2'), game('C1', 2, 1, 'C3'), game('C2', 1, 0, 'C3')],
  },
];

describe('qualify', () => {
  it('takes the top two of each group and the best third, normalised for the smaller group', () => {
    const result = qualify({ groups: groups(), rule, qualification: [{ top: 2 }, { bestOfPlace: 3, count: 1 }] });
    assert.deepEqual(
      result.qualified.map((q) => `${q.entrant}:${q.place}:${q.ruleIndex}`),
      ['A1:1:0', 'B1:1:0', 'C1:1:0', 'A2:2:0', 'B2:2:0', 'C2:2:0', 'B3:3:1'],
    );
    const thirds = result.comparisons[0].rows;
    assert.deepEqual(
      thirds.map((r) => [r.entrant, r.rank, r.points, r.difference, r.played, r.qualified]),
      [
        ['B3', 1, 1, -1, 2, true],
        ['C3', 2, 0, -2, 2, false],
        ['A3', 3, 0, -2, 2, false],
      ],
    );
    assert.equal(thirds[0].reason!.text, '积分 1 比 0');
    assert.equal(thirds[1].reason!.text, '积分相同，净胜分相同，得分 1 比 0');
    assert.deepEqual(result.standings.map((s) => s.rows[0].entrant), ['A1', 'B1', 'C1']);
  });

  it('would have taken A3 without normalisation (all groups of four)', () => {
    const equal = groups().slice(0, 2);
    const result = qualify({ groups: equal, rule, qualification: [{ bestOfPlace: 3, count: 1 }] });
    assert.deepEqual(result.qualified.map((q) => q.entrant), ['A3']);
  });

  it('takes the best of the whole phase across groups', () => {
    const result = qualify({ groups: groups(), rule, qualification: [{ top: 1 }, { top: 2, fromEachGroup: false }] });
    assert.deepEqual(result.qualified.slice(0, 3).map((q) => q.entrant), ['A1', 'B1', 'C1']);
    // normalised, the three runners-up all have 3 points, difference 0 and 1 scored: the lots decide
    const rows = result.comparisons[0].rows;
    assert.equal(rows.length, 8);
    assert.deepEqual(rows.slice(0, 3).map((r) => r.entrant).sort(), ['A2', 'B2', 'C2']);
    assert.equal(rows[0].reason!.text, '积分相同，净胜分相同，得分相同，抽签决定');
    assert.deepEqual(result.qualified.slice(3).map((q) => q.entrant), rows.slice(0, 2).map((r) => r.entrant));
    const again = qualify({ groups: groups(), rule, qualification: [{ top: 1 }, { top: 2, fromEachGroup: false }] });
    assert.deepEqual(again, result, 'the drawing of lots is reproducible');
  });

  it('refuses while the previous phase is not complete', () => {
    const open = groups();
    open[1] = { ...open[1], fixtures: [...open[1].fixtures.slice(0, 5), game('B3', null, null, 'B4')] };
    assert.throws(
      () => qualify({ groups: open, rule, qualification: [{ top: 2 }] }),
      /上一阶段尚未全部完赛（B组还有 1 场未录入比分），无法确定晋级名单/,
    );
  });

  it('refuses an unresolved tie on the qualification line', () => {
    const noLots: ScoreRule = { ...rule, tiebreakers: ['points', 'difference'] };
    const level: PhaseGroup = { name: 'D', entrants: ['D1', 'D2', 'D3'], fixtures: [game('D1', 0, 0, 'D2'), game('D1', 0, 0, 'D3'), game('D2', 0, 0, 'D3')] };
    assert.throws(() => qualify({ groups: [level], rule: noLots, qualification: [{ top: 1 }] }), /D组第 1 名与下一名并列/);
    assert.doesNotThrow(() => qualify({ groups: [level], rule, qualification: [{ top: 1 }] }), 'lots decide');
  });

  it('refuses more places than candidates', () => {
    assert.throws(
      () => qualify({ groups: groups(), rule, qualification: [{ bestOfPlace: 4, count: 3 }] }),
      /各组第 4 名只有 2 名，不足 3 个晋级名额/,
    );
  });
});
