/**
 * The public site's articles (资讯): the enabled columns (/article/columns) and a column's introduction
 * (/introduction), the list of published articles (/article/list) and one article (/article/info). The stored rich
 * text is rendered as it is.
 */
import { notFound } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

export function publicArticleRoutes(app: ApiInstance) {
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
}
