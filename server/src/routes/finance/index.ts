import { canManageInstitution, managedListScope } from '../../access/institutions.js';
import { canMarkPaid, offersRefund, type OrderRef } from '../../access/orders.js';
import type { Principal } from '../../access/principal.js';
import { notFound } from '../../errors.js';
import { idQuery, ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { ORDER_STATUSES, type OrderKind } from 'shared/rules';
import notifyRoutes from './notify.js';
import payRoutes from './pay.js';
import refundRoutes from './refunds.js';
import accountStatsRoutes from './account-stats.js';
import sandboxGatewayRoutes from './sandbox-gateway.js';
import withdrawalRoutes from './withdrawals.js';
import payoutAccountRoutes from './payout-accounts.js';
import accountRoutes from './accounts.js';
import invoiceRoutes from './invoices.js';
import flowExportRoutes from './flow-exports.js';
import { toFlag } from '../../schemas/json-schema.js';
import { scopedListQuery } from './list-query.js';

/** The order as answered to the caller: `can_mark_paid` says whether 标记已支付 is offered (access/orders.ts). */
const forCaller = <T extends { ref: OrderRef }>(principal: Principal, { ref: order, ...dto }: T) => ({
  ...dto,
  can_mark_paid: toFlag(canMarkPaid(principal, order)),
  kind: order.kind as OrderKind,
  can_refund: toFlag(offersRefund(principal, order)),
});

export default async function financeRoutes(app: ApiInstance) {
  await app.register(payRoutes);
  await app.register(notifyRoutes);
  // the sandbox gateway's own pages exist only while it serves (payments/index.ts: never in production)
  if (app.gateways.sandboxSecret !== null) await app.register(sandboxGatewayRoutes);
  await app.register(refundRoutes);
  await app.register(accountStatsRoutes);
  await app.register(withdrawalRoutes);
  await app.register(payoutAccountRoutes);
  await app.register(accountRoutes);
  await app.register(invoiceRoutes);
  await app.register(flowExportRoutes);

  app.get(
    '/admin/pay_order_list',
    {
      schema: {
        tags: ['finance'],
        summary: '订单列表（平台管理员：全部；机构用户：本人所属机构）',
        querystring: scopedListQuery(ORDER_STATUSES),
        response: okResponse(ref('OrderList')),
      },
    },
    async (request) => {
      const q = request.query;
      const principal = request.principal!;
      const scope = managedListScope(principal, q.institution_id);
      const page = await app.repos.orders.list({ scope, start: q.start, count: q.count, status: q.status, keyword: q.keyword?.trim() });
      return ok({ total: page.total, list: page.list.map((o) => forCaller(principal, o)) });
    },
  );

  app.get(
    '/admin/pay_order_info',
    {
      schema: { tags: ['finance'], summary: '订单详情（含明细与状态记录）', querystring: idQuery, response: okResponse(ref('OrderDetail')) },
    },
    async (request) => {
      const order = await app.repos.orders.findById(request.query.id);
      if (!order || !canManageInstitution(request.principal!, order.institution_id)) throw notFound();
      return ok(forCaller(request.principal!, order));
    },
  );
}
