import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { competitions, homeItems } from '../../src/db/schema/index.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Item = {
  id: number;
  block: string;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  video_url: string;
  competition_id: number | null;
  competition_name: string;
  sort: number;
  is_show: boolean;
  show_from: string | null;
  show_until: string | null;
  showing: boolean;
};
type List<T> = { list: T[]; total: number };
type PublicItem = { id: number; title: string; link: string; image: string; competition_id: number | null; start_at: string | null; location: string };
type Home = Record<
  'headlines' | 'recommended_columns' | 'recommended_events' | 'event_videos' | 'event_photos' | 'brand_events' | 'partners' | 'friendly_links',
  PublicItem[]
>;

const IMAGE = '/api/media/headline-test.png';
const errnoOf = (res: LightMyRequestResponse) => json(res).errno;


export function homepageSuite(ctx: TestContext) {
  describe('official homepage management (/admin/headline*, /admin/recommend_*) and GET /official/home', () => {
    let admin: Client;
    let organiser: Client;
    let person: Client;
    let approvedId = 0;
    let pendingId = 0;
    const created: number[] = [];

    const home = async () => json<Home>(await ctx.app.inject({ method: 'GET', url: '/api/official/home' })).result;
    const list = async (route: string) => json<List<Item>>(await admin.get(`/api${route}_list?count=100`)).result.list;
    const create = async (route: string, body: Record<string, unknown>) => {
      const res = await admin.post(`/api${route}`, body);
      assert.equal(errnoOf(res), 0, res.body);
      const id = json<{ id: number }>(res).result.id;
      created.push(id);
      return id;
    };

    before(async () => {
      const db = ctx.app.database.db;
      const [inst] = await db.insert(institutions).values({ name: unique('首页测试机构'), institutionType: 1 }).returning({ id: institutions.id });
      const row = (name: string, status: string) => ({
        institutionId: inst.id,
        cType: 1,
        name,
        sport: '田径',
        startAt: new Date('2026-12-05T01:00:00Z'),
        endAt: new Date('2026-12-06T10:00:00Z'),
        location: '黄龙体育中心',
        cover: '/api/media/cover-test.png',
        status,
        isFiling: true,
      });
      const [a, p] = await db
        .insert(competitions)
        .values([row(unique('首页推荐杯'), 'approved'), row(unique('待审核杯'), 'pending')])
        .returning({ id: competitions.id });
      approvedId = a.id;
      pendingId = p.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId: inst.id }] });
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      organiser = await login(ctx.app, o.account, o.password);
      person = await login(ctx.app, 'athlete');
    });

    after(async () => {
      if (created.length) await ctx.app.database.db.delete(homeItems).where(inArray(homeItems.id, created));
    });

    it('lets the platform admin create, read, edit, disable and delete a headline; the home page follows', async () => {
      const before = await list('/admin/headline');
      const title = unique('新头条');
      const id = await create('/admin/headline', { title, subtitle: '副标题', image: IMAGE, link: '/official/information' });
      const after = await list('/admin/headline');
      assert.equal(after.length, before.length + 1);
      const last = after[after.length - 1];
      assert.equal(last.id, id, 'a new item goes to the end');
      assert.ok(before.every((b) => b.sort < last.sort));
      assert.equal(last.is_show, true);
      assert.equal(last.showing, true);
      assert.ok((await home()).headlines.some((h) => h.id === id && h.title === title && h.image === IMAGE));

      const renamed = unique('改后头条');
      assert.equal(errnoOf(await admin.put('/api/admin/headline', { id, title: renamed, image: IMAGE, link: 'https://www.sport.gov.cn/' })), 0);
      const info = json<Item>(await admin.get(`/api/admin/headline_info?id=${id}`)).result;
      assert.equal(info.title, renamed);
      assert.equal(info.link, 'https://www.sport.gov.cn/');

      assert.equal(errnoOf(await admin.post('/api/admin/headline_show', { id, is_show: false })), 0);
      assert.equal(json<Item>(await admin.get(`/api/admin/headline_info?id=${id}`)).result.showing, false);
      assert.ok(!(await home()).headlines.some((h) => h.id === id), 'a disabled headline is not on the home page');

      assert.equal(errnoOf(await admin.del(`/api/admin/headline?id=${id}`)), 0);
      const gone = await admin.get(`/api/admin/headline_info?id=${id}`);
      assert.equal(gone.statusCode, 404);
      assert.equal(firstMsg(gone), '请求的资源不存在');
      assert.equal((await admin.del(`/api/admin/headline?id=${id}`)).statusCode, 404);
    });

    it('keeps blocks apart: an item of one block is not found through another block', async () => {
      const id = await create('/admin/recommend_link', { title: unique('友链'), link: 'https://www.olympic.cn' });
      assert.equal((await admin.get(`/api/admin/headline_info?id=${id}`)).statusCode, 404);
      assert.equal((await admin.del(`/api/admin/recommend_partner?id=${id}`)).statusCode, 404);
      assert.equal((await admin.get(`/api/admin/recommend_link_info?id=${id}`)).statusCode, 200);
    });

    it('reorders a whole block in one call; the home page shows the new order; a stale order changes nothing', async () => {
      const original = (await list('/admin/recommend_partner')).map((p) => p.id);
      assert.ok(original.length >= 3, 'the seed has partners');
      const reversed = [...original].reverse();
      assert.equal(errnoOf(await admin.post('/api/admin/recommend_partner_sort', { sort_ids: reversed })), 0);
      assert.deepEqual(
        (await list('/admin/recommend_partner')).map((p) => p.id),
        reversed,
      );
      const shown = (await home()).partners.map((p) => p.id);
      assert.deepEqual(
        shown,
        reversed.filter((id) => shown.includes(id)),
      );
      assert.equal(shown[0], reversed[0]);

      for (const stale of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 999999999], [...reversed.slice(1), reversed[1]]]) {
        const res = await admin.post('/api/admin/recommend_partner_sort', { sort_ids: stale });
        assert.equal(errnoOf(res), 40000, res.body);
        assert.equal(firstMsg(res), '内容已变化，请刷新后重新排序');
      }
      const headlineIds = (await list('/admin/headline')).map((h) => h.id);
      assert.equal(errnoOf(await admin.post('/api/admin/recommend_partner_sort', { sort_ids: headlineIds })), 40000, 'ids of another block');
      assert.deepEqual(
        (await list('/admin/recommend_partner')).map((p) => p.id),
        reversed,
      );
      assert.equal(errnoOf(await admin.post('/api/admin/recommend_partner_sort', { sort_ids: original })), 0);
    });

    it('shows an item only inside its schedule window', async () => {
      const hour = 60 * 60 * 1000;
      const future = await create('/admin/recommend_photo', {
        title: unique('未来图片'),
        image: IMAGE,
        show_from: new Date(Date.now() + hour).toISOString(),
      });
      const past = await create('/admin/recommend_photo', {
        title: unique('过期图片'),
        image: IMAGE,
        show_until: new Date(Date.now() - hour).toISOString(),
      });
      const now = await create('/admin/recommend_photo', {
        title: unique('当前图片'),
        image: IMAGE,
        show_from: new Date(Date.now() - hour).toISOString(),
        show_until: new Date(Date.now() + hour).toISOString(),
      });
      const photos = (await home()).event_photos.map((p) => p.id);
      assert.ok(photos.includes(now));
      assert.ok(!photos.includes(future));
      assert.ok(!photos.includes(past));
      const rows = await list('/admin/recommend_photo');
      assert.equal(rows.find((r) => r.id === future)?.showing, false);
      assert.equal(rows.find((r) => r.id === past)?.showing, false);
      assert.equal(rows.find((r) => r.id === now)?.showing, true);

      const inverted = await admin.post('/api/admin/recommend_photo', {
        title: unique('倒置'),
        image: IMAGE,
        show_from: '2026-12-02T00:00:00.000Z',
        show_until: '2026-12-01T00:00:00.000Z',
      });
      assert.equal(errnoOf(inverted), 42200);
      assert.equal(firstMsg(inverted), '结束展示时间必须晚于开始展示时间');
    });

    it('links recommended events to published competitions only and fills title, cover and link from it', async () => {
      const id = await create('/admin/recommend_event', { title: '', competition_id: approvedId });
      const item = json<Item>(await admin.get(`/api/admin/recommend_event_info?id=${id}`)).result;
      assert.match(item.title, /^首页推荐杯_/);
      assert.equal(item.competition_name, item.title);
      assert.equal(item.image, '/api/media/cover-test.png');
      assert.equal(item.link, `/match/${approvedId}`);
      const shown = (await home()).recommended_events.find((e) => e.id === id);
      assert.equal(shown?.location, '黄龙体育中心');
      assert.equal(shown?.start_at, '2026-12-05T01:00:00.000Z');

      const twice = await admin.post('/api/admin/recommend_event', { title: '', competition_id: approvedId });
      assert.equal(errnoOf(twice), 40000);
      assert.equal(firstMsg(twice), '该赛事已在推荐赛事中');
      const pending = await admin.post('/api/admin/recommend_event', { title: '', competition_id: pendingId });
      assert.equal(errnoOf(pending), 40000);
      assert.equal(firstMsg(pending), '只能关联已发布的赛事');
      const none = await admin.post('/api/admin/recommend_event', { title: '无赛事' });
      assert.equal(firstMsg(none), '请选择推荐的赛事');

      const candidates = json<List<{ id: number; recommended_id: number | null; headline_id: number | null }>>(
        await admin.get(`/api/admin/recommend_event_competitions?keyword=${encodeURIComponent(item.title)}`),
      ).result;
      assert.deepEqual(candidates.list, [{ ...candidates.list[0], id: approvedId, recommended_id: id, headline_id: null }]);
      const hidden = json<List<{ id: number }>>(await admin.get(`/api/admin/recommend_event_competitions?keyword=${encodeURIComponent('待审核杯')}&count=100`)).result;
      assert.ok(!hidden.list.some((c) => c.id === pendingId));

      // the competition is unpublished later: the item stays in the back office but leaves the home page
      await ctx.app.database.db.update(competitions).set({ status: 'rejected' }).where(eq(competitions.id, approvedId));
      assert.ok(!(await home()).recommended_events.some((e) => e.id === id));
      await ctx.app.database.db.update(competitions).set({ status: 'approved' }).where(eq(competitions.id, approvedId));
    });

    it('refuses bad input with a Chinese message and changes nothing', async () => {
      const before = await list('/admin/headline');
      const cases: [string, Record<string, unknown>, string][] = [
        ['/admin/headline', { title: '   ', image: IMAGE }, '请填写标题'],
        ['/admin/headline', { title: '无图头条' }, '请上传头条图片'],
        ['/admin/headline', { title: '脚本链接', image: IMAGE, link: 'javascript:alert(1)' }, '跳转链接格式错误，请填写以 / 开头的站内路径或 http(s) 地址'],
        ['/admin/headline', { title: '外站', image: IMAGE, link: '//evil.example/x' }, '跳转链接格式错误，请填写以 / 开头的站内路径或 http(s) 地址'],
        ['/admin/headline', { title: '坏图', image: 'javascript:alert(1)' }, '图片地址格式错误，请重新上传图片'],
        ['/admin/headline', { title: 'x'.repeat(129), image: IMAGE }, '标题不能超过128个字符'],
        ['/admin/headline', { title: '时间', image: IMAGE, show_from: '明天' }, '开始展示时间格式错误'],
        ['/admin/recommend_partner', { title: '关联赛事的伙伴', image: IMAGE, competition_id: approvedId }, '合作伙伴不能关联赛事'],
        ['/admin/recommend_video', { title: '无地址视频', image: IMAGE }, '请填写视频地址或跳转链接'],
        ['/admin/recommend_link', { title: '空链接' }, '请填写跳转链接'],
      ];
      for (const [route, body, msg] of cases) {
        const res = await admin.post(`/api${route}`, body);
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(errnoOf(res), 42200, `${route} ${JSON.stringify(body)}: ${res.body}`);
        assert.equal(firstMsg(res), msg);
      }
      const sortBad = await admin.post('/api/admin/headline_sort', { sort_ids: 'abc' });
      assert.equal(errnoOf(sortBad), 42200);
      assert.equal(firstMsg(sortBad), '排序格式错误');
      assert.deepEqual(await list('/admin/headline'), before);
    });

    it('refuses organisers, personal users and anonymous visitors, and nothing changes', async () => {
      const id = await create('/admin/recommend_brand', { title: unique('品牌'), image: IMAGE });
      const snapshot = await list('/admin/recommend_brand');
      const ids = snapshot.map((b) => b.id);
      for (const who of [organiser, person]) {
        const calls = [
          who.get('/api/admin/recommend_brand_list'),
          who.get(`/api/admin/recommend_brand_info?id=${id}`),
          who.get('/api/admin/recommend_event_competitions'),
          who.post('/api/admin/recommend_brand', { title: '越权新增', image: IMAGE }),
          who.put('/api/admin/recommend_brand', { id, title: '越权修改', image: IMAGE }),
          who.post('/api/admin/recommend_brand_show', { id, is_show: false }),
          who.post('/api/admin/recommend_brand_sort', { sort_ids: [...ids].reverse() }),
          who.del(`/api/admin/recommend_brand?id=${id}`),
        ];
        for (const res of await Promise.all(calls)) {
          assert.equal(errnoOf(res), 40300, res.body);
          assert.equal(firstMsg(res), '没有权限执行该操作');
        }
      }
      const anonymous = [
        ctx.app.inject({ method: 'GET', url: '/api/admin/recommend_brand_list' }),
        ctx.app.inject({ method: 'POST', url: '/api/admin/recommend_brand', payload: { title: '匿名', image: IMAGE } }),
        ctx.app.inject({ method: 'DELETE', url: `/api/admin/recommend_brand?id=${id}` }),
        ctx.app.inject({ method: 'POST', url: '/api/admin/recommend_brand_sort', payload: { sort_ids: [...ids].reverse() } }),
      ];
      for (const res of await Promise.all(anonymous)) assert.equal(res.statusCode, 401, res.body);
      // the admin without the CSRF token
      const noToken = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/recommend_brand?id=${id}`, headers: { cookie: admin.cookie } });
      assert.equal(noToken.statusCode, 403);
      assert.deepEqual(await list('/admin/recommend_brand'), snapshot);
    });

    it('returns every block on the public home page, seeded with demo content', async () => {
      const h = await home();
      for (const key of ['headlines', 'recommended_columns', 'recommended_events', 'event_videos', 'event_photos', 'brand_events', 'partners', 'friendly_links'] as const) {
        assert.ok(h[key].length > 0, `${key} has seeded content`);
      }
      assert.ok(!h.headlines.some((x) => x.title === '2027年杭州市迎新春系列赛事预告'), 'the scheduled headline waits for its window');
    });
  });
}
