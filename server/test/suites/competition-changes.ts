import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, competitions } from '../../src/db/schema/index.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type PublicInfo = { name: string; cover: string; introduction: string; location: string };
type Change = { id: number; status: string; name: string | null; cover: string | null; introduction: string | null; reason: string };
type Detail = PublicInfo & { status: string; change: Change | null };
type ChangeRow = Change & { competition_id: number; competition_name: string; institution_id: number; current: { name: string; cover: string; introduction: string } };

export function competitionChangesSuite(ctx: TestContext) {
  describe('changes of an approved competition (名称、封面、简介): reviewed before the public site shows them, and audited', () => {
    let organiser: Client;
    let stranger: Client;
    let admin: Client;
    let institutionId = 0;
    let competitionId = 0;
    const anon = (url: string) => ctx.app.inject({ method: 'GET', url });
    const publicInfo = async () => json<PublicInfo>(await anon(`/api/official/competition/info?id=${competitionId}`)).result;
    const detail = async () => json<Detail>(await organiser.get(`/api/competition/detail?id=${competitionId}`)).result;
    const pendingRow = async () =>
      json<{ list: ChangeRow[] }>(await admin.get(`/api/admin/competition/change_list?status=pending&institution_id=${institutionId}`)).result.list.find(
        (r) => r.competition_id === competitionId,
      );
    const approved = { name: unique('已发布赛事'), cover: '/api/media/img-0123456789abcdef0123456789abcdef.png', introduction: '<p>审核通过的简介</p>' };

    before(async () => {
      const db = ctx.app.database.db;
      const [inst] = await db.insert(institutions).values({ name: unique('变更审核机构'), institutionType: 6 }).returning({ id: institutions.id });
      institutionId = inst.id;
      const [other] = await db.insert(institutions).values({ name: unique('其他机构'), institutionType: 6 }).returning({ id: institutions.id });
      const o = await createUser(ctx.app, { manages: [{ institutionId }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: other.id }] });
      organiser = await login(ctx.app, o.account, o.password);
      stranger = await login(ctx.app, x.account, x.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      const day = new Date('2027-04-10T01:00:00Z');
      const [c] = await db
        .insert(competitions)
        .values({ institutionId, cType: 1, ...approved, sport: '田径', location: '杭州', startAt: day, endAt: day, status: 'approved', isFiling: true })
        .returning({ id: competitions.id });
      competitionId = c.id;
    });

    it('keeps the approved name, cover and introduction public while their change waits for review; other fields apply at once', async () => {
      const res = await organiser.put('/api/competition', {
        id: competitionId,
        name: `${approved.name}（改名）`,
        cover: '/api/media/img-fedcba9876543210fedcba9876543210.png',
        introduction: '<p>未经审核的简介</p>',
        location: '宁波',
      });
      assert.equal(json(res).errno, 0, res.body);

      const pub = await publicInfo();
      assert.equal(pub.name, approved.name, 'the public site keeps the approved name');
      assert.equal(pub.cover, approved.cover);
      assert.equal(pub.introduction, approved.introduction);
      assert.equal(pub.location, '宁波', 'a field outside review applies at once');
      assert.equal(json<{ change_pending: number }>(res).result.change_pending, 1, 'the organiser learns that the change waits for review');

      const d = await detail();
      assert.equal(d.name, approved.name);
      assert.equal(d.change?.status, 'pending');
      assert.equal(d.change?.name, `${approved.name}（改名）`);
      assert.equal(d.change?.introduction, '<p>未经审核的简介</p>');

      const audited = await ctx.app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, `competition:${competitionId}`), eq(auditLog.action, 'competition.change_request')));
      assert.equal(audited.length, 1);
    });

    it('shows the pending change to the platform admin (with the public values beside it) and counts it as a filing to review', async () => {
      const row = await pendingRow();
      assert.ok(row, 'listed');
      assert.equal(row.current.name, approved.name);
      assert.equal(row.name, `${approved.name}（改名）`);
      const counts = json<{ filing_count: number }>(await admin.get('/api/admin/un_check_count')).result;
      assert.ok(counts.filing_count >= 1);
      assert.equal(json(await organiser.get('/api/admin/competition/change_list')).errno, 40300, 'the platform admin reviews');
    });

    it('rejects with a reason (the public site unchanged), then approves a new change, which the public site shows', async () => {
      const first = (await pendingRow())!;
      const noReason = await admin.post('/api/admin/competition/change_review', { id: first.id, action: 'reject', reason: ' ' });
      assert.equal(json(noReason).errno, 42200);
      assert.equal(firstMsg(noReason), '请填写驳回原因');
      assert.equal(json(await admin.post('/api/admin/competition/change_review', { id: first.id, action: 'reject', reason: '名称与批文不符' })).errno, 0);
      assert.equal((await publicInfo()).name, approved.name);
      const rejected = (await detail()).change!;
      assert.equal(rejected.status, 'rejected');
      assert.equal(rejected.reason, '名称与批文不符');
      const again = await admin.post('/api/admin/competition/change_review', { id: first.id, action: 'approve' });
      assert.equal(json(again).errno, 40000, 'a reviewed change is not reviewed twice');

      const renamed = `${approved.name}（正式名称）`;
      assert.equal(json(await organiser.put('/api/competition', { id: competitionId, name: renamed })).errno, 0);
      const second = (await pendingRow())!;
      assert.equal(second.cover, null, 'only the name changes');
      assert.equal(json(await admin.post('/api/admin/competition/change_review', { id: second.id, action: 'approve' })).errno, 0);
      const pub = await publicInfo();
      assert.equal(pub.name, renamed);
      assert.equal(pub.cover, approved.cover);
      assert.equal((await detail()).change?.status, 'approved');
    });

    it('lets the organiser withdraw a pending change; another institution cannot', async () => {
      assert.equal(json(await organiser.put('/api/competition', { id: competitionId, introduction: '<p>再改一次</p>' })).errno, 0);
      assert.equal((await stranger.post('/api/competition/change/withdraw', { id: competitionId })).statusCode, 404);
      assert.equal(json(await organiser.post('/api/competition/change/withdraw', { id: competitionId })).errno, 0);
      assert.equal((await detail()).change?.status, 'withdrawn');
      assert.equal(await pendingRow(), undefined);
      assert.equal(firstMsg(await organiser.post('/api/competition/change/withdraw', { id: competitionId })), '没有待审核的修改');
    });

    it('applies the platform admin’s own edit at once (it reviews), audited', async () => {
      const fixed = `${approved.name}（平台更正）`;
      const res = await admin.put('/api/competition', { id: competitionId, name: fixed });
      assert.equal(json<{ change_pending: number }>(res).result.change_pending, 0);
      assert.equal((await publicInfo()).name, fixed);
      const audited = await ctx.app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.target, `competition:${competitionId}`), eq(auditLog.action, 'competition.update'), eq(auditLog.actorId, admin.login.result.account.user_id)));
      assert.equal(audited.length, 1);
    });

    it('edits a competition that is not public yet directly (it is reviewed when filed)', async () => {
      const created = await organiser.post('/api/competition', { institution_id: institutionId, c_type: 1, name: unique('草稿赛事'), start_at: '2027-05-01T01:00:00Z', end_at: '2027-05-01T09:00:00Z' });
      const id = json<{ id: number }>(created).result.id;
      const res = await organiser.put('/api/competition', { id, name: '草稿改名' });
      assert.equal(json<{ change_pending: number }>(res).result.change_pending, 0);
      assert.equal(json<Detail>(await organiser.get(`/api/competition/detail?id=${id}`)).result.name, '草稿改名');
    });
  });
}
