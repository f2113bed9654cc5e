/**
 * Paying an order (docs/finance.md, "Payments"): the payer's orders, the cashier's view of one order, starting a
 * payment (Idempotency-Key), and the gateways' notifications. The amount is always the order's own.
 */
import { ORDER_STATUSES, PAY_CHANNELS } from 'shared/rules';
import { idempotent } from '../../http/idempotency.js';
import { ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { payerOrderPage } from '../../repositories/payer-orders.js';

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
    async (request) => ok(await payerOrderPage(app.database.db, request.principal!.userId, request.query)),
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
