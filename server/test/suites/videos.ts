import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { competitionManagers, competitions, media, videos } from '../../src/db/schema/index.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type List<T> = { list: T[]; total: number };
type Video = {
  id: number;
  institution_id: number | null;
  title: string;
  category: number;
  category_name: string;
  status: string;
  admin_hidden: number;
  media_status: string;
  video_url: string;
  cover: string;
  custom_cover: string;
  competition_id: number | null;
  views: number;
};
type PublicVideo = { id: number; title: string; video_url: string; cover: string; views: number; category: number };
type PublicDetail = PublicVideo & { related: PublicVideo[] };

const errnoOf = (res: LightMyRequestResponse) => json(res).errno;

export function videosSuite(ctx: TestContext) {
  describe('videos (视频): back office, publishing, public pages, tenancy', () => {
    let admin: Client;
    let owner: Client;
    let other: Client;
    let person: Client;
    let ownInstitution = 0;
    let otherInstitution = 0;
    let ownCompetition = 0;
    let otherCompetition = 0;
    const anon = (url: string) => ctx.app.inject({ method: 'GET', url });
    const row = async (id: number) => (await ctx.app.database.db.select().from(videos).where(eq(videos.id, id)))[0];

    /** A video media row of `userId` (ready with a file key and a poster, or still processing). */
    const videoMedia = async (userId: number, institutionId: number | null, status: 'ready' | 'processing' | 'failed' = 'ready') => {
      const key = `video-${randomBytes(16).toString('hex')}.mp4`;
      const uploadId = randomBytes(16).toString('hex');
      const [m] = await ctx.app.database.db
        .insert(media)
        .values({
          ownerUserId: userId,
          institutionId,
          kind: 'video',
          use: 'video',
          storageKey: key,
          name: 'test.mp4',
          mime: 'video/mp4',
          uploadId,
          status,
          posterKey: status === 'ready' ? `poster-${randomBytes(16).toString('hex')}.png` : '',
          duration: 3,
          width: 320,
          height: 180,
        })
        .returning();
      return { id: m.id, url: `/api/media/${key}`, uploadId, posterUrl: m.posterKey ? `/api/media/${m.posterKey}` : '' };
    };

    const create = async (as: Client, extra: Record<string, unknown>) => {
      const res = await as.post('/api/admin/video', { category: 1, title: unique('测试视频'), description: '测试简介', ...extra });
      assert.equal(errnoOf(res), 0, res.body);
      return json<{ id: number }>(res).result.id;
    };

    before(async () => {
      const db = ctx.app.database.db;
      const [a, b] = await db
        .insert(institutions)
        .values([
          { name: unique('视频测试政府'), institutionType: 1 },
          { name: unique('视频测试培训'), institutionType: 3 },
        ])
        .returning({ id: institutions.id });
      ownInstitution = a.id;
      otherInstitution = b.id;
      const day = new Date('2026-06-01T00:00:00Z');
      const [c1, c2] = await db
        .insert(competitions)
        .values([
          { institutionId: ownInstitution, cType: 1, name: unique('视频测试赛事'), sport: '田径', startAt: day, endAt: day, status: 'approved' },
          { institutionId: otherInstitution, cType: 1, name: unique('视频测试赛事'), sport: '田径', startAt: day, endAt: day, status: 'approved' },
        ])
        .returning({ id: competitions.id });
      ownCompetition = c1.id;
      otherCompetition = c2.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId: ownInstitution }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: otherInstitution }] });
      const p = await createUser(ctx.app, { isPerson: true });
      owner = await login(ctx.app, o.account, o.password);
      other = await login(ctx.app, x.account, x.password);
      person = await login(ctx.app, p.account, p.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
    });

    it("a competition's videos (视频 of its menu): listed, added and edited by whoever manages the competition, public on its page; other tenants refused", async () => {
      const db = ctx.app.database.db;
      const day = new Date('2026-06-02T00:00:00Z');
      const [c] = await db
        .insert(competitions)
        .values({ institutionId: ownInstitution, cType: 1, name: unique('视频赛事筛选'), sport: '田径', startAt: day, endAt: day, status: 'approved' })
        .returning({ id: competitions.id });
      // a grantee: manager of the other institution holding this competition's permission code
      const g = await createUser(ctx.app, { manages: [{ institutionId: otherInstitution }] });
      await db.insert(competitionManagers).values({ competitionId: c.id, userId: g.user.id });
      const grantee = await login(ctx.app, g.account, g.password);

      const mine = await create(owner, { institution_id: ownInstitution, video_url: (await videoMedia(owner.login.result.account.user_id, ownInstitution)).url, competition_id: c.id });
      await create(owner, { institution_id: ownInstitution, video_url: (await videoMedia(owner.login.result.account.user_id, ownInstitution)).url, competition_id: ownCompetition });
      // the grantee adds one from the competition's page: it belongs to the competition's institution
      const added = await create(grantee, { competition_id: c.id, video_url: (await videoMedia(g.user.id, otherInstitution)).url });
      assert.equal((await row(added)).institutionId, ownInstitution);
      assert.equal((await row(added)).competitionId, c.id);

      for (const as of [owner, grantee, admin]) {
        const list = json<List<Video>>(await as.get(`/api/admin/video/list?competition_id=${c.id}&count=100`)).result;
        assert.deepEqual(list.list.map((v) => v.id).sort((x, y) => x - y), [mine, added].sort((x, y) => x - y), 'only this competition');
        assert.equal(list.total, 2);
      }
      // others: 404, nothing listed
      assert.equal(errnoOf(await other.get(`/api/admin/video/list?competition_id=${c.id}`)), 404);
      assert.equal(errnoOf(await person.get(`/api/admin/video/list?competition_id=${c.id}`)), 404);
      assert.equal(errnoOf(await owner.get(`/api/admin/video/list?competition_id=${otherCompetition}`)), 404);
      assert.equal(errnoOf(await owner.get(`/api/admin/video/list?competition_id=99999999`)), 404);
      assert.equal(errnoOf(await owner.get(`/api/admin/video/list?competition_id=${c.id}&institution_id=${otherInstitution}`)), 404);
      assert.equal(errnoOf(await owner.get(`/api/admin/video/list?competition_id=0`)), 42200);
      assert.equal(errnoOf(await anon(`/api/admin/video/list?competition_id=${c.id}`)), 401);

      // the grantee edits and publishes the competition's video, but cannot take it out of the competition
      assert.equal(errnoOf(await grantee.put('/api/admin/video', { id: mine, title: '受托编辑' })), 0);
      const out = await grantee.put('/api/admin/video', { id: mine, competition_id: null });
      assert.equal(errnoOf(out), 42200);
      assert.equal(firstMsg(out), '请选择视频所属的赛事');
      const moved = await grantee.put('/api/admin/video', { id: mine, competition_id: ownCompetition });
      assert.equal(firstMsg(moved), '赛事不存在');
      assert.equal((await row(mine)).competitionId, c.id, 'nothing changed');
      assert.equal(errnoOf(await grantee.post('/api/admin/video/status', { id: mine, status: 'published' })), 0);
      // a video of the institution outside the competition is not the grantee's
      assert.equal(errnoOf(await grantee.get(`/api/admin/video/info?id=${added}`)), 0);
      const outside = json<List<Video>>(await owner.get(`/api/admin/video/list?competition_id=${ownCompetition}&count=100`)).result.list[0]!;
      assert.equal(errnoOf(await grantee.get(`/api/admin/video/info?id=${outside.id}`)), 404);
      // the grantee cannot add to another competition of the institution, nor the other tenant to this one
      const refusedAdd = await grantee.post('/api/admin/video', { category: 1, title: '越权', competition_id: ownCompetition, video_url: (await videoMedia(g.user.id, otherInstitution)).url });
      assert.notEqual(errnoOf(refusedAdd), 0);
      const before = (await db.select({ id: videos.id }).from(videos).where(eq(videos.competitionId, c.id))).length;
      const foreign = await other.post('/api/admin/video', { category: 1, title: '越权', competition_id: c.id, video_url: (await videoMedia(g.user.id, otherInstitution)).url });
      assert.equal(firstMsg(foreign), '赛事不存在');
      assert.equal((await db.select({ id: videos.id }).from(videos).where(eq(videos.competitionId, c.id))).length, before, 'nothing added');

      // public: the competition's published, processed videos only
      const pub = json<List<PublicVideo>>(await anon(`/api/official/videos?competition_id=${c.id}&count=100`)).result;
      assert.deepEqual(pub.list.map((v) => v.id), [mine]);
      assert.equal(pub.list[0]!.title, '受托编辑');
      assert.equal(errnoOf(await anon('/api/official/videos?competition_id=abc')), 42200);
    });

    it('creates, publishes and shows a video on the public list and detail (view counted, poster as cover)', async () => {
      const m = await videoMedia(owner.login.result.account.user_id, ownInstitution);
      const id = await create(owner, { institution_id: ownInstitution, category: 2, video_url: m.url, competition_id: ownCompetition });
      const saved = await row(id);
      assert.equal(saved.status, 'hidden');
      assert.equal(saved.institutionId, ownInstitution);
      assert.equal(saved.competitionId, ownCompetition);
      assert.equal(errnoOf(await anon(`/api/official/video?id=${id}`)), 404, 'hidden is not public');

      assert.equal(errnoOf(await owner.post('/api/admin/video/status', { id, status: 'published' })), 0);
      const info = json<Video>(await owner.get(`/api/admin/video/info?id=${id}`)).result;
      assert.equal(info.status, 'published');
      assert.equal(info.category_name, '精彩瞬间');
      assert.equal(info.video_url, m.url);
      assert.equal(info.cover, m.posterUrl, 'the poster is the default cover');

      const pub = json<List<PublicVideo>>(await anon('/api/official/videos?category=2&count=100')).result;
      assert.ok(pub.list.some((v) => v.id === id && v.video_url === m.url));
      const detail = json<PublicDetail>(await anon(`/api/official/video?id=${id}`));
      assert.equal(detail.errno, 0);
      assert.equal(detail.result.views, 1);
      assert.equal((await row(id)).views, 1);
      assert.ok(detail.result.related.every((r) => r.category === 2 && r.id !== id));

      // an uploaded cover replaces the poster
      assert.equal(errnoOf(await owner.put('/api/admin/video', { id, cover: '/api/media/img-0123456789abcdef0123456789abcdef.png' })), 0);
      assert.equal(json<Video>(await owner.get(`/api/admin/video/info?id=${id}`)).result.cover, '/api/media/img-0123456789abcdef0123456789abcdef.png');
    });

    it('refuses to publish a video whose media is not processed, in Chinese, and never lists it publicly', async () => {
      const m = await videoMedia(owner.login.result.account.user_id, ownInstitution, 'processing');
      const res = await owner.post('/api/admin/video', { category: 1, title: unique('处理中'), vid: m.uploadId, publish: 1 });
      assert.equal(errnoOf(res), 40000);
      assert.equal(firstMsg(res), '视频正在上传或处理中，处理完成后才能发布');
      const id = await create(owner, { vid: m.uploadId });
      const publish = await owner.post('/api/admin/video/status', { id, status: 'published' });
      assert.equal(firstMsg(publish), '视频正在上传或处理中，处理完成后才能发布');
      assert.equal((await row(id)).status, 'hidden');
      const info = json<Video>(await owner.get(`/api/admin/video/info?id=${id}`)).result;
      assert.equal(info.media_status, 'processing');
      assert.equal(info.video_url, '');

      // even forced to published in the database, an unprocessed video stays off the public site
      await ctx.app.database.db.update(videos).set({ status: 'published' }).where(eq(videos.id, id));
      const pub = json<List<PublicVideo>>(await anon('/api/official/videos?count=100')).result;
      assert.ok(!pub.list.some((v) => v.id === id));
      assert.equal(errnoOf(await anon(`/api/official/video?id=${id}`)), 404);

      // processing finishes → it can be published
      await ctx.app.database.db.update(videos).set({ status: 'hidden' }).where(eq(videos.id, id));
      await ctx.app.database.db.update(media).set({ status: 'ready' }).where(eq(media.id, m.id));
      assert.equal(errnoOf(await owner.post('/api/admin/video/status', { id, status: 'published' })), 0);

      const failed = await videoMedia(owner.login.result.account.user_id, ownInstitution, 'failed');
      assert.equal(firstMsg(await owner.post('/api/admin/video', { category: 1, title: '失败的视频', vid: failed.uploadId })), '视频处理失败，请重新上传后再发布');
    });

    it('keeps institutions apart: another institution gets 404/40300 and nothing changes', async () => {
      const m = await videoMedia(owner.login.result.account.user_id, ownInstitution);
      const id = await create(owner, { video_url: m.url, publish: 1 });
      const before = await row(id);
      assert.equal(before.status, 'published');

      assert.equal((await other.get(`/api/admin/video/info?id=${id}`)).statusCode, 404);
      assert.equal((await other.put('/api/admin/video', { id, title: '改掉' })).statusCode, 404);
      assert.equal((await other.post('/api/admin/video/status', { id, status: 'hidden' })).statusCode, 404);
      assert.equal((await other.del(`/api/admin/video?id=${id}`)).statusCode, 404);
      assert.equal(errnoOf(await other.get(`/api/admin/video/list?institution_id=${ownInstitution}`)), 40300);
      const otherList = json<List<Video>>(await other.get('/api/admin/video/list?count=100')).result;
      assert.ok(!otherList.list.some((v) => v.id === id));
      // someone else's upload and competition cannot be used
      assert.equal(firstMsg(await other.post('/api/admin/video', { category: 1, title: '盗用', video_url: m.url })), '视频不存在，请重新上传');
      assert.equal(errnoOf(await other.post('/api/admin/video', { institution_id: ownInstitution, category: 1, title: '冒充', video_url: m.url })), 40300);
      const mine = await videoMedia(owner.login.result.account.user_id, ownInstitution);
      assert.equal(firstMsg(await owner.post('/api/admin/video', { category: 1, title: '别人的赛事', video_url: mine.url, competition_id: otherCompetition })), '赛事不存在');
      assert.deepEqual(await row(id), before);

      // athletes (personal users) are refused; anonymous callers must log in; CSRF is required
      assert.equal(errnoOf(await person.get('/api/admin/video/list')), 40300);
      assert.equal(errnoOf(await person.post('/api/admin/video', { category: 1, title: '个人', video_url: m.url })), 40300);
      assert.equal((await person.get(`/api/admin/video/info?id=${id}`)).statusCode, 404);
      assert.equal((await anon('/api/admin/video/list')).statusCode, 401);
      assert.equal((await ctx.app.inject({ method: 'POST', url: '/api/admin/video/status', payload: { id, status: 'hidden' } })).statusCode, 401);
      const noCsrf = await ctx.app.inject({ method: 'POST', url: '/api/admin/video/status', payload: { id, status: 'hidden' }, headers: { cookie: owner.cookie } });
      assert.equal(noCsrf.statusCode, 403);
      assert.deepEqual(await row(id), before);
    });

    it('lets the platform admin see every video and hide any; the institution cannot publish it again', async () => {
      const m = await videoMedia(owner.login.result.account.user_id, ownInstitution);
      const id = await create(owner, { video_url: m.url, publish: 1, category: 3 });
      const list = json<List<Video>>(await admin.get(`/api/admin/video/list?institution_id=${ownInstitution}&count=100`)).result;
      assert.ok(list.list.some((v) => v.id === id));
      assert.equal(errnoOf(await admin.post('/api/admin/video/status', { id, status: 'hidden' })), 0);
      assert.equal((await row(id)).adminHidden, true);
      assert.ok(!json<List<PublicVideo>>(await anon('/api/official/videos?count=100')).result.list.some((v) => v.id === id));
      const again = await owner.post('/api/admin/video/status', { id, status: 'published' });
      assert.equal(firstMsg(again), '该视频已被平台管理员隐藏，不能发布');
      assert.equal((await row(id)).status, 'hidden');
      // filters
      const hidden = json<List<Video>>(await owner.get('/api/admin/video/list?status=hidden&category=3&count=100')).result;
      assert.ok(hidden.list.some((v) => v.id === id && v.admin_hidden === 1));
      // the admin publishes it again; the owner deletes it
      assert.equal(errnoOf(await admin.post('/api/admin/video/status', { id, status: 'published' })), 0);
      assert.equal(errnoOf(await owner.del(`/api/admin/video?id=${id}`)), 0);
      assert.equal(await row(id), undefined);
    });

    it('answers bad input with a Chinese error and changes nothing', async () => {
      const m = await videoMedia(owner.login.result.account.user_id, ownInstitution);
      const id = await create(owner, { video_url: m.url });
      const before = await row(id);
      assert.equal(firstMsg(await owner.post('/api/admin/video', { category: 9, title: 'x', video_url: m.url })), '视频分类取值无效');
      assert.equal(firstMsg(await owner.post('/api/admin/video', { category: 1, video_url: m.url })), '标题不能为空');
      assert.equal(firstMsg(await owner.post('/api/admin/video', { category: 1, title: '没有视频' })), '请上传视频');
      assert.equal(firstMsg(await owner.post('/api/admin/video', { category: 1, title: '乱填', video_url: '/etc/passwd' })), '视频不存在，请重新上传');
      assert.equal(firstMsg(await owner.put('/api/admin/video', { id, title: '   ' })), '标题不能为空');
      assert.equal(firstMsg(await owner.put('/api/admin/video', { id, cover: 'javascript:alert(1)' })), '封面图片地址无效');
      assert.equal(firstMsg(await owner.put('/api/admin/video', { id })), '请至少填写一项内容');
      assert.equal(errnoOf(await owner.post('/api/admin/video/status', { id, status: 'deleted' })), 42200);
      assert.equal(errnoOf(await anon('/api/official/videos?count=500')), 42200);
      assert.deepEqual(await row(id), before);
      const categories = json<{ list: { id: number; name: string }[] }>(await anon('/api/official/video_categories')).result.list;
      assert.deepEqual(categories.map((c) => c.name), ['赛事集锦', '精彩瞬间', '赛事直播回放', '教学训练', '宣传片']);
    });
    it('shows the seeded demo videos once their generated MP4s are processed, and serves them', async () => {
      const demoTitles = ['2026年杭州市青少年田径锦标赛 赛事集锦', '男子100米决赛冲线瞬间', '2026年浙江省田径锦标赛 第一比赛日直播回放', '少儿篮球运球基础训练', '赛事运营平台宣传片'];
      let publicTitles: string[] = [];
      for (let i = 0; i < 160 && !demoTitles.every((t) => publicTitles.includes(t)); i += 1) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, 250));
        publicTitles = json<List<PublicVideo>>(await anon('/api/official/videos?count=100')).result.list.map((v) => v.title);
      }
      assert.deepEqual(demoTitles.filter((t) => !publicTitles.includes(t)), [], 'every demo video is generated, processed and public');
      const found = json<List<PublicVideo>>(await anon('/api/official/videos?category=5&count=100')).result.list.find((v) => v.title === '赛事运营平台宣传片');
      assert.ok(found, 'the demo video is processed and public');
      assert.match(found.video_url, /^\/api\/media\/video-[0-9a-f]{32}\.mp4$/);
      assert.match(found.cover, /^\/api\/media\/poster-[0-9a-f]{32}\.png$/);
      const served = await anon(found.video_url);
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'video/mp4');
      assert.ok(served.rawPayload.length > 1000);
      // the seeded hidden video is never public
      const all = json<List<PublicVideo>>(await anon('/api/official/videos?count=100')).result.list;
      assert.ok(!all.some((v) => v.title.includes('未发布')));
    });
  });
}
