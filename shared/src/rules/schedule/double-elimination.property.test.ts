/** @jest-environment node */
/** Property tests (fast-check) of double-elimination brackets: two losses to leave, one champion, idempotent corrections. */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { advanceDouble, clearDoubleResult, createDoubleBracket, doubleChampion, doublePlaces, playableDoubleFixtures, type DoubleBracket } from './double-elimination.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Plays the bracket out with winners picked by `picks` (true = home), checking after every result that nobody with fewer than two losses has left. */
function play(bracket: DoubleBracket, picks: boolean[], n: number) {
  let b = bracket;
  const losses = new Map(ids(n).map((id) => [id, 0]));
  let k = 0;
  let games = 0;
  for (let f = playableDoubleFixtures(b)[0]; f; f = playableDoubleFixtures(b)[0]) {
    const winner = picks[k++ % picks.length] ? f.home! : f.away!;
    const loser = winner === f.home ? f.away! : f.home!;
    b = advanceDouble(b, f.id, winner);
    games++;
    losses.set(Number(loser), losses.get(Number(loser))! + 1);
    // everyone still in (fewer than two losses) waits in exactly one fixture without a result, until a champion is known
    if (doubleChampion(b) === null) {
      for (const [id, lost] of losses) {
        const waiting = b.fixtures.filter((x) => !x.bye && x.winner === null && (x.home === id || x.away === id));
        const out = !bracket.reset && lost === 1 && b.fixtures.some((x) => x.id === 'GF1' && x.winner !== null);
        assert.equal(waiting.length, lost < 2 && !out ? 1 : 0, `entrant ${id} with ${lost} losses after ${f.id}`);
      }
    }
  }
  return { b, losses, games };
}

describe('double elimination (properties)', () => {
  it('an entrant leaves only after two losses, and the bracket ends with one champion', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 24 }), (n, picks) => {
        const { b, losses, games } = play(createDoubleBracket(ids(n), { reset: true }), picks, n);
        const champion = doubleChampion(b);
        assert.notEqual(champion, null);
        assert.ok(losses.get(Number(champion))! <= 1);
        for (const [id, lost] of losses) if (id !== champion) assert.equal(lost, 2, `entrant ${id}`);
        assert.ok(games === 2 * n - 2 || games === 2 * n - 1);
        // every entrant has a final place, shared places leave the usual gaps
        const places = doublePlaces(b);
        assert.deepEqual(places.map((p) => Number(p.entrant)).sort((x, y) => x - y), ids(n));
        assert.equal(places[0].place, 1);
        places.forEach((p, i) => assert.ok(p.place >= i + 1 - places.filter((q) => q.place === p.place).length + 1));
      }),
    );
  });

  it('without the reset, only the winners bracket champion can leave with one loss (in the grand final)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 24 }), (n, picks) => {
        const { b, losses } = play(createDoubleBracket(ids(n)), picks, n);
        const champion = doubleChampion(b);
        assert.notEqual(champion, null);
        const gf = b.fixtures.find((f) => f.id === 'GF1')!;
        for (const [id, lost] of losses) if (id !== champion) assert.equal(lost, id === gf.home && gf.winner === gf.away ? 1 : 2);
      }),
    );
  });

  it('re-applying a result or correcting it and back is idempotent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 32 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 16 }), fc.boolean(), (n, picks, reset) => {
        const { b } = play(createDoubleBracket(ids(n), { reset }), picks, n);
        const last = b.fixtures.filter((f) => f.kind === 'grand_final' && !f.bye && f.winner !== null).at(-1)!;
        assert.deepEqual(advanceDouble(b, last.id, last.winner!), b);
        const other = last.winner === last.home ? last.away! : last.home!;
        const corrected = advanceDouble(b, last.id, other);
        assert.deepEqual(advanceDouble(corrected, last.id, other), corrected);
        assert.deepEqual(advanceDouble(clearDoubleResult(corrected, last.id), last.id, last.winner!), b);
      }),
    );
  });
});
