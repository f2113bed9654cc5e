/**
 * 信息变更: a change of an approved competition's name, cover or introduction waits for the platform's review
 * (access/competitions.ts `planEdit`; PUT /competition files it). The organiser withdraws it; the platform admin
 * lists, approves (the public site shows the new values) or rejects it with a reason. Every step is audited.
 */
import type { FastifyRequest } from 'fastify';
import { changeReviewRefusal, FILING_MSG } from 'shared/rules';
import { canManageCompetition } from '../../access/competitions.js';
import { notFound, refused } from '../../errors.js';
import { idBody, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import { reviewBody, reviewReason } from '../../http/review.js';
import type { ApiInstance } from '../../http/type-provider.js';


export default async function competitionChangeRoutes(app: ApiInstance) {
  const actor = (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip });

  app.post(
    '/competition/change/withdraw',
    {
      schema: {
        tags: ['competition'],
        summary: '撤回待审核的信息变更（已发布赛事的名称、封面、简介的修改）；id 为赛事编号',
        body: idBody,
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const c = await app.repos.filing.findForAccess(request.body.id);
      if (!c || !canManageCompetition(request.principal!, c, c.grants)) throw notFound();
      if (!(await app.competitions.withdrawChange(c.id, actor(request)))) throw refused(FILING_MSG.noPendingChange);
      return ok({});
    },
  );

  app.get(
    '/admin/competition/change_list',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['competition'],
        summary: '信息变更审核列表（平台管理员）：已发布赛事的名称、封面、简介的修改，附官网当前内容；待审核在前',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            status: { type: 'string', enum: ['pending', 'approved', 'rejected', 'withdrawn'] },
            institution_id: { type: 'integer', minimum: 1 },
          },
        },
        response: okResponse(ref('CompetitionChangeList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await app.repos.competitionChanges.list({ scope: q.institution_id ? [q.institution_id] : 'all', status: q.status, start: q.start, count: q.count }));
    },
  );

  app.post(
    '/admin/competition/change_review',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['competition'],
        summary: '审核信息变更：通过（官网显示修改后的名称、封面、简介）或驳回（必须填写原因，官网不变）',
        body: reviewBody,
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const { id, action } = request.body;
      const reason = reviewReason(request.body);
      const change = await app.repos.competitionChanges.find(id);
      if (!change) throw notFound();
      const refusal = changeReviewRefusal(change.status);
      if (refusal) throw refused(refusal);
      if (!(await app.competitions.reviewChange(id, action, reason, actor(request)))) throw refused(FILING_MSG.changeStateChanged);
      return ok({});
    },
  );
}
