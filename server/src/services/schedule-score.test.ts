import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createBracket } from 'shared/rules';
import { bracketFixtures, decideScore, STALE_VERSION } from 'shared/rules';
import type { FixtureRow } from './schedule-score.js';

/** Fixture rows of a seeded bracket of `n` entrants (ids 1..n), as generation writes them. */
function rows(n: number, thirdPlace = false): FixtureRow[] {
  const planned = bracketFixtures(createBracket(Array.from({ length: n }, (_, i) => i + 1), { thirdPlace }), {});
  return planned.map((p, i) => ({
    ...p,
    id: i + 1,
    phaseId: 1,
    competitionId: 1,
    courtId: null,
    courtName: '',
    refereeIds: [],
    homeScore: null,
    awayScore: null,
    sets: null,
    forfeit: null,
    homeFairPlay: 0,
    awayFairPlay: 0,
    liveHomeScore: null,
    liveAwayScore: null,
    liveStartedAt: null,
    version: 0,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  }));
}

/** Applies a decision to the rows the way the repository writes it. */
function apply(list: FixtureRow[], id: number, d: ReturnType<typeof decideScore>): FixtureRow[] {
  if (d.kind === 'unchanged') return list;
  return list.map((r) => {
    if (r.id === id)
      return { ...r, homeScore: d.after.home_score, awayScore: d.after.away_score, forfeit: d.after.forfeit, winnerId: d.after.winner_id, version: r.version + 1 };
    const move = d.moves.find((m) => m.id === r.id);
    return move ? { ...r, homeId: move.homeId, awayId: move.awayId } : r;
  });
}

describe('decideScore', () => {
  it('advances the winner, re-routes a correction and treats a repeated correction as unchanged', () => {
    let list = rows(4, true);
    const semi = list.find((r) => r.code === 'R1-1')!;
    let d = decideScore(semi, { homeScore: 2, awayScore: 1, version: 0 }, list);
    assert.equal(d.kind, 'change');
    list = apply(list, semi.id, d);
    const final = list.find((r) => r.code === 'R2-1')!;
    const third = list.find((r) => r.code === 'P3')!;
    assert.equal(final.homeId, semi.homeId);
    assert.equal(third.homeId, semi.awayId);

    const correction = { homeScore: 1, awayScore: 3, version: 1, reason: '比分录反' };
    d = decideScore(list.find((r) => r.id === semi.id)!, correction, list);
    list = apply(list, semi.id, d);
    assert.equal(list.find((r) => r.code === 'R2-1')!.homeId, semi.awayId);
    assert.equal(list.find((r) => r.code === 'P3')!.homeId, semi.homeId);
    // the same correction again, with the version it was made for: nothing to do
    assert.deepEqual(decideScore(list.find((r) => r.id === semi.id)!, correction, list), { kind: 'unchanged' });
    // a different value on the old version is stale
    assert.throws(() => decideScore(list.find((r) => r.id === semi.id)!, { ...correction, homeScore: 0 }, list), { message: STALE_VERSION });
  });

  it('refuses draws, byes, open fixtures, negative scores and corrections without a reason', () => {
    const list = rows(3);
    const bye = list.find((r) => r.bye)!;
    const game = list.find((r) => !r.bye && r.roundNo === 1 && r.homeId !== null)!;
    const final = list.find((r) => r.code === 'R2-1')!;
    assert.throws(() => decideScore(bye, { homeScore: 1, awayScore: 0, version: 0 }, list), { message: '轮空无需录入比分' });
    assert.throws(() => decideScore(final, { homeScore: 1, awayScore: 0, version: 0 }, list), { message: '对阵双方尚未确定，无法录入比分' });
    assert.throws(() => decideScore(game, { homeScore: 1, awayScore: 1, version: 0 }, list), { message: '淘汰赛不能为平局' });
    assert.throws(() => decideScore(game, { homeScore: -1, awayScore: 0, version: 0 }, list), { message: '比分不能为负数' });
    const done = apply(list, game.id, decideScore(game, { homeScore: 1, awayScore: 0, version: 0 }, list));
    assert.throws(() => decideScore(done.find((r) => r.id === game.id)!, { homeScore: 0, awayScore: 1, version: 1 }, done), { message: '修改比分请填写原因' });
  });
});
