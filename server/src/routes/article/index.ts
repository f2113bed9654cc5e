/**
 * Articles (资讯): back office `/admin/article*` (write, submit, withdraw, review, columns, type-B articles, the
 * user agreement) and the public routes `/article/columns`, `/introduction`, `/article/list`, `/article/info` and
 * `/agreement`. Rich text is sanitised here before it is stored; the public pages render it as stored.
 * Access rules: src/access/articles.ts.
 */
import type { FastifyRequest } from 'fastify';
import { articleScope, canManageArticle, canWriteArticlesFor } from '../../access/articles.js';
import { canManageArticles } from '../../access/institutions.js';
import type { Principal } from '../../access/principal.js';
import { badInput, forbidden, notFound, refused } from '../../errors.js';
import { reviewBody, reviewReason } from '../../http/review.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import { isSafeUrl, sanitizeHtml } from '../../http/sanitize-html.js';
import type { ApiInstance, FieldsOf } from '../../http/type-provider.js';
import type { ArticleFields } from '../../repositories/articles.js';
import { ARTICLE_KIND, ARTICLE_MSG, articleSubmitProblem, articleTransition, isEmptyEdit, NOTHING_TO_CHANGE, type ArticleAction } from 'shared/rules';

const STATUS = { type: 'string', enum: ['draft', 'pending', 'approved', 'rejected'] } as const;
const KIND = { type: 'integer', enum: [1, 2] } as const;
const idBody = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } }, additionalProperties: false } as const;
const MAX_CONTENT = 200000;
const MAX_INTRODUCTION = 20000;
/** The key of the user agreement in site_texts. */
const AGREEMENT = 'agreement';

const articleFields = {
  column_id: { type: ['integer', 'null'], minimum: 1 },
  title: { type: 'string', minLength: 1, maxLength: 100 },
  author: { type: 'string', maxLength: 32 },
  cover: { type: 'string', maxLength: 8192 },
  summary: { type: 'string', maxLength: 300 },
  content: { type: 'string' },
  publish_at: { type: ['string', 'null'], format: 'date-time' },
  submit: { type: 'integer', enum: [0, 1] },
} as const;

type ArticleBody = FieldsOf<typeof articleFields>;

const columnFields = {
  name: { type: 'string', minLength: 1, maxLength: 16 },
  introduction: { type: 'string' },
  sort: { type: 'integer', minimum: 0, maximum: 9999 },
  is_show: { type: 'integer', enum: [0, 1] },
} as const;

type ColumnBody = FieldsOf<typeof columnFields>;

export default async function articleRoutes(app: ApiInstance) {
  const actor = (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip });

  /** The article if the caller manages it (owner institution's manager or the admin); 404 otherwise. */
  const managed = async (principal: Principal, id: number) => {
    const a = await app.repos.articles.findForAccess(id);
    if (!a || !canManageArticle(principal, a)) throw notFound();
    return a;
  };

  /**
   * Checks and converts an article's fields (sanitising the rich text). A cover must be an http(s) or site URL (an
   * upload); an unchanged cover (e.g. a demo image) is left alone.
   */
  const toFields = async (b: ArticleBody, kind: number, currentCover?: string): Promise<ArticleFields> => {
    const f: ArticleFields = {};
    if (b.title !== undefined) {
      f.title = b.title.trim();
      if (!f.title) throw badInput(ARTICLE_MSG.titleRequired);
    }
    if (b.author !== undefined) f.author = b.author.trim();
    if (b.summary !== undefined) f.summary = b.summary.trim();
    if (b.cover !== undefined && b.cover.trim() !== currentCover) {
      f.cover = b.cover.trim();
      if (f.cover && (f.cover.length > 512 || !isSafeUrl(f.cover))) throw badInput(ARTICLE_MSG.coverInvalid);
    }
    if (b.content !== undefined) {
      if (b.content.length > MAX_CONTENT) throw badInput(`文章内容不能超过${MAX_CONTENT}个字符`);
      f.content = sanitizeHtml(b.content);
    }
    if (b.publish_at !== undefined) f.publishAt = b.publish_at === null ? null : new Date(b.publish_at);
    if (b.column_id !== undefined) {
      if (kind === ARTICLE_KIND.typeB) {
        if (b.column_id !== null) throw badInput(ARTICLE_MSG.typeBHasNoColumn);
      } else if (b.column_id !== null) {
        const column = await app.repos.articles.column(b.column_id);
        if (!column) throw badInput(ARTICLE_MSG.columnMissing);
      }
      f.columnId = b.column_id;
    }
    return f;
  };

  /** Submits (or publishes) after a create or an edit when asked to. */
  const submitIfAsked = async (request: FastifyRequest, id: number, submit: 0 | 1 | undefined) => {
    if (submit !== 1) return;
    await move(request, id, 'submit');
  };

  const move = async (request: FastifyRequest, id: number, action: ArticleAction, reason = '') => {
    const a = await managed(request.principal!, id);
    const next = articleTransition(a.status, action, a);
    if (!next.ok) throw refused(next.msg);
    if (action === 'submit') {
      const problem = articleSubmitProblem(a);
      if (problem) throw badInput(problem);
    }
    if (!(await app.repos.articles.changeStatus(id, action, next.to, actor(request), reason))) throw refused(ARTICLE_MSG.statusChanged);
  };

  // ---------- back office: articles ----------

  app.get(
    '/admin/article/list',
    {
      schema: {
        tags: ['article'],
        summary: '文章列表（平台管理员：全部，可按机构筛选；机构：本机构，仅政府/事业单位、协会、赛事运营机构）',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            kind: { ...KIND, default: 1 },
            status: STATUS,
            column_id: { type: 'integer', minimum: 1 },
            keyword: { type: 'string', maxLength: 64 },
            institution_id: { type: 'integer', minimum: 1 },
          },
        },
        response: okResponse(ref('ArticleList')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const q = request.query;
      if (q.kind === ARTICLE_KIND.typeB && !principal.isPlatformAdmin) throw forbidden();
      const own = articleScope(principal);
      let scope: 'all' | number[];
      if (own === 'all') scope = q.institution_id ? [q.institution_id] : 'all';
      else if (q.institution_id) {
        if (!own.includes(q.institution_id)) throw forbidden();
        scope = [q.institution_id];
      } else {
        if (own.length === 0) throw forbidden();
        scope = own;
      }
      return ok(await app.repos.articles.list({ scope, kind: q.kind, status: q.status, columnId: q.column_id, keyword: q.keyword?.trim(), start: q.start, count: q.count }));
    },
  );

  app.get(
    '/admin/article/review_list',
    {
      schema: {
        tags: ['article'],
        summary: '文章审核列表（提交过审核的机构文章，待审核在前；平台管理员：全部；机构：本机构的审核结果）',
        querystring: {
          type: 'object',
          properties: { ...pageQuery, status: STATUS, keyword: { type: 'string', maxLength: 64 }, institution_id: { type: 'integer', minimum: 1 } },
        },
        response: okResponse(ref('ArticleList')),
      },
    },
    async (request) => {
      const q = request.query;
      const own = articleScope(request.principal!);
      let scope: 'all' | number[];
      if (own === 'all') scope = q.institution_id ? [q.institution_id] : 'all';
      else {
        if (own.length === 0 || (q.institution_id && !own.includes(q.institution_id))) throw forbidden();
        scope = q.institution_id ? [q.institution_id] : own;
      }
      return ok(
        await app.repos.articles.list({ scope, kind: ARTICLE_KIND.column, status: q.status, keyword: q.keyword?.trim(), reviewOnly: true, start: q.start, count: q.count }),
      );
    },
  );

  app.get(
    '/admin/article/info',
    { schema: { tags: ['article'], summary: '文章详情（含正文与审核记录）', querystring: idQuery, response: okResponse(ref('ArticleDetail')) } },
    async (request) => {
      const a = await managed(request.principal!, request.query.id);
      return ok((await app.repos.articles.detail(a.id))!);
    },
  );

  app.post(
    '/admin/article',
    {
      schema: {
        tags: ['article'],
        summary: '新建文章（草稿；submit 为 1 时同时提交审核，平台文章和B类文章直接发布）',
        body: {
          type: 'object',
          required: ['title'],
          properties: { kind: KIND, institution_id: { type: ['integer', 'null'], minimum: 1 }, ...articleFields },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const principal = request.principal!;
      const kind = b.kind ?? ARTICLE_KIND.column;
      const institutionId = kind === ARTICLE_KIND.typeB ? null : (b.institution_id ?? null);
      if (kind === ARTICLE_KIND.typeB && !principal.isPlatformAdmin) throw forbidden();
      if (!canWriteArticlesFor(principal, institutionId)) throw forbidden();
      if (institutionId !== null) {
        const type = await app.repos.articles.institutionType(institutionId);
        if (type === undefined) throw notFound();
        // the platform admin too writes only for institutions whose type publishes news (spec §6)
        if (!canManageArticles(type)) throw refused(ARTICLE_MSG.institutionCannotPublish);
      }
      const f = await toFields(b, kind);
      const id = await app.repos.articles.create({ ...f, kind, institutionId, title: f.title! }, actor(request));
      await submitIfAsked(request, id, b.submit);
      return ok({ id });
    },
  );

  app.put(
    '/admin/article',
    {
      schema: {
        tags: ['article'],
        summary: '修改文章（审核中不可修改；机构已发布的文章修改后回到草稿，需重新提交审核）',
        body: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 }, ...articleFields }, additionalProperties: false },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const { id, submit, ...b } = request.body;
      const a = await managed(request.principal!, id);
      const next = articleTransition(a.status, 'edit', a);
      if (!next.ok) throw refused(next.msg);
      const f = await toFields(b, a.kind, a.cover);
      // a published article without a new schedule keeps the time it went out
      if (f.publishAt === null && next.to === 'approved') delete f.publishAt;
      if (isEmptyEdit(f) && submit !== 1) throw badInput(NOTHING_TO_CHANGE);
      if (Object.keys(f).length > 0 && !(await app.repos.articles.update(id, f, next.to, actor(request)))) throw refused(ARTICLE_MSG.editPending);
      await submitIfAsked(request, id, submit);
      return ok({ id });
    },
  );

  app.delete(
    '/admin/article',
    { schema: { tags: ['article'], summary: '删除文章（审核中不可删除）', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const a = await managed(request.principal!, request.query.id);
      const next = articleTransition(a.status, 'delete', a);
      if (!next.ok) throw refused(next.msg);
      if (!(await app.repos.articles.remove(a.id, actor(request)))) throw refused(ARTICLE_MSG.deletePending);
      return ok({});
    },
  );

  app.post(
    '/admin/article/submit',
    { schema: { tags: ['article'], summary: '提交审核（草稿、已驳回 → 待审核；平台文章和B类文章直接发布）', body: idBody, response: okResponse(ref('Empty')) } },
    async (request) => {
      await move(request, request.body.id, 'submit');
      return ok({});
    },
  );

  app.post(
    '/admin/article/withdraw',
    { schema: { tags: ['article'], summary: '撤回审核（待审核 → 草稿）', body: idBody, response: okResponse(ref('Empty')) } },
    async (request) => {
      await move(request, request.body.id, 'withdraw');
      return ok({});
    },
  );

  app.post(
    '/admin/article/unpublish',
    { schema: { tags: ['article'], summary: '下线已发布的文章（已发布 → 草稿）', body: idBody, response: okResponse(ref('Empty')) } },
    async (request) => {
      await move(request, request.body.id, 'unpublish');
      return ok({});
    },
  );

  app.post(
    '/admin/article/review',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['article'],
        summary: '审核文章：通过（到发布时间后在官网栏目中显示）或驳回（必须填写原因）',
        body: reviewBody,
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const { id, action } = request.body;
      const reason = reviewReason(request.body);
      const a = await app.repos.articles.findForAccess(id);
      if (!a) throw notFound();
      const next = articleTransition(a.status, action, a);
      if (!next.ok) throw refused(next.msg);
      if (!(await app.repos.articles.changeStatus(id, action, next.to, actor(request), reason))) throw refused(ARTICLE_MSG.statusChanged);
      app.log.info({ article: id, action }, 'article reviewed');
      return ok({});
    },
  );

  // ---------- back office: columns and the agreement ----------

  app.get(
    '/admin/article/columns',
    {
      schema: { tags: ['article'], summary: '栏目介绍：全部栏目（含停用）及其介绍（后台，登录用户）', response: okResponse(ref('ArticleColumns')) },
    },
    async () => ok({ list: await app.repos.articles.columns(true) }),
  );

  const toColumnFields = async (b: ColumnBody, exceptId?: number) => {
    const f: { name?: string; introduction?: string; sort?: number; enabled?: boolean } = {};
    if (b.name !== undefined) {
      f.name = b.name.trim();
      if (!f.name) throw badInput(ARTICLE_MSG.columnNameRequired);
      if (await app.repos.articles.columnNameTaken(f.name, exceptId)) throw badInput(ARTICLE_MSG.columnNameTaken);
    }
    if (b.introduction !== undefined) {
      if (b.introduction.length > MAX_INTRODUCTION) throw badInput(`栏目介绍不能超过${MAX_INTRODUCTION}个字符`);
      f.introduction = sanitizeHtml(b.introduction);
    }
    if (b.sort !== undefined) f.sort = b.sort;
    if (b.is_show !== undefined) f.enabled = b.is_show === 1;
    return f;
  };

  app.post(
    '/admin/article/column',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['article'],
        summary: '新建栏目（平台管理员）',
        body: { type: 'object', required: ['name'], properties: columnFields, additionalProperties: false },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const f = await toColumnFields(request.body);
      return ok({ id: await app.repos.articles.createColumn({ ...f, name: f.name! }, actor(request)) });
    },
  );

  app.put(
    '/admin/article/column',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['article'],
        summary: '修改栏目名称、介绍、排序、启用（平台管理员）',
        body: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 }, ...columnFields }, additionalProperties: false },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const { id, ...b } = request.body;
      if (!(await app.repos.articles.column(id))) throw notFound();
      const f = await toColumnFields(b, id);
      if (isEmptyEdit(f)) throw badInput(NOTHING_TO_CHANGE);
      await app.repos.articles.updateColumn(id, f, actor(request));
      return ok({ id });
    },
  );

  app.delete(
    '/admin/article/column',
    { config: { auth: 'admin' }, schema: { tags: ['article'], summary: '删除栏目（栏目下没有文章时）', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      if (!(await app.repos.articles.column(request.query.id))) throw notFound();
      if (!(await app.repos.articles.removeColumn(request.query.id, actor(request)))) throw refused(ARTICLE_MSG.columnHasArticles);
      return ok({});
    },
  );

  app.put(
    '/admin/agreement',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['article'],
        summary: '修改用户协议（平台管理员）',
        body: {
          type: 'object',
          required: ['title', 'content'],
          properties: { title: { type: 'string', minLength: 1, maxLength: 64 }, content: { type: 'string', minLength: 1 } },
          additionalProperties: false,
        },
        response: okResponse(ref('SiteText')),
      },
    },
    async (request) => {
      const title = request.body.title.trim();
      if (!title) throw badInput(ARTICLE_MSG.titleRequired);
      if (request.body.content.length > MAX_CONTENT) throw badInput(`文章内容不能超过${MAX_CONTENT}个字符`);
      const content = sanitizeHtml(request.body.content);
      if (!content.replace(/<[^>]*>/g, '').trim()) throw badInput(ARTICLE_MSG.contentRequired);
      await app.repos.articles.saveSiteText(AGREEMENT, title, content, actor(request));
      return ok((await app.repos.articles.siteText(AGREEMENT))!);
    },
  );

  // ---------- public ----------

  app.get(
    '/article/columns',
    { config: { auth: 'public' }, schema: { tags: ['article'], summary: '官网资讯栏目（启用的栏目，按排序）', response: okResponse(ref('ArticleColumns')) } },
    async () => ok({ list: await app.repos.articles.columns(false) }),
  );

  app.get(
    '/introduction',
    {
      config: { auth: 'public' },
      schema: { tags: ['article'], summary: '栏目介绍（启用的栏目）', querystring: idQuery, response: okResponse(ref('ArticleColumn')) },
    },
    async (request) => {
      const column = (await app.repos.articles.columns(false)).find((c) => c.id === request.query.id);
      if (!column) throw notFound();
      return ok(column);
    },
  );

  app.get(
    '/article/list',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['article'],
        summary: '官网资讯列表（已审核通过且到发布时间的栏目文章，最新在前）',
        querystring: { type: 'object', properties: { ...pageQuery, column_id: { type: 'integer', minimum: 1 }, keyword: { type: 'string', maxLength: 64 } } },
        response: okResponse(ref('ArticleList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await app.repos.articles.publicList({ start: q.start, count: q.count, columnId: q.column_id, keyword: q.keyword?.trim() }));
    },
  );

  app.get(
    '/article/info',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['article'],
        summary: '官网文章详情（已审核通过且到发布时间；栏目文章和B类文章）',
        querystring: idQuery,
        response: okResponse(ref('PublicArticle')),
      },
    },
    async (request) => {
      const a = await app.repos.articles.publicInfo(request.query.id);
      if (!a) throw notFound();
      return ok(a);
    },
  );

  app.get(
    '/agreement',
    { config: { auth: 'public' }, schema: { tags: ['article'], summary: '用户协议', response: okResponse(ref('SiteText')) } },
    async () => ok((await app.repos.articles.siteText(AGREEMENT)) ?? { title: '用户协议', content: '', updated_at: null }),
  );
}
