/** 我的订单: the orders the caller pays (报名费、直播套餐、充值……), newest first (routes/finance/pay.ts). */
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { OrderStatus } from 'shared/rules';
import type { Db } from '../db/client.js';
import { institutions, orders } from '../db/schema/index.js';
import { iso, scopedList, type Page } from './scope.js';

export async function payerOrderPage(db: Db, userId: number, filter: Page & { status?: OrderStatus }) {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  const { list: rows, total } = await scopedList({
    where: conditions,
    page: filter,
    rows: (where, p) =>
      db
        .select({ order: orders, institutionName: institutions.name })
        .from(orders)
        .innerJoin(institutions, eq(institutions.id, orders.institutionId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .offset(p.start)
        .limit(p.count),
    count: (where) => db.select({ n: count() }).from(orders).where(where),
  });
  return {
    total,
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
  };
}
