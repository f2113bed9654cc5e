/** @jest-environment node */
import assert from 'node:assert/strict';
import { roundRobin } from '../schedule/round-robin.ts';
import { seededRandom } from '../schedule/seeded-random.ts';
import { computeStandings, tally, type FixtureResult, type ScoreRule, type Tiebreaker } from './standings.ts';

const football = (tiebreakers: Tiebreaker[] = ['points', 'head_to_head', 'difference', 'scored', 'lots']): ScoreRule => ({
  points: { win: 3, draw: 1, loss: 0, forfeit: 0 },
  forfeitScore: { winner: 3, loser: 0 },
  tiebreakers,
});
const game = (home: string, homeScore: number, awayScore: number, away: string): FixtureResult => ({ home, away, homeScore, awayScore });
const table = (rows: ReturnType<typeof computeStandings>) => rows.map((r) => `${r.rank} ${r.entrant} ${r.points}`);
const reasons = (rows: ReturnType<typeof computeStandings>) => rows.map((r) => r.reason?.text ?? null);

describe('tally', () => {
  it('counts wins, draws, losses, goals and forfeits with the rule', () => {
    const rule: ScoreRule = { ...football(), points: { win: 3, draw: 1, loss: 0, forfeit: -1 } };
    const records = tally(
      ['甲', '乙', '丙'],
      [
        game('甲', 2, 1, '乙'),
        game('乙', 0, 0, '丙'),
        { home: '丙', away: '甲', homeScore: null, awayScore: null, forfeit: 'away' },
        { home: '甲', away: '丙', homeScore: null, awayScore: null }, // not played yet
      ],
      rule,
    );
    assert.deepEqual(records.get('甲'), { played: 2, wins: 1, draws: 0, losses: 1, forfeits: 1, scored: 2, conceded: 4, difference: -2, points: 2 });
    assert.deepEqual(records.get('丙'), { played: 2, wins: 1, draws: 1, losses: 0, forfeits: 0, scored: 3, conceded: 0, difference: 3, points: 4 });
    assert.equal(records.get('乙')!.points, 1);
  });

  it('gives both sides the forfeit points when both forfeit', () => {
    const records = tally(['甲', '乙'], [{ home: '甲', away: '乙', homeScore: null, awayScore: null, forfeit: 'both' }], football());
    assert.equal(records.get('甲')!.forfeits, 1);
    assert.equal(records.get('乙')!.losses, 1);
    assert.equal(records.get('乙')!.points, 0);
  });
});

describe('computeStandings', () => {
  it('orders by points and says so', () => {
    const rows = computeStandings({
      entrants: ['甲', '乙', '丙'],
      fixtures: [game('甲', 1, 0, '乙'), game('乙', 2, 0, '丙'), game('甲', 1, 1, '丙')],
      rule: football(),
    });
    assert.deepEqual(table(rows), ['1 甲 4', '2 乙 3', '3 丙 1']);
    assert.deepEqual(reasons(rows), ['积分 4 比 3', '积分 3 比 1', null]);
    assert.deepEqual(rows[0].reason, { tiebreaker: 'points', values: [4, 3], text: '积分 4 比 3' });
  });

  it('breaks a three-way tie on the head-to-head subset before the overall difference', () => {
    // 甲, 乙, 丙 all beat 丁; among themselves each won once. 乙 has the best overall difference (10-0 v 丁),
    // but the head-to-head difference among the three decides: 甲 +1, 丙 0, 乙 -1.
    const rows = computeStandings({
      entrants: ['甲', '乙', '丙', '丁'],
      fixtures: [
        game('甲', 2, 0, '乙'),
        game('乙', 1, 0, '丙'),
        game('丙', 1, 0, '甲'),
        game('甲', 1, 0, '丁'),
        game('乙', 10, 0, '丁'),
        game('丙', 1, 0, '丁'),
      ],
      rule: football(),
    });
    assert.deepEqual(table(rows), ['1 甲 6', '2 丙 6', '3 乙 6', '4 丁 0']);
    assert.deepEqual(reasons(rows), ['积分相同，相互战绩净胜分 1 比 0', '积分相同，相互战绩净胜分 0 比 -1', '积分 6 比 0', null]);
    assert.equal(rows[0].reason!.criterion, 'difference');
  });

  it('uses head-to-head points first (积分相同，相互战绩积分 …)', () => {
    // 甲 and 乙 level on 6 points; 乙 beat 甲 although 甲 has the far better overall difference
    const rows = computeStandings({
      entrants: ['甲', '乙', '丙', '丁'],
      fixtures: [game('乙', 1, 0, '甲'), game('甲', 5, 0, '丙'), game('甲', 5, 0, '丁'), game('乙', 1, 0, '丙'), game('丁', 1, 0, '乙')],
      rule: football(),
    });
    assert.deepEqual(table(rows), ['1 乙 6', '2 甲 6', '3 丁 3', '4 丙 0']);
    assert.deepEqual(rows[0].reason, { tiebreaker: 'head_to_head', criterion: 'points', values: [3, 0], text: '积分相同，相互战绩积分 3 比 0' });
    const twoWay = computeStandings({
      entrants: ['甲', '乙'],
      fixtures: [game('甲', 0, 1, '乙'), game('乙', 0, 2, '甲'), game('甲', 3, 0, '乙'), game('乙', 1, 0, '甲')],
      rule: football(),
    });
    // 6 points each, head to head is the whole league: points level, difference 甲 +3 (5-2)
    assert.deepEqual(reasons(twoWay)[0], '积分相同，相互战绩净胜分 3 比 -3');
  });

  it('goes to the overall difference when head-to-head stays level', () => {
    const rows = computeStandings({
      entrants: ['甲', '乙', '丙'],
      fixtures: [game('甲', 1, 1, '乙'), game('甲', 1, 0, '丙'), game('乙', 4, 0, '丙')],
      rule: football(),
    });
    assert.deepEqual(table(rows), ['1 乙 4', '2 甲 4', '3 丙 0']);
    assert.deepEqual(rows[0].reason, {
      tiebreaker: 'difference',
      values: [4, 1],
      text: '积分相同，相互战绩相同，净胜分 4 比 1',
    });
  });

  it('re-applies head-to-head to the smaller subset that stays level', () => {
    // Among 甲, 乙, 丙: 甲 3-0 乙, 丙 2-1 甲, 乙 2-0 丙. In that mini league 甲 has +2, while 乙 and 丙 are level
    // on points (3), difference (-1) and scored (2). Re-applied to 乙 and 丙 alone: 乙 won 2-0. Overall difference
    // would favour 丙 (5-0 against 丁), so only the re-application puts 乙 above 丙.
    const rows = computeStandings({
      entrants: ['甲', '乙', '丙', '丁'],
      fixtures: [
        game('甲', 3, 0, '乙'),
        game('丙', 2, 1, '甲'),
        game('乙', 2, 0, '丙'),
        game('甲', 1, 0, '丁'),
        game('乙', 1, 0, '丁'),
        game('丙', 5, 0, '丁'),
      ],
      rule: football(),
    });
    assert.deepEqual(table(rows), ['1 甲 6', '2 乙 6', '3 丙 6', '4 丁 0']);
    assert.deepEqual(reasons(rows), ['积分相同，相互战绩净胜分 2 比 -1', '积分相同，相互战绩积分 3 比 0', '积分 6 比 0', null]);
  });

  it('uses wins, fair play and lots, and shares the place without lots', () => {
    const fixtures = [game('甲', 1, 1, '乙')];
    const fairPlay = new Map([
      ['甲', 5],
      ['乙', 2],
    ]);
    const byFairPlay = computeStandings({ entrants: ['甲', '乙'], fixtures, rule: football(['points', 'wins', 'fair_play']), fairPlay });
    assert.deepEqual(table(byFairPlay), ['1 乙 1', '2 甲 1']);
    assert.equal(byFairPlay[0].reason!.text, '积分相同，胜场相同，公平竞赛分 2 比 5（少者列前）');
    assert.equal(byFairPlay[1].fairPlay, 5);

    const shared = computeStandings({ entrants: ['甲', '乙', '丙'], fixtures, rule: football(['points', 'difference']) });
    assert.deepEqual(table(shared), ['1 甲 1', '1 乙 1', '3 丙 0']);
    assert.deepEqual(shared[0].reason, { tiebreaker: null, values: null, text: '积分、净胜分均相同，名次并列' });

    const lots = (seed: string, entrants: string[]) =>
      computeStandings({ entrants, fixtures, rule: football(['points', 'lots']), lotsSeed: seed });
    const drawn = lots('第1次抽签', ['甲', '乙', '丙']);
    assert.equal(drawn[0].reason!.text, '积分相同，抽签决定');
    assert.deepEqual(drawn.map((r) => r.rank), [1, 2, 3]);
    assert.deepEqual(lots('第1次抽签', ['丙', '乙', '甲']).map((r) => r.entrant), drawn.map((r) => r.entrant), 'input order does not matter');
    const outcomes = new Set(Array.from({ length: 20 }, (_, i) => lots(`s${i}`, ['甲', '乙', '丙'])[0].entrant));
    assert.deepEqual([...outcomes].sort(), ['乙', '甲'], 'different seeds can draw either');
  });

  it('is a total order consistent with the rules on random leagues (property)', () => {
    const random = seededRandom('standings-property');
    for (let trial = 0; trial < 200; trial++) {
      const n = 3 + Math.floor(random() * 8);
      const teams = Array.from({ length: n }, (_, i) => `队${i + 1}`);
      const fixtures: FixtureResult[] = roundRobin(teams, { cycles: random() < 0.5 ? 1 : 2 })
        .flatMap((r) => r.fixtures)
        .filter(() => random() < 0.9)
        .map((f) => ({ ...f, homeScore: Math.floor(random() * 3), awayScore: Math.floor(random() * 3) }));
      const rule = football();
      const rows = computeStandings({ entrants: teams, fixtures, rule, lotsSeed: `t${trial}` });
      assert.deepEqual([...rows.map((r) => r.entrant)].sort(), [...teams].sort());
      rows.forEach((row, i) => {
        assert.equal(row.rank, i + 1, 'lots leave no shared place');
        if (i === rows.length - 1) return assert.equal(row.reason, null);
        const next = rows[i + 1];
        assert.ok(row.points >= next.points);
        assert.equal(row.reason!.tiebreaker === 'points', row.points > next.points);
      });
      // recomputing (e.g. after re-applying the same correction) gives the same table
      const again = computeStandings({ entrants: [...teams].reverse(), fixtures: [...fixtures].reverse(), rule, lotsSeed: `t${trial}` });
      assert.deepEqual(again.map((r) => [r.entrant, r.rank, r.reason?.text]), rows.map((r) => [r.entrant, r.rank, r.reason?.text]));
    }
  });

  it('ranks 64 entrants of a complete double round robin quickly', () => {
    const teams = Array.from({ length: 64 }, (_, i) => i + 1);
    const random = seededRandom('64');
    const fixtures = roundRobin(teams, { cycles: 2 })
      .flatMap((r) => r.fixtures)
      .map((f) => ({ ...f, homeScore: Math.floor(random() * 2), awayScore: Math.floor(random() * 2) }));
    const started = performance.now();
    const rows = computeStandings({ entrants: teams, fixtures, rule: football() });
    assert.equal(rows.length, 64);
    assert.ok(performance.now() - started < 1000);
  });
});
