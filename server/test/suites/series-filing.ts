import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, competitions, competitionStatusHistory } from '../../src/db/schema/index.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Series = { id: number; status: string; review_reason: string; filed_at: string | null; reviewed_at: string | null; can_own: number; competition_count: number };

export function seriesFilingSuite(ctx: TestContext) {
  describe('series filing (系列报备) and its review', () => {
    let admin: Client;
    let owner: Client;
    let other: Client;
    let granted: Client;
    let ownInstitution = 0;

    const newSeries = async () => json<{ id: number }>(await owner.post('/api/competition_series', { institution_id: ownInstitution, name: unique('系列报备测试') })).result.id;
    const newMember = async (seriesId: number, extra: Record<string, unknown> = {}) => {
      const res = await owner.post('/api/competition', {
        institution_id: ownInstitution, c_type: 1, series_id: seriesId, name: unique('系列分站'), sport: '田径', location: '体育场',
        start_at: '2026-09-01T01:00:00.000Z', end_at: '2026-09-01T10:00:00.000Z', ...extra,
      });
      assert.equal(json(res).errno, 0, res.body);
      return json<{ id: number }>(res).result.id;
    };
    const info = async (id: number, as: Client = owner) => json<Series>(await as.get(`/api/competition_series/info?id=${id}`)).result;
    const statusOf = async (id: number) => (await ctx.app.database.db.select({ status: competitions.status }).from(competitions).where(eq(competitions.id, id)))[0].status;

    before(async () => {
      const [a, b] = await ctx.app.database.db
        .insert(institutions)
        .values([{ name: unique('系列报备机构'), institutionType: 3 }, { name: unique('系列其他机构'), institutionType: 3 }])
        .returning({ id: institutions.id });
      ownInstitution = a.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId: a.id }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: b.id }] });
      const g = await createUser(ctx.app, { manages: [{ institutionId: b.id }] });
      owner = await login(ctx.app, o.account, o.password);
      other = await login(ctx.app, x.account, x.password);
      granted = await login(ctx.app, g.account, g.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
    });

    it('files the series with its unfiled members, reduces nothing else, and the review decides them with it', async () => {
      const id = await newSeries();
      assert.equal((await info(id)).status, 'draft');
      const empty = await owner.post('/api/competition_series/filing', { id });
      assert.equal(firstMsg(empty), '系列下还没有比赛或活动，不能报备');
      const incomplete = await newMember(id, { location: '' });
      assert.match(String(firstMsg(await owner.post('/api/competition_series/filing', { id }))), /：请填写举办地点$/);
      assert.equal(json(await owner.put('/api/competition', { id: incomplete, location: '奥体中心' })).errno, 0);
      const second = await newMember(id);

      assert.equal(json(await owner.post('/api/competition_series/filing', { id })).errno, 0);
      const pending = await info(id);
      assert.equal(pending.status, 'pending');
      assert.ok(pending.filed_at);
      assert.deepEqual([await statusOf(incomplete), await statusOf(second)], ['pending', 'pending']);
      assert.equal(firstMsg(await owner.post('/api/competition_series/filing', { id })), '该系列正在审核中，不能重复报备');
      // nothing of a series under review changes: not its info, not its members, and nothing joins it
      assert.equal(firstMsg(await owner.put('/api/competition_series', { id, name: '审核中改名' })), '系列正在审核中，不能修改');
      assert.equal(firstMsg(await owner.post('/api/competition', {
        institution_id: ownInstitution, c_type: 1, series_id: id, name: '加入审核中系列', start_at: '2026-09-01T01:00:00.000Z', end_at: '2026-09-01T10:00:00.000Z',
      })), '系列正在审核中，不能向其中添加赛事');

      const member = json<{ list: { id: number; status: string }[] }>(await owner.get(`/api/competition/list?institution_id=${ownInstitution}&series_id=${id}`)).result.list;
      assert.equal(member.length, 2);
      const outside = await newMember(null as unknown as number);
      assert.equal(firstMsg(await owner.put('/api/competition', { id: outside, series_id: id })), '系列正在审核中，不能向其中添加赛事');
      const listed = json<{ list: Series[] }>(await admin.get(`/api/admin/competition_series/review_list?status=pending&institution_id=${ownInstitution}`)).result.list;
      assert.deepEqual(listed.map((s) => s.id), [id]);
      assert.equal(json(await admin.post('/api/admin/competition_series/review', { id, action: 'reject', reason: ' ' })).errno, 42200);
      assert.equal(json(await admin.post('/api/admin/competition_series/review', { id, action: 'reject', reason: '请补充总决赛的安全预案' })).errno, 0);
      const rejected = await info(id);
      assert.deepEqual([rejected.status, rejected.review_reason], ['rejected', '请补充总决赛的安全预案']);
      assert.deepEqual([await statusOf(incomplete), await statusOf(second)], ['rejected', 'rejected']);
      const history = await ctx.app.database.db.select().from(competitionStatusHistory).where(eq(competitionStatusHistory.competitionId, second));
      assert.equal(history.at(-1)?.reason, '随系列报备：请补充总决赛的安全预案');
      assert.equal(firstMsg(await admin.post('/api/admin/competition_series/review', { id, action: 'approve' })), '该系列报备已审核，不能重复审核');

      // refiled and approved: the members are published with it
      assert.equal(json(await owner.put('/api/competition_series', { id, description: '已补充安全预案' })).errno, 0);
      assert.equal(json(await owner.post('/api/competition_series/filing', { id })).errno, 0);
      assert.equal((await info(id)).review_reason, '');
      assert.equal(json(await admin.post('/api/admin/competition_series/review', { id, action: 'approve', reason: '' })).errno, 0);
      assert.equal((await info(id)).status, 'approved');
      assert.deepEqual([await statusOf(incomplete), await statusOf(second)], ['approved', 'approved']);
      assert.equal(json(await owner.get(`/api/official/competition/info?id=${second}`)).errno, 0);
      assert.equal(firstMsg(await owner.post('/api/competition_series/filing', { id })), '该系列已通过审核，无需重复报备');
      const audit = await ctx.app.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.target, `competition_series:${id}`)))
        // in the order written (without ORDER BY, PostgreSQL may answer in any order)
        .orderBy(auditLog.id);
      assert.deepEqual(audit.map((a) => a.action).filter((a) => a !== 'competition_series.create' && a !== 'competition_series.update'), [
        'competition_series.file', 'competition_series.reject', 'competition_series.file', 'competition_series.approve',
      ]);
    });

    it('withdraws a pending filing with its pending members, keeps approved members as they are', async () => {
      const id = await newSeries();
      const member = await newMember(id);
      assert.equal(json(await owner.post('/api/competition/filing', { id: member })).errno, 0);
      assert.equal(json(await admin.post('/api/admin/competition/review', { id: member, action: 'approve' })).errno, 0);
      const later = await newMember(id);
      assert.equal(json(await owner.post('/api/competition_series/withdraw', { id })).errno, 40000);
      assert.equal(json(await owner.post('/api/competition_series/filing', { id })).errno, 0);
      assert.deepEqual([await statusOf(member), await statusOf(later)], ['approved', 'pending']);
      // an approved member stays editable, but does not leave the series under review
      assert.equal(firstMsg(await owner.put('/api/competition', { id: member, series_id: null })), '系列正在审核中，不能修改');
      assert.equal(json(await owner.post('/api/competition_series/withdraw', { id })).errno, 0);
      assert.equal((await info(id)).status, 'withdrawn');
      assert.deepEqual([await statusOf(member), await statusOf(later)], ['approved', 'withdrawn']);
      assert.equal(firstMsg(await admin.post('/api/admin/competition_series/review', { id, action: 'approve' })), '只有待审核的系列可以审核');
    });

    it('keeps series filing to the owner and the review to the platform admin; a grant holder of a member reads the series only', async () => {
      const id = await newSeries();
      const member = await newMember(id);
      // another institution: the series does not exist for it
      assert.equal((await other.post('/api/competition_series/filing', { id })).statusCode, 404);
      assert.equal((await other.get(`/api/competition_series/info?id=${id}`)).statusCode, 404);
      assert.equal(json(await owner.post('/api/admin/competition_series/review', { id, action: 'approve' })).errno, 40300);
      assert.equal(json(await owner.get('/api/admin/competition_series/review_list')).errno, 40300);
      assert.equal((await admin.post('/api/admin/competition_series/review', { id: 2147483647, action: 'approve' })).statusCode, 404);
      // the management permission code of a member: 系列信息 read-only (can_own 0), nothing else
      const code = json<{ permission_code: string }>(await owner.get(`/api/competition/detail?id=${member}`)).result.permission_code;
      assert.equal(json(await granted.post('/api/competition/code/redeem', { code })).errno, 0);
      const seen = await info(id, granted);
      assert.deepEqual([seen.id, seen.can_own], [id, 0]);
      assert.equal((await info(id)).can_own, 1);
      assert.equal(json(await granted.post('/api/competition_series/filing', { id })).errno, 40300);
      assert.equal(json(await granted.put('/api/competition_series', { id, name: '越权' })).errno, 40300);
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/competition_series/info?id=${id}` })).statusCode, 401);
    });
  });
}
