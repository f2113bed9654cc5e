/**
 * Paying an order (docs/finance.md, "Payments"): the payer's orders, the cashier's view of one order, starting a
 * payment (Idempotency-Key), and the gateways' notifications. The amount is always the order's own.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES, PAY_CHANNELS } from 'shared/rules';
import { institutions, orders } from '../../db/schema/index.js';
import { idempotent } from '../../http/idempotency.js';
import { ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { iso } from '../../repositories/scope.js';

const orderNoQuery = {
  type: 'object',
  required: ['order_no'],
  properties: { order_no: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

export default async function payRoutes(app: ApiInstance) {
  app.get(
    '/user/orders',
    {
      schema: {
        tags: ['finance'],
        summary: '我的订单：当前用户作为付款人的订单（报名费、直播套餐、充值……）',
        querystring: { type: 'object', properties: { ...pageQuery, status: { type: 'string', enum: [...ORDER_STATUSES] } } },
        response: okResponse(ref('PayerOrderList')),
      },
    },
    async (request) => {
      const { start, count: take, status } = request.query;
      const conditions: SQL[] = [eq(orders.userId, request.principal!.userId)];
      if (status) conditions.push(eq(orders.status, status));
      const where = and(...conditions);
      const db = app.database.db;
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: orders, institutionName: institutions.name })
          .from(orders)
          .innerJoin(institutions, eq(institutions.id, orders.institutionId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .offset(start)
          .limit(take),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return ok({
        total: total?.n ?? 0,
        list: rows.map(({ order: o, institutionName }) => ({
          id: o.id,
          order_no: o.orderNo,
          kind: o.kind,
          subject: o.subject,
          institution_name: institutionName,
          amount_cents: o.amountCents,
          refunded_cents: o.refundedCents,
          status: o.status,
          pay_channel: o.payChannel,
          created_at: iso(o.createdAt)!,
          paid_at: iso(o.paidAt),
          expires_at: iso(o.expiresAt),
        })),
      });
    },
  );

  app.get(
    '/pay_order/statues',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '订单支付状态（收银台轮询）：付款人、订单所属机构或平台管理员可查；等待较久的支付单会向网关查询一次',
        querystring: orderNoQuery,
        response: okResponse(ref('PayOrderStatus')),
      },
    },
    async (request) => {
      return ok(await app.payments.poll(request.principal!, request.query.order_no, request.log));
    },
  );

  app.post(
    '/pay_order/pay',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '发起支付（付款人）：账户余额立即完成；微信支付、支付宝返回支付页或二维码。需要 Idempotency-Key 请求头，金额由服务端按订单计算',
        body: {
          type: 'object',
          required: ['order_no', 'channel'],
          properties: { order_no: { type: 'string', minLength: 1, maxLength: 32 }, channel: { type: 'string', enum: [...PAY_CHANNELS] } },
          additionalProperties: false,
        },
        response: okResponse(ref('PayStart')),
      },
    },
    async (request) => idempotent(app, request, async () => ok(await app.payments.pay(request.principal!, request.body.order_no, request.body.channel))),
  );
}
