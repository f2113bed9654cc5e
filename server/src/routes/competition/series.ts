import { FILING_MSG, SERIES_FILING_MSG, seriesFilingProblem, seriesTransition } from 'shared/rules';
import { canManageInstitution } from '../../access/institutions.js';
import type { Principal } from '../../access/principal.js';
import { seriesAccess } from '../../access/series.js';
import { badInput, forbidden, notFound, refused } from '../../errors.js';
import { idBody, idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import { reviewBody, reviewReason } from '../../http/review.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { toFlag } from '../../schemas/json-schema.js';
import { listScope } from './list-scope.js';

const seriesBody = {
  name: { type: 'string', minLength: 1, maxLength: 128 },
  c_type: { type: 'integer', enum: [1, 2] },
  description: { type: 'string', maxLength: 2000 },
} as const;

const STATUS = { type: 'string', enum: ['draft', 'pending', 'approved', 'rejected', 'withdrawn'] } as const;

/**
 * 赛事系列 and 系列报备 (docs/series.md): owner institution managers and the platform admin manage and file a series; a
 * grant holder of one of its competitions reads it (系列信息 base2); the platform admin reviews the filings.
 */
export default async function seriesRoutes(app: ApiInstance) {
  const actor = (request: { principal: { userId: number } | null; ip: string }) => ({ userId: request.principal!.userId, ip: request.ip });

  /** The series and how the caller sees it (access/series.ts); 404 when not at all (no hint that it exists). */
  const visibleSeries = async (principal: Principal, id: number) => {
    const series = await app.repos.series.find(id);
    if (!series) throw notFound();
    const owner = canManageInstitution(principal, series.institution_id);
    const access = seriesAccess(principal, series, !owner && (await app.repos.series.grantedMember(id, principal.userId)));
    if (!access) throw notFound();
    return { series, access };
  };

  /** Owner-only actions: a grant holder sees the series, so gets 40300; anyone else 404. */
  const ownedSeries = async (principal: Principal, id: number) => {
    const { series, access } = await visibleSeries(principal, id);
    if (access !== 'owner') throw forbidden();
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
      const series = await ownedSeries(request.principal!, b.id);
      const editable = seriesTransition(series.status, 'edit');
      if (!editable.ok) throw refused(editable.msg);
      const patch: { name?: string; cType?: number; description?: string } = {};
      if (b.name !== undefined) {
        patch.name = b.name.trim();
        if (!patch.name) throw badInput(FILING_MSG.nameRequired);
      }
      if (b.c_type !== undefined) patch.cType = b.c_type;
      if (b.description !== undefined) patch.description = b.description.trim();
      if (Object.keys(patch).length === 0) throw badInput('请至少填写一项内容');
      if (!(await app.competitions.updateSeries(b.id, patch, actor(request)))) throw refused(SERIES_FILING_MSG.edit);
      return ok({ id: b.id });
    },
  );

  app.delete(
    '/competition_series',
    { schema: { tags: ['competition'], summary: '删除赛事系列（系列下没有赛事时）', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const series = await ownedSeries(request.principal!, request.query.id);
      const editable = seriesTransition(series.status, 'edit');
      if (!editable.ok) throw refused(editable.msg);
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
    {
      schema: {
        tags: ['competition'],
        summary: '赛事系列详情（系列所属机构、平台管理员；持有系列中某赛事管理权限的用户只读）',
        querystring: idQuery,
        response: okResponse(ref('CompetitionSeriesDetail')),
      },
    },
    async (request) => {
      const { series, access } = await visibleSeries(request.principal!, request.query.id);
      return ok({ ...series, can_own: toFlag(access === 'owner') });
    },
  );

  app.post(
    '/competition_series/filing',
    {
      schema: {
        tags: ['competition'],
        summary: '系列报备：系列信息连同系列下尚未报备（草稿、已驳回、已撤回）的比赛、活动一并提交审核',
        body: idBody,
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const series = await ownedSeries(request.principal!, request.body.id);
      const next = seriesTransition(series.status, 'file');
      if (!next.ok) throw refused(next.msg);
      const problem = seriesFilingProblem(await app.repos.series.members(series.id));
      if (problem) throw refused(problem);
      if (!(await app.competitions.changeSeriesStatus(series.id, 'file', next.to, actor(request)))) throw refused(SERIES_FILING_MSG.stateChanged);
      return ok({});
    },
  );

  app.post(
    '/competition_series/withdraw',
    { schema: { tags: ['competition'], summary: '撤回系列报备（待审核 → 已撤回，随系列待审核的赛事一并撤回）', body: idBody, response: okResponse(ref('Empty')) } },
    async (request) => {
      const series = await ownedSeries(request.principal!, request.body.id);
      const next = seriesTransition(series.status, 'withdraw');
      if (!next.ok) throw refused(next.msg);
      if (!(await app.competitions.changeSeriesStatus(series.id, 'withdraw', next.to, actor(request)))) throw refused(SERIES_FILING_MSG.stateChanged);
      return ok({});
    },
  );

  app.get(
    '/admin/competition_series/review_list',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['competition'],
        summary: '系列报备审核列表（平台管理员；报备过的系列，待审核在前，可按状态、机构筛选）',
        querystring: { type: 'object', properties: { ...pageQuery, status: STATUS, institution_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('CompetitionSeriesList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await app.repos.series.reviewList({ start: q.start, count: q.count, status: q.status, institutionId: q.institution_id }));
    },
  );

  app.post(
    '/admin/competition_series/review',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['competition'],
        summary: '审核系列报备：通过（随系列待审核的赛事一并通过、在官网发布）或驳回（必须填写原因，随系列待审核的赛事一并驳回）',
        body: reviewBody,
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const { id, action } = request.body;
      const reason = reviewReason(request.body);
      const series = await app.repos.series.find(id);
      if (!series) throw notFound();
      const next = seriesTransition(series.status, action);
      if (!next.ok) throw refused(next.msg);
      if (!(await app.competitions.changeSeriesStatus(id, action, next.to, actor(request), reason))) throw refused(SERIES_FILING_MSG.stateChanged);
      return ok({});
    },
  );
}
