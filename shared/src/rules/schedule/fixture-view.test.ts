import { fixtureClashes, fixtureView, type FixtureNames, type FixtureViewRow } from './fixture-view';

const row = (over: Partial<FixtureViewRow> = {}): FixtureViewRow => ({
  id: 1, phaseId: 7, competitionId: 3, courtId: null, courtName: '', refereeIds: [], groupNo: null, roundNo: 1, position: 1, code: 'R1-1', kind: 'knockout',
  homeId: 11, awayId: 12, homeSeed: 1, awaySeed: null, bye: false, nextCode: null, nextSlot: null, loserNextCode: null, loserNextSlot: null,
  startsAt: new Date('2026-03-15T01:00:00.000Z'), winnerId: null, status: 'scheduled', homeScore: null, awayScore: null, sets: null, forfeit: null,
  homeFairPlay: 0, awayFairPlay: 0, liveHomeScore: null, liveAwayScore: null, liveStartedAt: null, version: 0, ...over,
});

const names: FixtureNames = {
  competitionName: '城市联赛',
  phase: { eventItemId: 5, itemName: 'U15组', name: '淘汰赛', format: 'knockout' },
  knockoutRounds: 2,
  entrantName: (id) => ({ 11: '西湖队', 12: '拱墅队', 13: '上城队' })[id],
  courtName: (id) => (id === 9 ? '1号场' : undefined),
  referee: (id) => (id === 6 ? { user_id: 6, name: '王正裁', gender: 1 } : undefined),
};

describe('fixtureView', () => {
  it('joins the names, the round of the bracket and the venue court', () => {
    const v = fixtureView(row({ courtId: 9, courtName: '旧名', refereeIds: [6, 99] }), names);
    expect(v).toMatchObject({
      competition_name: '城市联赛', event_item_id: 5, item_name: 'U15组', phase_name: '淘汰赛', round_name: '半决赛', group_name: '',
      home_name: '西湖队', away_name: '拱墅队', court_name: '1号场', bye: 0, starts_at: '2026-03-15T01:00:00.000Z',
      referees: [{ user_id: 6, name: '王正裁', gender: 1 }, { user_id: 99, name: '', gender: 0 }],
    });
  });

  it('names an empty side of a bye 轮空 and of an undecided game 待定', () => {
    expect(fixtureView(row({ awayId: null, bye: true }), names).away_name).toBe('轮空');
    expect(fixtureView(row({ awayId: null }), names).away_name).toBe('待定');
  });
});

describe('fixtureClashes', () => {
  it('finds a referee booked on two overlapping fixtures', () => {
    const rows = [row({ refereeIds: [6] }), row({ id: 2, code: 'R1-2', homeId: 13, awayId: null, position: 2, refereeIds: [6], startsAt: new Date('2026-03-15T01:30:00.000Z') })];
    const clashes = fixtureClashes(rows, rows.map((r) => fixtureView(r, names)));
    expect(clashes).toHaveLength(1);
    expect(clashes[0]).toMatchObject({ kind: 'referee', resource_name: '王正裁', fixture_ids: [1, 2] });
  });
});
