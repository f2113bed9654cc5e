import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { competitionManagers, competitions, eventItems, records, resultHistory, results, scoreRules, signUps } from '../../src/db/schema/index.js';
import { RECORD_MSG } from 'shared/rules';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Entry = { sign_up_id: number; entrant_name: string; result_id: number | null; value: number | null; status: string | null; version: number; place: number | null };
type RecordRow = { id: number; status: string; value: number; holder_name: string; previous_id: number | null; reason: string; result_id: number | null; current_value: number | null };

const errnoOf = (res: LightMyRequestResponse) => json(res).errno;

/** A competition with one timed item (score rule lower is better, 2 decimals) and entries, written directly. */
export async function createMeasuredCompetition(
  app: FastifyInstance,
  o: { institutionId: number; sport: string; status?: string; itemName?: string; entrants?: string[]; direction?: 'lower' | 'higher'; model?: string },
) {
  const db = app.database.db;
  const [c] = await db
    .insert(competitions)
    .values({
      institutionId: o.institutionId,
      cType: 1,
      name: unique('成绩测试赛'),
      sport: o.sport,
      startAt: new Date('2026-06-01T00:00:00Z'),
      endAt: new Date('2026-06-02T00:00:00Z'),
      location: '测试体育场',
      status: o.status ?? 'approved',
      isFiling: true,
    })
    .returning({ id: competitions.id, name: competitions.name });
  const [item] = await db
    .insert(eventItems)
    .values({ competitionId: c.id, name: o.itemName ?? '男子100米', gender: 1, ageGroup: '成年组' })
    .returning({ id: eventItems.id });
  await db.insert(scoreRules).values({ eventItemId: item.id, competitionId: c.id, model: o.model ?? 'timed', direction: o.direction ?? 'lower', precision: 2 });
  const names = o.entrants ?? ['张一', '李二', '王三', '赵四'];
  const entries = await db
    .insert(signUps)
    .values(names.map((n, i) => ({ competitionId: c.id, eventItemId: item.id, entrantName: n, affiliation: `单位${i + 1}`, gender: 1, status: 'approved' as const })))
    .returning({ id: signUps.id });
  const [pending] = await db
    .insert(signUps)
    .values({ competitionId: c.id, eventItemId: item.id, entrantName: '待审核者', status: 'pending' })
    .returning({ id: signUps.id });
  return { competitionId: c.id, institutionId: o.institutionId, competitionName: c.name, itemId: item.id, entries: entries.map((e) => e.id), pendingEntry: pending.id };
}

export function resultsSuite(ctx: TestContext) {
  describe('results, highest records and results management', () => {
    let admin: Client;
    let owner: Client;
    let granted: Client;
    let other: Client;
    let athlete: Client;
    let ownInstitution = 0;
    let sport = '';
    let comp: Awaited<ReturnType<typeof createMeasuredCompetition>>;

    const save = (as: Client, body: Record<string, unknown>) => as.post('/api/admin/result', { event_item_id: comp.itemId, ...body });
    const entries = async (as: Client = owner) => json<{ list: Entry[]; model: string; direction: string }>(await as.get(`/api/admin/result/list?event_item_id=${comp.itemId}`)).result;
    const resultCount = async () => (await ctx.app.database.db.select({ n: count() }).from(results).where(eq(results.eventItemId, comp.itemId)))[0].n;
    const recordsOf = async () =>
      json<{ list: RecordRow[] }>(await admin.get(`/api/admin/records/history?sport=${encodeURIComponent(sport)}&item_name=${encodeURIComponent('男子100米')}&gender=1&age_group=${encodeURIComponent('成年组')}`)).result.list;

    before(async () => {
      const db = ctx.app.database.db;
      const [a, b] = await db
        .insert(institutions)
        .values([
          { name: unique('成绩测试机构'), institutionType: 2 },
          { name: unique('其他成绩机构'), institutionType: 2 },
        ])
        .returning({ id: institutions.id });
      ownInstitution = a.id;
      sport = unique('田径');
      comp = await createMeasuredCompetition(ctx.app, { institutionId: ownInstitution, sport });
      const o = await createUser(ctx.app, { manages: [{ institutionId: a.id }] });
      const g = await createUser(ctx.app, { manages: [{ institutionId: b.id }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: b.id }] });
      await db.insert(competitionManagers).values({ competitionId: comp.competitionId, userId: g.user.id });
      owner = await login(ctx.app, o.account, o.password);
      granted = await login(ctx.app, g.account, g.password);
      other = await login(ctx.app, x.account, x.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      athlete = await login(ctx.app, 'athlete');
    });

    it('enters results and ranks them by the score rule (ties share a place, DNF last, no result after)', async () => {
      const [a, b, c, d] = comp.entries;
      assert.equal(errnoOf(await save(owner, { sign_up_id: a, value: 10.5, status: 'ok' })), 0);
      assert.equal(errnoOf(await save(granted, { sign_up_id: b, value: 10.2, status: 'ok' })), 0);
      assert.equal(errnoOf(await save(owner, { sign_up_id: c, status: 'DNF' })), 0);
      const list = await entries();
      assert.equal(list.model, 'timed');
      assert.deepEqual(
        list.list.map((e) => [e.sign_up_id, e.place, e.status]),
        [
          [b, 1, 'ok'],
          [a, 2, 'ok'],
          [c, null, 'DNF'],
          [d, null, null],
        ],
      );
      assert.ok(!list.list.some((e) => e.sign_up_id === comp.pendingEntry), 'only approved entries are entrants');
      // the same value again changes nothing and needs no reason
      const again = await save(owner, { sign_up_id: a, value: 10.5, status: 'ok' });
      assert.equal(errnoOf(again), 0);
      assert.equal(json<{ version: number }>(again).result.version, 1);
      await save(owner, { sign_up_id: d, value: 10.2, status: 'ok' });
      const tied = (await entries()).list.filter((e) => e.status === 'ok').map((e) => e.place);
      assert.deepEqual(tied, [1, 1, 3]);
    });

    it('refuses bad input in Chinese and changes nothing', async () => {
      const [a] = comp.entries;
      const before = await resultCount();
      const cases: [Record<string, unknown>, number, string][] = [
        [{ sign_up_id: a, value: -1, status: 'ok', reason: '更正' }, 42200, '成绩不能为负数'],
        [{ sign_up_id: a, status: 'ok', reason: '更正' }, 42200, '请填写成绩'],
        [{ sign_up_id: a, value: null, status: 'ok', reason: '更正' }, 42200, '请填写成绩'],
        [{ sign_up_id: a, value: 2_000_000, status: 'ok', reason: '更正' }, 42200, '成绩数值超出合理范围'],
        [{ sign_up_id: a, value: 0, status: 'ok', reason: '更正' }, 42200, '成绩数值超出合理范围'],
        [{ sign_up_id: a, value: 10.123, status: 'ok', reason: '更正' }, 42200, '成绩最多保留2位小数'],
        [{ sign_up_id: comp.pendingEntry, value: 11, status: 'ok' }, 40000, '只能为审核通过的报名录入成绩'],
        [{ sign_up_id: a, value: 11, status: 'maybe' }, 42200, ''],
      ];
      for (const [body, errno, msg] of cases) {
        const res = await save(owner, body);
        assert.equal(errnoOf(res), errno, res.body);
        if (msg) assert.equal(firstMsg(res), msg);
      }
      const elsewhere = await createMeasuredCompetition(ctx.app, { institutionId: ownInstitution, sport });
      const wrongItem = await save(owner, { sign_up_id: elsewhere.entries[0], value: 11, status: 'ok' });
      assert.equal(errnoOf(wrongItem), 42200);
      assert.equal(firstMsg(wrongItem), '报名不属于该项目');
      assert.equal(await resultCount(), before);
      assert.equal((await entries()).list.find((e) => e.sign_up_id === a)?.value, 10.5);
    });

    it('refuses results for items that are not timed or measured', async () => {
      const goals = await createMeasuredCompetition(ctx.app, { institutionId: ownInstitution, sport: unique('足球'), model: 'goals' });
      const res = await owner.post('/api/admin/result', { event_item_id: goals.itemId, sign_up_id: goals.entries[0], value: 1, status: 'ok' });
      assert.equal(errnoOf(res), 40000);
      assert.equal(firstMsg(res), '该项目不是计时或计量项目，请先在计分规则中设置');
    });

    it('keeps the previous value of a correction, needs a reason and refuses a stale version', async () => {
      const [a] = comp.entries;
      const current = (await entries()).list.find((e) => e.sign_up_id === a)!;
      const noReason = await save(owner, { sign_up_id: a, value: 10.4, status: 'ok', version: current.version });
      assert.equal(errnoOf(noReason), 42200);
      assert.equal(firstMsg(noReason), '更正成绩请填写原因');
      const fixed = await save(owner, { sign_up_id: a, value: 10.4, status: 'ok', version: current.version, reason: '计时器复核' });
      assert.equal(errnoOf(fixed), 0, fixed.body);
      assert.equal(json<{ version: number }>(fixed).result.version, current.version + 1);
      const stale = await save(granted, { sign_up_id: a, value: 10.3, status: 'ok', version: current.version, reason: '再次更正' });
      assert.equal(errnoOf(stale), 40000);
      assert.equal(firstMsg(stale), '成绩已被他人修改，请刷新后重试');
      const history = json<{ list: { before: { value: number } | null; after: { value: number; status: string }; reason: string; actor_name: string }[] }>(
        await owner.get(`/api/admin/result/history?id=${current.result_id}`),
      ).result.list;
      assert.equal(history.length, 2);
      assert.equal(history[0].before, null);
      assert.equal(history[1].before?.value, 10.5);
      assert.equal(history[1].after.value, 10.4);
      assert.equal(history[1].reason, '计时器复核');
      assert.equal(history[1].actor_name, '测试用户');
    });

    it('proposes records, lets the admin ratify (superseding the old one) or reject, and withdraws corrected proposals', async () => {
      // the entrants so far each beat "no record": every ok result proposed itself
      let rows = await recordsOf();
      assert.ok(rows.length >= 2);
      assert.ok(rows.every((r) => r.status === 'pending'));
      const best = rows.find((r) => r.value === 10.2)!;
      const slower = rows.find((r) => r.value === 10.4)!;
      assert.ok(!rows.some((r) => r.value === 10.5), 'a corrected result updates its proposal instead of adding one');

      const noReason = await admin.post('/api/admin/records/review', { id: slower.id, action: 'reject', reason: ' ' });
      assert.equal(errnoOf(noReason), 42200);
      assert.equal(firstMsg(noReason), '请填写驳回原因');
      assert.equal(errnoOf(await admin.post('/api/admin/records/review', { id: slower.id, action: 'ratify', reason: '' })), 0);
      // ratifying a faster one supersedes it
      assert.equal(errnoOf(await admin.post('/api/admin/records/review', { id: best.id, action: 'ratify', reason: '电子计时确认' })), 0);
      rows = await recordsOf();
      const ratified = rows.filter((r) => r.status === 'ratified');
      assert.equal(ratified.length, 1);
      assert.equal(ratified[0].id, best.id);
      assert.equal(ratified[0].previous_id, slower.id);
      assert.equal(rows.find((r) => r.id === slower.id)?.status, 'superseded');
      const again = await admin.post('/api/admin/records/review', { id: best.id, action: 'ratify' });
      assert.equal(errnoOf(again), 40000);
      assert.equal(firstMsg(again), '只有待审核的纪录可以审核');

      // a pending proposal no longer beating the new record cannot be ratified; reject it with a reason
      const tie = rows.find((r) => r.status === 'pending' && r.value === 10.2);
      if (tie) {
        const refusedTie = await admin.post('/api/admin/records/review', { id: tie.id, action: 'ratify' });
        assert.equal(firstMsg(refusedTie), '该成绩未超过当前纪录，不能认定');
        assert.equal(errnoOf(await admin.post('/api/admin/records/review', { id: tie.id, action: 'reject', reason: '与纪录持平' })), 0);
      }

      // a new, faster result proposes; correcting it to a slower time withdraws the proposal
      const [, , c] = comp.entries;
      const cur = (await entries()).list.find((e) => e.sign_up_id === c)!;
      const fast = await save(owner, { sign_up_id: c, value: 9.99, status: 'ok', version: cur.version, reason: '补录成绩' });
      const proposal = json<{ record_id: number | null }>(fast).result.record_id;
      assert.ok(proposal);
      rows = await recordsOf();
      assert.equal(rows.find((r) => r.id === proposal)?.current_value, 10.2);
      await save(owner, { sign_up_id: c, value: 10.8, status: 'ok', reason: '成绩录入错误' });
      rows = await recordsOf();
      const withdrawn = rows.find((r) => r.id === proposal)!;
      assert.equal(withdrawn.status, 'rejected');
      assert.equal(withdrawn.reason, RECORD_MSG.withdrawn);
      const [{ n }] = await ctx.app.database.db.select({ n: count() }).from(records).where(eq(records.status, 'ratified'));
      assert.ok(n >= 1);

      // public pages: only ratified records
      const tops = json<{ list: { id: number; holder_name: string; value: number }[]; total: number }>(
        await ctx.app.inject({ method: 'GET', url: `/api/competition/tops?sport=${encodeURIComponent(sport)}&gender=1&age_group=${encodeURIComponent('成年组')}` }),
      );
      assert.equal(tops.errno, 0);
      assert.deepEqual(tops.result.list.map((r) => [r.id, r.value]), [[best.id, 10.2]]);
      const items = json<{ sports: string[]; list: { sport: string; item_name: string; record_count: number }[] }>(
        await ctx.app.inject({ method: 'GET', url: `/api/competition/top_items?sport=${encodeURIComponent(sport)}` }),
      ).result;
      assert.deepEqual(items.sports, [sport]);
      assert.deepEqual(items.list, [{ sport, item_name: '男子100米', record_count: 1 }]);
      const pendingList = json<{ list: RecordRow[]; total: number }>(await admin.get(`/api/admin/records?status=pending&sport=${encodeURIComponent(sport)}`)).result;
      assert.ok(pendingList.list.every((r) => r.status === 'pending'));
      const kw = json<{ list: RecordRow[]; total: number }>(await admin.get(`/api/admin/records?keyword=${encodeURIComponent('李二')}&sport=${encodeURIComponent(sport)}`)).result;
      assert.ok(kw.list.length >= 1 && kw.list.every((r) => r.holder_name === '李二'));
    });

    it('ratifies one of two proposals of a key reviewed at the same moment', async () => {
      const raceSport = unique('游泳');
      const race = await createMeasuredCompetition(ctx.app, { institutionId: ownInstitution, sport: raceSport, itemName: '男子50米自由泳' });
      const ids: number[] = [];
      for (const [i, v] of [24.5, 24.1].entries()) {
        const res = await owner.post('/api/admin/result', { event_item_id: race.itemId, sign_up_id: race.entries[i], value: v, status: 'ok' });
        ids.push(json<{ record_id: number }>(res).result.record_id);
      }
      const answers = await Promise.all(ids.map((id) => admin.post('/api/admin/records/review', { id, action: 'ratify' })));
      const errnos = answers.map(errnoOf).sort();
      assert.ok(errnos[0] === 0, answers.map((a) => a.body).join(' '));
      const rows = json<{ list: RecordRow[] }>(
        await admin.get(`/api/admin/records/history?sport=${encodeURIComponent(raceSport)}&item_name=${encodeURIComponent('男子50米自由泳')}&gender=1&age_group=${encodeURIComponent('成年组')}`),
      ).result.list;
      assert.equal(rows.filter((r) => r.status === 'ratified').length, 1);
      // whichever came first, the faster mark ends as the record when both were ratified in turn
      if (errnos[1] === 0) assert.equal(rows.find((r) => r.status === 'ratified')?.value, 24.1);
      else assert.ok(['该成绩未超过当前纪录，不能认定', '纪录已被他人审核，请刷新后重试'].includes(answers.map((a) => firstMsg(a)).find(Boolean)!));
    });

    it('lists competitions with results for results management and the public results query', async () => {
      const adminList = json<{ list: { competition_id: number; result_count: number; items: { event_item_id: number; entrant_count: number; result_count: number }[] }[] }>(
        await admin.get(`/api/admin/grade/list?sport=${encodeURIComponent(sport)}&count=100`),
      ).result.list;
      const mine = adminList.find((c) => c.competition_id === comp.competitionId)!;
      assert.ok(mine);
      assert.equal(mine.items[0].entrant_count, 4);
      assert.equal(mine.items[0].result_count, 4);
      const ownList = json<{ list: { competition_id: number }[] }>(await owner.get('/api/admin/grade/list?count=100')).result.list;
      assert.ok(ownList.some((c) => c.competition_id === comp.competitionId));
      const grantList = json<{ list: { competition_id: number }[] }>(await granted.get('/api/admin/grade/list?count=100')).result.list;
      assert.ok(grantList.some((c) => c.competition_id === comp.competitionId));
      const otherList = json<{ list: { competition_id: number }[] }>(await other.get('/api/admin/grade/list?count=100')).result.list;
      assert.ok(!otherList.some((c) => c.competition_id === comp.competitionId));
      assert.equal(errnoOf(await athlete.get('/api/admin/grade/list')), 40300);

      const items = json<{ list: { event_item_id: number; result_count: number }[] }>(
        await ctx.app.inject({ method: 'GET', url: `/api/competition/grade_items?id=${comp.competitionId}` }),
      ).result.list;
      assert.deepEqual(items.map((i) => i.event_item_id), [comp.itemId]);
      const board = json<{ item_name: string; list: { place: number | null; entrant_name: string; status: string }[] }>(
        await ctx.app.inject({ method: 'GET', url: `/api/competition/grades?id=${comp.competitionId}` }),
      );
      assert.equal(board.errno, 0);
      assert.equal(board.result.item_name, '男子100米');
      assert.equal(board.result.list[0].place, 1);
      assert.ok(!('phone' in board.result.list[0]));

      // an unpublished competition's results are visible to its managers only
      const draft = await createMeasuredCompetition(ctx.app, { institutionId: ownInstitution, sport, status: 'draft' });
      await owner.post('/api/admin/result', { event_item_id: draft.itemId, sign_up_id: draft.entries[0], value: 12, status: 'ok' });
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/competition/grades?id=${draft.competitionId}` })).statusCode, 404);
      assert.equal(errnoOf(await other.get(`/api/competition/grade_items?id=${draft.competitionId}`)), 404);
      assert.equal(errnoOf(await owner.get(`/api/competition/grades?id=${draft.competitionId}`)), 0);
      const adminAll = json<{ list: { competition_id: number }[] }>(await admin.get(`/api/admin/grade/list?sport=${encodeURIComponent(sport)}&count=100`)).result.list;
      assert.ok(!adminAll.some((c) => c.competition_id === draft.competitionId));
      // an item of another competition
      const wrong = await ctx.app.inject({ method: 'GET', url: `/api/competition/grades?id=${comp.competitionId}&event_item_id=${draft.itemId}` });
      assert.equal(wrong.statusCode, 404);
      // an entry cancelled after its result leaves the public board
      const d = comp.entries[3];
      await ctx.app.database.db.update(signUps).set({ status: 'cancelled' }).where(eq(signUps.id, d));
      const after = json<{ list: { sign_up_id: number }[] }>(await ctx.app.inject({ method: 'GET', url: `/api/competition/grades?id=${comp.competitionId}` })).result.list;
      assert.equal(after.length, board.result.list.length - 1);
      assert.ok(!after.some((r) => r.sign_up_id === d));
    });

    it('refuses every id-bearing route to another institution, an athlete and anonymous, changing nothing', async () => {
      const [a] = comp.entries;
      const resultId = (await entries()).list.find((e) => e.sign_up_id === a)!.result_id!;
      const beforeResults = await resultCount();
      const [{ n: beforeHistory }] = await ctx.app.database.db.select({ n: count() }).from(resultHistory);
      for (const intruder of [other, athlete]) {
        assert.equal(errnoOf(await save(intruder, { sign_up_id: a, value: 1, status: 'ok', reason: '篡改' })), 404);
        assert.equal(errnoOf(await intruder.get(`/api/admin/result/list?event_item_id=${comp.itemId}`)), 404);
        assert.equal(errnoOf(await intruder.get(`/api/admin/result/history?id=${resultId}`)), 404);
        assert.equal(errnoOf(await intruder.get('/api/admin/records')), 40300);
        assert.equal(errnoOf(await intruder.post('/api/admin/records/review', { id: 1, action: 'ratify' })), 40300);
      }
      assert.equal(errnoOf(await owner.get('/api/admin/records')), 40300);
      const anon = (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.inject({ method, url, payload });
      assert.equal((await anon('POST', '/api/admin/result', { event_item_id: comp.itemId, sign_up_id: a, value: 1, status: 'ok' })).statusCode, 401);
      assert.equal((await anon('GET', `/api/admin/result/list?event_item_id=${comp.itemId}`)).statusCode, 401);
      assert.equal((await anon('GET', `/api/admin/result/history?id=${resultId}`)).statusCode, 401);
      assert.equal((await anon('GET', '/api/admin/grade/list')).statusCode, 401);
      assert.equal((await anon('GET', '/api/admin/records')).statusCode, 401);
      // unknown ids and bad ids
      assert.equal(errnoOf(await owner.get('/api/admin/result/history?id=99999999')), 404);
      assert.equal(errnoOf(await owner.get('/api/admin/result/list?event_item_id=abc')), 42200);
      assert.equal(errnoOf(await admin.post('/api/admin/records/review', { id: 99999999, action: 'ratify' })), 404);
      assert.equal(errnoOf(await admin.post('/api/admin/records/review', { id: 1, action: 'approve' })), 42200);
      assert.equal((await anon('GET', '/api/competition/grades?id=99999999')).statusCode, 404);
      assert.equal(await resultCount(), beforeResults);
      const [{ n: afterHistory }] = await ctx.app.database.db.select({ n: count() }).from(resultHistory);
      assert.equal(afterHistory, beforeHistory);
      assert.equal((await entries()).list.find((e) => e.sign_up_id === a)!.value, 10.4);
    });
  });
}
