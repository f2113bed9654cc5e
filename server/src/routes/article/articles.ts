/**
 * Articles (资讯) in the back office: the list, the detail, and writing — create, edit, delete, submit, withdraw,
 * unpublish. Rich text is sanitised here before it is stored. The review list and the admin's review are in review.ts.
 */
import type { FastifyRequest } from 'fastify';
import { articleScope, canManageArticle, canWriteArticlesFor } from '../../access/articles.js';
import { canManageArticles } from '../../access/institutions.js';
import type { Principal } from '../../access/principal.js';
import { badInput, forbidden, notFound, refused } from '../../errors.js';
import { idBody, idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance, FieldsOf } from '../../http/type-provider.js';
import type { ArticleFields } from '../../repositories/articles.js';
import { ARTICLE_KIND, ARTICLE_MSG, articleFieldChanges, articleSubmitProblem, articleTransition, isEmptyEdit, NOTHING_TO_CHANGE, type ArticleAction } from 'shared/rules';
import { actor, KIND, STATUS } from './shared.js';


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

/** GET /admin/article/list. */
export function articleListRoute(app: ApiInstance) {
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
}

/** The detail and the writes: /admin/article/info, POST, PUT and DELETE /admin/article, submit, withdraw, unpublish. */
export function articleWriteRoutes(app: ApiInstance) {
  /** The article if the caller manages it (owner institution's manager or the admin); 404 otherwise. */
  const managed = async (principal: Principal, id: number) => {
    const a = await app.repos.articles.findForAccess(id);
    if (!a || !canManageArticle(principal, a)) throw notFound();
    return a;
  };

  /** The article's checked fields (shared/rules articleFieldChanges, as the mock). */
  const toFields = async (b: ArticleBody, kind: number, currentCover?: string): Promise<ArticleFields> => {
    const columnExists = typeof b.column_id === 'number' && kind !== ARTICLE_KIND.typeB && Boolean(await app.repos.articles.column(b.column_id));
    const checked = articleFieldChanges(b, { kind, currentCover, columnExists });
    if ('problem' in checked) throw badInput(checked.problem);
    const { column_id, publish_at, ...f } = checked.changes;
    return { ...f, ...(column_id !== undefined && { columnId: column_id }), ...(publish_at !== undefined && { publishAt: publish_at === null ? null : new Date(publish_at) }) };
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
    if (!(await app.articles.changeStatus(id, action, next.to, actor(request), reason))) throw refused(ARTICLE_MSG.statusChanged);
  };

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
      const id = await app.articles.create({ ...f, kind, institutionId, title: f.title! }, actor(request));
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
      if (Object.keys(f).length > 0 && !(await app.articles.update(id, f, next.to, actor(request)))) throw refused(ARTICLE_MSG.editPending);
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
      if (!(await app.articles.remove(a.id, actor(request)))) throw refused(ARTICLE_MSG.deletePending);
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
}
