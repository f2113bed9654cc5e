/**
 * 机构列表 (docs/institutions.md; services/institution-status.ts): the platform admin's institutions with filters and
 * detail; 停用 with a reason kept on the record ends the staff's sessions at once, refuses their sign-in with the
 * institution and the reason, takes its competitions (with their results and albums), articles, venues, live rooms
 * and videos off the public site and the phone pages and
 * refuses new sign-ups, while its money is untouched; 启用 restores all; refusals and platform admin only.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import { institutionDisabledMessage, INSTITUTION_STATUS_MSG } from 'shared/rules';
import { albums, articles, auditLog, competitions, institutionStatusEvents, institutions, ledgerPostings, liveRooms, media, photos, venues, videos } from '../../src/db/schema/index.js';
import { createUser, firstMsg, json, login, nextIp, unique, type Client, type TestContext } from '../helpers.js';

type Detail = {
  id: number;
  name: string;
  status: string;
  status_text: string;
  staff_count: number;
  staff: { account: string; mobile: string; is_admin: boolean }[];
  events: { action: string; action_text: string; reason: string; by_name: string }[];
};

export function institutionStatusSuite(ctx: TestContext) {
  describe('机构列表: 停用 / 启用 (institution status)', () => {
    const db = () => ctx.app.database.db;
    let admin: Client;
    let institutionId: number;
    let owner: Awaited<ReturnType<typeof createUser>>;
    let ownerClient: Client;
    let competitionId: number;
    let articleId: number;
    let venueId: number;
    let albumId: number;
    let roomId: number;
    let videoId: number;
    const name = unique('停用测试俱乐部');

    before(async () => {
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      const [inst] = await db().insert(institutions).values({ name, institutionType: 3, region: '杭州市', contactName: '陈立' }).returning({ id: institutions.id });
      institutionId = inst!.id;
      owner = await createUser(ctx.app, { manages: [{ institutionId, isAdmin: true }] });
      ownerClient = await login(ctx.app, owner.account, owner.password);
      const start = new Date(Date.now() + 10 * 86400_000);
      const [c] = await db()
        .insert(competitions)
        .values({ institutionId, cType: 1, name: unique('停用测试赛'), sport: '篮球', startAt: start, endAt: new Date(start.getTime() + 86400_000), status: 'approved' })
        .returning({ id: competitions.id });
      competitionId = c!.id;
      const [a] = await db()
        .insert(articles)
        .values({ institutionId, kind: 1, title: unique('停用测试文章'), content: '<p>正文</p>', reviewStatus: 'approved', publishAt: new Date(Date.now() - 60_000) })
        .returning({ id: articles.id });
      articleId = a!.id;
      const [v] = await db().insert(venues).values({ institutionId, name: unique('停用测试场馆'), status: 'approved', city: '杭州市' }).returning({ id: venues.id });
      venueId = v!.id;
      // its album with an approved photo, a public live room, a published video
      const [album] = await db().insert(albums).values({ competitionId, institutionId, title: unique('停用测试相册') }).returning({ id: albums.id });
      albumId = album!.id;
      await db().insert(photos).values({ albumId, url: '/api/media/停用测试.png', reviewStatus: 'approved' });
      const [room] = await db()
        .insert(liveRooms)
        .values({ institutionId, competitionId, title: unique('停用测试直播'), streamUrl: 'https://live.example.com/a.m3u8', scheduledStart: start, scheduledEnd: new Date(start.getTime() + 3600_000) })
        .returning({ id: liveRooms.id });
      roomId = room!.id;
      const [file] = await db()
        .insert(media)
        .values({ ownerUserId: owner.user.id, institutionId, kind: 'video', storageKey: unique('disabled-video-key'), mime: 'video/mp4', status: 'ready' })
        .returning({ id: media.id });
      const [video] = await db()
        .insert(videos)
        .values({ institutionId, competitionId, category: 1, title: unique('停用测试视频'), mediaId: file!.id, status: 'published', publishedAt: new Date() })
        .returning({ id: videos.id });
      videoId = video!.id;
    });

    const detail = async (id = institutionId) => json<Detail>(await admin.get(`/api/admin/institution?id=${id}`));
    const visitor = (url: string) => ctx.app.inject({ method: 'GET', url });
    const publicCodes = async () => [
      (await visitor(`/api/official/competition/info?id=${competitionId}`)).statusCode,
      (await visitor(`/api/article/info?id=${articleId}`)).statusCode,
      (await visitor(`/api/phone/venue_info?id=${venueId}`)).statusCode,
      (await visitor(`/api/competition/grade_items?id=${competitionId}`)).statusCode,
      (await visitor(`/api/album/info?id=${albumId}`)).statusCode,
      (await visitor(`/api/official/live?id=${roomId}`)).statusCode,
      (await visitor(`/api/official/video?id=${videoId}`)).statusCode,
    ];
    const has = async (url: string, id: number) => json<{ list: { id: number }[] }>(await visitor(url)).result.list.some((row) => row.id === id);
    const listed = async () => {
      const comps = json<{ list: { id: number }[] }>(await visitor('/api/official/competition/list?count=100')).result.list.some((c) => c.id === competitionId);
      const venuesListed = json<{ list: { id: number }[] }>(await visitor('/api/phone/venue_list?count=100')).result.list.some((v) => v.id === venueId);
      return [
        comps,
        venuesListed,
        await has(`/api/album/list?count=100&competition_id=${competitionId}`, albumId),
        await has('/api/official/lives?section=upcoming&count=100', roomId),
        await has('/api/official/videos?count=100', videoId),
      ];
    };

    it('lists institutions by kind, status and name with their staff count, and shows one with its staff', async () => {
      const res = json<{ list: { id: number; status: string; status_text: string; staff_count: number; institution_type_name: string }[]; total: number }>(
        await admin.get(`/api/admin/institutions?institution_type=3&status=approved&name=${encodeURIComponent(name)}`),
      );
      assert.equal(res.errno, 0);
      assert.equal(res.result.total, 1);
      assert.deepEqual(
        { id: res.result.list[0]!.id, status_text: res.result.list[0]!.status_text, staff: res.result.list[0]!.staff_count, kind: res.result.list[0]!.institution_type_name },
        { id: institutionId, status_text: '正常', staff: 1, kind: '青少年培训机构' },
      );
      assert.equal(json<{ total: number }>(await admin.get(`/api/admin/institutions?institution_type=4&name=${encodeURIComponent(name)}`)).result.total, 0);
      assert.equal(json<{ total: number }>(await admin.get(`/api/admin/institutions?status=disabled&name=${encodeURIComponent(name)}`)).result.total, 0);
      const d = await detail();
      assert.equal(d.result.name, name);
      assert.equal(d.result.staff[0]!.account, owner.account);
      assert.match(d.result.staff[0]!.mobile, /^\d{3}\*{4}\d{4}$/);
      assert.deepEqual(d.result.events, []);
      assert.equal((await admin.get('/api/admin/institution?id=2147483647')).statusCode, 404);
    });

    it('is the platform admin’s only: 40300 for an institution user, 401 for a visitor, CSRF for writes', async () => {
      assert.equal(json(await ownerClient.get('/api/admin/institutions')).errno, 40300);
      assert.equal(json(await ownerClient.post('/api/admin/institution/disable', { id: institutionId, reason: '自己停用' })).errno, 40300);
      assert.equal((await visitor('/api/admin/institutions')).statusCode, 401);
      const noCsrf = await ctx.app.inject({ method: 'POST', url: '/api/admin/institution/disable', headers: { cookie: admin.cookie }, payload: { id: institutionId, reason: '无令牌' } });
      assert.notEqual(json(noCsrf).errno, 0);
      assert.equal((await detail()).result.status, 'approved');
    });

    it('refuses a 停用 without a reason or with a reason over 200 characters, changing nothing', async () => {
      assert.equal(firstMsg(await admin.post('/api/admin/institution/disable', { id: institutionId, reason: '  ' })), INSTITUTION_STATUS_MSG.reasonMissing);
      assert.equal(firstMsg(await admin.post('/api/admin/institution/disable', { id: institutionId, reason: '长'.repeat(201) })), INSTITUTION_STATUS_MSG.reasonTooLong);
      assert.equal(firstMsg(await admin.post('/api/admin/institution/enable', { id: institutionId })), INSTITUTION_STATUS_MSG.notDisabled);
      const d = await detail();
      assert.equal(d.result.status, 'approved');
      assert.deepEqual(d.result.events, []);
      assert.deepEqual(await publicCodes(), [200, 200, 200, 200, 200, 200, 200]);
    });

    it('停用: sessions end at once, sign-in is refused with the reason, public pages are gone, money stays', async () => {
      const [ledgerBefore] = await db().select({ n: count() }).from(ledgerPostings);
      assert.equal(json(await ownerClient.get('/api/user/info')).errno, 0);
      const res = json<Detail>(await admin.post('/api/admin/institution/disable', { id: institutionId, reason: '资质已过期' }));
      assert.equal(res.errno, 0);
      assert.equal(res.result.status, 'disabled');
      assert.equal(res.result.status_text, '已停用');
      assert.deepEqual(
        res.result.events.map((e) => [e.action, e.action_text, e.reason, e.by_name.length > 0]),
        [['disable', '停用', '资质已过期', true]],
      );
      // the live session ended at once
      assert.equal((await ownerClient.get('/api/user/info')).statusCode, 401);
      // sign-in refused, naming the institution and the reason
      const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: nextIp(), payload: { account: owner.account, password: owner.password } });
      assert.equal(firstMsg(again), institutionDisabledMessage(name, '资质已过期'));
      // public pages 404 and unlisted
      assert.deepEqual(await publicCodes(), [404, 404, 404, 404, 404, 404, 404]);
      assert.deepEqual(await listed(), [false, false, false, false, false]);
      assert.equal((await visitor(`/api/venue_site/booking_rules?venue_id=${venueId}`)).statusCode, 404);
      // audit line and the record row, in the same transaction
      const [audit] = await db().select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, 'institution.disable'), eq(auditLog.target, `institution:${institutionId}`)));
      assert.equal(audit!.n, 1);
      // a second 停用 is refused
      assert.equal(firstMsg(await admin.post('/api/admin/institution/disable', { id: institutionId, reason: '再次停用' })), INSTITUTION_STATUS_MSG.notApproved);
      const [ledgerAfter] = await db().select({ n: count() }).from(ledgerPostings);
      assert.equal(ledgerAfter!.n, ledgerBefore!.n);
      assert.equal(json<{ total: number }>(await admin.get(`/api/admin/institutions?status=disabled&name=${encodeURIComponent(name)}`)).result.total, 1);
    });

    it('启用 restores sign-in and the public pages, with both changes on the record', async () => {
      const res = json<Detail>(await admin.post('/api/admin/institution/enable', { id: institutionId, reason: '已补交资质' }));
      assert.equal(res.errno, 0);
      assert.equal(res.result.status, 'approved');
      assert.deepEqual(
        res.result.events.map((e) => [e.action, e.reason]),
        [
          ['enable', '已补交资质'],
          ['disable', '资质已过期'],
        ],
      );
      const back = await login(ctx.app, owner.account, owner.password);
      assert.equal(back.login.result.account.manager_data[0]!.institution_id, institutionId);
      assert.deepEqual(await publicCodes(), [200, 200, 200, 200, 200, 200, 200]);
      assert.deepEqual(await listed(), [true, true, true, true, true]);
      const [events] = await db().select({ n: count() }).from(institutionStatusEvents).where(eq(institutionStatusEvents.institutionId, institutionId));
      assert.equal(events!.n, 2);
    });

    it('a member of another, normal institution still signs in while one of theirs is disabled', async () => {
      const [other] = await db().insert(institutions).values({ name: unique('正常机构'), institutionType: 6 }).returning({ id: institutions.id });
      const [second] = await db().insert(institutions).values({ name: unique('待停用机构'), institutionType: 6 }).returning({ id: institutions.id });
      const both = await createUser(ctx.app, { manages: [{ institutionId: second!.id }, { institutionId: other!.id }] });
      assert.equal(json(await admin.post('/api/admin/institution/disable', { id: second!.id, reason: '测试' })).errno, 0);
      const c = await login(ctx.app, both.account, both.password);
      assert.deepEqual(
        c.login.result.account.manager_data.map((m) => m.institution_id),
        [other!.id],
      );
    });
  });
}
