import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, competitions, eventItems, fixtures, persons, signUps } from '../../src/db/schema/index.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Fixture = {
  id: number;
  round: number;
  home_id: number | null;
  away_id: number | null;
  bye: number;
  status: string;
  home_score: number | null;
  away_score: number | null;
  live_home_score: number | null;
  live_away_score: number | null;
  live_started_at: string | null;
  version: number;
};
type Row = { sign_up_id: number; played: number; points: number; scored: number };

const errnoOf = (res: LightMyRequestResponse) => json(res).errno;
const resultOf = <T>(res: LightMyRequestResponse): T => {
  const body = json<T & object>(res);
  assert.equal(body.errno, 0, res.body);
  return body.result as T;
};

export function liveScoresSuite(ctx: TestContext) {
  describe('live scores (直播比分)', () => {
    let owner: Client;
    let other: Client;
    let athlete: Client;
    let referee: Client;
    let referee2: Client;
    let refereeId = 0;
    let competitionId = 0;
    let phaseId = 0;
    let games: Fixture[] = [];

    const db = () => ctx.app.database.db;
    const anonymous = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/admin/schedule/live', payload });
    const live = (as: Client, f: { id: number; version: number }, action: string, extra: Record<string, unknown> = {}) =>
      as.post('/api/admin/schedule/live', { fixture_id: f.id, action, version: f.version, ...extra });
    const fixture = async (id: number) => {
      const list = resultOf<{ list: Fixture[] }>(await owner.get(`/api/admin/schedule/phase_match?phase_id=${phaseId}`)).list;
      return list.find((f) => f.id === id)!;
    };
    const standings = async () =>
      resultOf<{ tables: { rows: Row[] }[] }>(await owner.get(`/api/admin/schedule/integral?phase_id=${phaseId}`)).tables[0].rows;
    const publicLive = async () => resultOf<{ list: Fixture[] }>(await ctx.app.inject({ method: 'GET', url: `/api/official/competition/live?id=${competitionId}` })).list;
    const liveActions = async (id: number) =>
      (await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, `fixture:${id}`)).orderBy(asc(auditLog.id))).map((r) => r.action).filter((a) => a.startsWith('fixture.live'));

    /** An approved event item with `n` entries and one generated phase of `format`; returns the phase's fixtures. */
    const phaseOf = async (n: number, format: 'league' | 'knockout') => {
      const [row] = await db().insert(eventItems).values({ competitionId, name: unique('项目'), entryType: 'team' }).returning({ id: eventItems.id });
      await db()
        .insert(signUps)
        .values(Array.from({ length: n }, (_, i) => ({ competitionId, eventItemId: row.id, entrantName: `直播队${i + 1}`, entryType: 'team', status: 'approved' as const, seed: i + 1 })));
      const id = resultOf<{ id: number }>(await owner.post('/api/admin/schedule/create_phase', { event_item_id: row.id, name: format === 'league' ? '联赛' : '淘汰赛', format })).id;
      resultOf(await owner.post('/api/admin/schedule/create_schedule', { phase_id: id, seed: 'live-seed' }));
      return { id, list: resultOf<{ list: Fixture[] }>(await owner.get(`/api/admin/schedule/phase_match?phase_id=${id}`)).list };
    };

    before(async () => {
      const [a, b] = await db()
        .insert(institutions)
        .values([
          { name: unique('直播测试机构'), institutionType: 1 },
          { name: unique('直播另一机构'), institutionType: 1 },
        ])
        .returning({ id: institutions.id });
      const o = await createUser(ctx.app, { manages: [{ institutionId: a.id }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: b.id }] });
      const r1 = await createUser(ctx.app, { isPerson: true });
      const r2 = await createUser(ctx.app, { isPerson: true });
      refereeId = r1.user.id;
      await db()
        .insert(persons)
        .values([
          { userId: r1.user.id, kind: 'referee', realName: '孙裁判', gender: 1, status: 'approved' },
          { userId: r2.user.id, kind: 'referee', realName: '李裁判', gender: 2, status: 'approved' },
        ]);
      owner = await login(ctx.app, o.account, o.password);
      other = await login(ctx.app, x.account, x.password);
      athlete = await login(ctx.app, 'athlete');
      referee = await login(ctx.app, r1.account, r1.password);
      referee2 = await login(ctx.app, r2.account, r2.password);
      const [c] = await db()
        .insert(competitions)
        .values({ institutionId: a.id, cType: 1, name: unique('直播测试杯'), sport: '足球', startAt: new Date('2026-09-01T01:00:00Z'), endAt: new Date('2026-09-30T10:00:00Z'), status: 'approved' })
        .returning({ id: competitions.id });
      competitionId = c.id;
      const league = await phaseOf(3, 'league');
      phaseId = league.id;
      games = league.list;
      assert.equal(games.length, 3);
      // the first game is refereed by 孙裁判 only
      resultOf(await owner.post('/api/admin/schedule/match_info/save', { id: games[0].id, referee_ids: [refereeId] }));
    });

    it('refuses everyone but organisers and the assigned referee, and changes nothing', async () => {
      const f = games[0];
      const forbidden = await live(referee2, f, 'start');
      assert.equal(errnoOf(forbidden), 40300);
      assert.equal(forbidden.statusCode, 200);
      assert.equal((await live(other, f, 'start')).statusCode, 404);
      assert.equal((await live(athlete, f, 'start')).statusCode, 404);
      assert.equal((await anonymous({ fixture_id: f.id, action: 'start', version: 0 })).statusCode, 401);
      assert.equal((await live(owner, { id: 2_000_000_000, version: 0 }, 'start')).statusCode, 404);
      // the assigned referee may act on this game only (another game: 40300, like score entry)
      assert.equal(errnoOf(await live(referee, games[1], 'start')), 40300);
      const after = await fixture(f.id);
      assert.equal(after.status, 'scheduled');
      assert.equal(after.version, 0);
      assert.equal(after.live_home_score, null);
      assert.deepEqual(await liveActions(f.id), []);
    });

    it('refuses to update or stop a game not started and a bad action or score', async () => {
      const f = games[0];
      const update = await live(owner, f, 'update', { home_score: 1, away_score: 0 });
      assert.equal(errnoOf(update), 40000);
      assert.equal(firstMsg(update), '比赛尚未开始');
      assert.equal(firstMsg(await live(owner, f, 'stop')), '比赛尚未开始');
      assert.equal(errnoOf(await live(owner, f, 'finish')), 42200);
      assert.equal(errnoOf(await live(owner, f, 'start', { version: -1 })), 42200);
      // a stale version changes nothing
      const stale = await live(referee, { id: f.id, version: 5 }, 'start');
      assert.equal(errnoOf(stale), 40000);
      assert.equal(firstMsg(stale), '比分已被他人修改，请刷新后重试');
      assert.equal((await fixture(f.id)).status, 'scheduled');
    });

    it('starts, updates and shows the running score publicly; standings count only the final score', async () => {
      const f = games[0];
      const startedAt = Date.now();
      const started = resultOf<{ changed: number; fixture: Fixture }>(await live(referee, f, 'start'));
      assert.equal(started.changed, 1);
      assert.equal(started.fixture.status, 'live');
      assert.equal(started.fixture.live_home_score, 0);
      assert.equal(started.fixture.live_away_score, 0);
      assert.ok(Math.abs(Date.parse(started.fixture.live_started_at!) - startedAt) < 60_000);
      assert.equal(started.fixture.home_score, null);
      assert.equal(started.fixture.version, 1);
      const again = await live(owner, started.fixture, 'start');
      assert.equal(firstMsg(again), '比赛已经开始');

      const negative = await live(referee, started.fixture, 'update', { home_score: -1, away_score: 0 });
      assert.equal(errnoOf(negative), 42200);
      assert.equal(firstMsg(negative), '比分不能为负数');
      const missing = await live(referee, started.fixture, 'update', { home_score: 1 });
      assert.equal(errnoOf(missing), 42200);
      assert.equal(firstMsg(missing), '请填写双方比分');
      assert.equal(errnoOf(await live(referee, started.fixture, 'update', { home_score: 1.5, away_score: 0 })), 42200);
      assert.equal((await fixture(f.id)).version, 1);

      const one = resultOf<{ changed: number; fixture: Fixture }>(await live(referee, started.fixture, 'update', { home_score: 1, away_score: 0 }));
      assert.equal(one.fixture.version, 2);
      assert.equal(one.fixture.live_home_score, 1);
      // the same running score again (a retry with the old version) changes nothing
      const retry = resultOf<{ changed: number; fixture: Fixture }>(await live(referee, started.fixture, 'update', { home_score: 1, away_score: 0 }));
      assert.equal(retry.changed, 0);
      assert.equal(retry.fixture.version, 2);
      // another score with the old version: someone changed it meanwhile
      assert.equal(firstMsg(await live(owner, started.fixture, 'update', { home_score: 1, away_score: 1 })), '比分已被他人修改，请刷新后重试');
      const two = resultOf<{ fixture: Fixture }>(await live(owner, one.fixture, 'update', { home_score: 3, away_score: 1 }));
      assert.equal(two.fixture.live_started_at, started.fixture.live_started_at);

      // the public live view shows the running score; the final score columns stay empty
      const shown = (await publicLive()).find((x) => x.id === f.id)!;
      assert.equal(shown.status, 'live');
      assert.deepEqual([shown.live_home_score, shown.live_away_score, shown.home_score, shown.away_score], [3, 1, null, null]);
      const schedule = resultOf<{ items: { phases: { fixtures: Fixture[] }[] }[] }>(
        await ctx.app.inject({ method: 'GET', url: `/api/official/competition/schedule?id=${competitionId}` }),
      );
      const inSchedule = schedule.items.flatMap((i) => i.phases.flatMap((p) => p.fixtures)).find((x) => x.id === f.id)!;
      assert.deepEqual([inSchedule.live_home_score, inSchedule.live_away_score], [3, 1]);
      // standings ignore a game in progress
      assert.ok((await standings()).every((r) => r.played === 0 && r.points === 0));
      const phase = resultOf<{ list: { finished_count: number }[] }>(await owner.get(`/api/admin/schedule/phase?id=${phaseId}`)).list[0];
      assert.equal(phase.finished_count, 0);

      // the final score (a different one) finishes the game and clears the running score
      const final = resultOf<{ fixture: Fixture }>(
        await referee.post('/api/admin/schedule/score', { fixture_id: f.id, home_score: 2, away_score: 1, version: two.fixture.version }),
      );
      assert.equal(final.fixture.status, 'finished');
      assert.deepEqual([final.fixture.live_home_score, final.fixture.live_away_score, final.fixture.live_started_at], [null, null, null]);
      const rows = await standings();
      const home = rows.find((r) => r.sign_up_id === f.home_id)!;
      const away = rows.find((r) => r.sign_up_id === f.away_id)!;
      assert.deepEqual([home.played, home.points, home.scored], [1, 3, 2]);
      assert.deepEqual([away.played, away.points, away.scored], [1, 0, 1]);
      assert.equal((await publicLive()).some((x) => x.id === f.id), false);

      // a finished game cannot be started, updated or taken back
      assert.equal(firstMsg(await live(owner, final.fixture, 'start')), '比赛已结束');
      assert.equal(firstMsg(await live(owner, final.fixture, 'update', { home_score: 4, away_score: 1 })), '比赛已结束');
      assert.equal(firstMsg(await live(owner, final.fixture, 'stop')), '比赛已结束，不能取消开始');
      assert.deepEqual(await liveActions(f.id), ['fixture.live_start', 'fixture.live_update', 'fixture.live_update']);
    });

    it('takes back a start made by mistake', async () => {
      const f = games[1];
      const started = resultOf<{ fixture: Fixture }>(await live(owner, f, 'start'));
      const updated = resultOf<{ fixture: Fixture }>(await live(owner, started.fixture, 'update', { home_score: 0, away_score: 2 }));
      assert.equal(firstMsg(await live(owner, started.fixture, 'stop')), '比分已被他人修改，请刷新后重试');
      // the assigned referee of another game may not take it back
      assert.equal(errnoOf(await live(referee, updated.fixture, 'stop')), 40300);
      const stopped = resultOf<{ changed: number; fixture: Fixture }>(await live(owner, updated.fixture, 'stop'));
      assert.equal(stopped.changed, 1);
      assert.equal(stopped.fixture.status, 'scheduled');
      assert.deepEqual([stopped.fixture.live_home_score, stopped.fixture.live_away_score, stopped.fixture.live_started_at], [null, null, null]);
      assert.equal(stopped.fixture.version, 3);
      const [row] = await db().select().from(fixtures).where(and(eq(fixtures.id, f.id), eq(fixtures.status, 'scheduled')));
      assert.equal(row.liveHomeScore, null);
      assert.equal((await publicLive()).some((x) => x.id === f.id), false);
      assert.deepEqual(await liveActions(f.id), ['fixture.live_start', 'fixture.live_update', 'fixture.live_stop']);
      // and it can be started again later
      assert.equal(resultOf<{ fixture: Fixture }>(await live(owner, stopped.fixture, 'start')).fixture.status, 'live');
    });

    it('a game in progress keeps its phase from being regenerated, changed or deleted', async () => {
      const fresh = await phaseOf(4, 'league');
      resultOf(await live(owner, fresh.list[0], 'start'));
      assert.equal(firstMsg(await owner.post('/api/admin/schedule/create_schedule', { phase_id: fresh.id, seed: 'other' })), '已有比赛录入成绩，不能重新生成赛程');
      const put = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/schedule/phase',
        payload: { id: fresh.id, format: 'knockout' },
        headers: { cookie: owner.cookie, 'x-csrf-token': owner.token },
      });
      assert.equal(firstMsg(put), '已有比赛录入成绩，只能修改阶段名称和说明');
      const del = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/schedule/phase?id=${fresh.id}`, headers: { cookie: owner.cookie, 'x-csrf-token': owner.token } });
      assert.equal(firstMsg(del), '已有比赛录入成绩，不能删除阶段');
      const [row] = await db().select().from(fixtures).where(eq(fixtures.id, fresh.list[0].id));
      assert.equal(row.status, 'live');
    });

    it('the demo seed has a live quarter-final with a running score that standings do not count', async () => {
      const [threes] = await db().select({ id: competitions.id }).from(competitions).where(eq(competitions.name, '2026年浙江省三人篮球联赛'));
      const list = resultOf<{ list: Fixture[] }>(await ctx.app.inject({ method: 'GET', url: `/api/official/competition/live?id=${threes.id}` })).list;
      const playing = list.find((f) => f.status === 'live')!;
      assert.deepEqual([playing.live_home_score, playing.live_away_score, playing.home_score, playing.away_score], [12, 9, null, null]);
      assert.ok(playing.live_started_at);
    });

    it('refuses byes and games whose entrants are not known yet', async () => {
      const knockout = await phaseOf(3, 'knockout');
      const bye = knockout.list.find((f) => f.bye === 1)!;
      const open = knockout.list.find((f) => f.bye === 0 && (f.home_id === null || f.away_id === null))!;
      const byeRes = await live(owner, bye, 'start');
      assert.equal(errnoOf(byeRes), 40000);
      assert.equal(firstMsg(byeRes), '轮空场次无需比赛');
      assert.equal(firstMsg(await live(owner, open, 'start')), '对阵双方尚未确定');
      const after = resultOf<{ list: Fixture[] }>(await owner.get(`/api/admin/schedule/phase_match?phase_id=${knockout.id}`)).list;
      assert.ok(after.every((x) => x.status !== 'live' && x.live_home_score === null && x.version === 0));
    });
  });
}
