/**
 * 收款账户 (docs/finance.md, "Withdrawals"): an institution's list, registering one (the 收款账户验证码 goes to the
 * owner's mobile), a new code, the confirmation with it, and removing one. The workflow is services/payout-accounts.ts;
 * who may do what is shared/rules mayManagePayout (the owner) and canManageInstitution (the list).
 */
import type { FastifyRequest } from 'fastify';
import { idBody, idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

export default async function payoutAccountRoutes(app: ApiInstance) {
  const payoutAccounts = app.payoutAccounts;
  const actor = (request: FastifyRequest) => ({ principal: request.principal!, ip: request.ip });

  app.get(
    '/admin/payout_account',
    {
      schema: {
        tags: ['finance'],
        summary: '本机构的收款账户（未删除的，新的在前；机构管理员与平台管理员可查看）：usable 为 1 的可用于提现，冷静期内的见 usable_from',
        querystring: { type: 'object', required: ['institution_id'], properties: { ...pageQuery, institution_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('PayoutAccountList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await payoutAccounts.list(request.principal!, { institutionId: q.institution_id, start: q.start, count: q.count }));
    },
  );

  app.post(
    '/admin/payout_account',
    {
      schema: {
        tags: ['finance'],
        summary:
          '添加收款账户（仅机构负责人）：收款户名须与机构名称一致，银行账号 8 到 30 位数字，本机构已登记的账号不能重复登记；验证码发送到机构负责人的手机，验证后一天起可用于提现',
        body: {
          type: 'object',
          required: ['institution_id', 'account_name', 'bank_name', 'card_number'],
          properties: {
            institution_id: { type: 'integer', minimum: 1 },
            account_name: { type: 'string', maxLength: 128 },
            bank_name: { type: 'string', maxLength: 64 },
            card_number: { type: 'string', maxLength: 40, description: '银行账号，8 到 30 位数字（可含空格）' },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('PayoutAccountCreated')),
      },
    },
    async (request) => ok(await payoutAccounts.create(actor(request), request.body)),
  );

  app.post(
    '/admin/payout_account/send_sms',
    {
      schema: {
        tags: ['finance'],
        summary: '重新发送收款账户验证码（待验证的账户；每个手机号 60 秒内最多 1 条）',
        body: idBody,
        response: okResponse(ref('PayoutAccountSmsSent')),
      },
    },
    async (request) => ok(await payoutAccounts.sendCode(actor(request), request.body.id)),
  );

  app.post(
    '/admin/payout_account/confirm',
    {
      schema: {
        tags: ['finance'],
        summary: '用短信验证码验证收款账户（仅机构负责人）：验证后进入一天冷静期，期满后可用于提现',
        body: {
          type: 'object',
          required: ['id', 'sms_code'],
          properties: { id: { type: 'integer', minimum: 1 }, sms_code: { type: 'string', pattern: '^\\d{6}$' } },
          additionalProperties: false,
        },
        response: okResponse(ref('PayoutAccount')),
      },
    },
    async (request) => ok(await payoutAccounts.confirm(actor(request), request.body)),
  );

  app.delete(
    '/admin/payout_account',
    {
      schema: {
        tags: ['finance'],
        summary: '删除（停用）收款账户（仅机构负责人）：之后不能再提现到该账户；已提交的提现保留当时的收款信息',
        querystring: idQuery,
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      await payoutAccounts.remove(actor(request), request.query.id);
      return ok({});
    },
  );
}
