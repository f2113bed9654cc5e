/**
 * Athlete and referee registration (docs/registrations.md; services/registrations.ts): 注册要求 kept by a 协会's
 * manager (a training centre may not publish), /check/register_time, 实名认证 by the ID-card rule, a registration in an
 * open window (refused twice in one window, in a closed or future window, without 实名认证), the institution's list
 * (only what was filed with it) and the platform's, 注册审核 with a reason (never one's own, once), an approved referee
 * becoming assignable to fixtures, and the demo data.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import { demoIdCard } from 'shared/demo';
import { auditLog, institutions, personIdentities, persons, registerSettings } from '../../src/db/schema/index.js';
import { readSheet } from '../../src/services/exports/xlsx.js';
import { createUser, firstMsg, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Setting = { id: number; state: string; title: string; institution_name: string };
type Reg = { id: number; status: string; status_text: string; review_reason: string; id_card: string; institution_id: number; real_name: string; identity_status: string };
const DAY = 86_400_000;

export function registrationsSuite(ctx: TestContext) {
  describe('athlete and referee registration', () => {
    const db = () => ctx.app.database.db;
    let association: number;
    let otherAssociation: number;
    let manager: Client;
    let otherManager: Client;
    let person: Client;
    let personId: number;
    let admin: Client;
    let open: number;
    let closed: number[] = [];

    const window = (startsIn: number, endsIn: number) => ({ starts_at: new Date(Date.now() + startsIn).toISOString(), ends_at: new Date(Date.now() + endsIn).toISOString() });
    const setting = (over: Record<string, unknown> = {}) => ({
      institution_id: association,
      kind: 'athlete',
      title: unique('运动员注册'),
      sports: ['田径', '游泳'],
      fields: ['level'],
      documents: ['等级证书'],
      notice: '须为在训运动员',
      ...window(-DAY, 30 * DAY),
      ...over,
    });
    const apply = (over: Record<string, unknown> = {}) => ({ setting_id: open, kind: 'athlete', sport: '田径', level: '国家二级运动员', documents: [{ name: '等级证书', url: '/media/cert.png' }], is_public: 1, ...over });
    const identity = { real_name: '测试运动员', id_card: demoIdCard('2001-03-04', 77, true), photo: '/media/me.png' };
    const registrationsOf = async (userId: number) => (await db().select({ n: count() }).from(persons).where(eq(persons.userId, userId)))[0]!.n;

    before(async () => {
      const rows = await db()
        .insert(institutions)
        .values([
          { name: unique('注册测试协会'), institutionType: 2 },
          { name: unique('注册测试协会乙'), institutionType: 2 },
        ])
        .returning({ id: institutions.id });
      association = rows[0]!.id;
      otherAssociation = rows[1]!.id;
      const m = await createUser(ctx.app, { manages: [{ institutionId: association, isAdmin: true }] });
      manager = await login(ctx.app, m.account, m.password);
      const o = await createUser(ctx.app, { manages: [{ institutionId: otherAssociation, isAdmin: true }] });
      otherManager = await login(ctx.app, o.account, o.password);
      const p = await createUser(ctx.app, { isPerson: true });
      personId = p.user.id;
      person = await login(ctx.app, p.account, p.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
    });

    it('a 协会 publishes 注册要求; a training centre, a stranger and a bad window are refused', async () => {
      const res = await manager.post('/api/admin/register/setting', setting());
      assert.equal(json(res).errno, 0, res.body);
      const s = json<Setting>(res).result;
      assert.equal(s.state, 'open');
      open = s.id;

      const [training] = await db().insert(institutions).values({ name: unique('培训中心'), institutionType: 3 }).returning({ id: institutions.id });
      const t = await createUser(ctx.app, { manages: [{ institutionId: training!.id, isAdmin: true }] });
      const trainer = await login(ctx.app, t.account, t.password);
      const before = (await db().select({ n: count() }).from(registerSettings))[0]!.n;
      assert.equal(firstMsg(await trainer.post('/api/admin/register/setting', setting({ institution_id: training!.id }))), '仅体育局、体育协会等机构可发布注册要求');
      assert.equal(json(await otherManager.post('/api/admin/register/setting', setting())).errno, 40300);
      assert.equal(firstMsg(await manager.post('/api/admin/register/setting', setting(window(DAY, DAY)))), '注册结束时间须晚于开始时间');
      assert.equal(firstMsg(await manager.post('/api/admin/register/setting', setting({ sports: [] }))), '请至少选择一个运动项目');
      assert.equal((await db().select({ n: count() }).from(registerSettings))[0]!.n, before);

      // edit: the other 协会 cannot reach it; the owner changes the title
      assert.equal(json(await otherManager.post('/api/admin/register/setting', setting({ id: open, institution_id: otherAssociation }))).errno, 404);
      const edited = await manager.post('/api/admin/register/setting', setting({ id: open, title: '2026年度运动员注册（修订）' }));
      assert.equal(json<Setting>(edited).result.title, '2026年度运动员注册（修订）');
      const listed = json<{ list: Setting[] }>(await manager.get(`/api/admin/register/settings?institution_id=${association}`)).result.list;
      assert.deepEqual(listed.map((x) => x.id), [open]);
      assert.equal(json(await otherManager.get(`/api/admin/register/settings?institution_id=${association}`)).errno, 40300);
    });

    it('/check/register_time answers the window', async () => {
      const r = json<{ open: number; message: string }>(await person.get(`/api/check/register_time?id=${open}`)).result;
      assert.deepEqual([r.open, r.message], [1, '']);
      const later = json<Setting>(await manager.post('/api/admin/register/setting', setting(window(5 * DAY, 9 * DAY)))).result;
      const ended = json<Setting>(await manager.post('/api/admin/register/setting', setting(window(-9 * DAY, -DAY)))).result;
      assert.equal(json<{ message: string }>(await person.get(`/api/check/register_time?id=${later.id}`)).result.message, '注册尚未开始');
      assert.equal(json<{ message: string }>(await person.get(`/api/check/register_time?id=${ended.id}`)).result.message, '注册已结束');
      // a person sees open windows only
      assert.equal(json(await person.get(`/api/register/setting?id=${ended.id}`)).errno, 404);
      const openList = json<{ list: Setting[] }>(await person.get('/api/register/settings?kind=athlete&count=100')).result.list.map((x) => x.id);
      assert.ok(openList.includes(open) && !openList.includes(ended.id) && !openList.includes(later.id));
      closed = [later.id, ended.id];
    });

    it('实名认证: the ID card by the §5 rule; registering needs it', async () => {
      assert.equal(firstMsg(await person.post('/api/register', apply())), '请先完成实名认证');
      assert.equal(firstMsg(await person.post('/api/register/identity', { ...identity, id_card: '110101199003071234' })), '身份证号格式错误');
      assert.equal(firstMsg(await person.post('/api/register/identity', { ...identity, photo: '' })), '请上传本人照片');
      assert.equal(json(await manager.post('/api/register/identity', identity)).errno, 40300);
      const res = await person.post('/api/register/identity', identity);
      const i = json<{ status: string; gender: number; birth_date: string }>(res).result;
      assert.deepEqual([i.status, i.gender, i.birth_date], ['pending', 1, '2001-03-04']);
      assert.equal(json<{ real_name: string }>(await person.get('/api/register/identity')).result.real_name, '测试运动员');
    });

    it('registers once per window; closed windows, other sports and missing documents are refused', async () => {
      const [later, ended] = closed;
      assert.equal(firstMsg(await person.post('/api/register', apply({ setting_id: later }))), '注册尚未开始');
      assert.equal(firstMsg(await person.post('/api/register', apply({ setting_id: ended }))), '注册已结束');
      assert.equal(firstMsg(await person.post('/api/register', apply({ sport: '篮球' }))), '所选运动项目不在本期注册范围内');
      assert.equal(firstMsg(await person.post('/api/register', apply({ documents: [] }))), '请上传等级证书');
      assert.equal(firstMsg(await person.post('/api/register', apply({ level: '' }))), '请填写等级');
      assert.equal(firstMsg(await person.post('/api/register', apply({ kind: 'referee' }))), '该注册要求不适用于此类注册');
      assert.equal(await registrationsOf(personId), 0);

      const res = await person.post('/api/register', apply());
      const r = json<Reg>(res).result;
      assert.equal(json(res).errno, 0, res.body);
      assert.deepEqual([r.status, r.real_name, r.institution_id], ['pending', '测试运动员', association]);
      assert.equal(firstMsg(await person.post('/api/register', apply())), '本期注册已提交，请勿重复提交');
      // two at once: one passes
      const twice = await Promise.all([person.post('/api/register', apply()), person.post('/api/register', apply())]);
      assert.deepEqual(twice.map((x) => firstMsg(x)), ['本期注册已提交，请勿重复提交', '本期注册已提交，请勿重复提交']);
      assert.equal(await registrationsOf(personId), 1);
      const mine = json<{ list: Reg[] }>(await person.get('/api/register/mine?kind=athlete')).result.list;
      assert.deepEqual(mine.map((x) => x.id), [r.id]);
      assert.equal(mine[0]!.id_card, identity.id_card);
    });

    it('tenancy: an institution lists and reads only what was filed with it; the platform lists all', async () => {
      const [r] = await db().select({ id: persons.id }).from(persons).where(eq(persons.userId, personId));
      const own = json<{ list: Reg[]; total: number }>(await manager.get(`/api/admin/register/list?institution_id=${association}&kind=athlete&status=pending`)).result;
      assert.deepEqual(own.list.map((x) => x.id), [r!.id]);
      assert.match(own.list[0]!.id_card, /^\d{6}\*{8}\d{3}[\dX]$/);
      assert.equal(json<{ total: number }>(await otherManager.get('/api/admin/register/list')).result.total, 0);
      assert.equal(json(await otherManager.get(`/api/admin/register/list?institution_id=${association}`)).errno, 40300);
      assert.equal(json(await otherManager.get(`/api/admin/register/info?id=${r!.id}`)).errno, 404);
      assert.equal(json(await person.get('/api/admin/register/list')).errno, 40300);
      const all = json<{ list: Reg[] }>(await admin.get(`/api/admin/register/list?keyword=${encodeURIComponent('测试运动员')}&count=100`)).result.list;
      assert.ok(all.some((x) => x.id === r!.id));
      const detail = json<Reg>(await manager.get(`/api/admin/register/info?id=${r!.id}`)).result;
      assert.deepEqual([detail.id_card, detail.identity_status], [identity.id_card, 'pending']);
    });

    it('导出: the list as xlsx through the export tasks, in the caller’s scope; an outsider is refused', async () => {
      const exported = async (caller: Client, body: Record<string, unknown>) => {
        const res = await caller.post('/api/admin/register/export', body);
        assert.equal(json(res).errno, 0, res.body);
        const id = json<{ id: number }>(res).result.id;
        await ctx.app.exportWorker.runOnce();
        const task = json<{ status: string; file_name: string }>(await caller.get(`/api/admin/export_task?id=${id}`)).result;
        assert.equal(task.status, 'done');
        return { id, fileName: task.file_name, rows: await readSheet((await caller.get(`/api/admin/export_task/file?id=${id}`)).rawPayload) };
      };
      const [name] = await db().select({ name: institutions.name }).from(institutions).where(eq(institutions.id, association));
      const own = await exported(manager, { institution_id: association, kind: 'athlete', status: 'pending' });
      assert.equal(own.fileName, `${name!.name}-运动员注册名单.xlsx`);
      assert.deepEqual(own.rows[0], ['姓名', '性别', '身份证号', '注册类型', '运动项目', '等级', '所在地区', '联系电话', '注册机构', '注册要求', '提交时间', '审核状态', '审核时间', '驳回原因', '在官网公开']);
      assert.deepEqual(
        own.rows.slice(1).map((r) => [r[0], r[1], r[3], r[4], r[5], r[8], r[11], r[14]]),
        [['测试运动员', '男', '运动员', '田径', '国家二级运动员', name!.name, '待审核', '是']],
      );
      assert.match(String(own.rows[1]![2]), /^\d{6}\*{8}\d{3}[\dX]$/);
      assert.equal(json(await otherManager.get(`/api/admin/export_task/file?id=${own.id}`)).errno, 404);

      // another institution's manager: its own (empty) list, never the 协会's
      const theirs = await exported(otherManager, {});
      assert.equal(theirs.fileName, '本机构-注册名单.xlsx');
      assert.equal(theirs.rows.length, 1);
      assert.equal(json(await otherManager.post('/api/admin/register/export', { institution_id: association })).errno, 40300);
      assert.equal(json(await person.post('/api/admin/register/export', {})).errno, 40300);
      // the platform: every institution's
      const all = await exported(admin, { keyword: '测试运动员' });
      assert.equal(all.fileName, '全平台-注册名单.xlsx');
      assert.ok(all.rows.slice(1).some((r) => r[8] === name!.name));
    });

    it('注册审核: a reason to reject, never one’s own, once; approval verifies 实名认证', async () => {
      const [r] = await db().select({ id: persons.id }).from(persons).where(eq(persons.userId, personId));
      const id = r!.id;
      assert.equal(firstMsg(await manager.post('/api/admin/register/examine', { id, action: 'reject', reason: ' ' })), '请填写驳回原因');
      assert.equal(json(await otherManager.post('/api/admin/register/examine', { id, action: 'approve' })).errno, 404);
      assert.equal(json(await admin.post('/api/admin/register/examine', { id, action: 'approve' })).errno, 40300);
      assert.equal((await manager.post('/api/admin/register/examine', { id, action: 'approve' }, { 'x-csrf-token': 'wrong' })).statusCode, 403);

      const rejected = json<Reg>(await manager.post('/api/admin/register/examine', { id, action: 'reject', reason: '等级证书不清晰' })).result;
      assert.deepEqual([rejected.status, rejected.review_reason], ['rejected', '等级证书不清晰']);
      assert.equal(firstMsg(await manager.post('/api/admin/register/examine', { id, action: 'approve' })), '该注册已审核，不能重复审核');
      // a rejected one may be filed again in the window
      const again = json<Reg>(await person.post('/api/register', apply())).result;
      assert.equal(again.status, 'pending');
      const approved = json<Reg>(await manager.post('/api/admin/register/examine', { id: again.id, action: 'approve' })).result;
      assert.deepEqual([approved.status, approved.identity_status], ['approved', 'verified']);
      assert.equal(firstMsg(await person.post('/api/register/identity', identity)), '实名认证已通过，不能修改');
      const audits = await db().select({ n: count() }).from(auditLog).where(and(eq(auditLog.target, `registration:${again.id}`)));
      assert.equal(audits[0]!.n, 2);

      // one's own: a manager who registered with their own institution
      const self = await createUser(ctx.app, { isPerson: true, manages: [{ institutionId: association, isAdmin: true }] });
      const selfClient = await login(ctx.app, self.account, self.password);
      await selfClient.post('/api/register/identity', { ...identity, id_card: demoIdCard('1999-09-09', 78, false), real_name: '自审者' });
      const mineId = json<Reg>(await selfClient.post('/api/register', apply())).result.id;
      assert.equal(firstMsg(await selfClient.post('/api/admin/register/examine', { id: mineId, action: 'approve' })), '不能审核本人的注册');
      const [still] = await db().select({ status: persons.status }).from(persons).where(eq(persons.id, mineId));
      assert.equal(still!.status, 'pending');
    });

    it('an approved referee becomes assignable; the demo data holds pending and approved rows', async () => {
      const refereeSetting = json<Setting>(await manager.post('/api/admin/register/setting', setting({ kind: 'referee', fields: [], documents: [] }))).result;
      const r = await createUser(ctx.app, { isPerson: true });
      const referee = await login(ctx.app, r.account, r.password);
      await referee.post('/api/register/identity', { ...identity, real_name: unique('裁判'), id_card: demoIdCard('1988-01-02', 79, true) });
      const reg = json<Reg>(await referee.post('/api/register', { setting_id: refereeSetting.id, kind: 'referee', sport: '田径' })).result;
      assert.equal(await ctx.app.repos.schedule.isReferee(r.user.id), false);
      await manager.post('/api/admin/register/examine', { id: reg.id, action: 'approve' });
      assert.equal(await ctx.app.repos.schedule.isReferee(r.user.id), true);

      const org = await login(ctx.app, 'org_multi');
      const demo = json<{ list: Reg[] }>(await org.get('/api/admin/register/list?institution_id=2&count=100')).result.list;
      assert.ok(demo.some((x) => x.status === 'pending' && x.real_name === '张子涵'));
      assert.ok(demo.some((x) => x.status === 'approved' && x.real_name === '林晓跑'));
      const [verified] = await db().select({ status: personIdentities.status }).from(personIdentities).innerJoin(persons, eq(persons.userId, personIdentities.userId)).where(eq(persons.realName, '林晓跑'));
      assert.equal(verified!.status, 'verified');
    });
  });
}
