import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { competitions, eventItems, signUps } from '../../src/db/schema/index.js';
import { SCORE_REPLAY_LIMIT as REPLAY_LIMIT } from 'shared/rules';
import { rowsOf } from '../../src/db/client.js';
import { scoreEventLockKey } from '../../src/repositories/score-events.js';
import { createScoreEvents, type ScoreStream } from '../../src/services/score-events.js';
import { createUser, firstMsg, institutions, json, listeningBase, login, unique, until, type Client, type TestContext } from '../helpers.js';

type Fixture = { id: number; status: string; home_id: number | null; away_id: number | null; home_score: number | null; live_home_score: number | null; version: number };
type ScoreEvent = { id: number; final: number; fixtures: Fixture[] };
type StreamEvent = { id: string; event: string; data: string };

const resultOf = <T>(res: LightMyRequestResponse): T => {
  const body = json<T & object>(res);
  assert.equal(body.errno, 0, res.body);
  return body.result as T;
};

/**
 * A viewer of the stream over a real socket: `next(n)` resolves with the next n events (comments and `retry`
 * skipped) as the server writes them; `close()` hangs up.
 */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const parse = () => {
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const e: StreamEvent = { id: '', event: 'message', data: '' };
      let isEvent = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line);
        else if (line.startsWith('id: ')) e.id = line.slice(4);
        else if (line.startsWith('event: ')) e.event = line.slice(7);
        else if (line.startsWith('data: ')) {
          e.data = line.slice(6);
          isEvent = true;
        }
      }
      if (isEvent) events.push(e);
    }
  };
  return {
    comments,
    async next(n = 1): Promise<StreamEvent[]> {
      while (events.length < n) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended after ${events.length} of ${n} events`);
        buffer += decoder.decode(value, { stream: true });
        parse();
      }
      return events.splice(0, n);
    },
    close: () => abort.abort(),
  };
}

export function scoreEventsSuite(ctx: TestContext) {
  describe('比分推送 (live scores pushed to viewers)', () => {
    let owner: Client;
    let base = '';
    let competitionId = 0;
    let draftId = 0;
    let league: Fixture[] = [];
    let leagueId = 0;
    let knockout: Fixture[] = [];
    const db = () => ctx.app.database.db;
    const streamUrl = (id: number, query = '') => `${base}/api/official/competition/live/stream?id=${id}${query}`;
    const phaseMatches = async (phaseId: number) => resultOf<{ list: Fixture[] }>(await owner.get(`/api/admin/schedule/phase_match?phase_id=${phaseId}`)).list;
    /** A league game as it is now (its version moves with each change). */
    const leagueGame = async (i: number) => (await phaseMatches(leagueId)).find((f) => f.id === league[i].id)!;
    /** Resolves once every stream of the node has detached (its viewer hung up). */
    const allDetached = async () => {
      while (ctx.app.scoreEvents.streams > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const phaseOf = async (n: number, format: 'league' | 'knockout') => {
      const [row] = await db().insert(eventItems).values({ competitionId, name: unique('推送项目'), entryType: 'team' }).returning({ id: eventItems.id });
      await db()
        .insert(signUps)
        .values(Array.from({ length: n }, (_, i) => ({ competitionId, eventItemId: row.id, entrantName: `推送队${i + 1}`, entryType: 'team', status: 'approved' as const, seed: i + 1 })));
      const id = resultOf<{ id: number }>(await owner.post('/api/admin/schedule/create_phase', { event_item_id: row.id, name: format, format })).id;
      resultOf(await owner.post('/api/admin/schedule/create_schedule', { phase_id: id, seed: 'push-seed' }));
      return { id, list: await phaseMatches(id) };
    };
    const live = (f: { id: number; version: number }, action: string, extra: Record<string, unknown> = {}) =>
      owner.post('/api/admin/schedule/live', { fixture_id: f.id, action, version: f.version, ...extra });
    const events = async (query: string) => ctx.app.inject({ method: 'GET', url: `/api/official/competition/live/events?${query}` });

    before(async () => {
      base = await listeningBase(ctx.app);
      const [inst] = await db().insert(institutions).values({ name: unique('推送测试机构'), institutionType: 1 }).returning({ id: institutions.id });
      const o = await createUser(ctx.app, { manages: [{ institutionId: inst.id }] });
      owner = await login(ctx.app, o.account, o.password);
      const values = { institutionId: inst.id, cType: 1 as const, sport: '足球', startAt: new Date('2026-09-01T01:00:00Z'), endAt: new Date('2026-09-30T10:00:00Z') };
      const [c, draft] = await db()
        .insert(competitions)
        .values([
          { ...values, name: unique('推送测试杯'), status: 'approved' },
          { ...values, name: unique('未发布杯'), status: 'draft' },
        ])
        .returning({ id: competitions.id });
      competitionId = c.id;
      draftId = draft.id;
      ({ id: leagueId, list: league } = await phaseOf(3, 'league'));
      ({ list: knockout } = await phaseOf(4, 'knockout'));
    });

    it('streams nothing of a competition the public does not see, and refuses a bad id or event id', async () => {
      for (const id of [draftId, 2_000_000_000]) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/official/competition/live/stream?id=${id}` });
        assert.equal(res.statusCode, 404);
        assert.notEqual(json(res).errno, 0);
        assert.equal((await events(`id=${id}`)).statusCode, 404);
      }
      for (const query of ['id=0', 'id=abc', `id=${competitionId}&last_event_id=-1`, `id=${competitionId}&last_event_id=1e99`]) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/official/competition/live/stream?${query}` });
        assert.equal(json(res).errno, 42200, query);
        assert.ok(firstMsg(res), query);
      }
      assert.equal(json(await events(`id=${competitionId}&after=x`)).errno, 42200);
    });

    it('pushes a start, a running score and a final score to a viewer as they are saved, in order', { timeout: 60_000 }, async () => {
      const viewer = await openStream(streamUrl(competitionId));
      try {
        const game = league[0];
        resultOf(await live(game, 'start'));
        resultOf(await live({ id: game.id, version: game.version + 1 }, 'update', { home_score: 2, away_score: 1 }));
        const [started, running] = await viewer.next(2);
        assert.equal(started.event, 'score');
        const s = JSON.parse(started.data) as ScoreEvent;
        assert.equal(String(s.id), started.id);
        assert.equal(s.final, 0);
        assert.deepEqual(
          s.fixtures.map((f) => [f.id, f.status, f.live_home_score]),
          [[game.id, 'live', 0]],
        );
        const r = JSON.parse(running.data) as ScoreEvent;
        assert.ok(r.id > s.id);
        assert.equal(r.fixtures[0].live_home_score, 2);

        const now = await leagueGame(0);
        resultOf(await owner.post('/api/admin/schedule/score', { fixture_id: game.id, home_score: 3, away_score: 1, version: now.version }));
        const [final] = await viewer.next();
        const f = JSON.parse(final.data) as ScoreEvent;
        assert.equal(f.final, 1);
        assert.equal(f.fixtures[0].status, 'finished');
        assert.equal(f.fixtures[0].home_score, 3);
      } finally {
        viewer.close();
      }
    });

    it('sends the fixture a knockout winner moved into with the score', { timeout: 60_000 }, async () => {
      const viewer = await openStream(streamUrl(competitionId));
      try {
        const semi = knockout.find((f) => f.home_id !== null && f.away_id !== null && f.status === 'scheduled')!;
        resultOf(await owner.post('/api/admin/schedule/score', { fixture_id: semi.id, home_score: 1, away_score: 0, version: semi.version }));
        const [e] = await viewer.next();
        const event = JSON.parse(e.data) as ScoreEvent;
        assert.equal(event.fixtures[0].id, semi.id);
        assert.ok(event.fixtures.length >= 2, 'the next round is in the event');
        assert.ok(event.fixtures.slice(1).some((f) => f.home_id === semi.home_id || f.away_id === semi.home_id), 'the winner is in the next round');
      } finally {
        viewer.close();
      }
    });

    it('sends a viewer that reconnects with Last-Event-ID what it missed, and a poller the same', { timeout: 60_000 }, async () => {
      const first = await openStream(streamUrl(competitionId));
      const game = await leagueGame(1);
      resultOf(await live(game, 'start'));
      const [seen] = await first.next();
      first.close();
      // while away: two more changes
      resultOf(await live({ id: game.id, version: game.version + 1 }, 'update', { home_score: 1, away_score: 0 }));
      resultOf(await live({ id: game.id, version: game.version + 2 }, 'update', { home_score: 1, away_score: 1 }));
      const back = await openStream(streamUrl(competitionId), { 'last-event-id': seen.id });
      try {
        const missed = await back.next(2);
        assert.deepEqual(
          missed.map((m) => (JSON.parse(m.data) as ScoreEvent).fixtures[0].live_home_score),
          [1, 1],
        );
        assert.ok(Number(missed[0].id) > Number(seen.id) && Number(missed[1].id) > Number(missed[0].id));
        // and it goes on live after the replay
        resultOf(await live({ id: game.id, version: game.version + 3 }, 'stop'));
        const [stopped] = await back.next();
        assert.equal((JSON.parse(stopped.data) as ScoreEvent).fixtures[0].status, 'scheduled');

        // a poller: without `after` only where to start; with it, the same events as the stream's replay
        const start = resultOf<{ last_id: number; list: ScoreEvent[] }>(await events(`id=${competitionId}`));
        assert.equal(start.last_id, Number(stopped.id));
        assert.deepEqual(start.list, []);
        const polled = resultOf<{ last_id: number; reset: number; list: ScoreEvent[] }>(await events(`id=${competitionId}&after=${seen.id}`));
        assert.equal(polled.reset, 0);
        assert.deepEqual(
          polled.list.map((e) => e.id),
          [...missed.map((m) => Number(m.id)), Number(stopped.id)],
        );
        assert.equal(polled.last_id, Number(stopped.id));
      } finally {
        back.close();
      }
    });

    it('tells a viewer that missed more than it answers to read the page again (reset)', { timeout: 60_000 }, async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('推送重置机构'), institutionType: 1 }).returning({ id: institutions.id });
      const [c] = await db()
        .insert(competitions)
        .values({ institutionId: inst.id, cType: 1, name: unique('重置杯'), sport: '足球', startAt: new Date('2026-09-01T01:00:00Z'), endAt: new Date('2026-09-30T10:00:00Z'), status: 'approved' })
        .returning({ id: competitions.id });
      const first = await ctx.app.repos.scoreEvents.insert(c.id, { fixtures: [], final: false });
      for (let i = 0; i < REPLAY_LIMIT + 1; i += 1) await ctx.app.repos.scoreEvents.insert(c.id, { fixtures: [], final: false });
      const last = await ctx.app.repos.scoreEvents.lastId(c.id);
      const polled = resultOf<{ last_id: number; reset: number; list: ScoreEvent[] }>(await events(`id=${c.id}&after=${first}`));
      assert.deepEqual(polled, { last_id: last, reset: 1, list: [] });
      const viewer = await openStream(streamUrl(c.id, `&last_event_id=${first}`));
      try {
        const [reset] = await viewer.next();
        assert.equal(reset.event, 'reset');
        assert.equal(reset.id, String(last));
      } finally {
        viewer.close();
      }
      // one event short of the limit is answered in full
      const recent = resultOf<{ reset: number; list: ScoreEvent[] }>(await events(`id=${c.id}&after=${last - REPLAY_LIMIT}`));
      assert.equal(recent.reset, 0);
      assert.equal(recent.list.length, REPLAY_LIMIT);
    });

    it('detaches a stream when its viewer hangs up', { timeout: 60_000 }, async () => {
      const viewer = await openStream(streamUrl(competitionId));
      resultOf(await live(await leagueGame(2), 'start'));
      await viewer.next();
      assert.equal(ctx.app.scoreEvents.streams, 1);
      viewer.close();
      await allDetached();
      assert.equal(ctx.app.scoreEvents.streams, 0);
    });

    it('hands a viewer an event whose news came after a later one\'s, in id order (a node slow to publish)', async () => {
      const events = createScoreEvents({ db: db(), repos: ctx.app.repos, redis: null, channel: 'unused', log: ctx.app.log });
      let last = await ctx.app.repos.scoreEvents.lastId(competitionId);
      const got: number[] = [];
      const detach = events.attach(competitionId, {
        get last() {
          return last;
        },
        event: (e) => {
          if (e.id <= last) return;
          last = e.id;
          got.push(e.id);
        },
        beat: () => undefined,
        end: () => undefined,
      });
      try {
        // stored and committed by a node that has not published it yet
        const late = await ctx.app.repos.scoreEvents.insert(competitionId, { fixtures: [], final: false });
        await events.publish(competitionId, [], false);
        const latest = await ctx.app.repos.scoreEvents.lastId(competitionId);
        await until('both events handed over', () => got.length === 2);
        assert.deepEqual(got, [late, latest]);
        assert.ok(latest > late);
      } finally {
        detach();
        await events.close();
      }
    });

    it('numbers a competition\'s events in commit order: a second one waits for the first one\'s commit (PostgreSQL)', async (t) => {
      if (ctx.app.database.kind !== 'postgres') {
        t.skip('PGlite runs one connection: concurrency is only meaningful on PostgreSQL');
        return;
      }
      const repo = ctx.app.repos.scoreEvents;
      const key = scoreEventLockKey(competitionId);
      const waiting = () =>
        db()
          .execute(
            sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database()) and objid::bigint = (hashtext(${key})::bigint & 4294967295)`,
          )
          .then((r) => rowsOf<{ n: number }>(r)[0].n > 0);
      let second: Promise<number> | undefined;
      // the first event: stored under the lock and not yet committed while the second is asked for
      const first = await db().transaction(async (tx) => {
        await repo.lockCompetition(tx, competitionId);
        const id = await repo.insert(competitionId, { fixtures: [], final: false }, tx);
        second = ctx.app.scoreEvents.publish(competitionId, [], false).then(() => repo.lastId(competitionId));
        await until('the second event to wait for the lock', waiting);
        return id;
      });
      const secondId = await second!;
      assert.ok(secondId > first, `${secondId} after ${first}`);
      assert.deepEqual(
        (await repo.since(competitionId, first - 1, 10)).map((e) => e.id),
        [first, secondId],
      );
    });

    it('beats every open stream while one is open, and stops beating when none is', (t) => {
      t.mock.timers.enable({ apis: ['setTimeout'] });
      const events = createScoreEvents({ db: db(), repos: ctx.app.repos, redis: null, channel: 'unused', log: ctx.app.log, heartbeatMs: 1000 });
      const beats: string[] = [];
      const stream = (name: string): ScoreStream => ({ last: 0, event: () => undefined, beat: () => beats.push(name), end: () => undefined });
      const detachA = events.attach(competitionId, stream('a'));
      const detachB = events.attach(draftId, stream('b'));
      t.mock.timers.tick(1000);
      assert.deepEqual(beats.sort(), ['a', 'b']);
      detachA();
      t.mock.timers.tick(1000);
      assert.deepEqual(beats.sort(), ['a', 'b', 'b']);
      detachB();
      t.mock.timers.tick(5000);
      assert.equal(beats.length, 3);
      assert.equal(events.streams, 0);
    });
  });
}
