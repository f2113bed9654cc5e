/** @jest-environment node */
/** Property tests (fast-check) of knockout brackets: byes to the top seeds, idempotent results and corrections. */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { advance, clearResult, createBracket, nextPowerOfTwo, type Bracket } from './knockout.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Plays the bracket with winners picked by `pick` (true = home), recording the intermediate brackets. */
function play(bracket: Bracket, picks: boolean[]): Bracket {
  let b = bracket;
  let k = 0;
  for (let round = 1; round <= b.rounds; round++) {
    for (const f of b.fixtures.filter((x) => x.round === round)) {
      const current = b.fixtures.find((x) => x.id === f.id)!;
      if (current.bye || current.home === null || current.away === null || current.winner !== null) continue;
      b = advance(b, current.id, picks[k++ % picks.length] ? current.home : current.away);
    }
  }
  return b;
}

describe('knockout (properties)', () => {
  it('gives the byes to the top seeds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 200 }), fc.boolean(), (n, thirdPlace) => {
        const bracket = createBracket(ids(n), { thirdPlace: thirdPlace && n >= 4 });
        const byes = bracket.fixtures.filter((f) => f.bye).map((f) => f.home ?? f.away);
        const expected = nextPowerOfTwo(n) - n;
        assert.deepEqual([...byes].sort((a, b) => Number(a) - Number(b)), ids(expected));
      }),
    );
  });

  it('re-applying a result or a correction is idempotent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 16 }), fc.boolean(), (n, picks, thirdPlace) => {
        const played = play(createBracket(ids(n), { thirdPlace: thirdPlace && n >= 4 }), picks);
        // the final (no fixture after it) can always be corrected
        const final = played.fixtures.find((f) => f.kind === 'main' && f.round === played.rounds)!;
        assert.notEqual(final.winner, null);
        assert.deepEqual(advance(played, final.id, final.winner!), played);
        const other = final.winner === final.home ? final.away! : final.home!;
        const corrected = advance(clearResult(played, final.id), final.id, other);
        assert.deepEqual(advance(corrected, final.id, other), corrected);
        // correcting back restores the bracket exactly
        assert.deepEqual(advance(clearResult(corrected, final.id), final.id, final.winner!), played);
      }),
    );
  });
});
