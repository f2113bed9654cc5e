import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditLog, competitions, venues } from '../../src/db/schema/index.js';
import { clientFor, createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type List<T> = { list: T[]; total: number };
type Detail = { id: number; name: string; status: string; introduction: string; permission_code: string; can_own: number; sport: string; is_filing: number };
type Change = { from_status: string | null; to_status: string; actor_id: number | null; actor_name: string; reason: string; at: string };

/** A client that can also PUT and DELETE (CSRF token included). */

const base = (institutionId: number, extra: Record<string, unknown> = {}) => ({
  institution_id: institutionId,
  c_type: 1,
  name: unique('报备测试杯'),
  sport: '篮球',
  level: '市级',
  start_at: '2026-09-01T01:00:00.000Z',
  end_at: '2026-09-02T10:00:00.000Z',
  location: '测试体育馆',
  ...extra,
});

const errnoOf = (res: LightMyRequestResponse) => json(res).errno;

export function filingSuite(ctx: TestContext) {
  describe('series, matches, filing and review', () => {
    let admin: Client;
    let owner: Client;
    let other: Client;
    let athlete: Client;
    let ownInstitution = 0;
    let otherInstitution = 0;

    const create = async (extra: Record<string, unknown> = {}, as: Client = owner) => {
      const res = await as.post('/api/competition', base(ownInstitution, extra));
      assert.equal(json(res).errno, 0, res.body);
      return json<{ id: number }>(res).result.id;
    };
    const detail = async (id: number, as: Client = owner) => json<Detail>(await as.get(`/api/competition/detail?id=${id}`)).result;
    const statusOf = async (id: number) =>
      (await ctx.app.database.db.select({ status: competitions.status, name: competitions.name }).from(competitions).where(eq(competitions.id, id)))[0];

    before(async () => {
      const db = ctx.app.database.db;
      const [a, b] = await db
        .insert(institutions)
        .values([
          { name: unique('报备测试机构'), institutionType: 3 },
          { name: unique('另一测试机构'), institutionType: 3 },
        ])
        .returning({ id: institutions.id });
      ownInstitution = a.id;
      otherInstitution = b.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId: ownInstitution }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: otherInstitution }] });
      owner = await login(ctx.app, o.account, o.password);
      other = await login(ctx.app, x.account, x.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      athlete = await login(ctx.app, 'athlete');
    });

    it('runs the whole workflow: create → file → reject → edit → re-file → approve → public', async () => {
      const name = unique('西湖杯');
      const id = await create({ name, introduction: '<p onclick="steal()">欢迎</p><script>alert(1)</script><a href="javascript:alert(1)">报名</a>' });
      const draft = await detail(id);
      assert.equal(draft.status, 'draft');
      assert.equal(draft.introduction, '<p>欢迎</p><a>报名</a>');
      assert.match(draft.permission_code, /^[A-Z2-9]{10}$/);
      assert.equal(draft.can_own, 1);

      assert.equal(errnoOf(await owner.post('/api/competition/filing', { id })), 0);
      assert.equal((await detail(id)).status, 'pending');
      assert.equal((await detail(id)).is_filing, 1);
      const pendingList = json<List<{ id: number }>>(await admin.get(`/api/admin/competition/review_list?status=pending&institution_id=${ownInstitution}`));
      assert.deepEqual(pendingList.result.list.map((c) => c.id), [id]);

      const noReason = await admin.post('/api/admin/competition/review', { id, action: 'reject', reason: '  ' });
      assert.equal(errnoOf(noReason), 42200);
      assert.equal(firstMsg(noReason), '请填写驳回原因');
      assert.equal((await statusOf(id)).status, 'pending');

      assert.equal(errnoOf(await admin.post('/api/admin/competition/review', { id, action: 'reject', reason: '请补充安全预案' })), 0);
      assert.equal((await statusOf(id)).status, 'rejected');
      assert.equal(errnoOf(await owner.put('/api/competition', { id, name: `${name}（修订）`, organisers: '测试主办方' })), 0);
      assert.equal(errnoOf(await owner.post('/api/competition/filing', { id })), 0);
      assert.equal(errnoOf(await admin.post('/api/admin/competition/review', { id, action: 'approve' })), 0);
      assert.equal((await statusOf(id)).status, 'approved');

      const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/official/competition/list?keyword=${encodeURIComponent(name)}` });
      const pub = json<List<{ id: number; name: string }>>(anonymous).result;
      assert.equal(pub.total, 1);
      assert.equal(pub.list[0].name, `${name}（修订）`);
      const info = json<{ id: number; introduction: string; organisers: string }>(
        await ctx.app.inject({ method: 'GET', url: `/api/official/competition/info?id=${id}` }),
      );
      assert.equal(info.errno, 0);
      assert.equal(info.result.organisers, '测试主办方');
      assert.ok(!('permission_code' in info.result));
      const month = json<List<{ id: number }>>(await ctx.app.inject({ method: 'GET', url: `/api/official/competition/list?month=2026-09&count=100` }));
      assert.ok(month.result.list.some((c) => c.id === id));

      const history = json<{ list: Change[] }>(await owner.get(`/api/competition/history?id=${id}`)).result.list;
      assert.deepEqual(
        history.map((h) => [h.from_status, h.to_status]),
        [[null, 'draft'], ['draft', 'pending'], ['pending', 'rejected'], ['rejected', 'pending'], ['pending', 'approved']],
      );
      assert.equal(history[2].reason, '请补充安全预案');
      assert.equal(history[2].actor_id, admin.login.result.account.user_id);
      assert.ok(history[2].actor_name.length > 0);
      assert.equal(history[1].actor_id, owner.login.result.account.user_id);
      assert.ok(history.every((h) => !Number.isNaN(Date.parse(h.at))));

      const audits = await ctx.app.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.target, `competition:${id}`));
      assert.deepEqual(audits.map((a) => a.action).sort(), [
        'competition.approve', 'competition.create', 'competition.file', 'competition.file', 'competition.reject', 'competition.update',
      ]);
    });

    it('checks completeness before filing and dates on every write', async () => {
      const id = await create({ sport: '', location: '' });
      const noSport = await owner.post('/api/competition/filing', { id });
      assert.equal(errnoOf(noSport), 42200);
      assert.equal(firstMsg(noSport), '请选择运动项目');
      await owner.put('/api/competition', { id, sport: '排球' });
      assert.equal(firstMsg(await owner.post('/api/competition/filing', { id })), '请填写举办地点');
      assert.equal((await statusOf(id)).status, 'draft');

      const backwards = await owner.post('/api/competition', base(ownInstitution, { start_at: '2026-09-02T00:00:00Z', end_at: '2026-09-01T00:00:00Z' }));
      assert.equal(errnoOf(backwards), 42200);
      assert.equal(firstMsg(backwards), '结束时间不能早于开始时间');
      assert.equal(firstMsg(await owner.put('/api/competition', { id, end_at: '2026-08-01T00:00:00Z' })), '结束时间不能早于开始时间');
      assert.equal(firstMsg(await owner.post('/api/competition', base(ownInstitution, { name: undefined }))), '名称不能为空');
      assert.equal(firstMsg(await owner.post('/api/competition', base(ownInstitution, { contact_phone: '<b>' }))), '联系电话格式错误');
      assert.equal(firstMsg(await owner.post('/api/competition', base(ownInstitution, { cover: 'javascript:alert(1)' }))), '封面图片地址无效');
    });

    it('refuses illegal transitions in Chinese and changes nothing', async () => {
      const id = await create();
      const approveDraft = await admin.post('/api/admin/competition/review', { id, action: 'approve' });
      assert.equal(errnoOf(approveDraft), 40000);
      assert.equal(firstMsg(approveDraft), '只有待审核的赛事可以审核');
      assert.equal((await statusOf(id)).status, 'draft');
      assert.equal(firstMsg(await owner.post('/api/competition/withdraw', { id })), '只有待审核的赛事可以撤回');

      await owner.post('/api/competition/filing', { id });
      const before = await statusOf(id);
      const editPending = await owner.put('/api/competition', { id, name: '审核中改名' });
      assert.equal(errnoOf(editPending), 40000);
      assert.equal(firstMsg(editPending), '赛事正在审核中，不能修改');
      assert.deepEqual(await statusOf(id), before);
      assert.equal(firstMsg(await owner.post('/api/competition/filing', { id })), '只有草稿、已驳回或已撤回的赛事可以报备');

      await admin.post('/api/admin/competition/review', { id, action: 'approve' });
      const deleteApproved = await owner.del(`/api/competition?id=${id}`);
      assert.equal(errnoOf(deleteApproved), 40000);
      assert.equal(firstMsg(deleteApproved), '只有草稿、已驳回或已撤回的赛事可以删除');
      assert.equal((await statusOf(id)).status, 'approved');
      assert.equal(firstMsg(await admin.post('/api/admin/competition/review', { id, action: 'reject', reason: '再驳回' })), '只有待审核的赛事可以审核');

      const pulled = await create();
      await owner.post('/api/competition/filing', { id: pulled });
      assert.equal(errnoOf(await owner.post('/api/competition/withdraw', { id: pulled })), 0);
      assert.equal((await statusOf(pulled)).status, 'withdrawn');
      assert.equal(errnoOf(await owner.del(`/api/competition?id=${pulled}`)), 0);
      assert.equal(await statusOf(pulled), undefined);
    });

    it('lets only the platform admin review', async () => {
      const id = await create();
      await owner.post('/api/competition/filing', { id });
      for (const c of [owner, other, athlete]) {
        const res = await c.post('/api/admin/competition/review', { id, action: 'approve' });
        assert.equal(errnoOf(res), 40300);
        assert.equal(firstMsg(res), '没有权限执行该操作');
        assert.equal(errnoOf(await c.get('/api/admin/competition/review_list')), 40300);
      }
      assert.equal((await statusOf(id)).status, 'pending');
      assert.equal((await admin.post('/api/admin/competition/review', { id: 99999999, action: 'approve' })).statusCode, 404);
    });

    it('refuses every id-bearing route to another institution, an athlete and anonymous', async () => {
      const id = await create();
      const seriesId = json<{ id: number }>(await owner.post('/api/competition_series', { institution_id: ownInstitution, name: unique('系列') })).result.id;
      const code = (await detail(id)).permission_code;
      const calls: [string, (c: Client) => Promise<LightMyRequestResponse>][] = [
        ['info', (c) => c.get(`/api/competition/info?id=${id}`)],
        ['detail', (c) => c.get(`/api/competition/detail?id=${id}`)],
        ['history', (c) => c.get(`/api/competition/history?id=${id}`)],
        ['managers', (c) => c.get(`/api/competition/managers?id=${id}`)],
        ['edit', (c) => c.put('/api/competition', { id, name: '越权改名' })],
        ['delete', (c) => c.del(`/api/competition?id=${id}`)],
        ['filing', (c) => c.post('/api/competition/filing', { id })],
        ['withdraw', (c) => c.post('/api/competition/withdraw', { id })],
        ['regenerate', (c) => c.post('/api/competition/code/regenerate', { id })],
        ['revoke', (c) => c.del(`/api/competition/managers?id=${id}&user_id=${owner.login.result.account.user_id}`)],
        ['series info', (c) => c.get(`/api/competition_series/info?id=${seriesId}`)],
        ['series edit', (c) => c.put('/api/competition_series', { id: seriesId, name: '越权改名' })],
        ['series delete', (c) => c.del(`/api/competition_series?id=${seriesId}`)],
      ];
      for (const [name, call] of calls) {
        for (const c of [other, athlete]) {
          const res = await call(c);
          assert.equal(res.statusCode, 404, `${name}: ${res.body}`);
          assert.equal(firstMsg(res), '请求的资源不存在');
        }
        const anonymous = await call(clientFor(ctx.app, '', '', owner.login));
        assert.equal(anonymous.statusCode, 401, `${name} anonymous`);
      }
      // creating in a foreign institution or with a foreign series
      assert.equal(errnoOf(await other.post('/api/competition', base(ownInstitution))), 40300);
      assert.equal(errnoOf(await athlete.post('/api/competition', base(ownInstitution))), 40300);
      assert.equal(errnoOf(await other.post('/api/competition_series', { institution_id: ownInstitution, name: '越权系列' })), 40300);
      const foreignSeries = await other.post('/api/competition', base(otherInstitution, { series_id: seriesId }));
      assert.equal(firstMsg(foreignSeries), '赛事系列不存在');
      assert.equal(errnoOf(await other.get(`/api/competition_series/list?institution_id=${ownInstitution}`)), 40300);
      assert.equal(errnoOf(await athlete.post('/api/competition/code/redeem', { code })), 40300);
      // nothing changed
      const after = await detail(id);
      assert.equal(after.status, 'draft');
      assert.equal(after.permission_code, code);
      assert.equal(json<{ name: string }>(await owner.get(`/api/competition_series/info?id=${seriesId}`)).result.name.startsWith('系列'), true);
    });

    it('grants and revokes management through the permission code', async () => {
      const id = await create();
      const code = (await detail(id)).permission_code;
      assert.equal(firstMsg(await other.post('/api/competition/code/redeem', { code: 'NOTACODE00' })), '管理权限码无效');
      assert.equal(firstMsg(await owner.post('/api/competition/code/redeem', { code })), '您已是该赛事所属机构的管理员，无需使用权限码');
      const redeemed = json<{ competition_id: number }>(await other.post('/api/competition/code/redeem', { code: ` ${code.toLowerCase()} ` }));
      assert.equal(redeemed.errno, 0);
      assert.equal(redeemed.result.competition_id, id);
      assert.equal(firstMsg(await other.post('/api/competition/code/redeem', { code })), '您已拥有该赛事的管理权限');

      // the grant holder's MatchList (their own institution) lists it, marked 授权管理; filters still apply
      type Row = { id: number; granted: number; institution_id: number };
      const listOf = async (as: Client, query: string) => json<List<Row>>(await as.get(`/api/competition/list?count=100&${query}`)).result;
      const mine = await listOf(other, `institution_id=${otherInstitution}`);
      assert.deepEqual(mine.list.filter((c) => c.id === id).map((c) => [c.granted, c.institution_id]), [[1, ownInstitution]]);
      assert.equal(mine.list.filter((c) => c.id !== id).every((c) => c.granted === 0 && c.institution_id === otherInstitution), true);
      assert.equal((await listOf(other, `institution_id=${otherInstitution}&status=approved`)).list.some((c) => c.id === id), false);
      assert.equal((await listOf(other, `institution_id=${otherInstitution}&c_type=2`)).list.some((c) => c.id === id), false);
      // the owner sees it as their own; nobody else sees it
      assert.equal((await listOf(owner, `institution_id=${ownInstitution}`)).list.find((c) => c.id === id)?.granted, 0);
      const stranger = await createUser(ctx.app, { manages: [{ institutionId: otherInstitution }] });
      const strangerRest = await login(ctx.app, stranger.account, stranger.password);
      assert.equal((await listOf(strangerRest, `institution_id=${otherInstitution}`)).list.some((c) => c.id === id), false);
      assert.equal(errnoOf(await athlete.get(`/api/competition/list?institution_id=${ownInstitution}`)), 40300);

      const seen = await detail(id, other);
      assert.equal(seen.permission_code, '');
      assert.equal(seen.can_own, 0);
      assert.equal(json(await other.get(`/api/competition/info?id=${id}`)).errno, 0);
      assert.equal(errnoOf(await other.put('/api/competition', { id, level: '省级' })), 0);
      assert.equal(errnoOf(await other.post('/api/competition/code/regenerate', { id })), 40300);
      assert.equal(errnoOf(await other.get(`/api/competition/managers?id=${id}`)), 40300);
      assert.equal(errnoOf(await other.del(`/api/competition?id=${id}`)), 40300);

      const managers = json<{ list: { user_id: number; granted_by: number | null }[] }>(await owner.get(`/api/competition/managers?id=${id}`)).result.list;
      assert.deepEqual(managers.map((m) => m.user_id), [other.login.result.account.user_id]);
      assert.equal(managers[0].granted_by, owner.login.result.account.user_id);

      const fresh = json<{ code: string }>(await owner.post('/api/competition/code/regenerate', { id })).result.code;
      assert.notEqual(fresh, code);
      assert.equal(firstMsg(await other.post('/api/competition/code/redeem', { code })), '管理权限码无效');

      assert.equal(errnoOf(await other.post('/api/competition/filing', { id })), 0);
      assert.equal(errnoOf(await owner.del(`/api/competition/managers?id=${id}&user_id=${other.login.result.account.user_id}`)), 0);
      assert.equal((await other.get(`/api/competition/detail?id=${id}`)).statusCode, 404);
      // revoked: gone from their list
      assert.equal((await listOf(other, `institution_id=${otherInstitution}`)).list.some((c) => c.id === id), false);
      assert.equal((await owner.del(`/api/competition/managers?id=${id}&user_id=${other.login.result.account.user_id}`)).statusCode, 404);
      const history = json<{ list: Change[] }>(await owner.get(`/api/competition/history?id=${id}`)).result.list;
      assert.equal(history.at(-1)!.actor_id, other.login.result.account.user_id);
    });

    it('offers organisers a read-only venue picker of approved venues (GET /competition/venue_options)', async () => {
      const db = ctx.app.database.db;
      const tag = unique('选馆');
      const [open, waiting] = await db
        .insert(venues)
        .values([
          { institutionId: otherInstitution, name: `${tag}体育馆`, address: `${tag}路1号`, city: '杭州市', district: '西湖区', status: 'approved' },
          { institutionId: otherInstitution, name: `${tag}新馆`, address: `${tag}路2号`, status: 'pending' },
        ])
        .returning({ id: venues.id });
      type Options = { list: { id: number; name: string; address: string; city: string; district: string }[]; total: number };
      const found = json<Options>(await owner.get(`/api/competition/venue_options?keyword=${encodeURIComponent(tag)}`));
      assert.equal(found.errno, 0);
      // another institution's approved venue, never a venue awaiting review; name or address matches
      assert.deepEqual(found.result.list, [{ id: open.id, name: `${tag}体育馆`, address: `${tag}路1号`, city: '杭州市', district: '西湖区' }]);
      assert.equal(found.result.total, 1);
      assert.equal(json<Options>(await owner.get(`/api/competition/venue_options?keyword=${encodeURIComponent(`${tag}路1`)}`)).result.total, 1);
      assert.equal(json<Options>(await admin.get(`/api/competition/venue_options?keyword=${encodeURIComponent(tag)}`)).result.total, 1);
      // the venue managers' list stays scoped: the organiser sees none of them there
      const managed = json<{ list: { id: number }[] }>(await owner.get(`/api/admin/venue_list?keyword=${encodeURIComponent(tag)}`)).result.list;
      assert.deepEqual(managed, []);
      // personal users and visitors get nothing
      assert.equal(errnoOf(await athlete.get('/api/competition/venue_options')), 40300);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/competition/venue_options' })).statusCode, 401);
      assert.equal(errnoOf(await owner.get('/api/competition/venue_options?count=1000')), 42200);
      // a venue awaiting review is not offered, even by its own address
      assert.equal(json<Options>(await owner.get(`/api/competition/venue_options?keyword=${encodeURIComponent(`${tag}路2`)}`)).result.total, 0);
      // the picked venue is saved with the competition
      const id = await create({ venue_id: open.id });
      const detailed = json<{ venue_id: number; venue_name: string }>(await owner.get(`/api/competition/detail?id=${id}`)).result;
      assert.deepEqual([detailed.venue_id, detailed.venue_name], [open.id, `${tag}体育馆`]);
      assert.equal(firstMsg(await owner.put('/api/competition', { id, venue_id: waiting.id + 100000 })), '场馆不存在');
    });

    it('publishes only approved competitions', async () => {
      const name = unique('未发布杯');
      const id = await create({ name });
      await owner.post('/api/competition/filing', { id });
      const info = await ctx.app.inject({ method: 'GET', url: `/api/official/competition/info?id=${id}` });
      assert.equal(info.statusCode, 404);
      const list = json<List<unknown>>(await ctx.app.inject({ method: 'GET', url: `/api/official/competition/list?keyword=${encodeURIComponent(name)}` }));
      assert.deepEqual(list.result, { list: [], total: 0 });
      const all = json<List<{ id: number }>>(await ctx.app.inject({ method: 'GET', url: '/api/official/competition/list?count=100' })).result;
      const ids = all.list.map((c) => c.id);
      const rows = await ctx.app.database.db.select({ id: competitions.id, status: competitions.status }).from(competitions);
      const approved = new Set(rows.filter((r) => r.status === 'approved').map((r) => r.id));
      assert.ok(ids.length > 0 && ids.every((i) => approved.has(i)));
      assert.equal(all.total, approved.size);
      assert.equal(errnoOf(await ctx.app.inject({ method: 'GET', url: '/api/official/competition/list?month=2026-13' })), 42200);
    });

    it('manages series of the own institution', async () => {
      const created = await owner.post('/api/competition_series', { institution_id: ownInstitution, name: ' 测试系列赛 ', c_type: 1, description: '全年四站' });
      const seriesId = json<{ id: number }>(created).result.id;
      const id = await create({ series_id: seriesId });
      const listed = json<List<{ id: number; competition_count: number; name: string }>>(
        await owner.get(`/api/competition_series/list?institution_id=${ownInstitution}`),
      ).result.list.find((s) => s.id === seriesId)!;
      assert.equal(listed.name, '测试系列赛');
      assert.equal(listed.competition_count, 1);
      assert.equal(errnoOf(await owner.put('/api/competition_series', { id: seriesId, name: '测试系列赛（新）' })), 0);
      const blocked = await owner.del(`/api/competition_series?id=${seriesId}`);
      assert.equal(firstMsg(blocked), '该系列下还有赛事，不能删除');
      await owner.put('/api/competition', { id, series_id: null });
      assert.equal(errnoOf(await owner.del(`/api/competition_series?id=${seriesId}`)), 0);
      assert.equal((await owner.get(`/api/competition_series/info?id=${seriesId}`)).statusCode, 404);
      assert.equal(errnoOf(await admin.get('/api/competition_series/list')), 0);
      const audit = await ctx.app.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.target, `competition_series:${seriesId}`), eq(auditLog.action, 'competition_series.delete')));
      assert.equal(audit.length, 1);
    });
  });
}
