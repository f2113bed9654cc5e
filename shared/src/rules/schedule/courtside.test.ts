import {
  COURTSIDE_KEEP_REASON,
  entryRequest,
  keepMine,
  markConflict,
  padScore,
  queueEntry,
  readyEntries,
  refusalOutcome,
  settleEntry,
  takeServer,
  type CourtsideEntry,
  type CourtsideFixture,
} from './courtside.ts';

const fixture = (over: Partial<CourtsideFixture> = {}): CourtsideFixture => ({
  id: 7,
  status: 'scheduled',
  home_score: null,
  away_score: null,
  sets: null,
  live_home_score: null,
  live_away_score: null,
  version: 3,
  ...over,
});

let n = 0;
const meta = (busyId: string | null = null) => ({ id: `e${++n}`, userId: 5, enteredAt: '2026-11-30T08:00:00.000Z', busyId });

describe('courtside queue', () => {
  beforeEach(() => {
    n = 0;
  });

  it('chains a fixture’s entries: the first on the version seen, the next after it', () => {
    let q = queueEntry([], { fixtureId: 7, action: 'start', home: 0, away: 0 }, fixture(), meta());
    q = queueEntry(q, { fixtureId: 7, action: 'live', home: 1, away: 0 }, fixture(), meta());
    expect(q.map((e) => [e.id, e.version, e.after])).toEqual([
      ['e1', 3, null],
      ['e2', 3, 'e1'],
    ]);
    expect(readyEntries(q, 5).map((e) => e.id)).toEqual(['e1']);
    // the server answered the start with version 4: the running score is made on 4
    q = settleEntry(q, 'e1', 4);
    expect(q).toEqual([expect.objectContaining({ id: 'e2', version: 4, after: null })]);
  });

  it('keeps only the latest running score, and a final score replaces it, unless it is being sent', () => {
    let q = queueEntry([], { fixtureId: 7, action: 'live', home: 1, away: 0 }, fixture({ status: 'live' }), meta());
    q = queueEntry(q, { fixtureId: 7, action: 'live', home: 2, away: 0 }, fixture({ status: 'live' }), meta());
    expect(q).toHaveLength(1);
    expect(q[0]).toMatchObject({ id: 'e1', home: 2, away: 0 });
    q = queueEntry(q, { fixtureId: 7, action: 'final', home: 2, away: 1 }, fixture({ status: 'live' }), meta());
    expect(q).toEqual([expect.objectContaining({ id: 'e1', action: 'final', home: 2, away: 1, version: 3 })]);
    // while e1 is in flight a new running score is chained after it instead of changing what was sent
    const chained = queueEntry(q, { fixtureId: 7, action: 'live', home: 3, away: 1 }, fixture(), meta('e1'));
    expect(chained.map((e) => [e.id, e.after])).toEqual([
      ['e1', null],
      ['e4', 'e1'],
    ]);
  });

  it('sends only the signed-in user’s ready entries', () => {
    const q = queueEntry([], { fixtureId: 7, action: 'start', home: 0, away: 0 }, fixture(), meta());
    expect(readyEntries(q, 6)).toEqual([]);
  });

  it('turns entries into the live-score and score-entry requests', () => {
    const [start] = queueEntry([], { fixtureId: 7, action: 'start', home: 0, away: 0 }, fixture(), meta());
    expect(entryRequest(start)).toEqual({ path: '/admin/schedule/live', body: { fixture_id: 7, action: 'start', version: 3 } });
    const final: CourtsideEntry = { ...start, action: 'final', home: 2, away: 1, sets: [{ home: 25, away: 20 }], homeFouls: 1, awayFouls: 0, reason: COURTSIDE_KEEP_REASON };
    expect(entryRequest(final)).toEqual({
      path: '/admin/schedule/score',
      body: { fixture_id: 7, home_score: 2, away_score: 1, sets: [{ home: 25, away: 20 }], home_fair_play: 1, away_fair_play: 0, version: 3, reason: COURTSIDE_KEEP_REASON },
    });
  });

  it('settles a refused entry the server already holds (a retry whose answer was lost), else reports a conflict', () => {
    const [start] = queueEntry([], { fixtureId: 7, action: 'start', home: 0, away: 0 }, fixture(), meta());
    expect(refusalOutcome(start, fixture({ status: 'live', live_home_score: 0, live_away_score: 0 }))).toBe('settled');
    expect(refusalOutcome(start, fixture({ status: 'finished', home_score: 1, away_score: 0 }))).toBe('conflict');
    const final = { ...start, action: 'final' as const, home: 2, away: 1 };
    expect(refusalOutcome(final, fixture({ status: 'finished', home_score: 2, away_score: 1 }))).toBe('settled');
    expect(refusalOutcome(final, fixture({ status: 'finished', home_score: 2, away_score: 2 }))).toBe('conflict');
  });

  it('keeps the referee’s value on the server’s version (a correction with its reason), or takes the server’s and drops the chain', () => {
    let q = queueEntry([], { fixtureId: 7, action: 'live', home: 3, away: 1 }, fixture({ status: 'live' }), meta());
    q = queueEntry(q, { fixtureId: 9, action: 'start', home: 0, away: 0 }, fixture({ id: 9 }), meta());
    const server = fixture({ status: 'finished', home_score: 2, away_score: 2, version: 6 });
    q = markConflict(q, 'e1', { message: '比分已被他人修改，请刷新后重试', server });
    expect(readyEntries(q, 5).map((e) => e.id)).toEqual(['e2']);
    expect(padScore(fixture({ status: 'live' }), q).conflict?.id).toBe('e1');

    const kept = keepMine(q, 'e1');
    expect(kept[0]).toMatchObject({ action: 'final', home: 3, away: 1, version: 6, reason: COURTSIDE_KEEP_REASON });
    expect(kept[0].conflict).toBeUndefined();

    let chain = queueEntry(q, { fixtureId: 7, action: 'live', home: 4, away: 1 }, fixture(), meta());
    expect(chain.at(-1)).toMatchObject({ after: 'e1' });
    chain = takeServer(chain, 'e1');
    expect(chain.map((e) => e.id)).toEqual(['e2']);
  });

  it('shows the server’s values with the unsent entries applied', () => {
    let q = queueEntry([], { fixtureId: 7, action: 'start', home: 0, away: 0 }, fixture(), meta());
    expect(padScore(fixture(), q)).toMatchObject({ status: 'live', home: 0, away: 0, pending: 1 });
    q = queueEntry(q, { fixtureId: 7, action: 'live', home: 2, away: 1 }, fixture(), meta());
    q = queueEntry(q, { fixtureId: 7, action: 'final', home: 2, away: 1, homeFouls: 3 }, fixture(), meta());
    expect(padScore(fixture(), q)).toMatchObject({ status: 'finished', home: 2, away: 1, homeFouls: 3, pending: 2 });
    expect(padScore(fixture({ status: 'finished', home_score: 1, away_score: 1 }), [])).toMatchObject({ status: 'finished', home: 1, away: 1, pending: 0 });
  });
});
