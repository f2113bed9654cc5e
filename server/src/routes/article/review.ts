/**
 * Article review (文章审核): the review list (articles of institutions that went to review; writers see their own
 * results) and the platform admin's decision — approve, or reject with a reason.
 */
import { articleScope } from '../../access/articles.js';
import { forbidden, notFound, refused } from '../../errors.js';
import { reviewBody, reviewReason } from '../../http/review.js';
import { ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { ARTICLE_KIND, ARTICLE_MSG, articleTransition } from 'shared/rules';
import { actor, STATUS } from './shared.js';

/** GET /admin/article/review_list. */
export function reviewListRoute(app: ApiInstance) {
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
}

/** POST /admin/article/review (platform admin). */
export function reviewRoute(app: ApiInstance) {
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
      if (!(await app.articles.changeStatus(id, action, next.to, actor(request), reason))) throw refused(ARTICLE_MSG.statusChanged);
      app.log.info({ article: id, action }, 'article reviewed');
      return ok({});
    },
  );
}
