/** @jest-environment node */
import assert from 'node:assert/strict';
import type { PhaseFixture } from './phase-fixtures.ts';
import { checkPhaseSettings, planSchedule, type PlannedFixture } from './phase-plan.ts';
import {
  nextSwissRound,
  nextSwissRoundProblem,
  SWISS_PHASE_MSG,
  swissColumns,
  swissEntrantsOpen,
  swissJoinRound,
  swissLateEntryProblem,
  swissLeaveEffect,
  swissLeaveProblem,
  swissReturnProblem,
  swissTables,
} from './swiss-phase.ts';
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
    const ids = plan.entrants;
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

  describe('退赛 and 补录 between rounds', () => {
    const cfg = { rounds: 4, bye_points: 3 };
    const six = [21, 22, 23, 24, 25, 26].map((id, i) => ({ signUpId: id, seed: i + 1, affiliation: '' }));
    const named = (list: { signUpId: number }[]) => list.map((e) => ({ ...e, groupNo: null, name: `选手${e.signUpId}`, affiliation: '' }));
    const inRound = (fixtures: PlannedFixture[]) => fixtures.flatMap((f) => [f.homeId, f.awayId]).filter((x): x is number => x !== null);

    it('refuses to let an entrant leave with a game of the round unscored, then pairs the next round without it and keeps it in the standings', () => {
      nextId = 1;
      const plan = planSchedule('swiss', cfg, 'w', six);
      const rows = asRows(plan.fixtures);
      const e23 = { signUpId: 23 };
      assert.equal(swissLeaveProblem('swiss', cfg, rows, e23), SWISS_PHASE_MSG.gameOpen(1));
      assert.equal(swissLeaveProblem('league', cfg, rows, e23), SWISS_PHASE_MSG.entrantsSwissOnly);
      assert.equal(swissLeaveProblem('swiss', cfg, [], e23), SWISS_PHASE_MSG.notGenerated);
      assert.equal(swissLeaveProblem('swiss', cfg, rows, undefined), SWISS_PHASE_MSG.notEntrant);
      playRound(rows, 1);
      assert.equal(swissLeaveProblem('swiss', cfg, rows, e23), null);
      assert.deepEqual(swissLeaveEffect(rows, e23), { kind: 'leave', afterRound: 1 });
      const entrants = plan.entrants.map((e) => (e.signUpId === 23 ? { ...e, leftAfterRound: 1 } : e));
      assert.equal(swissLeaveProblem('swiss', cfg, rows, { signUpId: 23, leftAfterRound: 1 }), SWISS_PHASE_MSG.alreadyLeft);
      const r2 = nextSwissRound('swiss', cfg, 'w', entrants, rows, RULE.points);
      // five entrants left: two games and a bye, none of them with 23
      assert.equal(r2.fixtures.length, 3);
      assert.ok(!inRound(r2.fixtures).includes(23));
      assert.deepEqual([...inRound(r2.fixtures)].sort(), [21, 22, 24, 25, 26]);
      rows.push(...asRows(r2.fixtures));
      playRound(rows, 2);
      const [table] = swissTables(named(entrants), rows, RULE, cfg, 'w');
      const row23 = table.rows.find((r) => r.sign_up_id === 23)!;
      assert.equal(row23.note, '第 1 轮后退赛');
      assert.equal(row23.played, 1);
      assert.equal(table.rows.filter((r) => r.note).length, 1);
    });

    it('brings back an entrant that left from the next round, its missed rounds scoring nothing', () => {
      nextId = 1;
      const plan = planSchedule('swiss', cfg, 'w', six);
      const rows = asRows(plan.fixtures);
      playRound(rows, 1);
      const left = { signUpId: 23, leftAfterRound: 1 };
      assert.equal(swissReturnProblem('swiss', cfg, rows, { signUpId: 23 }), SWISS_PHASE_MSG.notLeft);
      assert.equal(swissReturnProblem('swiss', cfg, rows, left), null);
      const r2 = nextSwissRound('swiss', cfg, 'w', plan.entrants.map((e) => (e.signUpId === 23 ? { ...e, ...left } : e)), rows, RULE.points);
      rows.push(...asRows(r2.fixtures));
      playRound(rows, 2);
      // back for round 3
      const r3 = nextSwissRound('swiss', cfg, 'w', plan.entrants, rows, RULE.points);
      assert.ok(inRound(r3.fixtures).includes(23));
      const [table] = swissTables(named(plan.entrants), rows, RULE, cfg, 'w');
      assert.equal(table.rows.find((r) => r.sign_up_id === 23)!.played, 1);
    });

    it('adds a late entry from the next round, scoring its missed rounds as set, and pairs it from there', () => {
      nextId = 1;
      const plan = planSchedule('swiss', cfg, 'w', six.slice(0, 5));
      const rows = asRows(plan.fixtures);
      const entry = { approved: true, present: false, missedRoundPoints: 1 };
      assert.equal(swissLateEntryProblem('swiss', cfg, rows, entry, RULE.points), null, 'a late entry may come while round 1 is played');
      assert.equal(swissLateEntryProblem('swiss', cfg, rows, { ...entry, approved: false }, RULE.points), SWISS_PHASE_MSG.notApproved);
      assert.equal(swissLateEntryProblem('swiss', cfg, rows, { ...entry, present: true }, RULE.points), SWISS_PHASE_MSG.alreadyEntrant);
      assert.equal(swissLateEntryProblem('swiss', cfg, rows, { ...entry, missedRoundPoints: 4 }, RULE.points), SWISS_PHASE_MSG.missedPointsTooHigh(3));
      assert.equal(swissJoinRound(rows), 2);
      const late = { signUpId: 26, seed: null, joinedRound: 2, missedRoundPoints: 1 };
      // taken out again before it was paired: removed, not left
      assert.deepEqual(swissLeaveEffect(rows, late), { kind: 'remove' });
      const entrants = [...plan.entrants, late];
      playRound(rows, 1);
      const r2 = nextSwissRound('swiss', cfg, 'w', entrants, rows, RULE.points);
      // six entrants now: three games, no bye, the late entry among them
      assert.equal(r2.fixtures.filter((f) => f.bye).length, 0);
      assert.ok(inRound(r2.fixtures).includes(26));
      rows.push(...asRows(r2.fixtures));
      const [table] = swissTables(named(entrants), rows, RULE, cfg, 'w');
      const row26 = table.rows.find((r) => r.sign_up_id === 26)!;
      assert.equal(row26.points, 1, 'round 1 missed, scored 1 as set');
      assert.equal(row26.played, 0);
      assert.equal(row26.note, '第 2 轮起补录');
      // all rounds paired: nothing more to change
      playRound(rows, 2);
      for (const round of [3, 4]) {
        rows.push(...asRows(nextSwissRound('swiss', cfg, 'w', entrants, rows, RULE.points).fixtures));
        playRound(rows, round);
      }
      assert.equal(swissLateEntryProblem('swiss', cfg, rows, entry, RULE.points), SWISS_PHASE_MSG.allRoundsPaired(4));
      assert.equal(swissEntrantsOpen('swiss', cfg, rows), false, 'every round paired');
      assert.equal(swissEntrantsOpen('swiss', cfg, rows.filter((f) => f.roundNo < 4)), true);
      assert.equal(swissEntrantsOpen('league', cfg, rows.filter((f) => f.roundNo < 4)), false);
      assert.equal(swissEntrantsOpen('swiss', cfg, []), false, 'nothing paired yet');
      assert.equal(swissLeaveProblem('swiss', cfg, rows, { signUpId: 21 }), SWISS_PHASE_MSG.allRoundsPaired(4));
    });

    it('refuses the next round when fewer than two entrants still play', () => {
      nextId = 1;
      const three = six.slice(0, 3);
      const plan = planSchedule('swiss', { rounds: 3 }, 'w', three);
      const rows = asRows(plan.fixtures);
      playRound(rows, 1);
      const entrants = plan.entrants.map((e) => (e.signUpId === 21 ? e : { ...e, leftAfterRound: 1 }));
      assert.throws(() => nextSwissRound('swiss', { rounds: 3 }, 'w', entrants, rows, RULE.points), { message: SWISS_PHASE_MSG.tooFewActive });
    });
  });
});
