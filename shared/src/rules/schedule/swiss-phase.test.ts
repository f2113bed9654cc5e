/** @jest-environment node */
import assert from 'node:assert/strict';
import type { PhaseFixture } from './phase-fixtures.ts';
import { checkPhaseSettings, planSchedule, type PlannedFixture } from './phase-plan.ts';
import { nextSwissRound, nextSwissRoundProblem, SWISS_PHASE_MSG, swissColumns, swissTables } from './swiss-phase.ts';
import type { ScoreRule } from '../ranking/standings.ts';

const RULE: ScoreRule = { points: { win: 3, draw: 1, loss: 0, forfeit: 0 }, forfeitScore: { winner: 3, loser: 0 }, tiebreakers: ['points'] };
const config = { rounds: 3, bye_points: 3 };
const entrants = [11, 12, 13, 14, 15].map((id, i) => ({ signUpId: id, seed: i + 1, affiliation: '' }));

let nextId = 1;
const asRows = (planned: PlannedFixture[]): PhaseFixture[] =>
  planned.map((f) => ({ ...f, id: nextId++, homeScore: null, awayScore: null, sets: null, forfeit: null, homeFairPlay: 0, awayFairPlay: 0, liveHomeScore: null, liveAwayScore: null, liveStartedAt: null, version: 0 }));
/** Every game of the round won by the home side 2:0 except a draw on board 2. */
const playRound = (rows: PhaseFixture[], round: number) =>
  rows.forEach((f) => {
    if (f.roundNo !== round || f.bye) return;
    Object.assign(f, f.position === 2 ? { homeScore: 1, awayScore: 1, status: 'finished' } : { homeScore: 2, awayScore: 0, status: 'finished', winnerId: f.homeId });
  });

describe('Swiss phase (瑞士制)', () => {
  it('needs its number of rounds and distinct tiebreaks', () => {
    assert.throws(() => checkPhaseSettings('swiss', {}), { message: SWISS_PHASE_MSG.roundsRequired });
    assert.throws(() => checkPhaseSettings('swiss', { rounds: 3, swiss_tiebreakers: ['buchholz', 'buchholz'] }), { message: SWISS_PHASE_MSG.tiebreakRepeated });
    assert.throws(() => planSchedule('swiss', { rounds: 6 }, 's', entrants), { message: SWISS_PHASE_MSG.tooManyRounds(6, 5) });
  });

  it('generates round 1 only, the bye as a finished fixture without a game, then round after round from the results', () => {
    nextId = 1;
    const plan = planSchedule('swiss', config, 'seed-1', entrants);
    assert.deepEqual(plan.entrants.map((e) => e.signUpId), [11, 12, 13, 14, 15]);
    // Dutch system: the lowest ranked gets the bye, then 1 v 3 and 2 v 4 (colours drawn with the seed)
    const pair = (f: PlannedFixture) => [f.homeId, f.awayId].sort((a, b) => (a ?? 0) - (b ?? 0));
    assert.deepEqual(plan.fixtures.map((f) => [f.code, f.kind, pair(f), f.bye, f.status]), [
      ['S1-1', 'swiss', [11, 13], false, 'scheduled'],
      ['S1-2', 'swiss', [12, 14], false, 'scheduled'],
      ['S1-BYE', 'swiss', [null, 15], true, 'finished'],
    ]);
    assert.equal(plan.fixtures.find((f) => f.bye)!.winnerId, 15);
    const rows = asRows(plan.fixtures);
    const ids = plan.entrants.map((e) => e.signUpId);
    assert.equal(nextSwissRoundProblem('swiss', config, rows), SWISS_PHASE_MSG.roundOpen(1, 2));
    assert.equal(nextSwissRoundProblem('league', config, rows), SWISS_PHASE_MSG.notSwiss);
    assert.equal(nextSwissRoundProblem('swiss', config, []), SWISS_PHASE_MSG.notGenerated);
    playRound(rows, 1);
    const r2 = nextSwissRound('swiss', config, 'seed-1', ids, rows, RULE.points);
    assert.equal(r2.round, 2);
    // reproducible: the same results and seed pair the same round
    assert.deepEqual(nextSwissRound('swiss', config, 'seed-1', ids, rows, RULE.points), r2);
    const met = new Set(rows.filter((f) => !f.bye).map((f) => [f.homeId, f.awayId].sort().join('-')));
    for (const f of r2.fixtures.filter((x) => !x.bye)) assert.ok(!met.has([f.homeId, f.awayId].sort().join('-')), 'no rematch');
    const bye2 = r2.fixtures.find((f) => f.bye)!;
    assert.notEqual(bye2.homeId, 15, 'no second bye');
    rows.push(...asRows(r2.fixtures));
    playRound(rows, 2);
    rows.push(...asRows(nextSwissRound('swiss', config, 'seed-1', ids, rows, RULE.points).fixtures));
    playRound(rows, 3);
    assert.equal(nextSwissRoundProblem('swiss', config, rows), SWISS_PHASE_MSG.allRounds(3));
  });

  it('ranks with the configured tiebreaks as columns and names the one that decided', () => {
    const rows = asRows(planSchedule('swiss', config, 'seed-1', entrants).fixtures);
    playRound(rows, 1);
    const [table] = swissTables(
      entrants.map((e) => ({ signUpId: e.signUpId, groupNo: null, name: `队${e.signUpId}`, affiliation: '' })),
      rows,
      RULE,
      { ...config, swiss_tiebreakers: ['sonneborn_berger', 'buchholz'] },
      'seed-1',
    );
    assert.deepEqual(table.columns, [
      { key: 'sonneborn_berger', name: '索伯分' },
      { key: 'buchholz', name: '布赫霍尔茨分' },
    ]);
    // the winner on board 1 and the bye 3 points each, the draw on board 2 1 each, the loser 0
    assert.deepEqual([...table.rows.map((r) => r.points)].sort((a, b) => b - a), [3, 3, 1, 1, 0]);
    for (const r of table.rows) assert.equal(r.tiebreak_values.length, 2);
    // the two entrants on 3 points are separated by a tiebreak (or lots), and the upper row says which
    assert.equal(table.rows[0].points, table.rows[1].points);
    assert.match(table.rows[0].reason, /^积分相同/);
    assert.ok(['sonneborn_berger', 'buchholz', 'lots'].includes(table.rows[0].tiebreaker ?? ''));
    assert.deepEqual(swissColumns({}).map((c) => c.key), ['buchholz_cut1', 'buchholz', 'sonneborn_berger', 'progressive']);
  });
});
