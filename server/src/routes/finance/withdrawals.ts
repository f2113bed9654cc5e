/**
 * 提现 (docs/finance.md, "Withdrawals"): the 提现验证码, the owner's withdrawal to one of the institution's usable 收款账户
 * (Idempotency-Key; routes/finance/payout-accounts.ts registers them), the lists and the detail within the caller's
 * institutions, and the platform admin's review (Idempotency-Key).
 * The workflow is services/withdrawals.ts (`app.withdrawals`); access is access/finance.ts.
 */
import { maskMobile, WITHDRAW_STATUSES } from 'shared/rules';
import { ownInstitutions } from '../../access/finance.js';
import { managedListScope } from '../../access/institutions.js';
import { idempotent } from '../../http/idempotency.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { scopedListQuery } from './list-query.js';

export default async function withdrawalRoutes(app: ApiInstance) {
  const withdrawals = app.withdrawals;

  app.post(
    '/withdraw/send_sms',
    {
      schema: {
        tags: ['finance'],
        summary: '发送提现验证码到当前用户（可提现的机构负责人）的手机（6 位，10 分钟有效，每个手机号 60 秒内最多 1 条）',
        body: { type: 'object', properties: {}, additionalProperties: false },
        response: okResponse(ref('WithdrawSmsSent')),
      },
    },
    async (request) => {
      const mobile = await withdrawals.codeMobile(request.principal!);
      await app.signIn.sendSmsCode(mobile, 'withdraw', request.ip);
      return ok({ mobile: maskMobile(mobile) });
    },
  );

  app.post(
    '/withdraw',
    {
      schema: {
        tags: ['finance'],
        summary:
          '申请提现（机构负责人）：从可提现余额冻结金额，打到本机构已登记、已验证且过了冷静期的收款账户，待平台审核打款。需要 Idempotency-Key 请求头和提现验证码',
        body: {
          type: 'object',
          required: ['institution_id', 'amount_cents', 'payout_account_id', 'sms_code'],
          properties: {
            institution_id: { type: 'integer', minimum: 1 },
            amount_cents: { type: 'integer', description: '提现金额（分），不低于 100' },
            payout_account_id: { type: 'integer', minimum: 1, description: '收款账户（GET /admin/payout_account 中 usable 为 1 的账户）；开户银行、银行账号和收款户名取自该账户' },
            sms_code: { type: 'string', pattern: '^\\d{6}$' },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('WithdrawItem')),
      },
    },
    async (request) =>
      idempotent(app, request, async () => ok(await withdrawals.request({ principal: request.principal!, ip: request.ip }, request.body))),
  );

  app.get(
    '/withdraw',
    {
      schema: {
        tags: ['finance'],
        summary: '本机构的提现记录（不传 institution_id 时为当前用户管理的全部机构）',
        querystring: { type: 'object', properties: { ...pageQuery, institution_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('WithdrawList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await withdrawals.list({ scope: ownInstitutions(request.principal!, q.institution_id), start: q.start, count: q.count }));
    },
  );

  app.get(
    '/admin/withdraw',
    {
      schema: {
        tags: ['finance'],
        summary: '提现管理列表（平台管理员：全部；机构用户：本人所属机构）',
        querystring: scopedListQuery(WITHDRAW_STATUSES),
        response: okResponse(ref('WithdrawList')),
      },
    },
    async (request) => {
      const q = request.query;
      const scope = managedListScope(request.principal!, q.institution_id);
      return ok(await withdrawals.list({ scope, start: q.start, count: q.count, status: q.status, keyword: q.keyword?.trim() || undefined }));
    },
  );

  app.get(
    '/admin/withdraw_info',
    {
      schema: { tags: ['finance'], summary: '提现申请详情（所属机构或平台管理员）', querystring: idQuery, response: okResponse(ref('WithdrawItem')) },
    },
    async (request) => ok(await withdrawals.find(request.principal!, request.query.id)),
  );

  app.post(
    '/admin/withdraw/check',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['finance'],
        summary:
          '审核提现（仅平台管理员）：approve 已打款（须填写打款凭证号），reject 驳回（须填写原因，金额退回可提现余额）。需要 Idempotency-Key 请求头；已处理的申请不能再审核',
        body: {
          type: 'object',
          required: ['id', 'action'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            action: { type: 'string', enum: ['approve', 'reject'] },
            reason: { type: 'string', maxLength: 500 },
            payout_reference: { type: 'string', maxLength: 64 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('WithdrawItem')),
      },
    },
    async (request) =>
      idempotent(app, request, async () => ok(await withdrawals.review({ principal: request.principal!, ip: request.ip }, request.body))),
  );
}
