import { FILING_MSG } from 'shared/rules';
import { canManageInstitution } from '../../access/institutions.js';
import { badInput, forbidden, notFound, refused } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { listScope } from './list-scope.js';

const seriesBody = {
  name: { type: 'string', minLength: 1, maxLength: 128 },
  c_type: { type: 'integer', enum: [1, 2] },
  description: { type: 'string', maxLength: 2000 },
} as const;

/** 赛事系列: owner institution managers and the platform admin. */
export default async function seriesRoutes(app: ApiInstance) {
  const actor = (request: { principal: { userId: number } | null; ip: string }) => ({ userId: request.principal!.userId, ip: request.ip });

  /** The series if the caller manages its institution; 404 otherwise (no hint that it exists). */
  const ownedSeries = async (principal: Parameters<typeof canManageInstitution>[0], id: number) => {
    const series = await app.repos.series.find(id);
    if (!series || !canManageInstitution(principal, series.institution_id)) throw notFound();
    return series;
  };

  app.post(
    '/competition_series',
    {
      schema: {
        tags: ['competition'],
        summary: '新建赛事系列',
        body: {
          type: 'object',
          required: ['institution_id', 'name'],
          properties: { institution_id: { type: 'integer', minimum: 1 }, ...seriesBody },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const principal = request.principal!;
      if (principal.isPerson && !principal.isPlatformAdmin) throw forbidden();
      if (!canManageInstitution(principal, b.institution_id)) throw forbidden();
      if (!(await app.repos.institutions.exists(b.institution_id))) throw notFound();
      const name = b.name.trim();
      if (!name) throw badInput(FILING_MSG.nameRequired);
      const id = await app.competitions.createSeries(
        { institutionId: b.institution_id, name, cType: b.c_type ?? 1, description: b.description?.trim() ?? '' },
        actor(request),
      );
      return ok({ id });
    },
  );

  app.put(
    '/competition_series',
    {
      schema: {
        tags: ['competition'],
        summary: '修改赛事系列',
        body: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1 }, ...seriesBody },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      await ownedSeries(request.principal!, b.id);
      const patch: { name?: string; cType?: number; description?: string } = {};
      if (b.name !== undefined) {
        patch.name = b.name.trim();
        if (!patch.name) throw badInput(FILING_MSG.nameRequired);
      }
      if (b.c_type !== undefined) patch.cType = b.c_type;
      if (b.description !== undefined) patch.description = b.description.trim();
      if (Object.keys(patch).length === 0) throw badInput('请至少填写一项内容');
      await app.competitions.updateSeries(b.id, patch, actor(request));
      return ok({ id: b.id });
    },
  );

  app.delete(
    '/competition_series',
    { schema: { tags: ['competition'], summary: '删除赛事系列（系列下没有赛事时）', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      await ownedSeries(request.principal!, request.query.id);
      if (!(await app.competitions.removeSeries(request.query.id, actor(request)))) throw refused(FILING_MSG.seriesHasCompetitions);
      return ok({});
    },
  );

  app.get(
    '/competition_series/list',
    {
      schema: {
        tags: ['competition'],
        summary: '赛事系列列表（平台管理员：全部，可按机构筛选；机构用户：必须指定本人所属机构）',
        querystring: { type: 'object', properties: { ...pageQuery, institution_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('CompetitionSeriesList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await app.repos.series.list(listScope(request.principal!, q.institution_id), { start: q.start, count: q.count }));
    },
  );

  app.get(
    '/competition_series/info',
    { schema: { tags: ['competition'], summary: '赛事系列详情', querystring: idQuery, response: okResponse(ref('CompetitionSeries')) } },
    async (request) => ok(await ownedSeries(request.principal!, request.query.id)),
  );
}
