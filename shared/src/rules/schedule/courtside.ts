/**
 * 场边计分 (courtside scoring) queue, pure: what a referee enters on the phone pad is kept in a local queue
 * (IndexedDB in the browser, mf-competition/src/features/courtside) and sent in order when there is a network.
 *
 * Every entry carries the fixture version it was made on, so the server accepts it only against that version
 * (score entry and live scores refuse a stale version: STALE_VERSION). Entries of one fixture form a chain: the
 * first is applied on the version the phone last saw; each later one on the version the server returned for the one
 * before it (`after`). A refusal that is not a repeat of what the server already holds becomes a conflict the
 * referee settles by choosing one of the two values; nothing is overwritten without that choice.
 */
export type CourtsideAction = 'start' | 'live' | 'final';

export interface CourtsideSet {
  home: number;
  away: number;
}

/** What the pad enters for a fixture (start: 0:0). */
export interface CourtsideDraft {
  fixtureId: number;
  action: CourtsideAction;
  home: number;
  away: number;
  /** The finished sets (final entries of items scored by sets). */
  sets?: CourtsideSet[] | null;
  /** 犯规 counted on the pad (items whose score rule ranks by fair play): the fair-play points of the final. */
  homeFouls?: number;
  awayFouls?: number;
}

/** The fixture as the server last answered it (the fields the queue compares). */
export interface CourtsideFixture {
  id: number;
  status: 'scheduled' | 'live' | 'finished';
  home_score: number | null;
  away_score: number | null;
  sets: CourtsideSet[] | null;
  live_home_score: number | null;
  live_away_score: number | null;
  version: number;
}

export interface CourtsideConflict {
  /** The server's refusal, e.g. 比分已被他人修改，请刷新后重试. */
  message: string;
  /** The fixture as the server holds it now. */
  server: CourtsideFixture;
}

export interface CourtsideEntry extends CourtsideDraft {
  /** Unique (crypto.randomUUID), also the order of entry within a fixture's chain. */
  id: string;
  /** The signed-in user who entered it: only they send it. */
  userId: number;
  /** The version the entry is applied on; ignored while `after` names an unsent entry. */
  version: number;
  /** The previous unsent entry of the same fixture, whose result gives this entry's version; null: ready. */
  after: string | null;
  /** 修改原因 sent with a final score that corrects a result (only after the referee kept their value). */
  reason?: string;
  enteredAt: string;
  conflict?: CourtsideConflict;
}

/** 修改原因 of a final score the referee kept against a result entered meanwhile (recorded in 比分记录). */
export const COURTSIDE_KEEP_REASON = '裁判场边确认：保留场边录入的比分';

const sameSets = (a: readonly CourtsideSet[] | null | undefined, b: readonly CourtsideSet[] | null | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b && b.length ? b : null);

/**
 * Adds a draft to the queue. A running score (live) or a final score replaces the fixture's last unsent entry when
 * that one is a running score or a final score not being sent (`busyId`) and not in conflict: only the latest
 * running score matters to viewers, and a final score makes a running score before it pointless. Otherwise it is
 * chained after the fixture's last unsent entry, or made on `fixture.version` when there is none.
 */
export function queueEntry(
  queue: readonly CourtsideEntry[],
  draft: CourtsideDraft,
  fixture: Pick<CourtsideFixture, 'version'>,
  meta: { id: string; userId: number; enteredAt: string; busyId?: string | null },
): CourtsideEntry[] {
  const own = queue.filter((e) => e.fixtureId === draft.fixtureId && e.userId === meta.userId);
  const last = own.at(-1);
  if (last && last.id !== meta.busyId && !last.conflict && last.action !== 'start' && draft.action !== 'start') {
    const replaced: CourtsideEntry = { ...last, ...draft, sets: draft.sets ?? null, enteredAt: meta.enteredAt, id: last.id };
    return queue.map((e) => (e.id === last.id ? replaced : e));
  }
  const entry: CourtsideEntry = {
    ...draft,
    sets: draft.sets ?? null,
    id: meta.id,
    userId: meta.userId,
    version: last ? last.version : fixture.version,
    after: last ? last.id : null,
    enteredAt: meta.enteredAt,
  };
  return [...queue, entry];
}

/** Entries ready to send now, oldest first: not waiting for an earlier entry, not in conflict. */
export function readyEntries(queue: readonly CourtsideEntry[], userId: number): CourtsideEntry[] {
  return queue.filter((e) => e.userId === userId && e.after === null && !e.conflict);
}

/** The request that applies an entry: the live-score route (start, running score) or score entry (final). */
export function entryRequest(entry: CourtsideEntry):
  | { path: '/admin/schedule/live'; body: { fixture_id: number; action: 'start' | 'update'; home_score?: number; away_score?: number; version: number } }
  | {
      path: '/admin/schedule/score';
      body: {
        fixture_id: number;
        home_score: number;
        away_score: number;
        sets?: CourtsideSet[];
        home_fair_play?: number;
        away_fair_play?: number;
        version: number;
        reason?: string;
      };
    } {
  if (entry.action === 'start') return { path: '/admin/schedule/live', body: { fixture_id: entry.fixtureId, action: 'start', version: entry.version } };
  if (entry.action === 'live')
    return { path: '/admin/schedule/live', body: { fixture_id: entry.fixtureId, action: 'update', home_score: entry.home, away_score: entry.away, version: entry.version } };
  return {
    path: '/admin/schedule/score',
    body: {
      fixture_id: entry.fixtureId,
      home_score: entry.home,
      away_score: entry.away,
      ...(entry.sets && entry.sets.length ? { sets: entry.sets } : {}),
      ...(entry.homeFouls || entry.awayFouls ? { home_fair_play: entry.homeFouls ?? 0, away_fair_play: entry.awayFouls ?? 0 } : {}),
      version: entry.version,
      ...(entry.reason ? { reason: entry.reason } : {}),
    },
  };
}

/** The entry was applied (or the server already held it): it leaves the queue and the next one of its chain is made on `version`. */
export function settleEntry(queue: readonly CourtsideEntry[], entryId: string, version: number): CourtsideEntry[] {
  return queue.filter((e) => e.id !== entryId).map((e) => (e.after === entryId ? { ...e, after: null, version } : e));
}

/**
 * What a refused entry means, given the fixture as the server holds it now: `settled` when the server already holds
 * what the entry says (a start of a game that is live, the same running score, the same final score: a retried
 * request whose answer was lost), else `conflict`.
 */
export function refusalOutcome(entry: CourtsideEntry, server: CourtsideFixture): 'settled' | 'conflict' {
  if (entry.action === 'start') return server.status === 'live' ? 'settled' : 'conflict';
  if (entry.action === 'live')
    return server.status === 'live' && server.live_home_score === entry.home && server.live_away_score === entry.away ? 'settled' : 'conflict';
  return server.status === 'finished' && server.home_score === entry.home && server.away_score === entry.away && sameSets(server.sets, entry.sets)
    ? 'settled'
    : 'conflict';
}

export function markConflict(queue: readonly CourtsideEntry[], entryId: string, conflict: CourtsideConflict): CourtsideEntry[] {
  return queue.map((e) => (e.id === entryId ? { ...e, conflict } : e));
}

/**
 * 保留我的比分: the entry is made again on the server's current version. A running score of a game the back office
 * already finished becomes a final score (a running score cannot change a finished game); a final score that
 * replaces a result carries COURTSIDE_KEEP_REASON. A start of a game that is already finished is dropped.
 */
export function keepMine(queue: readonly CourtsideEntry[], entryId: string): CourtsideEntry[] {
  const entry = queue.find((e) => e.id === entryId);
  if (!entry?.conflict) return [...queue];
  const server = entry.conflict.server;
  if (entry.action === 'start' && server.status === 'finished') return takeServer(queue, entryId);
  const finished = server.status === 'finished';
  const { conflict: _settled, ...rest } = entry;
  const kept: CourtsideEntry = {
    ...rest,
    action: finished && entry.action === 'live' ? 'final' : entry.action,
    version: server.version,
    reason: finished ? COURTSIDE_KEEP_REASON : entry.reason,
  };
  return queue.map((e) => (e.id === entryId ? kept : e));
}

/** 采用后台比分: the entry and every later entry of its chain leave the queue; the pad shows the server's values. */
export function takeServer(queue: readonly CourtsideEntry[], entryId: string): CourtsideEntry[] {
  const dropped = new Set([entryId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const e of queue)
      if (e.after && dropped.has(e.after) && !dropped.has(e.id)) {
        dropped.add(e.id);
        grew = true;
      }
  }
  return queue.filter((e) => !dropped.has(e.id));
}

/** What the pad shows for a fixture: the server's values with the fixture's unsent entries applied in order. */
export interface PadScore {
  status: CourtsideFixture['status'];
  home: number;
  away: number;
  sets: CourtsideSet[];
  homeFouls: number;
  awayFouls: number;
  /** Entries of this fixture not yet accepted by the server. */
  pending: number;
  conflict: CourtsideEntry | null;
}

export function padScore(fixture: CourtsideFixture & { home_fair_play?: number; away_fair_play?: number }, queue: readonly CourtsideEntry[]): PadScore {
  const finished = fixture.status === 'finished';
  const view: PadScore = {
    status: fixture.status,
    home: (finished ? fixture.home_score : fixture.live_home_score) ?? 0,
    away: (finished ? fixture.away_score : fixture.live_away_score) ?? 0,
    sets: fixture.sets ? [...fixture.sets] : [],
    homeFouls: fixture.home_fair_play ?? 0,
    awayFouls: fixture.away_fair_play ?? 0,
    pending: 0,
    conflict: null,
  };
  for (const e of queue) {
    if (e.fixtureId !== fixture.id) continue;
    view.pending += 1;
    if (e.conflict && !view.conflict) view.conflict = e;
    if (e.action === 'start') {
      if (view.status === 'scheduled') Object.assign(view, { status: 'live', home: 0, away: 0 });
      continue;
    }
    view.home = e.home;
    view.away = e.away;
    if (e.action === 'final') {
      view.status = 'finished';
      view.sets = e.sets ? [...e.sets] : [];
      view.homeFouls = e.homeFouls ?? 0;
      view.awayFouls = e.awayFouls ?? 0;
    } else if (view.status === 'scheduled') view.status = 'live';
  }
  return view;
}
