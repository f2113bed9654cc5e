/**
 * The money of the demo orders (docs/finance.md): each paid order's payment, and each refunded order's refund, posted
 * to the ledger by the same rules as live (shared/rules paymentEntries, refundEntries …, services/ledger.ts). An order
 * paid with 账户余额 is preceded by the payer's top-up (its own 账户充值 order, paid by WeChat Pay), so the wallet
 * never goes below zero and `ledger:check` holds on the demo data.
 */
import { and, eq } from 'drizzle-orm';
import { paymentEntries, refundEntries, refundPayoutEntries, type OrderKind, type OrderStatus } from 'shared/rules';
import { post } from '../services/ledger.js';
import type { Tx } from './client.js';
import { orderItems, orders, orderStatusHistory, payments } from './schema/index.js';

export interface DemoOrder {
  id: number;
  orderNo: string;
  kind: OrderKind;
  institutionId: number;
  userId: number;
  amountCents: number;
  status: OrderStatus;
  channel: 'wechat' | 'alipay' | 'balance';
  createdAt: Date;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function payment(tx: Tx, order: { id: number; orderNo: string; amountCents: number }, channel: DemoOrder['channel'], paidAt: Date, n: number) {
  const paymentNo = `PDEMO${order.orderNo}${n}`.slice(0, 32);
  const [row] = await tx
    .insert(payments)
    .values({
      paymentNo,
      orderId: order.id,
      channel,
      provider: channel === 'balance' ? 'balance' : 'sandbox',
      amountCents: order.amountCents,
      status: 'succeeded',
      tradeNo: channel === 'balance' ? '' : `DEMO${paidAt.getTime()}`,
      paidAt,
      expiresAt: new Date(paidAt.getTime() + 30 * MINUTE),
      createdAt: paidAt,
    })
    .returning({ id: payments.id });
  return { id: row!.id, paymentNo };
}

export async function postDemoPayments(tx: Tx, demo: readonly DemoOrder[]) {
  let n = 0;
  for (const o of demo) {
    if (o.status !== '已支付' && o.status !== '已退款') continue;
    n += 1;
    const paidAt = new Date(o.createdAt.getTime() + 5 * MINUTE);
    if (o.channel === 'balance') {
      // the payer's top-up the day before
      const topUpAt = new Date(o.createdAt.getTime() - DAY);
      const amount = Math.ceil(o.amountCents / 10_000) * 10_000;
      const [topUp] = await tx
        .insert(orders)
        .values({
          orderNo: `CZ${o.orderNo.slice(2)}`,
          institutionId: o.institutionId,
          userId: o.userId,
          kind: 'top_up',
          subject: '账户充值',
          amountCents: amount,
          status: '已支付',
          payChannel: 'wechat',
          paidAt: new Date(topUpAt.getTime() + 2 * MINUTE),
          createdAt: topUpAt,
        })
        .returning({ id: orders.id, orderNo: orders.orderNo, amountCents: orders.amountCents });
      await tx.insert(orderItems).values({ orderId: topUp!.id, name: '账户充值', quantity: 1, unitPriceCents: amount, createdAt: topUpAt });
      await tx.insert(orderStatusHistory).values([
        { orderId: topUp!.id, fromStatus: '', toStatus: '待支付', note: '用户下单', createdAt: topUpAt },
        { orderId: topUp!.id, fromStatus: '待支付', toStatus: '已支付', note: '微信支付支付成功', createdAt: new Date(topUpAt.getTime() + 2 * MINUTE) },
      ]);
      const p = await payment(tx, topUp!, 'wechat', new Date(topUpAt.getTime() + 2 * MINUTE), n);
      await post(tx, {
        key: `payment:${p.paymentNo}`,
        kind: 'payment',
        entries: paymentEntries({ kind: 'top_up', amountCents: amount, institutionId: o.institutionId, userId: o.userId }, 'wechat'),
        orderId: topUp!.id,
        paymentId: p.id,
        memo: '微信支付 账户充值',
        at: new Date(topUpAt.getTime() + 2 * MINUTE),
      });
    }
    const parties = { kind: o.kind, amountCents: o.amountCents, institutionId: o.institutionId, userId: o.userId };
    const p = await payment(tx, o, o.channel, paidAt, n);
    await post(tx, { key: `payment:${p.paymentNo}`, kind: 'payment', entries: paymentEntries(parties, o.channel), orderId: o.id, paymentId: p.id, memo: '演示订单支付', at: paidAt });
    if (o.status === '已退款') {
      const refundedAt = new Date(o.createdAt.getTime() + 3 * DAY);
      await post(tx, { key: `refund:demo:${o.id}`, kind: 'refund', entries: refundEntries(parties, o.channel, o.amountCents), orderId: o.id, memo: '用户申请退款，审核通过', at: refundedAt });
      if (o.channel !== 'balance') {
        await post(tx, { key: `refund_payout:demo:${o.id}`, kind: 'refund_payout', entries: refundPayoutEntries(o.amountCents), orderId: o.id, memo: '原路退回', at: refundedAt });
      }
      await tx.update(orders).set({ refundedCents: o.amountCents }).where(and(eq(orders.id, o.id)));
    }
  }
}
