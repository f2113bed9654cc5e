/**
 * The money of the demo orders (docs/finance.md), as shared/demo finance.ts plans it for the mocks too: each paid
 * order's payment, and each refunded order's refund, posted to the ledger by the same rules as live (shared/rules
 * paymentEntries, refundEntries …, repositories/ledger.ts). An order paid with 账户余额 is preceded by the payer's top-up
 * (its own 账户充值 order, paid by WeChat Pay), so the wallet never goes below zero and `ledger:check` holds on the
 * demo data.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  DEMO_PAYOUT_BANK,
  DEMO_PAYOUT_CONFIRMED_DAYS_AGO,
  DEMO_INVOICES,
  DEMO_ORDERS,
  DEMO_PAYOUT_INSTITUTIONS,
  DEMO_REFUND,
  DEMO_REFUNDS,
  DEMO_WALLET_TOP_UP,
  demoOrderMoney,
  demoPayoutCardNumber,
  demoRefundNo,
  demoRefundPolicy,
  demoRefundReviewer,
  demoRefundTimes,
  demoTopUp,
  demoWithdrawals,
  type DemoPosting,
  type DemoTopUp,
} from 'shared/demo';
import { heldCents, PERSONAL_ONLY_INSTITUTION_ID, payoutUsableFrom, type OrderKind, type OrderStatus } from 'shared/rules';
import { post } from '../repositories/ledger.js';
import { dueOrders, SettlementDeferred, settleOrder } from '../services/settlement.js';
import type { Tx } from './client.js';
import { institutions, invoices, ledgerAccounts, managers, orderItems, orders, orderStatusHistory, payments, payoutAccounts, refundPolicies, refunds, users, withdrawals } from './schema/index.js';

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

async function payment(tx: Tx, order: { id: number; amountCents: number }, paymentNo: string, channel: DemoOrder['channel'], paidAt: Date) {
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
  return row!.id;
}

/** A demo account's user id. */
async function userIdOf(tx: Tx, account: string) {
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.account, account)).limit(1);
  return u?.id ?? null;
}

/** A posting of shared/demo with the rows it belongs to. */
const posted = (tx: Tx, { orderNo: _orderNo, ...p }: DemoPosting, rows: { orderId?: number; paymentId?: number; refundId?: number; withdrawalId?: number }) => post(tx, { ...p, ...rows });

/** A 账户充值 order of shared/demo (`demoTopUp`), paid by WeChat Pay into its payer's wallet. */
async function topUpOrder(tx: Tx, t: DemoTopUp, institutionId: number, userId: number) {
  const orderedAt = new Date(t.at.getTime() - 2 * MINUTE);
  const [order] = await tx
    .insert(orders)
    .values({ orderNo: t.orderNo, institutionId, userId, kind: 'top_up', subject: '账户充值', amountCents: t.amountCents, status: '已支付', payChannel: 'wechat', paidAt: t.at, createdAt: orderedAt })
    .returning({ id: orders.id, amountCents: orders.amountCents });
  await tx.insert(orderItems).values({ orderId: order!.id, name: '账户充值', quantity: 1, unitPriceCents: t.amountCents, createdAt: orderedAt });
  await tx.insert(orderStatusHistory).values([
    { orderId: order!.id, fromStatus: '', toStatus: '待支付', note: '用户下单', createdAt: orderedAt },
    { orderId: order!.id, fromStatus: '待支付', toStatus: '已支付', note: '微信支付支付成功', createdAt: t.at },
  ]);
  const paymentId = await payment(tx, order!, t.paymentNo, 'wechat', t.at);
  await posted(tx, t.posting, { orderId: order!.id, paymentId });
}

export async function postDemoPayments(tx: Tx, demo: readonly DemoOrder[]) {
  const paid = demo.filter((o) => o.status === '已支付' || o.status === '已退款');
  if (paid.length === 0) return;
  const subjects = new Map((await tx.select({ id: orders.id, subject: orders.subject }).from(orders).where(inArray(orders.id, paid.map((o) => o.id)))).map((o) => [o.id, o.subject]));
  for (const o of paid) {
    const money = demoOrderMoney({ ...o, subject: subjects.get(o.id)!, refunded: o.status === '已退款' });
    // the payer's top-up the day before
    if (money.topUp) await topUpOrder(tx, money.topUp, o.institutionId, o.userId);
    const paymentId = await payment(tx, o, money.paymentNo, o.channel, money.paidAt);
    await posted(tx, money.payment, { orderId: o.id, paymentId });
    if (money.refund) {
      const { refundNo, at } = money.refund;
      const [r] = await tx
        .insert(refunds)
        .values({
          refundNo,
          orderId: o.id,
          institutionId: o.institutionId,
          paymentId,
          amountCents: o.amountCents,
          reason: DEMO_REFUND.reason,
          status: 'succeeded',
          initiator: 'payer',
          requestedBy: o.userId,
          reviewedBy: await userIdOf(tx, demoRefundReviewer(o.institutionId)),
          reviewReason: DEMO_REFUND.reviewReason,
          reviewedAt: at,
          completedAt: at,
          createdAt: new Date(at.getTime() - DAY),
        })
        .returning({ id: refunds.id });
      await posted(tx, money.refund.posting, { orderId: o.id, refundId: r!.id });
      if (money.refund.payout) await posted(tx, money.refund.payout, { orderId: o.id, refundId: r!.id });
      await tx.update(orders).set({ refundedCents: o.amountCents }).where(and(eq(orders.id, o.id)));
    }
  }
}

/** The demo athlete's wallet (shared/demo DEMO_WALLET_TOP_UP): topped up by WeChat Pay, as in the mocks. */
async function seedWalletTopUp(tx: Tx, now: Date) {
  const { account, orderNo, amountCents, daysAgo } = DEMO_WALLET_TOP_UP;
  const [athlete] = await tx.select({ id: users.id }).from(users).where(eq(users.account, account)).limit(1);
  if (!athlete) return;
  await topUpOrder(tx, demoTopUp(orderNo, athlete.id, PERSONAL_ONLY_INSTITUTION_ID, amountCents, new Date(now.getTime() - daysAgo * DAY)), PERSONAL_ONLY_INSTITUTION_ID, athlete.id);
}

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
 * The rest of the demo's money, as it happens live: the athlete's wallet top-up; the demo's other refunds (one rejected,
 * four waiting for review: shared/demo DEMO_REFUNDS) and invoice requests (DEMO_INVOICES); what is due is settled
 * (services/settlement.ts with the default terms: 7 days after the end, 0.6% fee); then each institution with
 * available income has withdrawn part of it to its 收款账户 (shared/demo demoWithdrawals) — one paid out, one rejected
 * (released) and one waiting for review. `demo` are the paid orders of DEMO_ORDERS (their ids on this database).
 */
export async function seedRefundsAndWithdrawals(tx: Tx, demo: readonly DemoOrder[], now = new Date()) {
  await seedWalletTopUp(tx, now);
  await tx.insert(refundPolicies).values(demoRefundPolicy(now.getTime()));
  const byPlan = new Map(DEMO_ORDERS.map((plan) => [plan.id, { plan, row: demo.find((o) => o.orderNo === plan.orderNo) }]));
  let waiting = 0;
  for (const r of DEMO_REFUNDS.filter((x) => x.status !== 'succeeded')) {
    const { plan, row: o } = byPlan.get(r.orderId)!;
    const [p] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, o!.id), eq(payments.status, 'succeeded'))).limit(1);
    const reviewed = r.status === 'rejected' ? demoRefundTimes(plan) : null;
    if (!reviewed) waiting += 1;
    await tx.insert(refunds).values({
      refundNo: demoRefundNo(o!.orderNo),
      orderId: o!.id,
      institutionId: o!.institutionId,
      paymentId: p?.id ?? null,
      amountCents: r.cents ?? o!.amountCents,
      reason: r.reason,
      status: r.status,
      initiator: 'payer',
      requestedBy: o!.userId,
      reviewedBy: reviewed && (await userIdOf(tx, demoRefundReviewer(o!.institutionId))),
      reviewReason: r.reviewReason,
      reviewedAt: reviewed?.reviewedAt ?? null,
      createdAt: reviewed?.createdAt ?? new Date(now.getTime() - waiting * DAY),
    });
  }
  const admin = await userIdOf(tx, 'admin');
  for (const i of DEMO_INVOICES) {
    const o = byPlan.get(i.orderId)!.row!;
    await tx.insert(invoices).values({
      invoiceNo: i.invoiceNo,
      orderId: o.id,
      userId: o.userId,
      institutionId: o.institutionId,
      amountCents: o.amountCents,
      titleType: i.titleType,
      title: i.title,
      creditCode: i.creditCode,
      email: i.email,
      status: i.status,
      rejectReason: i.rejectReason,
      issuedBy: i.reviewedAt && admin,
      createdAt: i.createdAt,
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
  const names = new Map(held.map((a) => [a.institutionId!, a.name]));
  const available = held.map((a) => ({ institutionId: a.institutionId!, cents: heldCents(Number(a.balance)) }));
  for (const w of demoWithdrawals(available, new Date(now.getTime() - 10 * DAY))) {
    const [row] = await tx
      .insert(withdrawals)
      .values({
        withdrawNo: w.withdrawNo,
        institutionId: w.institutionId,
        amountCents: w.amountCents,
        status: w.status,
        bankName: DEMO_PAYOUT_BANK,
        cardNumber: demoPayoutCardNumber(w.institutionId),
        accountName: names.get(w.institutionId)!,
        payoutAccountId: await payoutAccountOf(w.institutionId),
        reviewReason: w.reviewReason,
        payoutReference: w.payoutReference,
        reviewedAt: w.reviewedAt,
        createdAt: w.createdAt,
      })
      .returning({ id: withdrawals.id });
    for (const p of w.postings) await posted(tx, p, { withdrawalId: row!.id });
  }
}
