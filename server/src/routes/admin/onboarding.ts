/**
 * 入驻管理 (spec §2.5, docs/onboarding.md): the platform admin's lists of 入驻 applications (the seven menus filter by
 * institution kind), one application's review detail and 通过 / 驳回. Platform admin only (`auth: 'admin'`: anyone
 * else 40300); each parses and makes one call of app.onboarding (services/onboarding.ts).
 */
import { ok, okResponse, ref } from '../../http/envelope.js';
import { reviewBody } from '../../http/review.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { onboardingListQuery } from '../../schemas/onboarding.js';

const id = { type: 'integer', minimum: 1, description: '入驻申请 id' } as const;

export default async function onboardingRoutes(app: ApiInstance) {
  app.get(
    '/admin/institution_applications',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: '入驻申请列表（平台管理员）：按机构类型、状态、关键词（名称、信用代码、联系人、手机号、申请编号）与提交日期筛选，最新在前',
        querystring: onboardingListQuery,
        response: okResponse(ref('InstitutionApplicationList')),
      },
    },
    async (request) => ok(await app.onboarding.list(request.query)),
  );

  app.get(
    '/admin/institution_application',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: '入驻申请详情（平台管理员）：证照与照片、信用代码校验、联系人、审核记录、同一信用代码的其他申请',
        querystring: { type: 'object', required: ['id'], properties: { id }, additionalProperties: false },
        response: okResponse(ref('InstitutionApplicationDetail')),
      },
    },
    async (request) => ok(await app.onboarding.detail(request.query.id)),
  );

  app.post(
    '/admin/institution_application/review',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: '审核入驻申请（平台管理员）：通过即创建机构、管理员账号（场馆运营方另建待审核场馆）并短信通知；驳回须填写原因，申请人在查询进度中可见',
        body: reviewBody,
        response: okResponse(ref('InstitutionApplicationDetail')),
      },
    },
    async (request) => ok(await app.onboarding.review({ principal: request.principal!, ip: request.ip }, request.body.id, request.body.action, request.body.reason ?? '')),
  );
}
