import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { liveRooms, media, orderItems, orders, orderStatusHistory } from '../../src/db/schema/index.js';
import { DEMO_LIVE_MEDIA } from '../../src/db/seed-live.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type List<T> = { list: T[]; total: number };
type Room = { id: number; institution_id: number; title: string; status: string; visibility: string; admin_hidden: number; stream_url: string; replay_url: string; replay_media_id: number | null };
type PublicRoom = { id: number; title: string; status: string; play_url: string; replay_url: string };
type Detail = PublicRoom & { ad: { kind: string; media_url: string; link: string; duration: number } | null };
type Created = { order_id: number; order_no: string; amount_cents: number; status: string; created: number };


const errnoOf = (res: LightMyRequestResponse) => json(res).errno;
const HOUR = 3_600_000;

export function liveSuite(ctx: TestContext) {
  describe('live (直播): packages and orders, quota, rooms, ads, public pages, tenancy', () => {
    let admin: Client;
    let owner: Client;
    let other: Client;
    let own = 0;
    let otherInst = 0;
    let packageId = 0;
    const anon = (url: string) => ctx.app.inject({ method: 'GET', url });
    const roomBody = (extra: Record<string, unknown> = {}) => ({
      institution_id: own,
      title: unique('测试直播'),
      stream_url: 'https://live.example.com/hls/room1.m3u8',
      push_url: 'rtmp://push.example.com/live/room1',
      scheduled_start: new Date(Date.now() + HOUR).toISOString(),
      scheduled_end: new Date(Date.now() + 3 * HOUR).toISOString(),
      ...extra,
    });
    const createRoom = async (extra: Record<string, unknown> = {}, as: Client = owner) => {
      const res = await as.post('/api/admin/lives', roomBody(extra));
      assert.equal(errnoOf(res), 0, res.body);
      return json<{ id: number }>(res).result.id;
    };
    const buy = (as: Client, institution: number, requestId = unique('req').replace(/_/g, '-')) =>
      as.post('/api/admin/live/buy', { institution_id: institution, package_id: packageId, request_id: requestId });
    const pay = async (orderId: number) => {
      await ctx.app.database.db.update(orders).set({ status: '已支付', paidAt: new Date(), payChannel: 'offline' }).where(eq(orders.id, orderId));
    };

    before(async () => {
      const db = ctx.app.database.db;
      const [a, b] = await db
        .insert(institutions)
        .values([
          { name: unique('直播测试协会'), institutionType: 2 },
          { name: unique('直播测试机构'), institutionType: 6 },
        ])
        .returning({ id: institutions.id });
      own = a.id;
      otherInst = b.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId: own }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: otherInst }] });
      owner = await login(ctx.app, o.account, o.password);
      other = await login(ctx.app, x.account, x.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      const packages = json<{ list: { id: number; name: string; room_quota: number; price_cents: number }[] }>(await owner.get('/api/admin/live/packages')).result.list;
      assert.ok(packages.length >= 3);
      packageId = packages[0].id;
    });

    it('buys a package: one 待支付 finance order with its item and history, idempotent per request id', async () => {
      const requestId = 'double-click-0001';
      const [first, second] = await Promise.all([buy(owner, own, requestId), buy(owner, own, requestId)]);
      assert.equal(errnoOf(first), 0, first.body);
      assert.equal(errnoOf(second), 0, second.body);
      const a = json<Created>(first).result;
      const b = json<Created>(second).result;
      assert.equal(a.order_id, b.order_id, 'a double click creates one order');
      assert.equal(a.created + b.created, 1);
      assert.equal(a.status, '待支付');
      const db = ctx.app.database.db;
      const [n] = await db.select({ n: count() }).from(orders).where(eq(orders.institutionId, own));
      assert.equal(n.n, 1);
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, a.order_id));
      assert.equal(items.length, 1);
      assert.equal(items[0].unitPriceCents, a.amount_cents);
      const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, a.order_id));
      assert.deepEqual(history.map((h) => h.toStatus), ['待支付']);
      // the finance order list of the institution shows it
      const finance = json<List<{ order_id: number }>>(await owner.get('/api/admin/live/orders')).result;
      assert.equal(finance.total, 1);
      assert.equal(finance.list[0].order_id, a.order_id);

      // bad input and other tenants
      assert.equal(firstMsg(await owner.post('/api/admin/live/buy', { institution_id: own, package_id: 999999, request_id: 'missing-package-1' })), '直播套餐不存在或已下架');
      assert.equal(errnoOf(await owner.post('/api/admin/live/buy', { institution_id: own, package_id: packageId, request_id: 'x' })), 42200);
      assert.equal(errnoOf(await buy(owner, otherInst)), 40300);
      assert.equal(errnoOf(await buy(admin, own)), 40300, 'the platform admin does not buy packages');
      assert.equal(json<List<unknown>>(await other.get('/api/admin/live/orders')).result.total, 0);
      assert.equal(errnoOf(await other.get(`/api/admin/live/orders?institution_id=${own}`)), 40300);
    });

    it('refuses marking a package order paid offline (owner or admin): no quota without payment', async () => {
      const orderId = json<{ list: { order_id: number }[] }>(await owner.get('/api/admin/live/orders')).result.list[0].order_id;
      const quota = async () => json<{ total: number }>(await owner.get(`/api/admin/live/quota?institution_id=${own}`)).result.total;
      const db = ctx.app.database.db;
      const historyOf = async () => (await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).length;
      const historyBefore = await historyOf();
      for (const as of [owner, admin]) {
        const res = await as.post('/api/admin/pay_order/mark_paid', { id: orderId, note: '线下已收款' });
        assert.equal(res.statusCode, 200);
        assert.equal(errnoOf(res), 40000, res.body);
        assert.equal(firstMsg(res), '只有报名费订单可以线下标记为已支付');
      }
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      assert.equal(row.status, '待支付', 'the order is still unpaid');
      assert.equal(row.payChannel, '');
      assert.equal(await historyOf(), historyBefore);
      assert.equal(await quota(), 0, 'no quota without payment');
      // the order list says where the offline marking is offered
      const listed = json<List<{ id: number; can_mark_paid: number }>>(await owner.get(`/api/admin/pay_order_list?institution_id=${own}`)).result.list;
      assert.equal(listed.find((o) => o.id === orderId)?.can_mark_paid, 0);
      assert.equal(json<{ can_mark_paid: number }>(await owner.get(`/api/admin/pay_order_info?id=${orderId}`)).result.can_mark_paid, 0);
    });

    it('counts only paid packages as quota and refuses a room over the quota', async () => {
      const quota = async () => json<{ total: number; used: number; remaining: number }>(await owner.get(`/api/admin/live/quota?institution_id=${own}`)).result;
      assert.equal((await quota()).total, 0, 'an unpaid package gives no quota');
      const refusedRes = await owner.post('/api/admin/lives', roomBody());
      assert.equal(firstMsg(refusedRes), '直播场次额度不足，请先购买并支付直播套餐');
      const [rows] = await ctx.app.database.db.select({ n: count() }).from(liveRooms).where(eq(liveRooms.institutionId, own));
      assert.equal(rows.n, 0);

      const orderId = json<{ list: { order_id: number }[] }>(await owner.get('/api/admin/live/orders')).result.list[0].order_id;
      await pay(orderId);
      const q = await quota();
      assert.ok(q.total >= 10);
      assert.equal(q.used, 0);
      await createRoom();
      assert.equal((await quota()).used, 1);
      assert.equal(errnoOf(await other.get(`/api/admin/live/quota?institution_id=${own}`)), 40300);
    });

    it('rejects bad room input in Chinese and changes nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ stream_url: 'ftp://x.example.com/a.m3u8' }, '播放地址必须是以 http:// 或 https:// 开头的 HLS 地址（.m3u8）'],
        [{ stream_url: 'https://x.example.com/a.mp4' }, '播放地址必须是以 http:// 或 https:// 开头的 HLS 地址（.m3u8）'],
        [{ stream_url: 'javascript:alert(1)//.m3u8' }, '播放地址必须是以 http:// 或 https:// 开头的 HLS 地址（.m3u8）'],
        [{ push_url: 'http://push.example.com/x' }, '推流地址必须以 rtmp:// 或 rtmps:// 开头'],
        [{ title: '   ' }, '直播标题不能为空'],
        [{ cover: 'javascript:alert(1)' }, '封面图片地址无效'],
        [{ scheduled_end: new Date(Date.now() + HOUR / 2).toISOString() }, '结束时间必须晚于开始时间'],
        [{ competition_id: 999999 }, '赛事不存在'],
      ];
      const db = ctx.app.database.db;
      const [before] = await db.select({ n: count() }).from(liveRooms).where(eq(liveRooms.institutionId, own));
      for (const [extra, msg] of cases) {
        const res = await owner.post('/api/admin/lives', roomBody(extra));
        assert.equal(res.statusCode, 200);
        assert.equal(firstMsg(res), msg, JSON.stringify(extra));
      }
      assert.equal(errnoOf(await owner.post('/api/admin/lives', { ...roomBody(), scheduled_start: 'tomorrow' })), 42200);
      const [after] = await db.select({ n: count() }).from(liveRooms).where(eq(liveRooms.institutionId, own));
      assert.equal(after.n, before.n);
      // a relative path to this platform's media is accepted as a play address
      await createRoom({ stream_url: `/api/media/${DEMO_LIVE_MEDIA.playlist}` });
    });

    it('keeps rooms inside their institution', async () => {
      const id = await createRoom();
      assert.equal(errnoOf(await other.get(`/api/admin/lives/info?id=${id}`)), 404);
      assert.equal(errnoOf(await other.put('/api/admin/lives', { id, title: '篡改' })), 404);
      assert.equal(errnoOf(await other.post('/api/admin/lives/start', { id })), 404);
      assert.equal(errnoOf(await other.del(`/api/admin/lives?id=${id}`)), 404);
      assert.equal(errnoOf(await other.post('/api/admin/lives', roomBody())), 40300);
      assert.equal(errnoOf(await other.get(`/api/admin/lives/list?institution_id=${own}`)), 40300);
      assert.ok(!json<List<Room>>(await other.get('/api/admin/lives/list?count=100')).result.list.some((r) => r.id === id));
      assert.equal(errnoOf(await other.post('/api/admin/lives/hide', { id, hidden: 1 })), 40300, 'only the platform admin hides');
      // the admin sees every institution's rooms
      const all = json<List<Room>>(await admin.get(`/api/admin/lives/list?institution_id=${own}&count=100`)).result;
      assert.ok(all.list.some((r) => r.id === id));
      assert.equal((await anon('/api/admin/lives/list')).statusCode, 401);
      // no CSRF token, no change
      const noCsrf = await ctx.app.inject({ method: 'POST', url: '/api/admin/lives/start', payload: { id }, headers: { cookie: owner.cookie } });
      assert.equal(noCsrf.statusCode, 403);
    });

    it('refuses venue managers and personal users: their menus have no 直播管理', async () => {
      const id = await createRoom();
      const venueInst = (await ctx.app.database.db.insert(institutions).values({ name: unique('直播测试场馆'), institutionType: 4 }).returning({ id: institutions.id }))[0].id;
      const v = await createUser(ctx.app, { manages: [{ institutionId: venueInst }] });
      const p = await createUser(ctx.app, { isPerson: true });
      for (const who of [await login(ctx.app, v.account, v.password), await login(ctx.app, p.account, p.password)]) {
        assert.equal(errnoOf(await who.get('/api/admin/lives/list')), 40300);
        assert.equal(errnoOf(await who.post('/api/admin/lives', { ...roomBody(), institution_id: venueInst })), 40300);
        assert.equal(errnoOf(await buy(who, venueInst)), 40300);
        assert.equal(errnoOf(await who.get(`/api/admin/live/quota?institution_id=${venueInst}`)), 40300);
        assert.equal(errnoOf(await who.get(`/api/admin/lives/info?id=${id}`)), 404);
      }
      const [{ n }] = await ctx.app.database.db.select({ n: count() }).from(liveRooms).where(eq(liveRooms.institutionId, venueInst));
      assert.equal(n, 0);
    });

    it('starts and ends a room, sets a replay, and shows only public rooms on the official site', async () => {
      const id = await createRoom({ scheduled_start: new Date(Date.now() - HOUR).toISOString() });
      const publicList = async (section: string) => json<List<PublicRoom>>(await anon(`/api/official/lives?section=${section}&count=100`)).result.list;
      assert.ok((await publicList('upcoming')).some((r) => r.id === id));
      assert.equal(json<Detail>(await anon(`/api/official/live?id=${id}`)).result.play_url, '', 'no play address before it starts');

      assert.equal(firstMsg(await owner.post('/api/admin/lives/end', { id })), '直播尚未开始');
      assert.equal(errnoOf(await owner.post('/api/admin/lives/start', { id })), 0);
      assert.equal(firstMsg(await owner.post('/api/admin/lives/start', { id })), '直播已开始');
      assert.ok((await publicList('live')).some((r) => r.id === id));
      assert.equal(json<Detail>(await anon(`/api/official/live?id=${id}`)).result.play_url, 'https://live.example.com/hls/room1.m3u8');
      assert.equal(firstMsg(await owner.del(`/api/admin/lives?id=${id}`)), '直播进行中，请先结束直播');
      assert.equal(firstMsg(await owner.put('/api/admin/lives/replay', { id, replay_url: 'https://x.example.com/r.mp4' })), '直播结束后才能设置回放');

      assert.equal(errnoOf(await owner.post('/api/admin/lives/end', { id })), 0);
      const played = json<List<Room>>(await owner.get('/api/admin/lives/list?phase=played&count=100')).result.list;
      assert.ok(played.some((r) => r.id === id && r.status === '已结束'));
      assert.ok(!json<List<Room>>(await owner.get('/api/admin/lives/list?phase=plan&count=100')).result.list.some((r) => r.id === id));
      assert.equal(firstMsg(await owner.put('/api/admin/lives', { id, title: '改名' })), '直播已结束，只能设置公开或隐藏');

      // replay: an http(s) URL, or an uploaded video of the institution (a media URL of another's upload is refused)
      assert.equal(firstMsg(await owner.put('/api/admin/lives/replay', { id, replay_url: 'javascript:alert(1)' })), '回放地址必须以 http:// 或 https:// 开头');
      assert.equal(firstMsg(await owner.put('/api/admin/lives/replay', { id, replay_url: `/api/media/${DEMO_LIVE_MEDIA.playlist}` })), '回放视频不存在或尚未处理完成');
      const [video] = await ctx.app.database.db
        .insert(media)
        .values({ ownerUserId: owner.login.result.account.user_id, institutionId: own, kind: 'video', storageKey: 'video-0123456789abcdef0123456789abcdef.mp4', mime: 'video/mp4', status: 'ready' })
        .returning();
      const set = json<Room>(await owner.put('/api/admin/lives/replay', { id, replay_url: '/api/media/video-0123456789abcdef0123456789abcdef.mp4' })).result;
      assert.equal(set.replay_media_id, video.id);
      assert.ok((await publicList('replay')).some((r) => r.id === id && r.replay_url === set.replay_url));

      // hidden by the owner, or by the platform admin (which the owner cannot undo): not public
      assert.equal(errnoOf(await owner.put('/api/admin/lives', { id, visibility: 'hidden' })), 0);
      assert.ok(!(await publicList('replay')).some((r) => r.id === id));
      assert.equal(errnoOf(await anon(`/api/official/live?id=${id}`)), 404);
      assert.equal(errnoOf(await owner.put('/api/admin/lives', { id, visibility: 'public' })), 0);
      assert.ok((await publicList('replay')).some((r) => r.id === id));
      assert.equal(errnoOf(await admin.post('/api/admin/lives/hide', { id, hidden: 1 })), 0);
      assert.ok(!(await publicList('replay')).some((r) => r.id === id));
      assert.equal(errnoOf(await anon(`/api/official/live?id=${id}`)), 404);
      const hiddenList = json<List<Room>>(await admin.get(`/api/admin/lives/list?hidden=1&count=100&institution_id=${own}`)).result.list;
      assert.ok(hiddenList.some((r) => r.id === id && r.admin_hidden === 1));
      assert.equal(errnoOf(await admin.post('/api/admin/lives/hide', { id, hidden: 0 })), 0);
      assert.ok((await publicList('replay')).some((r) => r.id === id));
    });

    it('manages pre-roll ads with uploaded media and a safe link; the public detail carries the active ad', async () => {
      const db = ctx.app.database.db;
      const [image] = await db
        .insert(media)
        .values({ ownerUserId: owner.login.result.account.user_id, institutionId: own, kind: 'image', storageKey: 'img-aa23456789abcdef0123456789abcdef.png', mime: 'image/png', status: 'ready' })
        .returning();
      const url = `/api/media/${image.storageKey}`;
      const ad = (extra: Record<string, unknown> = {}) => ({ institution_id: own, title: '赞助商广告', kind: 'image', media_url: url, link: 'https://sponsor.example.com', duration: 5, ...extra });
      assert.equal(firstMsg(await owner.post('/api/admin/live/ad', ad({ link: 'javascript:alert(1)' }))), '链接格式错误，请填写以 http:// 或 https:// 开头的地址');
      assert.equal(firstMsg(await owner.post('/api/admin/live/ad', ad({ media_url: 'https://evil.example.com/a.png' }))), '请上传广告图片');
      assert.equal(firstMsg(await owner.post('/api/admin/live/ad', ad({ kind: 'video' }))), '请上传广告视频');
      assert.equal(errnoOf(await owner.post('/api/admin/live/ad', ad({ duration: 0 }))), 42200);
      assert.equal(errnoOf(await other.post('/api/admin/live/ad', ad())), 40300);
      assert.equal(firstMsg(await other.post('/api/admin/live/ad', ad({ institution_id: otherInst }))), '请上传广告图片', "another institution's upload");
      const res = await owner.post('/api/admin/live/ad', ad());
      assert.equal(errnoOf(res), 0, res.body);
      const adId = json<{ id: number }>(res).result.id;

      const roomId = await createRoom();
      const detail = json<Detail>(await anon(`/api/official/live?id=${roomId}`)).result;
      assert.deepEqual(detail.ad && { kind: detail.ad.kind, media_url: detail.ad.media_url, link: detail.ad.link, duration: detail.ad.duration }, {
        kind: 'image',
        media_url: url,
        link: 'https://sponsor.example.com',
        duration: 5,
      });
      assert.equal(errnoOf(await other.put('/api/admin/live/ad', { id: adId, enabled: 0 })), 404);
      assert.equal(errnoOf(await owner.put('/api/admin/live/ad', { id: adId, enabled: 0 })), 0);
      assert.equal(json<Detail>(await anon(`/api/official/live?id=${roomId}`)).result.ad, null);
      assert.equal(json<List<{ id: number; enabled: number }>>(await owner.get('/api/admin/live/ads')).result.list.find((a) => a.id === adId)?.enabled, 0);
      assert.equal(errnoOf(await other.del(`/api/admin/live/ad?id=${adId}`)), 404);
      assert.equal(errnoOf(await owner.del(`/api/admin/live/ad?id=${adId}`)), 0);
    });

    it('seeds demo rooms whose HLS stream the server itself serves', { timeout: 120_000 }, async () => {
      const live = json<List<PublicRoom>>(await anon('/api/official/lives?section=live')).result.list;
      const demo = live.find((r) => r.play_url === `/api/media/${DEMO_LIVE_MEDIA.playlist}`);
      assert.ok(demo, 'a seeded room is live');
      const deadline = Date.now() + 110_000;
      let playlist = await anon(demo.play_url);
      while (playlist.statusCode !== 200 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 500));
        playlist = await anon(demo.play_url);
      }
      assert.equal(playlist.statusCode, 200);
      assert.match(playlist.body, /#EXTM3U/);
      assert.match(playlist.body, /#EXT-X-BYTERANGE/);
      assert.ok(playlist.body.includes(DEMO_LIVE_MEDIA.segment));
      const part = await ctx.app.inject({ method: 'GET', url: `/api/media/${DEMO_LIVE_MEDIA.segment}`, headers: { range: 'bytes=0-187' } });
      assert.equal(part.statusCode, 206);
      assert.equal(part.rawPayload[0], 0x47, 'an MPEG-TS sync byte');
      // the MP4 replay of a seeded ended room (downloadable from 已播列表)
      const replays = json<List<PublicRoom>>(await anon('/api/official/lives?section=replay&count=100')).result.list;
      assert.ok(replays.some((r) => r.replay_url === `/api/media/${DEMO_LIVE_MEDIA.replayFile}`));
      const mp4 = await ctx.app.inject({ method: 'GET', url: `/api/media/${DEMO_LIVE_MEDIA.replayFile}`, headers: { range: 'bytes=4-11' } });
      assert.equal(mp4.statusCode, 206);
      assert.equal(mp4.rawPayload.subarray(0, 4).toString('latin1'), 'ftyp');
      const [paid] = await ctx.app.database.db.select({ n: count() }).from(orders).where(and(eq(orders.institutionId, 2), eq(orders.status, '已支付')));
      assert.ok(paid.n > 0);
    });
  });
}
