/**
 * Columns (栏目) in the back office: the list of all columns with their introductions (栏目介绍, rich text, sanitised
 * here), and the platform admin's create, edit and delete.
 */
import { badInput, notFound, refused } from '../../errors.js';
import { idQuery, ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance, FieldsOf } from '../../http/type-provider.js';
import { ARTICLE_MSG, isEmptyEdit, NOTHING_TO_CHANGE, sanitizeHtml } from 'shared/rules';
import { actor } from './shared.js';

const MAX_INTRODUCTION = 20000;

const columnFields = {
  name: { type: 'string', minLength: 1, maxLength: 16 },
  introduction: { type: 'string' },
  sort: { type: 'integer', minimum: 0, maximum: 9999 },
  is_show: { type: 'integer', enum: [0, 1] },
} as const;

type ColumnBody = FieldsOf<typeof columnFields>;

export function columnRoutes(app: ApiInstance) {
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
      return ok({ id: await app.articles.createColumn({ ...f, name: f.name! }, actor(request)) });
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
      await app.articles.updateColumn(id, f, actor(request));
      return ok({ id });
    },
  );

  app.delete(
    '/admin/article/column',
    { config: { auth: 'admin' }, schema: { tags: ['article'], summary: '删除栏目（栏目下没有文章时）', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      if (!(await app.repos.articles.column(request.query.id))) throw notFound();
      if (!(await app.articles.removeColumn(request.query.id, actor(request)))) throw refused(ARTICLE_MSG.columnHasArticles);
      return ok({});
    },
  );
}
