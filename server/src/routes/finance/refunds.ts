/**
 * Refunds (FinanceRefundList, refund_info; the payer's request from 我的订单) and settlement (order_settle_list), over
 * services/refunds.ts (`app.refunds`), which decides with shared/rules refund-decisions.ts and reads through
 * repositories/refunds.ts. Money mutations take an Idempotency-Key. Tenancy: a payer sees and
 * asks about their own orders; an institution's managers see and review their institution's refunds; the platform
 * admin sees all.
 */
import { REFUND_STATUSES, refundPolicyOf } from 'shared/rules';
import { refundListScope } from '../../access/finance.js';
import { idempotent } from '../../http/idempotency.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { managedCompetition } from '../../access/sign-ups.js';

const amount = { type: 'integer', minimum: 1, maximum: 1_000_000_000, description: '金额（分）' } as const;
const reason = { type: 'string', maxLength: 200 } as const;

export default async function refundRoutes(app: ApiInstance) {
  app.get(
    '/refund/preview',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '申请退款前：订单已付、已退、按赛事退款规则此刻可退的金额（付款人）',
        querystring: { type: 'object', required: ['order_no'], properties: { order_no: { type: 'string', minLength: 1, maxLength: 32 } } },
        response: okResponse(ref('RefundPreview')),
      },
    },
    async (request) => ok(await app.refunds.preview(request.principal!, request.query.order_no)),
  );

  app.post(
    '/refund/apply',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '付款人申请退款（报名费订单，按赛事退款规则；需要 Idempotency-Key），由收款机构或平台管理员审核',
        body: {
          type: 'object',
          required: ['order_no', 'amount_cents', 'reason'],
          properties: { order_no: { type: 'string', minLength: 1, maxLength: 32 }, amount_cents: amount, reason },
          additionalProperties: false,
        },
        response: okResponse(ref('RefundItem')),
      },
    },
    async (request) =>
      idempotent(app, request, async () => ok(await app.refunds.request(request.principal!, request.body.order_no, request.body.amount_cents, request.body.reason))),
  );

  app.post(
    '/admin/refund/create',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '机构发起退款（订单所属机构管理员或平台管理员；不受退款规则限制，不超过已付 − 已退；需要 Idempotency-Key），立即批准',
        body: {
          type: 'object',
          required: ['order_id', 'amount_cents', 'reason'],
          properties: { order_id: { type: 'integer', minimum: 1 }, amount_cents: amount, reason },
          additionalProperties: false,
        },
        response: okResponse(ref('RefundItem')),
      },
    },
    async (request) =>
      idempotent(app, request, async () => ok(await app.refunds.create(request.principal!, request.body.order_id, request.body.amount_cents, request.body.reason, request.ip))),
  );

  app.get(
    '/admin/refund_list',
    {
      schema: {
        tags: ['finance'],
        summary: '退款列表（平台管理员：全部；机构管理员：本机构）',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            status: { type: 'string', enum: [...REFUND_STATUSES] },
            keyword: { type: 'string', maxLength: 50 },
            institution_id: { type: 'integer', minimum: 1 },
          },
        },
        response: okResponse(ref('RefundList')),
      },
    },
    async (request) => {
      const { institution_id: institutionId, ...filter } = request.query;
      return ok(await app.refunds.list(request.principal!, { ...filter, scope: refundListScope(request.principal!, institutionId) }));
    },
  );

  app.get(
    '/admin/refund_info',
    { config: { documented: { notFound: true } }, schema: { tags: ['finance'], summary: '退款详情', querystring: idQuery, response: okResponse(ref('RefundItem')) } },
    async (request) => ok(await app.refunds.info(request.principal!, request.query.id)),
  );

  app.post(
    '/admin/refund/check',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '审核退款申请（订单所属机构管理员或平台管理员）：通过即退款（账户余额立即退回，微信/支付宝原路退回），驳回须填原因；需要 Idempotency-Key',
        body: {
          type: 'object',
          required: ['id', 'action', 'reason'],
          properties: { id: { type: 'integer', minimum: 1 }, action: { type: 'string', enum: ['approve', 'reject'] }, reason },
          additionalProperties: false,
        },
        response: okResponse(ref('RefundItem')),
      },
    },
    async (request) =>
      idempotent(app, request, async () => ok(await app.refunds.check(request.principal!, request.body.id, request.body.action, request.body.reason, request.ip))),
  );

  app.get(
    '/competition/refund_policy',
    {
      config: { documented: { notFound: true } },
      schema: { tags: ['finance'], summary: '赛事退款规则（主办方）', querystring: idQuery, response: okResponse(ref('RefundPolicyView')) },
    },
    async (request) => ok(await app.refunds.policyView(managedCompetition(request.principal!, await app.repos.filing.findForAccess(request.query.id)).id)),
  );

  app.put(
    '/competition/refund_policy',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '设置赛事退款规则（主办方）：某时间前全额退款，另一时间前按比例退款，之后不可退',
        body: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            full_until: { type: ['string', 'null'], format: 'date-time' },
            percent: { type: 'integer', minimum: 0, maximum: 100 },
            partial_until: { type: ['string', 'null'], format: 'date-time' },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const c = managedCompetition(request.principal!, await app.repos.filing.findForAccess(request.body.id));
      await app.refunds.savePolicy(c.id, refundPolicyOf(request.body));
      return ok({});
    },
  );

  app.get(
    '/admin/order_settle_list',
    {
      schema: {
        tags: ['finance'],
        summary: '结算汇总：按赛事（报名费）和场馆（订场）列出已付、已退、已结算、服务费、待结算（平台管理员：全部；机构管理员：本机构）',
        querystring: { type: 'object', properties: { ...pageQuery, institution_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('SettleList')),
      },
    },
    async (request) => ok(await app.refunds.settleSummary(refundListScope(request.principal!, request.query.institution_id), request.query)),
  );
}
