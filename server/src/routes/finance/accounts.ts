/**
 * Balances, 资金流水 and top-ups (docs/finance.md, "Ledger"): an institution's balances and the flows of one of its
 * accounts (its managers and the platform admin), the caller's own wallet and its flows, and a top-up order
 * (Idempotency-Key) that the cashier then pays. The reads and the top-up are services/account-flows.ts.
 */
import { assertManages } from '../../access/finance.js';
import { idempotent } from '../../http/idempotency.js';
import { dateSchema, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { INSTITUTION_FLOW_ACCOUNTS, institutionAccountCode } from '../../services/account-flows.js';
import { LEDGER_ACCOUNT, LEDGER_TRANSACTION_KINDS } from 'shared/rules';

/** The filters of a page of flows. */
const flowFilter = {
  ...pageQuery,
  kind: { type: 'string', enum: [...LEDGER_TRANSACTION_KINDS] },
  from: dateSchema,
  to: dateSchema,
} as const;

export default async function accountRoutes(app: ApiInstance) {
  const accounts = app.accountFlows;

  app.get(
    '/admin/account_balance',
    {
      schema: {
        tags: ['finance'],
        summary: '机构账户余额：待结算、可提现、提现中、账户余额与累计已提现（本机构管理员或平台管理员）',
        querystring: { type: 'object', required: ['institution_id'], properties: { institution_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('AccountBalance')),
      },
    },
    async (request) => {
      const institutionId = request.query.institution_id;
      assertManages(request.principal!, institutionId);
      return ok(await accounts.balances(institutionId));
    },
  );

  app.get(
    '/admin/acc_flow_list',
    {
      schema: {
        tags: ['finance'],
        summary: '机构资金流水（本机构管理员或平台管理员）：account 为 available 可提现（默认）、pending 待结算、payout 提现中、wallet 账户余额；新的在前',
        querystring: {
          type: 'object',
          required: ['institution_id'],
          properties: {
            ...flowFilter,
            institution_id: { type: 'integer', minimum: 1 },
            account: { type: 'string', enum: [...INSTITUTION_FLOW_ACCOUNTS], default: 'available' },
          },
        },
        response: okResponse(ref('AccountFlowList')),
      },
    },
    async (request) => {
      const q = request.query;
      assertManages(request.principal!, q.institution_id);
      return ok(await accounts.flows(institutionAccountCode(q.institution_id, q.account), q));
    },
  );

  app.get(
    '/account/flow_list',
    {
      schema: {
        tags: ['finance'],
        summary: '我的账户余额流水（当前用户的钱包），新的在前',
        querystring: { type: 'object', properties: flowFilter },
        response: okResponse(ref('AccountFlowList')),
      },
    },
    async (request) => ok(await accounts.flows(LEDGER_ACCOUNT.userWallet(request.principal!.userId), request.query)),
  );

  app.get(
    '/account/wallet',
    {
      schema: { tags: ['finance'], summary: '我的账户余额（当前用户的钱包）', response: okResponse(ref('Wallet')) },
    },
    async (request) => ok(await accounts.wallet(request.principal!.userId)),
  );

  app.post(
    '/pay/top_up',
    {
      schema: {
        tags: ['finance'],
        summary:
          '账户充值：创建待支付的充值订单，再到收银台用微信支付或支付宝支付。不传 institution_id 为本人账户，传则为该机构账户（须为其管理员）。需要 Idempotency-Key 请求头',
        body: {
          type: 'object',
          required: ['amount_cents'],
          properties: {
            amount_cents: { type: 'integer', description: '充值金额（分）' },
            institution_id: { type: 'integer', minimum: 1 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('TopUpCreated')),
      },
    },
    async (request) => idempotent(app, request, async () => ok(await accounts.topUp(request.principal!, request.body, request.ip))),
  );
}
