/** @jest-environment node */
import assert from 'node:assert/strict';
import { RuleRefusal } from '../rule-refusal.ts';
import {
  advanceDouble,
  clearDoubleResult,
  createDoubleBracket,
  doubleChampion,
  doublePlaces,
  doubleRoundName,
  doubleRoundStep,
  dropPosition,
  playableDoubleFixtures,
  type DoubleBracket,
} from './double-elimination.ts';

const seeds = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const get = (b: DoubleBracket, id: string) => b.fixtures.find((f) => f.id === id)!;

/** Plays every playable fixture, the side `pick` names winning, until none is left. Returns the bracket and the games played. */
function playOut(bracket: DoubleBracket, pick: (home: number, away: number, id: string) => number) {
  let b = bracket;
  const played: { id: string; home: number; away: number; winner: number }[] = [];
  for (let f = playableDoubleFixtures(b)[0]; f; f = playableDoubleFixtures(b)[0]) {
    const winner = pick(Number(f.home), Number(f.away), f.id);
    played.push({ id: f.id, home: Number(f.home), away: Number(f.away), winner });
    b = advanceDouble(b, f.id, winner);
  }
  return { b, played };
}
const favourites = (home: number, away: number) => Math.min(home, away);

describe('createDoubleBracket', () => {
  it('draws 4 entrants: winners 1v4 and 2v3, losers 2 rounds, the grand final and its reset', () => {
    const b = createDoubleBracket(seeds(4), { reset: true });
    assert.deepEqual(
      b.fixtures.map((f) => f.id),
      ['WB1-1', 'WB1-2', 'WB2-1', 'LB1-1', 'LB2-1', 'GF1', 'GF2'],
    );
    assert.equal(b.winnersRounds, 2);
    assert.equal(b.losersRounds, 2);
    assert.deepEqual([get(b, 'WB1-1').home, get(b, 'WB1-1').away, get(b, 'WB1-2').home, get(b, 'WB1-2').away], [1, 4, 2, 3]);
    assert.deepEqual(get(b, 'WB1-1').loserNext, { fixtureId: 'LB1-1', slot: 'home' });
    assert.deepEqual(get(b, 'WB2-1').loserNext, { fixtureId: 'LB2-1', slot: 'away' });
    assert.deepEqual(get(b, 'LB2-1').next, { fixtureId: 'GF1', slot: 'away' });
    assert.deepEqual(get(b, 'WB2-1').next, { fixtureId: 'GF1', slot: 'home' });
    assert.equal(b.fixtures.some((f) => f.bye), false);
    assert.equal(createDoubleBracket(seeds(4)).fixtures.some((f) => f.id === 'GF2'), false, 'no reset fixture without the option');
  });

  it('plays 4 entrants to places 1–4 with favourites winning, the reset a bye', () => {
    const { b, played } = playOut(createDoubleBracket(seeds(4), { reset: true }), favourites);
    assert.equal(played.length, 6, '2n − 2 games');
    assert.equal(get(b, 'GF2').bye, true);
    assert.equal(doubleChampion(b), 1);
    assert.deepEqual(doublePlaces(b), [
      { entrant: 1, place: 1 },
      { entrant: 2, place: 2 },
      { entrant: 3, place: 3 },
      { entrant: 4, place: 4 },
    ]);
  });

  it('plays the reset when the losers bracket champion wins the first grand final', () => {
    let b = playOut(createDoubleBracket(seeds(4), { reset: true }), (h, a, id) => (id === 'GF1' ? Math.max(h, a) : Math.min(h, a))).b;
    // GF1: 1 v 2, won by 2; the reset then waited for its result and was played by the favourite
    assert.equal(get(b, 'GF1').winner, 2);
    assert.deepEqual([get(b, 'GF2').home, get(b, 'GF2').away, get(b, 'GF2').bye], [2, 1, false]);
    assert.equal(get(b, 'GF2').winner, 1);
    assert.equal(doubleChampion(b), 1);
    assert.deepEqual(doublePlaces(b).slice(0, 2), [
      { entrant: 1, place: 1 },
      { entrant: 2, place: 2 },
    ]);
    // the first grand final cannot be corrected while the reset has its result; once cleared it can, and the reset becomes a bye
    assert.throws(() => advanceDouble(b, 'GF1', 1), RuleRefusal);
    b = clearDoubleResult(b, 'GF2');
    b = advanceDouble(b, 'GF1', 1);
    assert.deepEqual([get(b, 'GF2').bye, get(b, 'GF2').home, get(b, 'GF2').away], [true, null, null]);
    assert.equal(doubleChampion(b), 1);
  });

  it('without the reset the first grand final decides', () => {
    const { b } = playOut(createDoubleBracket(seeds(4)), (h, a, id) => (id === 'GF1' ? Math.max(h, a) : Math.min(h, a)));
    assert.equal(doubleChampion(b), 2);
    assert.deepEqual(doublePlaces(b).slice(0, 2), [
      { entrant: 2, place: 1 },
      { entrant: 1, place: 2 },
    ]);
  });

  it('draws 5 entrants: byes for seeds 1–3, losers fixtures with a side that never fills are byes', () => {
    const b = createDoubleBracket(seeds(5), { reset: true });
    assert.deepEqual(
      b.fixtures.filter((f) => f.bye).map((f) => f.id),
      ['WB1-1', 'WB1-3', 'WB1-4', 'LB1-1', 'LB1-2', 'LB2-2'],
    );
    let after = advanceDouble(b, 'WB1-2', 4);
    // the loser of 4 v 5 passes the losers bye LB1-1 into LB2-1
    assert.equal(get(after, 'LB1-1').winner, 5);
    assert.equal(get(after, 'LB2-1').home, 5);
    after = advanceDouble(after, 'WB2-1', 1);
    // the loser of WB2-1 drops (reversed) into LB2-2, a bye, and passes on to LB3-1
    assert.equal(get(after, 'LB3-1').away, 4);
    const { b: done, played } = playOut(after, favourites);
    assert.equal(played.length + 2, 8, '2n − 2 games');
    assert.deepEqual(
      doublePlaces(done).map((p) => [p.entrant, p.place]),
      [
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 4],
        [5, 5],
      ],
    );
  });

  it('draws 8 entrants so that a dropped loser meets survivors of the other half first', () => {
    const b = createDoubleBracket(seeds(8));
    assert.equal(b.losersRounds, 4);
    assert.deepEqual(get(b, 'WB2-1').loserNext, { fixtureId: 'LB2-2', slot: 'away' });
    assert.deepEqual(get(b, 'WB2-2').loserNext, { fixtureId: 'LB2-1', slot: 'away' });
    assert.deepEqual(get(b, 'WB3-1').loserNext, { fixtureId: 'LB4-1', slot: 'away' });
    // every outcome of the first two winners rounds: no losers round 2 game repeats a winners game
    for (let mask = 0; mask < 64; mask++) {
      let k = 0;
      const { played } = playOut(b, (h, a) => ((mask >> k++ % 6) & 1 ? h : a));
      const met = new Set(played.filter((p) => p.id.startsWith('WB')).map((p) => [p.home, p.away].sort().join('v')));
      for (const p of played.filter((x) => x.id.startsWith('LB2-'))) assert.equal(met.has([p.home, p.away].sort().join('v')), false, `mask ${mask}: ${p.id}`);
    }
  });

  it('draws 13 entrants with 3 byes and plays 2n − 1 games when the reset is needed', () => {
    const b = createDoubleBracket(seeds(13), { reset: true });
    assert.equal(b.size, 16);
    assert.equal(b.losersRounds, 6);
    assert.deepEqual(
      b.fixtures.filter((f) => f.kind === 'winners' && f.bye).map((f) => f.winner),
      [1, 3, 2],
    );
    const { b: done, played } = playOut(b, (h, a, id) => (id === 'GF1' ? Math.max(h, a) : Math.min(h, a)));
    assert.equal(played.length, 2 * 13 - 1);
    assert.equal(doubleChampion(done), 1);
    const places = doublePlaces(done);
    assert.equal(places.length, 13);
    assert.deepEqual(
      places.slice(0, 6).map((p) => p.place),
      [1, 2, 3, 4, 5, 5],
    );
    assert.deepEqual(new Set(places.map((p) => p.entrant)).size, 13);
  });

  it('re-routes a corrected winners result while the losers fixture has none, and refuses after', () => {
    let b = createDoubleBracket(seeds(8));
    b = advanceDouble(b, 'WB1-1', 1);
    b = advanceDouble(b, 'WB1-2', 5);
    assert.deepEqual([get(b, 'LB1-1').home, get(b, 'LB1-1').away], [8, 4]);
    b = advanceDouble(b, 'WB1-2', 4);
    assert.deepEqual([get(b, 'LB1-1').home, get(b, 'LB1-1').away], [8, 5]);
    assert.equal(get(b, 'WB2-1').away, 4);
    b = advanceDouble(b, 'LB1-1', 5);
    assert.throws(() => advanceDouble(b, 'WB1-2', 5), /后续对阵已录入结果/);
    assert.throws(() => clearDoubleResult(b, 'WB1-2'), /无法撤销本场结果/);
    assert.throws(() => advanceDouble(b, 'LB1-1', 3), /胜者必须是本场对阵的一方/);
    assert.throws(() => advanceDouble(b, 'LB2-1', 5), /对阵双方尚未确定/);
  });

  it('refuses results on byes and missing fixtures, and fewer than 2 entrants', () => {
    const b = createDoubleBracket(seeds(5));
    assert.throws(() => advanceDouble(b, 'LB1-1', 1), /轮空无需录入结果/);
    assert.throws(() => advanceDouble(b, 'XX', 1), /对阵不存在/);
    assert.throws(() => createDoubleBracket([1]), /双败淘汰赛至少需要 2 名参赛者/);
  });

  it('plays 2 entrants as a final and a grand final', () => {
    const { b, played } = playOut(createDoubleBracket(seeds(2), { reset: true }), (h, a, id) => (id === 'GF2' ? h : a));
    // 2 wins the winners final, 1 (away) the first grand final, so the reset decides: 1, its home side, wins it
    assert.deepEqual(
      played.map((p) => p.id),
      ['WB1-1', 'GF1', 'GF2'],
    );
    assert.equal(doubleChampion(b), 1);
  });
});

describe('round names and order', () => {
  it('names the rounds of each bracket', () => {
    assert.equal(doubleRoundName('winners', 1, 3), '胜者组第1轮');
    assert.equal(doubleRoundName('winners', 3, 3), '胜者组决赛');
    assert.equal(doubleRoundName('losers', 2, 3), '败者组第2轮');
    assert.equal(doubleRoundName('losers', 4, 3), '败者组决赛');
    assert.equal(doubleRoundName('grand_final', 1, 3), '总决赛');
    assert.equal(doubleRoundName('grand_final', 2, 3), '总决赛加赛');
  });

  it('orders the rounds so that every fixture comes after the ones feeding it', () => {
    for (const n of [2, 3, 4, 5, 8, 13, 33]) {
      const b = createDoubleBracket(seeds(n), { reset: true });
      const step = new Map(b.fixtures.map((f) => [f.id, doubleRoundStep(f.kind, f.round, b.winnersRounds)]));
      for (const f of b.fixtures) {
        for (const t of [f.next, f.loserNext]) if (t) assert.ok(step.get(t.fixtureId)! > step.get(f.id)!, `${n}: ${f.id} → ${t.fixtureId}`);
      }
    }
  });

  it('drops losers reversed after even rounds and with halves swapped after odd ones', () => {
    assert.deepEqual([1, 2, 3, 4].map((p) => dropPosition(2, p, 4)), [4, 3, 2, 1]);
    assert.deepEqual([1, 2, 3, 4].map((p) => dropPosition(3, p, 4)), [3, 4, 1, 2]);
    assert.equal(dropPosition(5, 1, 1), 1);
  });
});
