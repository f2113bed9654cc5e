/**
 * Matches and activities: creation and base info, filing (报备) and its review, status history, management
 * permission codes, and the public (approved-only) listing. Access rules: src/access/competitions.ts.
 */
import type { FastifyRequest } from 'fastify';
import { competitionFieldsProblem, competitionTransition, FILING_MSG, filingProblem, planEdit, sanitizeHtml, SERIES_FILING_MSG, seriesTransition } from 'shared/rules';
import { canManageCompetition, ownsCompetition } from '../../access/competitions.js';
import { canManageInstitution, managesAnyInstitution } from '../../access/institutions.js';
import type { Principal } from '../../access/principal.js';
import { badInput, forbidden, notFound, refused } from '../../errors.js';
import { reviewBody, reviewReason } from '../../http/review.js';
import { idBody, idQuery, ok, okResponse, pageQuery, ref, yearMonthSchema } from '../../http/envelope.js';
import type { ApiInstance, FieldsOf } from '../../http/type-provider.js';
import type { CompetitionFields } from '../../repositories/filing.js';
import { toFlag } from '../../schemas/json-schema.js';

const baseFields = {
  series_id: { type: ['integer', 'null'], minimum: 1 },
  name: { type: 'string', minLength: 1, maxLength: 128 },
  sport: { type: 'string', maxLength: 32 },
  level: { type: 'string', maxLength: 32 },
  start_at: { type: 'string', format: 'date-time' },
  end_at: { type: 'string', format: 'date-time' },
  location: { type: 'string', maxLength: 255 },
  venue_id: { type: ['integer', 'null'], minimum: 1 },
  organisers: { type: 'string', maxLength: 255 },
  cover: { type: 'string', maxLength: 512 },
  introduction: { type: 'string', maxLength: 100000 },
  contact_name: { type: 'string', maxLength: 32 },
  contact_phone: { type: 'string', maxLength: 32, pattern: '^[0-9+\\- ]*$' },
} as const;

type BaseBody = FieldsOf<typeof baseFields>;

const STATUS = { type: 'string', enum: ['draft', 'pending', 'approved', 'rejected', 'withdrawn'] } as const;

export default async function filingRoutes(app: ApiInstance) {
  const actor = (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip });

  /** The competition if the caller manages it (owner, grant holder, admin); 404 otherwise. */
  const managed = async (principal: Principal, id: number) => {
    const c = await app.repos.filing.findForAccess(id);
    if (!c || !canManageCompetition(principal, c, c.grants)) throw notFound();
    return c;
  };

  /** Owner-only actions: a grant holder sees the competition, so gets 40300; anyone else 404. */
  const owned = async (principal: Principal, id: number) => {
    const c = await managed(principal, id);
    if (!ownsCompetition(principal, c)) throw forbidden();
    return c;
  };

  /** Checks and converts the base info fields of a create or edit (institution = the competition's). */
  const toFields = async (b: BaseBody, institutionId: number, current?: { startAt: Date; endAt: Date; seriesId: number | null }): Promise<CompetitionFields> => {
    const f: CompetitionFields = {};
    if (b.name !== undefined) f.name = b.name.trim();
    for (const [key, field] of [
      ['sport', 'sport'],
      ['level', 'level'],
      ['location', 'location'],
      ['organisers', 'organisers'],
      ['contact_name', 'contactName'],
      ['contact_phone', 'contactPhone'],
    ] as const) {
      const v = b[key];
      if (v !== undefined) f[field] = v.trim();
    }
    if (b.start_at !== undefined) f.startAt = new Date(b.start_at);
    if (b.end_at !== undefined) f.endAt = new Date(b.end_at);
    if (b.cover !== undefined) f.cover = b.cover.trim();
    // the decision of shared/rules (the filing mock asks it too)
    const problem = competitionFieldsProblem({ name: f.name, start: f.startAt ?? current?.startAt, end: f.endAt ?? current?.endAt, cover: f.cover });
    if (problem) throw badInput(problem);
    if (b.introduction !== undefined) f.introduction = sanitizeHtml(b.introduction);
    if (b.series_id !== undefined) {
      // nothing joins or leaves a series under review (系列报备, shared/rules/series-filing.ts)
      const leaving = current?.seriesId && b.series_id !== current.seriesId ? await app.repos.series.find(current.seriesId) : undefined;
      if (leaving && !seriesTransition(leaving.status, 'edit').ok) throw refused(SERIES_FILING_MSG.edit);
      if (b.series_id !== null && b.series_id !== current?.seriesId) {
        const series = await app.repos.series.find(b.series_id);
        if (!series || series.institution_id !== institutionId) throw badInput(FILING_MSG.seriesMissing);
        const joinable = seriesTransition(series.status, 'edit');
        if (!joinable.ok) throw refused(SERIES_FILING_MSG.joinPending);
      }
      f.seriesId = b.series_id;
    }
    if (b.venue_id !== undefined) {
      if (b.venue_id !== null && !(await app.repos.venues.findById(b.venue_id))) throw badInput(FILING_MSG.venueMissing);
      f.venueId = b.venue_id;
    }
    return f;
  };

  app.post(
    '/competition',
    {
      schema: {
        tags: ['competition'],
        summary: '新建比赛（c_type 1）或活动（c_type 2），状态为草稿',
        body: {
          type: 'object',
          required: ['institution_id', 'c_type', 'name', 'start_at', 'end_at'],
          properties: { institution_id: { type: 'integer', minimum: 1 }, c_type: { type: 'integer', enum: [1, 2] }, ...baseFields },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const principal = request.principal!;
      if (!canManageInstitution(principal, b.institution_id) || (principal.isPerson && !principal.isPlatformAdmin)) throw forbidden();
      if (!(await app.repos.institutions.exists(b.institution_id))) throw notFound();
      const f = await toFields(b, b.institution_id);
      const id = await app.competitions.create(
        { ...f, institutionId: b.institution_id, cType: b.c_type, name: f.name!, startAt: f.startAt!, endAt: f.endAt! },
        actor(request),
      );
      return ok({ id });
    },
  );

  app.put(
    '/competition',
    {
      schema: {
        tags: ['competition'],
        summary:
          '修改赛事基本信息（审核中不可修改）。已发布（审核通过）的赛事修改名称、封面、简介须经平台审核：提交为待审核的信息变更，审核通过前官网仍显示原内容；其他信息立即生效',
        body: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 }, ...baseFields }, additionalProperties: false },
        response: okResponse(ref('CompetitionSaved')),
      },
    },
    async (request) => {
      const { id, ...b } = request.body;
      const c = await managed(request.principal!, id);
      const allowed = competitionTransition(c.status, 'edit');
      if (!allowed.ok) throw refused(allowed.msg);
      const f = await toFields(b, c.institutionId, c);
      if (Object.keys(f).length === 0) throw badInput('请至少填写一项内容');
      // the public face of an approved competition changes after the platform's review (信息变更, access/competitions.ts);
      // the platform admin, who reviews, edits at once (audited like every edit)
      const pending = c.status === 'approved' ? await app.repos.competitionChanges.pending(id) : null;
      const plan = request.principal!.isPlatformAdmin
        ? { direct: f, proposal: pending?.changes ?? null, proposalChanged: false }
        : planEdit(c.status, c, f, pending?.changes ?? null);
      if (!(await app.competitions.edit(id, plan, actor(request)))) throw refused(FILING_MSG.edit);
      return ok({ id, change_pending: toFlag(plan.proposal) });
    },
  );

  app.delete(
    '/competition',
    { schema: { tags: ['competition'], summary: '删除赛事（仅草稿、已驳回、已撤回）', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const c = await owned(request.principal!, request.query.id);
      const allowed = competitionTransition(c.status, 'delete');
      if (!allowed.ok) throw refused(allowed.msg);
      if (!(await app.competitions.remove(c.id, actor(request)))) throw refused(FILING_MSG.delete);
      return ok({});
    },
  );

  app.get(
    '/competition/detail',
    {
      schema: { tags: ['competition'], summary: '赛事详情（含基本信息与管理权限码）', querystring: idQuery, response: okResponse(ref('CompetitionDetail')) },
    },
    async (request) => {
      const c = await managed(request.principal!, request.query.id);
      const detail = (await app.repos.competitions.findDetail(c.id))!;
      const own = ownsCompetition(request.principal!, c);
      return ok({
        ...detail,
        permission_code: own ? await app.repos.filing.permissionCode(c.id) : '',
        can_own: toFlag(own),
        change: await app.repos.competitionChanges.latest(c.id),
      });
    },
  );

  app.post(
    '/competition/filing',
    { schema: { tags: ['competition'], summary: '提交报备（草稿、已驳回、已撤回 → 待审核）', body: idBody, response: okResponse(ref('Empty')) } },
    async (request) => {
      const c = await managed(request.principal!, request.body.id);
      const next = competitionTransition(c.status, 'file');
      if (!next.ok) throw refused(next.msg);
      const problem = filingProblem(c);
      if (problem) throw badInput(problem);
      if (!(await app.competitions.changeStatus(c.id, 'file', next.to, actor(request)))) throw refused(FILING_MSG.stateChanged);
      return ok({});
    },
  );

  app.post(
    '/competition/withdraw',
    { schema: { tags: ['competition'], summary: '撤回报备（待审核 → 已撤回）', body: idBody, response: okResponse(ref('Empty')) } },
    async (request) => {
      const c = await managed(request.principal!, request.body.id);
      const next = competitionTransition(c.status, 'withdraw');
      if (!next.ok) throw refused(next.msg);
      if (!(await app.competitions.changeStatus(c.id, 'withdraw', next.to, actor(request)))) throw refused(FILING_MSG.stateChanged);
      return ok({});
    },
  );

  app.get(
    '/admin/competition/review_list',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['competition'],
        summary: '报备审核列表（平台管理员；已报备过的赛事，可按状态、类型、机构筛选）',
        querystring: {
          type: 'object',
          properties: { ...pageQuery, status: STATUS, c_type: { type: 'integer', enum: [1, 2] }, institution_id: { type: 'integer', minimum: 1 } },
        },
        response: okResponse(ref('CompetitionList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await app.repos.competitions.list({
          scope: q.institution_id ? [q.institution_id] : 'all',
          start: q.start,
          count: q.count,
          status: q.status,
          cType: q.c_type,
          filedOnly: true,
        }),
      );
    },
  );

  app.post(
    '/admin/competition/review',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['competition'],
        summary: '审核报备：通过（发布到官网）或驳回（必须填写原因）',
        body: reviewBody,
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const { id, action } = request.body;
      const reason = reviewReason(request.body);
      const c = await app.repos.filing.findForAccess(id);
      if (!c) throw notFound();
      const next = competitionTransition(c.status, action);
      if (!next.ok) throw refused(next.msg);
      if (!(await app.competitions.changeStatus(id, action, next.to, actor(request), reason))) throw refused(FILING_MSG.stateChanged);
      return ok({});
    },
  );

  app.get(
    '/competition/history',
    { schema: { tags: ['competition'], summary: '赛事状态历史（谁、何时、为何）', querystring: idQuery, response: okResponse(ref('CompetitionHistory')) } },
    async (request) => {
      const c = await managed(request.principal!, request.query.id);
      return ok({ list: await app.repos.filing.history(c.id) });
    },
  );

  app.post(
    '/competition/code/regenerate',
    { schema: { tags: ['competition'], summary: '重新生成管理权限码（赛事所属机构）', body: idBody, response: okResponse(ref('PermissionCode')) } },
    async (request) => {
      const c = await owned(request.principal!, request.body.id);
      return ok({ code: await app.competitions.regenerateCode(c.id, actor(request)) });
    },
  );

  app.post(
    '/competition/code/redeem',
    {
      schema: {
        tags: ['competition'],
        summary: '机构用户使用管理权限码，获得该赛事的管理权限',
        body: { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 32 } }, additionalProperties: false },
        response: okResponse(ref('CodeRedeemed')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      if (principal.isPlatformAdmin || principal.isPerson || !managesAnyInstitution(principal)) throw forbidden();
      const code = request.body.code.trim().toUpperCase();
      const c = code ? await app.repos.filing.findByCode(code) : undefined;
      if (!c) throw refused(FILING_MSG.codeInvalid);
      if (ownsCompetition(principal, c)) throw refused(FILING_MSG.codeOwnInstitution);
      if (!(await app.competitions.grant(c.id, c.codeBy, actor(request)))) throw refused(FILING_MSG.codeAlreadyGranted);
      return ok({ competition_id: c.id, name: c.name });
    },
  );

  app.get(
    '/competition/managers',
    { schema: { tags: ['competition'], summary: '通过管理权限码获得授权的用户（赛事所属机构）', querystring: idQuery, response: okResponse(ref('CompetitionManagers')) } },
    async (request) => {
      const c = await owned(request.principal!, request.query.id);
      return ok({ list: await app.repos.filing.managers(c.id) });
    },
  );

  app.delete(
    '/competition/managers',
    {
      schema: {
        tags: ['competition'],
        summary: '撤销某用户的赛事管理授权（赛事所属机构）',
        querystring: {
          type: 'object',
          required: ['id', 'user_id'],
          properties: { id: { type: 'integer', minimum: 1 }, user_id: { type: 'integer', minimum: 1 } },
        },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const c = await owned(request.principal!, request.query.id);
      if (!(await app.competitions.revoke(c.id, request.query.user_id, actor(request)))) throw notFound();
      return ok({});
    },
  );

  app.get(
    '/official/competition/list',
    {
      config: { auth: 'public', cache: 'public' },
      schema: {
        tags: ['official'],
        summary: '官网赛事列表（仅已审核通过）',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            c_type: { type: 'integer', enum: [1, 2] },
            sport: { type: 'string', maxLength: 32 },
            keyword: { type: 'string', maxLength: 50 },
            month: yearMonthSchema,
          },
        },
        response: okResponse(ref('OfficialCompetitionList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await app.repos.competitions.officialList({
          start: q.start,
          count: q.count,
          cType: q.c_type,
          sport: q.sport?.trim() || undefined,
          keyword: q.keyword?.trim() || undefined,
          month: q.month,
        }),
      );
    },
  );

  app.get(
    '/official/competition/info',
    {
      config: { auth: 'public', cache: 'public' },
      schema: { tags: ['official'], summary: '官网赛事详情（仅已审核通过）', querystring: idQuery, response: okResponse(ref('OfficialCompetitionDetail')) },
    },
    async (request) => {
      const c = await app.repos.competitions.officialInfo(request.query.id);
      if (!c) throw notFound();
      return ok(c);
    },
  );
}
