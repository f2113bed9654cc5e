/**
 * The money of the demo orders (docs/finance.md): each paid order's payment, and each refunded order's refund, posted
 * to the ledger by the same rules as live (shared/rules paymentEntries, refundEntries …, repositories/ledger.ts). An order
 * paid with 账户余额 is preceded by the payer's top-up (its own 账户充值 order, paid by WeChat Pay), so the wallet
 * never goes below zero and `ledger:check` holds on the demo data.
 */
import { and, eq } from 'drizzle-orm';
import { DEMO_PAYOUT_BANK, DEMO_PAYOUT_CONFIRMED_DAYS_AGO, DEMO_PAYOUT_INSTITUTIONS, demoPayoutCardNumber } from 'shared/demo';
import {
  heldCents,
  paymentEntries,
  payoutUsableFrom,
  refundEntries,
  refundPayoutEntries,
  withdrawPayoutEntries,
  withdrawReleaseEntries,
  withdrawReserveEntries,
  type OrderKind,
  type OrderStatus,
} from 'shared/rules';
import { post } from '../repositories/ledger.js';
import { dueOrders, SettlementDeferred, settleOrder } from '../services/settlement.js';
import type { Tx } from './client.js';
import { institutions, ledgerAccounts, managers, orderItems, orders, orderStatusHistory, payments, payoutAccounts, refunds, withdrawals } from './schema/index.js';

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
      const refundNo = `RDEMO${o.orderNo}`.slice(0, 32);
      const [r] = await tx
        .insert(refunds)
        .values({
          refundNo,
          orderId: o.id,
          institutionId: o.institutionId,
          paymentId: p.id,
          amountCents: o.amountCents,
          reason: '行程有变，无法参加',
          status: 'succeeded',
          initiator: 'payer',
          requestedBy: o.userId,
          reviewReason: '同意退款',
          reviewedAt: refundedAt,
          completedAt: refundedAt,
          createdAt: new Date(refundedAt.getTime() - DAY),
        })
        .returning({ id: refunds.id });
      await post(tx, { key: `refund:${refundNo}`, kind: 'refund', entries: refundEntries(parties, o.channel, o.amountCents), orderId: o.id, refundId: r!.id, memo: '用户申请退款，审核通过', at: refundedAt });
      if (o.channel !== 'balance') {
        await post(tx, { key: `refund_payout:${refundNo}`, kind: 'refund_payout', entries: refundPayoutEntries(o.amountCents), orderId: o.id, refundId: r!.id, memo: '原路退回', at: refundedAt });
      }
      await tx.update(orders).set({ refundedCents: o.amountCents }).where(and(eq(orders.id, o.id)));
    }
  }
}

const DEMO_REFUND_REASONS = ['行程冲突无法参赛', '报名信息填写错误', '身体原因放弃参赛', '重复报名'];

/**
 * The demo's 收款账户 (shared/demo payout-accounts.ts): one per institution, registered by its owner, confirmed
 * DEMO_PAYOUT_CONFIRMED_DAYS_AGO days before `now` and so long past the one-day cooling period. Answers a function
 * that gives an institution's account (registering one for an institution not in the list).
 */
async function seedPayoutAccounts(tx: Tx, now: Date) {
  const confirmedAt = new Date(now.getTime() - DEMO_PAYOUT_CONFIRMED_DAYS_AGO * DAY);
  const ids = new Map<number, number>();
  const accountOf = async (institutionId: number): Promise<number> => {
    const known = ids.get(institutionId);
    if (known) return known;
    const [inst] = await tx.select({ name: institutions.name }).from(institutions).where(eq(institutions.id, institutionId)).limit(1);
    const [owner] = await tx
      .select({ userId: managers.userId })
      .from(managers)
      .where(and(eq(managers.institutionId, institutionId), eq(managers.isAdmin, true)))
      .orderBy(managers.id)
      .limit(1);
    const [row] = await tx
      .insert(payoutAccounts)
      .values({
        institutionId,
        accountName: inst!.name,
        bankName: DEMO_PAYOUT_BANK,
        cardNumber: demoPayoutCardNumber(institutionId),
        status: 'active',
        confirmedAt,
        usableFrom: payoutUsableFrom(confirmedAt),
        createdBy: owner?.userId ?? null,
        confirmedBy: owner?.userId ?? null,
        createdAt: new Date(confirmedAt.getTime() - 5 * MINUTE),
      })
      .returning({ id: payoutAccounts.id });
    ids.set(institutionId, row!.id);
    return row!.id;
  };
  for (const id of DEMO_PAYOUT_INSTITUTIONS) await accountOf(id);
  return accountOf;
}

/**
 * The rest of the demo's money, as it happens live: four payers ask for a refund (待审核); what is due is settled
 * (services/settlement.ts with the default terms: 7 days after the end, 0.6% fee); then each institution with
 * available income has withdrawn part of it to its 收款账户 — one paid out, one rejected (released) and one waiting
 * for review.
 */
export async function seedRefundsAndWithdrawals(tx: Tx, demo: readonly DemoOrder[], now = new Date()) {
  const paid = demo.filter((o) => o.status === '已支付' && o.kind === 'sign_up');
  for (const [i, o] of paid.slice(0, 4).entries()) {
    const [p] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, o.id), eq(payments.status, 'succeeded'))).limit(1);
    await tx.insert(refunds).values({
      refundNo: `RDEMO${o.orderNo}`.slice(0, 32),
      orderId: o.id,
      institutionId: o.institutionId,
      paymentId: p?.id ?? null,
      amountCents: o.amountCents,
      reason: DEMO_REFUND_REASONS[i]!,
      initiator: 'payer',
      requestedBy: o.userId,
      createdAt: new Date(now.getTime() - (i + 1) * DAY),
    });
  }
  const terms = { settleDays: 7, feeBasisPoints: 60 };
  for (const o of await dueOrders(tx, now, terms)) {
    try {
      await tx.transaction((inner) => settleOrder(inner, o.id, terms, now));
    } catch (error) {
      if (!(error instanceof SettlementDeferred)) throw error;
    }
  }
  const payoutAccountOf = await seedPayoutAccounts(tx, now);
  const held = await tx
    .select({ institutionId: ledgerAccounts.institutionId, balance: ledgerAccounts.balanceCents, name: institutions.name })
    .from(ledgerAccounts)
    .innerJoin(institutions, eq(institutions.id, ledgerAccounts.institutionId))
    .where(eq(ledgerAccounts.kind, 'available'))
    .orderBy(ledgerAccounts.institutionId);
  let n = 0;
  for (const account of held) {
    const available = heldCents(Number(account.balance));
    if (available < 10_000) continue;
    const plan: { share: number; status: 'approved' | 'rejected' | 'pending' }[] = [
      { share: 0.4, status: 'approved' },
      { share: 0.2, status: 'rejected' },
      { share: 0.25, status: 'pending' },
    ];
    for (const [i, step] of plan.entries()) {
      n += 1;
      const amount = Math.floor((available * step.share) / 100) * 100;
      const at = new Date(now.getTime() - (10 - i * 3) * DAY);
      const withdrawNo = `TXDEMO${String(account.institutionId).padStart(4, '0')}${n}`;
      const [w] = await tx
        .insert(withdrawals)
        .values({
          withdrawNo,
          institutionId: account.institutionId!,
          amountCents: amount,
          status: step.status,
          bankName: DEMO_PAYOUT_BANK,
          cardNumber: demoPayoutCardNumber(account.institutionId!),
          accountName: account.name,
          payoutAccountId: await payoutAccountOf(account.institutionId!),
          reviewReason: step.status === 'rejected' ? '收款账户信息与开户许可证不一致，请核对后重新申请' : step.status === 'approved' ? '审核通过' : '',
          payoutReference: step.status === 'approved' ? `HZ${at.getTime()}` : '',
          reviewedAt: step.status === 'pending' ? null : new Date(at.getTime() + DAY),
          createdAt: at,
        })
        .returning({ id: withdrawals.id });
      const inst = account.institutionId!;
      await post(tx, { key: `withdraw:${withdrawNo}`, kind: 'withdraw_reserve', entries: withdrawReserveEntries(inst, amount), withdrawalId: w!.id, memo: '提现申请', at });
      if (step.status === 'approved') {
        await post(tx, { key: `withdraw_payout:${withdrawNo}`, kind: 'withdraw_payout', entries: withdrawPayoutEntries(inst, amount), withdrawalId: w!.id, memo: '提现打款', at: new Date(at.getTime() + DAY) });
      }
      if (step.status === 'rejected') {
        await post(tx, { key: `withdraw_release:${withdrawNo}`, kind: 'withdraw_release', entries: withdrawReleaseEntries(inst, amount), withdrawalId: w!.id, memo: '提现驳回，退回可提现余额', at: new Date(at.getTime() + DAY) });
      }
    }
  }
}
