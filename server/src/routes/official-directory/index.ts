import { notFound } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/**
 * The official directories and statistics (spec §2.2 人员, 行业, 数据), all public and read-only, plus the person's
 * own 在官网公开 switch (logged in, CSRF, only their own registration).
 */
export default async function officialDirectoryRoutes(app: ApiInstance) {
  app.get(
    '/official/personnel/list',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['official'],
        summary: '官网人员：已审核通过且本人选择公开的运动员或裁判员，按姓名、运动项目、地区搜索',
        querystring: {
          type: 'object',
          required: ['kind'],
          properties: { kind: { type: 'string', enum: ['athlete', 'referee'] }, keyword: text(32), sport: text(32), region: text(32), ...pageQuery },
        },
        response: okResponse(ref('OfficialPersonList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await app.repos.directory.personList({ kind: q.kind, keyword: q.keyword?.trim(), sport: q.sport?.trim(), region: q.region?.trim(), start: q.start, count: q.count }));
    },
  );

  app.get(
    '/official/personnel/info',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['official'],
        summary: '官网人员详情（公开字段、已发布赛事中的成绩和已批准的纪录）；未公开或未审核通过为 404',
        querystring: idQuery,
        response: okResponse(ref('OfficialPersonDetail')),
      },
    },
    async (request) => {
      const person = await app.repos.directory.personInfo(request.query.id);
      if (!person) throw notFound();
      return ok(person);
    },
  );

  app.get(
    '/official/industry/list',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['official'],
        summary: '官网行业：某类已审核机构（1 政府/事业单位 … 6 赛事运营机构），按名称、地区搜索',
        querystring: {
          type: 'object',
          required: ['kind'],
          properties: { kind: { type: 'integer', minimum: 1, maximum: 6 }, keyword: text(32), region: text(32), ...pageQuery },
        },
        response: okResponse(ref('OfficialInstitutionList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await app.repos.directory.institutionList({ kind: q.kind, keyword: q.keyword?.trim(), region: q.region?.trim(), start: q.start, count: q.count }));
    },
  );

  app.get(
    '/official/industry/info',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['official'],
        summary: '官网行业机构详情：简介、地址、网站、（机构选择公开时）联系方式、已发布赛事、场馆运营方的已审核场馆；未审核为 404',
        querystring: idQuery,
        response: okResponse(ref('OfficialInstitutionDetail')),
      },
    },
    async (request) => {
      const institution = await app.repos.directory.institutionInfo(request.query.id);
      if (!institution) throw notFound();
      return ok(institution);
    },
  );

  app.get(
    '/official/statistics',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['official'],
        summary: '官网数据：赛事按月份与运动项目、报名人数按月份、场馆按地区、机构按类型与地区及总数（缓存 60 秒）',
        response: okResponse(ref('OfficialStatistics')),
      },
    },
    async () => ok(await app.directory.statistics()),
  );

  app.get(
    '/user/persons',
    {
      schema: { tags: ['user'], summary: '本人的运动员/裁判员注册及其“在官网公开”设置', response: okResponse(ref('MyPersons')) },
    },
    async (request) => ok(await app.repos.directory.mine(request.principal!.userId)),
  );

  app.post(
    '/user/person/public',
    {
      schema: {
        tags: ['user'],
        summary: '设置本人的运动员/裁判员注册是否在官网公开（默认不公开；只可设置自己的注册）',
        body: {
          type: 'object',
          required: ['id', 'is_public'],
          properties: { id: { type: 'integer', minimum: 1 }, is_public: { type: 'integer', enum: [0, 1] } },
          additionalProperties: false,
        },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      if (!(await app.directory.setPersonPublic(request.principal!.userId, request.body.id, request.body.is_public === 1, request.ip))) throw notFound();
      return ok({});
    },
  );
}
