/** @jest-environment node */
import assert from 'node:assert/strict';
import { SWISS_MSG } from './schedule-messages.ts';
import { pairSwissRound, type SwissGame, type SwissRound } from './swiss.ts';
import fideExamples from './swiss.fide-examples.json';

const boards = (r: SwissRound) => r.pairings.map((p) => [p.home, p.away]);
/** Results of a round: the higher pairing number (listed later) loses, unless `upsets` names the board. */
const play = (r: SwissRound, upsets: number[] = [], draws: number[] = []): SwissGame[] => [
  ...r.pairings.map((p) => {
    if (draws.includes(p.board)) return { round: r.round, home: p.home, away: p.away, homePoints: 0.5, awayPoints: 0.5 };
    const homeWins = (Number(p.home) < Number(p.away)) !== upsets.includes(p.board);
    return { round: r.round, home: p.home, away: p.away, homePoints: homeWins ? 1 : 0, awayPoints: homeWins ? 0 : 1 };
  }),
  ...(r.byeGame ? [r.byeGame] : []),
];
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('pairSwissRound: published FIDE (Dutch) examples', () => {
  // Source and transcription: see the "source" field of swiss.fide-examples.json
  for (const example of fideExamples.cases) {
    it(example.name, () => {
      const games = example.games as SwissGame<number>[];
      const round = pairSwissRound(example.entrants, games, { round: example.round, byePoints: 1 });
      assert.deepEqual(boards(round), example.expected.pairings);
      assert.equal(round.bye, example.expected.bye);
      assert.deepEqual(round.relaxed, []);
      for (const absent of example.absent) assert.ok(!round.pairings.some((p) => p.home === absent || p.away === absent));
    });
  }
});

describe('pairSwissRound', () => {
  it('pairs round 1 top half against bottom half, alternating colours from the drawn initial colour', () => {
    const r = pairSwissRound(ids(8), [], { round: 1, byePoints: 1 });
    assert.deepEqual(boards(r), [[1, 5], [6, 2], [3, 7], [8, 4]]);
    assert.equal(r.bye, null);
    const drawn = pairSwissRound(ids(8), [], { round: 1, byePoints: 1, seed: 'x' });
    const other = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => pairSwissRound(ids(8), [], { round: 1, byePoints: 1, seed }).pairings[0].home);
    assert.deepEqual(new Set(other), new Set([1, 5]), 'the seed draws either colour for board 1');
    assert.deepEqual(pairSwissRound(ids(8), [], { round: 1, byePoints: 1, seed: 'x' }), drawn);
  });

  it('gives the bye to the lowest ranked entrant and scores it as the rule says', () => {
    const r1 = pairSwissRound(ids(5), [], { round: 1, byePoints: 1 });
    assert.equal(r1.bye, 5);
    assert.deepEqual(r1.byeGame, { round: 1, home: 5, away: null, homePoints: 1, awayPoints: 0 });
    const half = pairSwissRound(ids(5), [], { round: 1, byePoints: 0.5 });
    assert.equal(half.byeGame!.homePoints, 0.5);
    // round 2: 5 had the bye (1 point); the lowest scorers 3 and 4 … the lowest ranked without a bye gets it
    const r2 = pairSwissRound(ids(5), play(r1), { round: 2, byePoints: 1 });
    assert.notEqual(r2.bye, 5);
    assert.equal(r2.bye, 4);
  });

  it('pairs winners with winners and never repeats a game while another pairing exists', () => {
    const r1 = pairSwissRound(ids(8), [], { round: 1, byePoints: 1 });
    const games = play(r1);
    const r2 = pairSwissRound(ids(8), games, { round: 2, byePoints: 1 });
    // 1, 2, 3, 4 won and meet among themselves: 1 v 3 would leave both wanting black (each had white), so the next
    // transposition, 1 v 4 and 2 v 3, gives everyone the colour they prefer (FIDE C.04.3: colour criteria before order)
    assert.deepEqual(boards(r2).slice(0, 2), [[4, 1], [2, 3]]);
    const met = new Set(games.map((g) => [g.home, g.away].sort().join('-')));
    for (const p of r2.pairings) assert.ok(!met.has([p.home, p.away].sort().join('-')));
  });

  it('takes withdrawals and late entries from the entrant list alone', () => {
    const r1 = pairSwissRound(ids(6), [], { round: 1, byePoints: 1 });
    const games = play(r1);
    // 6 withdrew, 7 entered late (no games, 0 points)
    const r2 = pairSwissRound([1, 2, 3, 4, 5, 7], games, { round: 2, byePoints: 1 });
    const playing = r2.pairings.flatMap((p) => [p.home, p.away]).sort();
    assert.deepEqual(playing, [1, 2, 3, 4, 5, 7]);
    assert.equal(r2.bye, null);
  });

  it('accelerates (Baku): group A pairs with a virtual point in the first rounds', () => {
    const plain = pairSwissRound(ids(16), [], { round: 1, byePoints: 1 });
    const baku = pairSwissRound(ids(16), [], { round: 1, byePoints: 1, acceleration: { rounds: 2 } });
    assert.deepEqual(plain.pairings[0].home === 1 ? [plain.pairings[0].home, plain.pairings[0].away] : [], [1, 9]);
    // group A = top 8 pair among themselves (1 v 5 …), group B likewise (9 v 13 …)
    assert.deepEqual(baku.pairings.map((p) => [p.home, p.away].sort((a, b) => a - b)), [[1, 5], [2, 6], [3, 7], [4, 8], [9, 13], [10, 14], [11, 15], [12, 16]]);
    // after the accelerated rounds the virtual points are gone: round 3 pairs on real scores
    let games: SwissGame[] = [];
    for (let round = 1; round <= 3; round++) {
      const r = pairSwissRound(ids(16), games, { round, byePoints: 1, acceleration: { rounds: 2 } });
      games = [...games, ...play(r)];
    }
    assert.equal(games.length, 24);
  });

  it('avoids a third game on the same side in a row and keeps home − away within 2', () => {
    let games: SwissGame[] = [];
    for (let round = 1; round <= 7; round++) {
      const r = pairSwissRound(ids(10), games, { round, byePoints: 1 });
      games = [...games, ...play(r, [round % 5 + 1], [2])];
    }
    for (const e of ids(10)) {
      const sides = games.filter((g) => g.away !== null && (g.home === e || g.away === e)).sort((a, b) => a.round - b.round).map((g) => (g.home === e ? 1 : -1));
      const sum = sides.reduce((a, b) => a + b, 0);
      assert.ok(Math.abs(sum) <= 2, `${e}: ${sides.join(',')}`);
      for (let i = 2; i < sides.length; i++) assert.ok(!(sides[i] === sides[i - 1] && sides[i] === sides[i - 2]), `${e}: ${sides.join(',')}`);
    }
  });

  it('relaxes the rules only when nothing else pairs everyone (2 entrants, second round)', () => {
    const r1 = pairSwissRound([1, 2], [], { round: 1, byePoints: 1 });
    const r2 = pairSwissRound([1, 2], play(r1), { round: 2, byePoints: 1 });
    assert.deepEqual(r2.relaxed, ['colour', 'rematch']);
    assert.deepEqual(boards(r2), [[2, 1]], 'a rematch is unavoidable; the colours still alternate');
    const r3 = pairSwissRound([1, 2, 3, 4], [], { round: 1, byePoints: 1 });
    assert.deepEqual(r3.relaxed, []);
  });

  it('refuses impossible input in Chinese', () => {
    const refusal = (f: () => unknown, message: string) => assert.throws(f, (e: Error) => e.message === message);
    refusal(() => pairSwissRound([1], [], { round: 1, byePoints: 1 }), '瑞士制每轮至少需要 2 名参赛者');
    refusal(() => pairSwissRound([], [], { round: 1, byePoints: 1 }), SWISS_MSG.tooFew);
    refusal(() => pairSwissRound([1, 1], [], { round: 1, byePoints: 1 }), '参赛者不能重复');
    refusal(() => pairSwissRound([1, 2], [], { round: 0, byePoints: 1 }), '轮次必须是正整数');
    refusal(() => pairSwissRound([1, 2], [], { round: 1, byePoints: -1 }), '轮空积分不能为负数');
    refusal(() => pairSwissRound([1, 2], [{ round: 1, home: 1, away: 2, homePoints: 1, awayPoints: 0 }], { round: 1, byePoints: 1 }), '第 1 轮已有对阵，不能重复编排');
    refusal(() => pairSwissRound([1, 2], [{ round: 3, home: 1, away: 2, homePoints: 1, awayPoints: 0 }], { round: 2, byePoints: 1 }), '对阵记录中有第 3 轮或之后的比赛');
  });

  // its speed is measured by `pnpm bench` (scripts/bench-algorithms.mts), not here
  it('pairs all 1,024 entrants of a large field in each of three rounds', () => {
    let games: SwissGame[] = [];
    for (let round = 1; round <= 3; round++) {
      const r = pairSwissRound(ids(1024), games, { round, byePoints: 1 });
      assert.equal(r.pairings.length, 512);
      games = [...games, ...play(r, [], [3, 7, 11])];
    }
  });
});
