import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { firstMsg, json, login, type Client, type TestContext } from '../helpers.js';

type List<T> = { list: T[]; total: number };
type Row = { id: number; institution_id: number };

export function tenancySuite(ctx: TestContext) {
  describe('roles and tenants on every id-bearing route', () => {
    let admin: Client;
    let youth: Client;
    let venue: Client;
    let athlete: Client;
    let multi: Client;
    const ids = { compGov: 0, compYouth: 0, orderGov: 0, orderYouth: 0, venueHuanglong: 0, venueWenzhou: 0 };

    before(async () => {
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      youth = await login(ctx.app, 'org_youth');
      venue = await login(ctx.app, 'venue_mgr');
      athlete = await login(ctx.app, 'athlete');
      multi = await login(ctx.app, 'org_multi');
      const first = async (url: string) => json<List<Row>>(await admin.get(url)).result.list[0].id;
      ids.compGov = await first('/api/competition/list?institution_id=1&count=1');
      ids.compYouth = await first('/api/competition/list?institution_id=3&count=1');
      ids.orderGov = await first('/api/admin/pay_order_list?institution_id=1&count=1');
      ids.orderYouth = await first('/api/admin/pay_order_list?institution_id=3&count=1');
      const venues = json<List<Row>>(await admin.get('/api/admin/venue_list?count=100')).result.list;
      ids.venueHuanglong = venues.find((v) => v.institution_id === 4)!.id;
      ids.venueWenzhou = venues.find((v) => v.institution_id === 10)!.id;
    });

    it('competition/info: owner and admin only, foreign → 404', async () => {
      assert.equal(json<Row>(await youth.get(`/api/competition/info?id=${ids.compYouth}`)).result.institution_id, 3);
      assert.equal(json(await admin.get(`/api/competition/info?id=${ids.compGov}`)).errno, 0);
      for (const c of [youth, venue, athlete, multi]) {
        const res = await c.get(`/api/competition/info?id=${ids.compGov}`);
        assert.equal(res.statusCode, 404);
        assert.deepEqual(res.json(), { errno: 404, result: { errors: [{ msg: '请求的资源不存在' }] } });
      }
      assert.equal((await admin.get('/api/competition/info?id=999999')).statusCode, 404);
    });

    it('competition/list: organisers must name one of their institutions', async () => {
      const own = json<List<Row>>(await youth.get('/api/competition/list?institution_id=3&count=100'));
      assert.ok(own.result.total > 0);
      assert.ok(own.result.list.every((c) => c.institution_id === 3));
      const foreign = await youth.get('/api/competition/list?institution_id=1');
      assert.equal(json(foreign).errno, 40300);
      assert.equal(firstMsg(foreign), '没有权限执行该操作');
      const missing = await youth.get('/api/competition/list');
      assert.equal(json(missing).errno, 42200);
      assert.equal(firstMsg(missing), '机构不能为空');
      assert.equal(json(await athlete.get('/api/competition/list?institution_id=1')).errno, 40300);
      const all = json<List<Row>>(await admin.get('/api/competition/list?count=100'));
      assert.ok(all.result.total >= 40);
      assert.ok(new Set(all.result.list.map((c) => c.institution_id)).size > 3);
    });

    it('competition/list filters by status, type, keyword and dates', async () => {
      type C = Row & { status: string; c_type: number; name: string; start_at: string };
      const pending = json<List<C>>(await admin.get('/api/competition/list?status=pending&count=100')).result.list;
      assert.ok(pending.length > 0 && pending.every((c) => c.status === 'pending'));
      const activities = json<List<C>>(await admin.get('/api/competition/list?c_type=2&count=100')).result.list;
      assert.ok(activities.length > 0 && activities.every((c) => c.c_type === 2));
      const keyword = json<List<C>>(await admin.get(`/api/competition/list?keyword=${encodeURIComponent('马拉松')}&count=100`)).result.list;
      assert.ok(keyword.length >= 2 && keyword.every((c) => c.name.includes('马拉松')));
      const june = json<List<C>>(await admin.get('/api/competition/list?date_from=2026-06-01&date_to=2026-06-30&count=100')).result.list;
      assert.ok(june.length > 0);
      assert.ok(june.every((c) => c.start_at >= '2026-05-31T16:00:00.000Z' && c.start_at < '2026-06-30T16:00:00.000Z'));
      const percent = json<List<C>>(await admin.get(`/api/competition/list?keyword=${encodeURIComponent('%')}`)).result;
      assert.equal(percent.total, 0);
      const empty = json<List<C>>(await admin.get('/api/competition/list?keyword=zzzz-not-there'));
      assert.deepEqual(empty.result, { list: [], total: 0 });
      const badRange = await admin.get('/api/competition/list?date_from=2026-07-01&date_to=2026-06-01');
      assert.equal(firstMsg(badRange), '开始日期不能晚于结束日期');
    });

    it('competition/search_institution: platform admin only', async () => {
      const res = json<{ list: { id: number; name: string }[] }>(await admin.get(`/api/competition/search_institution?keyword=${encodeURIComponent('浙江')}`));
      assert.deepEqual(res.result.list.map((i) => i.id).sort((a, b) => a - b), [2, 6]);
      assert.equal(json(await youth.get('/api/competition/search_institution?keyword=a')).errno, 40300);
    });

    it('pay_order_info: owner and admin only, foreign → 404', async () => {
      const own = json<Row & { items: unknown[]; status_history: { to_status: string }[] }>(await youth.get(`/api/admin/pay_order_info?id=${ids.orderYouth}`));
      assert.equal(own.result.institution_id, 3);
      assert.ok(own.result.items.length > 0);
      assert.equal(own.result.status_history[0].to_status, '待支付');
      for (const c of [youth, venue, athlete, multi]) assert.equal((await c.get(`/api/admin/pay_order_info?id=${ids.orderGov}`)).statusCode, 404);
      assert.equal(json(await admin.get(`/api/admin/pay_order_info?id=${ids.orderGov}`)).errno, 0);
    });

    it('pay_order_list: organisers see only their institutions', async () => {
      const own = json<List<Row & { status: string }>>(await multi.get('/api/admin/pay_order_list?count=100'));
      assert.ok(own.result.total > 0);
      assert.ok(own.result.list.every((o) => o.institution_id === 2 || o.institution_id === 6));
      assert.equal(json(await multi.get('/api/admin/pay_order_list?institution_id=1')).errno, 40300);
      assert.equal(json(await athlete.get('/api/admin/pay_order_list')).errno, 40300);
      const paid = json<List<Row & { status: string }>>(await admin.get(`/api/admin/pay_order_list?status=${encodeURIComponent('已支付')}&count=100`));
      assert.ok(paid.result.list.length > 0 && paid.result.list.every((o) => o.status === '已支付'));
      const orderNo = json<Row & { order_no: string }>(await admin.get(`/api/admin/pay_order_info?id=${ids.orderGov}`)).result.order_no;
      const byNo = json<List<Row>>(await admin.get(`/api/admin/pay_order_list?keyword=${orderNo}`));
      assert.equal(byNo.result.total, 1);
      const bySubject = json<List<Row & { subject: string }>>(await multi.get(`/api/admin/pay_order_list?keyword=${encodeURIComponent('报名费')}&count=100`));
      assert.ok(bySubject.result.list.length > 0 && bySubject.result.list.every((o) => o.subject.includes('报名费')));
      const badStatus = await admin.get(`/api/admin/pay_order_list?status=${encodeURIComponent('未知')}`);
      assert.equal(firstMsg(badStatus), '状态取值无效');
    });

    it('venue_info and venue_list: venue manager sees only their venues', async () => {
      const own = json<Row & { courts: { name: string }[] }>(await venue.get(`/api/admin/venue_info?id=${ids.venueHuanglong}`));
      assert.equal(own.result.institution_id, 4);
      assert.ok(own.result.courts.length > 0);
      for (const c of [venue, youth, athlete]) assert.equal((await c.get(`/api/admin/venue_info?id=${ids.venueWenzhou}`)).statusCode, 404);
      assert.equal((await youth.get(`/api/admin/venue_info?id=${ids.venueHuanglong}`)).statusCode, 404);
      const list = json<List<Row>>(await venue.get('/api/admin/venue_list?count=100'));
      assert.ok(list.result.total >= 3 && list.result.list.every((v) => v.institution_id === 4));
      assert.equal(json(await athlete.get('/api/admin/venue_list')).errno, 40300);
      const tennis = json<List<Row & { name: string }>>(await venue.get(`/api/admin/venue_list?keyword=${encodeURIComponent('网球')}`));
      assert.deepEqual(tennis.result.list.map((v) => v.name), ['黄龙网球中心']);
      const pending = json<List<Row & { status: string }>>(await admin.get('/api/admin/venue_list?status=pending&count=100'));
      assert.equal(pending.result.total, 2);
    });
  });
}
