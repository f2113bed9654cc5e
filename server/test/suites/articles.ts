import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { articleColumns, articles } from '../../src/db/schema/index.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type List<T> = { list: T[]; total: number };
type Article = { id: number; title: string; status: string; column_id: number | null; column_name: string; institution_name: string; reject_reason: string; publish_at: string | null };
type Change = { from_status: string | null; to_status: string; actor_name: string; reason: string };
type Detail = Article & { content: string; history: Change[] };
type Column = { id: number; name: string; introduction: string; enabled: number; article_count: number };


const errnoOf = (res: LightMyRequestResponse) => json(res).errno;

const XSS = [
  '<p>正文<script>alert(1)</script></p>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">点我</a>',
  '<a href="jav&#x09;ascript:alert(4)">编码</a>',
  '<p onclick="alert(5)" style="color:red">事件</p>',
  '<svg><script>alert(6)</script></svg><iframe src="https://evil.example"></iframe>',
].join('');

export function articlesSuite(ctx: TestContext) {
  describe('articles (资讯): writing, review, columns, public pages, tenancy', () => {
    let admin: Client;
    let owner: Client;
    let other: Client;
    let youth: Client;
    let person: Client;
    let ownInstitution = 0;
    let otherInstitution = 0;
    let youthInstitution = 0;
    let columnId = 0;

    const body = (extra: Record<string, unknown> = {}) => ({
      institution_id: ownInstitution,
      column_id: columnId,
      title: unique('测试文章'),
      author: '测试作者',
      summary: '摘要',
      content: '<p>这是一篇测试文章。</p>',
      ...extra,
    });
    const create = async (extra: Record<string, unknown> = {}, as: Client = owner) => {
      const res = await as.post('/api/admin/article', body(extra));
      assert.equal(errnoOf(res), 0, res.body);
      return json<{ id: number }>(res).result.id;
    };
    const row = async (id: number) => (await ctx.app.database.db.select().from(articles).where(eq(articles.id, id)))[0];
    const anon = (url: string) => ctx.app.inject({ method: 'GET', url });

    before(async () => {
      const db = ctx.app.database.db;
      const [a, b, c] = await db
        .insert(institutions)
        .values([
          { name: unique('资讯测试政府'), institutionType: 1 },
          { name: unique('资讯测试协会'), institutionType: 2 },
          { name: unique('资讯测试培训'), institutionType: 3 },
        ])
        .returning({ id: institutions.id });
      ownInstitution = a.id;
      otherInstitution = b.id;
      youthInstitution = c.id;
      const [col] = await db.insert(articleColumns).values({ name: unique('测试栏目').slice(0, 16), introduction: '<p>测试栏目介绍</p>' }).returning();
      columnId = col.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId: ownInstitution }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: otherInstitution }] });
      const y = await createUser(ctx.app, { manages: [{ institutionId: youthInstitution }] });
      const p = await createUser(ctx.app, { isPerson: true });
      owner = await login(ctx.app, o.account, o.password);
      other = await login(ctx.app, x.account, x.password);
      youth = await login(ctx.app, y.account, y.password);
      person = await login(ctx.app, p.account, p.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
    });

    it('takes an institution article through submit, rejection with a reason, resubmit and approval to the public column', async () => {
      const id = await create();
      assert.equal((await row(id)).reviewStatus, 'draft');
      assert.equal(json<Detail>(await anon(`/api/article/info?id=${id}`)).errno, 404, 'a draft is not public');

      const countBefore = json<{ article_check_count: number }>(await admin.get('/api/admin/un_check_count')).result.article_check_count;
      assert.equal(errnoOf(await owner.post('/api/admin/article/submit', { id })), 0);
      assert.equal((await row(id)).reviewStatus, 'pending');
      assert.equal(json<{ article_check_count: number }>(await admin.get('/api/admin/un_check_count')).result.article_check_count, countBefore + 1);
      const ownCount = json<{ article_check_count: number }>(await owner.get('/api/admin/un_check_count')).result.article_check_count;
      assert.equal(ownCount, 1, 'the institution sees its own pending article');

      // pending: no edit, no delete; only the admin reviews
      assert.equal(firstMsg(await owner.put('/api/admin/article', { id, title: '改标题' })), '文章正在审核中，不能修改');
      assert.equal(errnoOf(await owner.del(`/api/admin/article?id=${id}`)), 40000);
      assert.equal(errnoOf(await owner.post('/api/admin/article/review', { id, action: 'approve' })), 40300);
      assert.equal((await row(id)).reviewStatus, 'pending');

      const review = json<List<Article>>(await admin.get('/api/admin/article/review_list?status=pending&count=100')).result;
      assert.ok(review.list.some((a) => a.id === id));

      assert.equal(firstMsg(await admin.post('/api/admin/article/review', { id, action: 'reject', reason: '  ' })), '请填写驳回原因');
      assert.equal(errnoOf(await admin.post('/api/admin/article/review', { id, action: 'reject', reason: '标题不规范' })), 0);
      const rejected = json<Detail>(await owner.get(`/api/admin/article/info?id=${id}`)).result;
      assert.equal(rejected.status, 'rejected');
      assert.equal(rejected.reject_reason, '标题不规范');
      const last = rejected.history[rejected.history.length - 1];
      assert.equal(last.to_status, 'rejected');
      assert.equal(last.reason, '标题不规范');
      assert.equal(last.actor_name, '平台管理员');

      assert.equal(errnoOf(await owner.put('/api/admin/article', { id, title: '规范后的标题', submit: 1 })), 0);
      assert.equal((await row(id)).reviewStatus, 'pending');
      assert.equal(errnoOf(await admin.post('/api/admin/article/review', { id, action: 'approve' })), 0);
      assert.equal(firstMsg(await admin.post('/api/admin/article/review', { id, action: 'approve' })), '只有待审核的文章可以审核');

      const pub = json<Detail>(await anon(`/api/article/info?id=${id}`)).result;
      assert.equal(pub.title, '规范后的标题');
      assert.ok(pub.publish_at);
      const list = json<List<Article>>(await anon(`/api/article/list?column_id=${columnId}`)).result;
      assert.ok(list.list.some((a) => a.id === id));
      const columns = json<{ list: Column[] }>(await anon('/api/article/columns')).result.list;
      assert.ok(columns.find((c) => c.id === columnId)!.article_count >= 1);

      const history = json<Detail>(await admin.get(`/api/admin/article/info?id=${id}`)).result.history.map((h) => h.to_status);
      assert.deepEqual(history, ['draft', 'pending', 'rejected', 'pending', 'approved']);

      // editing a published institution article takes it off the site until it is approved again
      assert.equal(errnoOf(await owner.put('/api/admin/article', { id, summary: '新的摘要' })), 0);
      assert.equal((await row(id)).reviewStatus, 'draft');
      assert.equal(errnoOf(await anon(`/api/article/info?id=${id}`)), 404);
    });

    it('publishes on the scheduled time only', async () => {
      const future = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
      const id = await create({ publish_at: future, submit: 1 });
      assert.equal(errnoOf(await admin.post('/api/admin/article/review', { id, action: 'approve' })), 0);
      assert.equal((await row(id)).reviewStatus, 'approved');
      assert.equal(errnoOf(await anon(`/api/article/info?id=${id}`)), 404, 'approved but not yet due');
      const list = json<List<Article>>(await anon(`/api/article/list?column_id=${columnId}&count=100`)).result;
      assert.ok(!list.list.some((a) => a.id === id));
      await ctx.app.database.db.update(articles).set({ publishAt: new Date(Date.now() - 1000) }).where(eq(articles.id, id));
      assert.equal(errnoOf(await anon(`/api/article/info?id=${id}`)), 0);
    });

    it('sanitises rich text on the server: no script, no event handlers, no javascript: links', async () => {
      const id = await create({ content: XSS, submit: 1 });
      const stored = (await row(id)).content;
      for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', 'alert(', '<iframe', '<svg', 'style=']) {
        assert.ok(!stored.toLowerCase().includes(bad), `stored content still contains ${bad}: ${stored}`);
      }
      assert.ok(stored.includes('<p>正文</p>'));
      assert.equal(errnoOf(await admin.post('/api/admin/article/review', { id, action: 'approve' })), 0);
      const pub = json<Detail>(await anon(`/api/article/info?id=${id}`)).result.content;
      assert.equal(pub, stored, 'the public page gets the sanitised HTML only');
      assert.equal(firstMsg(await owner.post('/api/admin/article', body({ cover: 'javascript:alert(1)' }))), '封面图片地址无效');
      const colRes = await admin.post('/api/admin/article/column', { name: unique('栏').slice(0, 16), introduction: '<b onmouseover="x()">介绍</b><script>y()</script>' });
      assert.equal(errnoOf(colRes), 0, colRes.body);
      const col = (await ctx.app.database.db.select().from(articleColumns).where(eq(articleColumns.id, json<{ id: number }>(colRes).result.id)))[0];
      assert.equal(col.introduction, '<b>介绍</b>');
    });

    it('refuses another institution, a personal user, anonymous callers and institutions of type 3, changing nothing', async () => {
      const id = await create();
      const before = await row(id);

      // another institution: 404 on the object, 40300 on writing for a foreign institution
      assert.equal(errnoOf(await other.get(`/api/admin/article/info?id=${id}`)), 404);
      assert.equal(errnoOf(await other.put('/api/admin/article', { id, title: '篡改' })), 404);
      assert.equal(errnoOf(await other.del(`/api/admin/article?id=${id}`)), 404);
      assert.equal(errnoOf(await other.post('/api/admin/article/submit', { id })), 404);
      assert.equal(errnoOf(await other.post('/api/admin/article', body())), 40300);
      assert.equal(errnoOf(await other.get(`/api/admin/article/list?institution_id=${ownInstitution}`)), 40300);
      const otherList = json<List<Article>>(await other.get('/api/admin/article/list')).result;
      assert.ok(!otherList.list.some((a) => a.id === id));

      // personal user
      assert.equal(errnoOf(await person.get(`/api/admin/article/info?id=${id}`)), 404);
      assert.equal(errnoOf(await person.put('/api/admin/article', { id, title: '篡改' })), 404);
      assert.equal(errnoOf(await person.post('/api/admin/article', body())), 40300);
      assert.equal(errnoOf(await person.get('/api/admin/article/list')), 40300);
      assert.equal(errnoOf(await person.post('/api/admin/article/review', { id, action: 'approve' })), 40300);

      // institution of type 3 may not manage articles at all
      assert.equal(errnoOf(await youth.post('/api/admin/article', body({ institution_id: youthInstitution }))), 40300);
      assert.equal(errnoOf(await youth.get(`/api/admin/article/list?institution_id=${youthInstitution}`)), 40300);
      assert.equal(errnoOf(await youth.get('/api/admin/article/review_list')), 40300);
      assert.equal(errnoOf(await youth.get(`/api/admin/article/info?id=${id}`)), 404);
      assert.equal(
        firstMsg(await admin.post('/api/admin/article', body({ institution_id: youthInstitution }))),
        '只有政府/事业单位、社会组织/协会、赛事运营机构可以发布资讯',
      );

      // anonymous
      assert.equal((await anon(`/api/admin/article/info?id=${id}`)).statusCode, 401);
      assert.equal((await anon('/api/admin/article/list')).statusCode, 401);
      const anonPut = await ctx.app.inject({ method: 'PUT', url: '/api/admin/article', payload: { id, title: '篡改' } });
      assert.equal(anonPut.statusCode, 401);

      // an organiser cannot review, manage columns, type-B articles or the agreement
      assert.equal(errnoOf(await owner.post('/api/admin/article/column', { name: '越权栏目' })), 40300);
      assert.equal(errnoOf(await owner.put('/api/admin/agreement', { title: '协议', content: '<p>改</p>' })), 40300);
      assert.equal(errnoOf(await owner.post('/api/admin/article', { kind: 2, title: 'B类' })), 40300);
      assert.equal(errnoOf(await owner.get('/api/admin/article/list?kind=2')), 40300);

      // CSRF: a mutation without the token is refused
      const noToken = await ctx.app.inject({ method: 'POST', url: '/api/admin/article/submit', payload: { id }, headers: { cookie: owner.cookie } });
      assert.equal(noToken.statusCode, 403);

      const after = await row(id);
      assert.deepEqual(after, before, 'nothing changed');
    });

    it('validates input with Chinese messages', async () => {
      assert.equal(firstMsg(await owner.post('/api/admin/article', body({ title: '' }))), '标题不能为空');
      assert.equal(firstMsg(await owner.post('/api/admin/article', body({ column_id: 999999 }))), '栏目不存在');
      assert.equal(firstMsg(await owner.post('/api/admin/article', body({ publish_at: '明天' }))), '发布时间格式错误');
      assert.equal(firstMsg(await owner.post('/api/admin/article', body({ content: '<p> </p>', submit: 1 }))), '请填写文章内容');
      const noColumn = await create({ column_id: null });
      assert.equal(firstMsg(await owner.post('/api/admin/article/submit', { id: noColumn })), '请选择栏目');
      assert.equal((await row(noColumn)).reviewStatus, 'draft');
      assert.equal(firstMsg(await admin.post('/api/admin/article/column', { name: '新闻动态' })), '栏目名称已存在');
    });

    it('lets the platform admin publish type-B articles without review, reachable by link only', async () => {
      const res = await admin.post('/api/admin/article', { kind: 2, title: unique('B类文章'), content: '<p>平台说明</p>', submit: 1 });
      assert.equal(errnoOf(res), 0, res.body);
      const id = json<{ id: number }>(res).result.id;
      assert.equal((await row(id)).reviewStatus, 'approved');
      assert.equal(json<Detail>(await anon(`/api/article/info?id=${id}`)).result.content, '<p>平台说明</p>');
      const typeB = json<List<Article>>(await admin.get('/api/admin/article/list?kind=2&count=100')).result;
      assert.ok(typeB.list.some((a) => a.id === id));
      const all = json<List<Article>>(await anon('/api/article/list?count=100')).result;
      assert.ok(!all.list.some((a) => a.id === id), 'type-B articles are not listed in the columns');
      assert.equal(firstMsg(await admin.post('/api/admin/article', { kind: 2, title: 'B类', column_id: columnId })), 'B类文章不属于任何栏目');
      assert.equal(errnoOf(await admin.post('/api/admin/article/unpublish', { id })), 0);
      assert.equal(errnoOf(await anon(`/api/article/info?id=${id}`)), 404);
    });

    it('serves columns, their introductions and the user agreement to visitors', async () => {
      const columns = json<{ list: Column[] }>(await anon('/api/article/columns')).result.list;
      assert.ok(columns.some((c) => c.name === '新闻动态'));
      const intro = json<Column>(await anon(`/api/introduction?id=${columnId}`)).result;
      assert.equal(intro.introduction, '<p>测试栏目介绍</p>');
      assert.equal(errnoOf(await admin.put('/api/admin/article/column', { id: columnId, is_show: 0 })), 0);
      assert.equal(errnoOf(await anon(`/api/introduction?id=${columnId}`)), 404, 'a hidden column is not public');
      assert.ok(!json<{ list: Column[] }>(await anon('/api/article/columns')).result.list.some((c) => c.id === columnId));
      assert.equal(errnoOf(await admin.put('/api/admin/article/column', { id: columnId, is_show: 1 })), 0);
      assert.equal(firstMsg(await admin.del(`/api/admin/article/column?id=${columnId}`)), '栏目下还有文章，不能删除');

      const agreement = json<{ title: string; content: string }>(await anon('/api/agreement')).result;
      assert.equal(agreement.title, '赛事运营平台用户协议');
      const saved = await admin.put('/api/admin/agreement', { title: '用户协议', content: '<p>第一条</p><script>x()</script>' });
      assert.equal(errnoOf(saved), 0, saved.body);
      assert.equal(json<{ content: string }>(await anon('/api/agreement')).result.content, '<p>第一条</p>');
      await admin.put('/api/admin/agreement', { title: agreement.title, content: agreement.content });
    });

    it('shows the seeded demo articles by column', async () => {
      const columns = json<{ list: Column[] }>(await anon('/api/article/columns')).result.list;
      const news = columns.find((c) => c.name === '新闻动态')!;
      const list = json<List<Article>>(await anon(`/api/article/list?column_id=${news.id}`)).result;
      assert.ok(list.total >= 2);
      assert.equal(news.article_count, list.total, 'the column counts its published articles');
      assert.ok(list.list.every((a) => a.column_name === '新闻动态'));
      assert.ok(list.list.some((a) => a.title === '2026年杭州市全民健身运动会圆满落幕'));
      const all = json<List<Article>>(await anon('/api/article/list?count=100')).result.list;
      assert.ok(!all.some((a) => a.title === '2027钱塘江半程马拉松参赛包领取指南'), 'the scheduled article waits for its time');
    });
  });
}
