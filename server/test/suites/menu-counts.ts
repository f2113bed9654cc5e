import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { withdrawals } from '../../src/db/schema/index.js';
import { createUser, firstMsg, json, login, type TestContext } from '../helpers.js';

type Titles = { titles: string[] };

export function menuCountsSuite(ctx: TestContext) {
  const titlesOf = async (account: string, institutionId: number, password = 'Saishi@2026') => {
    const c = await login(ctx.app, account, password);
    return json<Titles>(await c.get(`/api/admin/manager_menu?institution_id=${institutionId}`)).result.titles;
  };

  describe('menu titles per role', () => {
    it('platform admin: the full admin set with the admin match variant', async () => {
      const t = await titlesOf('admin', 0, 'Admin@2026');
      for (const title of ['账号管理', '权限管理', '入驻管理', '入驻申请', '成绩管理', '注册名单', '资讯管理', '视频管理', '图片管理', '官网首页管理', '友情链接', '小程序场馆管理', '场馆变更审核', '小程序反馈', '财务管理', '提现管理', '赛事管理', '报备审核', 'B类文章']) {
        assert.ok(t.includes(title), title);
      }
      for (const title of ['我的信息', '比赛报备', '场馆管理', '直播管理', '资金账户']) assert.ok(!t.includes(title), title);
    });

    it('organiser of a type-1 institution: institution set with articles', async () => {
      const t = await titlesOf('org_gov', 1);
      for (const title of ['账号信息', '修改密码', '操作记录', '赛事管理', '比赛报备', '活动报备', '资讯管理', '文章列表', '社区人员注册', '注册审核', '直播管理', '购买直播', '财务管理', '订单管理', '退款管理', '资金账户']) {
        assert.ok(t.includes(title), title);
      }
      for (const title of ['入驻管理', '提现管理', '报备审核', '场馆管理', '我的信息']) assert.ok(!t.includes(title), title);
    });

    it('organiser of a type-3 institution: no article management', async () => {
      const t = await titlesOf('org_youth', 3);
      assert.ok(t.includes('赛事管理'));
      assert.ok(!t.includes('资讯管理'));
    });

    it('multi-institution manager: menu follows the institution asked for', async () => {
      const c = await login(ctx.app, 'org_multi');
      for (const id of [2, 6]) {
        const t = json<Titles>(await c.get(`/api/admin/manager_menu?institution_id=${id}`)).result.titles;
        assert.ok(t.includes('资讯管理'), `institution ${id}`);
      }
      const foreign = await c.get('/api/admin/manager_menu?institution_id=1');
      assert.equal(foreign.statusCode, 404);
      assert.equal(firstMsg(foreign), '请求的资源不存在');
    });

    it('venue manager: account (info, password), venue management, orders', async () => {
      const t = await titlesOf('venue_mgr', 4);
      assert.deepEqual(t, ['账号管理', '账号信息', '权限管理', '修改密码', '场馆管理', '场馆信息', '预订管理', '订场账户', '财务管理', '订单管理']);
    });

    it('personal users: only 我的信息 and 我的注册 (an approved referee also has 我的执裁 under 我的注册)', async () => {
      const expected = ['我的信息', '个人设置', '我的订单', '我的钱包', '我的证书', '我的注册', '运动员注册', '裁判员注册'];
      assert.deepEqual(await titlesOf('athlete', 0), expected);
      assert.deepEqual(await titlesOf('referee', 0), [...expected, '我的执裁']);
    });

    it('personal users get 404 for an institution they do not belong to (no menu of any institution id)', async () => {
      const c = await login(ctx.app, 'athlete');
      for (const id of [1, 121, 999999]) {
        const res = await c.get(`/api/admin/manager_menu?institution_id=${id}`);
        assert.equal(res.statusCode, 404, `institution ${id}: ${res.body}`);
        assert.equal(firstMsg(res), '请求的资源不存在');
      }
    });

    it('institution 121 is forced to the personal menus', async () => {
      const u = await createUser(ctx.app, { manages: [{ institutionId: 121 }] });
      assert.deepEqual(await titlesOf(u.account, 121, u.password), ['我的信息', '个人设置', '我的订单', '我的钱包', '我的证书', '我的注册', '运动员注册', '裁判员注册']);
    });
  });

  describe('pending counts', () => {
    /** Pending withdrawals of the demo data (the seed withdraws from what is settled by today, so the number follows the date). */
    const pendingWithdrawals = async (institutionId?: number) => {
      const where: SQL[] = [eq(withdrawals.status, 'pending')];
      if (institutionId) where.push(eq(withdrawals.institutionId, institutionId));
      return (await ctx.app.database.db.select({ n: count() }).from(withdrawals).where(and(...where)))[0]!.n;
    };

    it('platform admin gets the platform-wide counts', async () => {
      const c = await login(ctx.app, 'admin', 'Admin@2026');
      const r = json<Record<string, number>>(await c.get('/api/admin/un_check_count')).result;
      assert.deepEqual(Object.keys(r).sort(), [
        'add_photo_count', 'add_venue_count', 'article_check_count', 'feedback_count', 'filing_count', 'refund_count',
        'report_photo_count', 'update_venue_count', 'withdraw_count',
      ]);
      // the demo's filed competitions and 信息变更, and the 系列报备 of 浙江省青少年田径联赛 (docs/series.md)
      assert.equal(r.filing_count, 8);
      assert.equal(r.feedback_count, 3);
      assert.equal(r.add_venue_count, 2);
      assert.equal(r.update_venue_count, 2);
      assert.equal(r.report_photo_count, 2);
      assert.equal(r.withdraw_count, await pendingWithdrawals());
      assert.ok(r.withdraw_count > 0, 'the demo data has withdrawals waiting for review');
      assert.equal(r.article_check_count, 3);
    });

    it('an organiser gets the counts of their institution only', async () => {
      const c = await login(ctx.app, 'org_youth');
      const r = json<Record<string, number>>(await c.get('/api/admin/un_check_count')).result;
      assert.equal(r.filing_count, 1);
      assert.equal(r.add_photo_count, 1);
      assert.equal(r.feedback_count, 0);
      assert.equal(r.add_venue_count, 0);
      assert.equal(r.withdraw_count, await pendingWithdrawals(3));
      assert.equal(r.article_check_count, 0);
    });

    it('a venue manager gets the venue reviews of their institution', async () => {
      const c = await login(ctx.app, 'venue_mgr');
      const r = json<Record<string, number>>(await c.get('/api/admin/un_check_count')).result;
      assert.equal(r.add_venue_count, 1);
      assert.equal(r.update_venue_count, 1);
      assert.equal(r.withdraw_count, await pendingWithdrawals(4));
      assert.equal(r.filing_count, 0);
    });

    it('a personal user gets zeros', async () => {
      const c = await login(ctx.app, 'athlete');
      const r = json<Record<string, number>>(await c.get('/api/admin/un_check_count')).result;
      assert.ok(Object.values(r).every((n) => n === 0));
    });

    it('msg_count: own institution or admin; foreign → 404', async () => {
      const multi = await login(ctx.app, 'org_multi');
      const own = json<{ sign_count: number; check_register_count: number }>(await multi.get('/api/admin/msg_count?belong_id=2'));
      assert.equal(own.errno, 0);
      assert.equal(own.result.check_register_count, 4);
      assert.ok(own.result.sign_count > 0);
      assert.equal((await multi.get('/api/admin/msg_count?belong_id=3')).statusCode, 404);
      const youth = await login(ctx.app, 'org_youth');
      assert.equal(json<{ check_register_count: number }>(await youth.get('/api/admin/msg_count?belong_id=3')).result.check_register_count, 3);
      const admin = await login(ctx.app, 'admin', 'Admin@2026');
      assert.equal(json(await admin.get('/api/admin/msg_count?belong_id=3')).errno, 0);
      assert.equal((await admin.get('/api/admin/msg_count?belong_id=99999')).statusCode, 404);
      const missing = await admin.get('/api/admin/msg_count');
      assert.equal(firstMsg(missing), '机构不能为空');
    });

    it('institution_list: admin sees all, a manager only their own', async () => {
      const admin = await login(ctx.app, 'admin', 'Admin@2026');
      const all = json<{ list: { id: number }[]; total: number }>(await admin.get('/api/admin/institution_list?start=0&count=10'));
      assert.ok(all.result.total >= 11);
      assert.equal(all.result.list.length, 10);
      const page2 = json<{ list: { id: number }[] }>(await admin.get('/api/admin/institution_list?start=10&count=10'));
      assert.ok(page2.result.list.every((i) => !all.result.list.some((j) => j.id === i.id)));
      const multi = await login(ctx.app, 'org_multi');
      const own = json<{ list: { id: number; institution_type: number; belong_id: number; name: string; logo: string }[]; total: number }>(
        await multi.get('/api/admin/institution_list'),
      );
      assert.deepEqual(own.result.list.map((i) => i.id), [2, 6]);
      assert.equal(own.result.total, 2);
      assert.deepEqual(Object.keys(own.result.list[0]).sort(), ['belong_id', 'id', 'institution_type', 'logo', 'name']);
    });
  });
}
