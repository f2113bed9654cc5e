/** @jest-environment node */
import assert from 'node:assert/strict';
import { refusalOf as refusal } from '../../testing/refusal.ts';
import { decideLive } from './live-score.ts';
import { bracketRounds, fixtureRoundName, groupLabel, hasScore, phaseRounds, type PhaseFixture } from './phase-fixtures.ts';
import { planSchedule } from './phase-plan.ts';
import { decideScore, STALE_VERSION } from './score-entry.ts';

/** The rows of a planned phase as the server stores them (ids from 1, no results yet). */
const rowsOf = (...args: Parameters<typeof planSchedule>): PhaseFixture[] =>
  planSchedule(...args).fixtures.map((f, i) => ({
    ...f,
    id: i + 1,
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
  }));

const entrants = (n: number) => Array.from({ length: n }, (_, i) => ({ signUpId: i + 1, seed: i + 1, affiliation: '' }));

/** Applies a score decision to the rows the way the server's repository writes it. */
function applyDecision(rows: PhaseFixture[], id: number, d: ReturnType<typeof decideScore>): PhaseFixture[] {
  if (d.kind === 'unchanged') return rows;
  return rows.map((r) => {
    if (r.id === id)
      return { ...r, homeScore: d.after.home_score, awayScore: d.after.away_score, forfeit: d.after.forfeit, winnerId: d.after.winner_id, version: r.version + 1 };
    const move = d.moves.find((m) => m.id === r.id);
    return move ? { ...r, homeId: move.homeId, awayId: move.awayId } : r;
  });
}

describe('phase fixtures', () => {
  it('names rounds and groups, and counts the games of each round', () => {
    assert.equal(groupLabel(null), '');
    assert.equal(groupLabel(2), 'B组');
    assert.equal(fixtureRoundName({ kind: 'knockout', roundNo: 2 }, 3), '半决赛');
    assert.equal(fixtureRoundName({ kind: 'third_place', roundNo: 3 }, 3), '季军赛');
    assert.equal(fixtureRoundName({ kind: 'league', roundNo: 4 }, 0), '第4轮');
    const league = rowsOf('league', {}, 'seed', entrants(4));
    assert.deepEqual(
      phaseRounds(league).map((r) => [r.name, r.fixture_count, r.finished_count]),
      [
        ['第1轮', 2, 0],
        ['第2轮', 2, 0],
        ['第3轮', 2, 0],
      ],
    );
  });

  it('gives a bracket its named rounds and its champion once the final is decided', () => {
    let rows = rowsOf('knockout', { third_place: true }, 'seed', entrants(4));
    assert.deepEqual(bracketRounds(rows), {
      rounds: [
        { round: 1, name: '半决赛' },
        { round: 2, name: '决赛' },
        { round: 2, name: '季军赛' },
      ],
      championId: null,
    });
    const enter = (id: number, home: number, away: number) => {
      const fixture = rows.find((r) => r.id === id)!;
      const d = decideScore(fixture, { homeScore: home, awayScore: away, version: fixture.version }, rows);
      assert.equal(d.kind, 'change');
      rows = applyDecision(rows, id, d);
    };
    const semis = rows.filter((r) => r.kind === 'knockout' && r.roundNo === 1);
    for (const s of semis) enter(s.id, 2, 1);
    const final = rows.find((r) => r.kind === 'knockout' && r.roundNo === 2)!;
    assert.ok(final.homeId !== null && final.awayId !== null && !hasScore(final));
    enter(final.id, 0, 1);
    assert.equal(bracketRounds(rows).championId, final.awayId);
  });

  it('refuses bad input with 42200 and what the fixture cannot take with 40000', () => {
    const rows = rowsOf('knockout', {}, 'seed', entrants(4));
    const game = rows.find((r) => r.roundNo === 1)!;
    assert.deepEqual(refusal(() => decideScore(game, { homeScore: -1, awayScore: 0, version: 0 }, rows)), [42200, '比分不能为负数']);
    assert.deepEqual(refusal(() => decideScore(game, { homeScore: 1, awayScore: 1, version: 0 }, rows)), [40000, '淘汰赛不能为平局']);
    assert.deepEqual(refusal(() => decideScore(game, { homeScore: 1, awayScore: 0, version: 3 }, rows)), [40000, STALE_VERSION]);
    assert.deepEqual(refusal(() => decideLive(game, { action: 'update', version: 0 }, new Date())), [42200, '请填写双方比分']);
    assert.deepEqual(refusal(() => decideLive(game, { action: 'stop', version: 0 }, new Date())), [40000, '比赛尚未开始']);
    const now = new Date('2026-03-01T02:00:00.000Z');
    const started = decideLive(game, { action: 'start', version: 0 }, now);
    assert.deepEqual(started.kind === 'change' && started.after, { status: 'live', live_home_score: 0, live_away_score: 0, live_started_at: now.toISOString() });
    assert.deepEqual(refusal(() => planSchedule('groups', { group_count: 3 }, 'seed', entrants(4))), [42200, '参赛者 4 名，不足以分成 3 个每组至少 2 名的小组']);
  });
});

describe('decideScore', () => {
  const knockout = (n: number, thirdPlace = false) => rowsOf('knockout', { third_place: thirdPlace }, 'seed', entrants(n));

  it('advances the winner, re-routes a correction and treats a repeated correction as unchanged', () => {
    let list = knockout(4, true);
    const semi = list.find((r) => r.code === 'R1-1')!;
    let d = decideScore(semi, { homeScore: 2, awayScore: 1, version: 0 }, list);
    assert.equal(d.kind, 'change');
    list = applyDecision(list, semi.id, d);
    assert.equal(list.find((r) => r.code === 'R2-1')!.homeId, semi.homeId);
    assert.equal(list.find((r) => r.code === 'P3')!.homeId, semi.awayId);

    const correction = { homeScore: 1, awayScore: 3, version: 1, reason: '比分录反' };
    d = decideScore(list.find((r) => r.id === semi.id)!, correction, list);
    list = applyDecision(list, semi.id, d);
    assert.equal(list.find((r) => r.code === 'R2-1')!.homeId, semi.awayId);
    assert.equal(list.find((r) => r.code === 'P3')!.homeId, semi.homeId);
    // the same correction again, with the version it was made for: nothing to do
    assert.deepEqual(decideScore(list.find((r) => r.id === semi.id)!, correction, list), { kind: 'unchanged' });
    // a different value on the old version is stale
    assert.throws(() => decideScore(list.find((r) => r.id === semi.id)!, { ...correction, homeScore: 0 }, list), { message: STALE_VERSION });
  });

  it('refuses draws, byes, open fixtures, negative scores and corrections without a reason', () => {
    const list = knockout(3);
    const bye = list.find((r) => r.bye)!;
    const game = list.find((r) => !r.bye && r.roundNo === 1 && r.homeId !== null)!;
    const final = list.find((r) => r.code === 'R2-1')!;
    assert.throws(() => decideScore(bye, { homeScore: 1, awayScore: 0, version: 0 }, list), { message: '轮空无需录入比分' });
    assert.throws(() => decideScore(final, { homeScore: 1, awayScore: 0, version: 0 }, list), { message: '对阵双方尚未确定，无法录入比分' });
    assert.throws(() => decideScore(game, { homeScore: 1, awayScore: 1, version: 0 }, list), { message: '淘汰赛不能为平局' });
    assert.throws(() => decideScore(game, { homeScore: -1, awayScore: 0, version: 0 }, list), { message: '比分不能为负数' });
    const done = applyDecision(list, game.id, decideScore(game, { homeScore: 1, awayScore: 0, version: 0 }, list));
    assert.throws(() => decideScore(done.find((r) => r.id === game.id)!, { homeScore: 0, awayScore: 1, version: 1 }, done), { message: '修改比分请填写原因' });
  });
});
