/**
 * 机构列表 (docs/institutions.md): the platform admin's institutions (filters by kind, status, name), one institution
 * with its staff and 停用 / 启用 record, and 停用 / 启用 with a reason. Platform admin only (`auth: 'admin'`: anyone
 * else 40300); each parses and makes one call of app.institutionStatus (services/institution-status.ts).
 */
import { idQuery, ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { institutionListQuery, institutionStatusBody } from '../../schemas/institution-status.js';

export default async function institutionAdminRoutes(app: ApiInstance) {
  app.get(
    '/admin/institutions',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: '机构列表（平台管理员）：按机构类型、状态（正常 / 已停用）与名称筛选',
        querystring: institutionListQuery,
        response: okResponse(ref('AdminInstitutionList')),
      },
    },
    async (request) => ok(await app.institutionStatus.list(request.query)),
  );

  app.get(
    '/admin/institution',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: '机构详情（平台管理员）：基本信息、成员、停用 / 启用记录（操作人、时间、原因）',
        querystring: idQuery,
        response: okResponse(ref('AdminInstitutionDetail')),
      },
    },
    async (request) => ok(await app.institutionStatus.detail(request.query.id)),
  );

  app.post(
    '/admin/institution/disable',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: '停用机构（平台管理员，须填写原因）：成员无法登录且登录状态立即失效，其赛事、资讯、场馆从官网与手机端下线，不再接受新订单；资金与已有订单、退款不受影响',
        body: institutionStatusBody,
        response: okResponse(ref('AdminInstitutionDetail')),
      },
    },
    async (request) => ok(await app.institutionStatus.change({ principal: request.principal!, ip: request.ip }, request.body.id, 'disable', request.body.reason ?? '')),
  );

  app.post(
    '/admin/institution/enable',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: '启用已停用的机构（平台管理员，原因可选）：恢复登录、公开页面与接单',
        body: institutionStatusBody,
        response: okResponse(ref('AdminInstitutionDetail')),
      },
    },
    async (request) => ok(await app.institutionStatus.change({ principal: request.principal!, ip: request.ip }, request.body.id, 'enable', request.body.reason ?? '')),
  );
}
