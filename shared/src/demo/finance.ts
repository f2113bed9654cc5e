/**
 * The demo's money (docs/finance.md), once: how a paid demo order's money went through the ledger (a wallet payment
 * preceded by its payer's top-up, a refunded order's refund paid back), the demo athlete's wallet top-up, the refund
 * requests, and each institution's withdrawals of what it had available once settled. The server seed
 * (server/src/db/seed-finance.ts) writes these rows and postings to the database, the mock fixtures
 * (shared/src/mocks/fixtures/accounts.ts, payments.ts, refunds.ts) answer them: the same keys, memos and amounts, built
 * by the rules live money is posted with (shared/rules/finance).
 */
import { paymentEntries, refundEntries, refundPayoutEntries } from '../rules/finance/accounts.ts';
import type { LedgerEntry } from '../rules/finance/ledger.ts';
import { ORDER_KIND_LABEL, PAY_CHANNEL_LABEL, type OrderKind, type OrderStatus } from '../rules/finance/payments.ts';
import { withdrawReservePosting, withdrawReviewOutcome, type WithdrawStatus } from '../rules/finance/withdrawals.ts';
import { DAY, MINUTE } from './time.ts';

/** The channels the demo orders were paid through. */
export type DemoChannel = 'wechat' | 'alipay' | 'balance';

/** One ledger transaction of the demo: its key, kind, entries, what 资金流水 shows and when. */
export interface DemoPosting {
  key: string;
  kind: 'payment' | 'refund' | 'refund_payout' | 'withdraw_reserve' | 'withdraw_payout' | 'withdraw_release';
  entries: LedgerEntry[];
  memo: string;
  at: Date;
  /** the order it belongs to */
  orderNo?: string;
}

/** The demo athlete's (account `athlete`) ¥200.00 top-up by WeChat Pay, a week before the seed: a non-empty wallet. */
export const DEMO_WALLET_TOP_UP = { account: 'athlete', amountCents: 20_000, orderNo: 'CZDEMOWALLET0001', daysAgo: 7 } as const;

/** What a payer says asking back a demo order, and the reviewer's answer (the 已退款 orders). */
export const DEMO_REFUND = { reason: '行程有变，无法参加', reviewReason: '同意退款', note: '用户申请退款，审核通过' } as const;

/** The reasons of the demo's refund requests waiting for review (待审核), one per request in turn. */
export const DEMO_REFUND_REQUEST_REASONS: readonly string[] = ['行程冲突无法参赛', '报名信息填写错误', '身体原因放弃参赛', '重复报名'];

/** A demo order is paid 5 minutes after it was placed, refunded 3 days after, closed after 30 minutes unpaid. */
const PAID_AFTER = 5 * MINUTE;
const REFUNDED_AFTER = 3 * DAY;
const CLOSED_AFTER = 30 * MINUTE;

/** What happened to a demo order of `status` placed at `createdAt` (its status history), each step with its time. */
export function demoOrderHistory(status: OrderStatus, createdAt: Date): { from: OrderStatus | ''; to: OrderStatus; note: string; at: Date }[] {
  const after = (ms: number) => new Date(createdAt.getTime() + ms);
  const paid = status === '已支付' || status === '已退款';
  return [
    { from: '' as const, to: '待支付' as const, note: '用户下单', at: createdAt },
    ...(paid ? [{ from: '待支付' as const, to: '已支付' as const, note: '支付成功', at: after(PAID_AFTER) }] : []),
    ...(status === '已退款' ? [{ from: '已支付' as const, to: '已退款' as const, note: DEMO_REFUND.note, at: after(REFUNDED_AFTER) }] : []),
    ...(status === '已关闭' ? [{ from: '待支付' as const, to: '已关闭' as const, note: '超时未支付，系统自动关闭', at: after(CLOSED_AFTER) }] : []),
  ];
}

/** When a paid demo order placed at `createdAt` was paid. */
export const demoPaidAt = (createdAt: Date) => new Date(createdAt.getTime() + PAID_AFTER);

export const demoPaymentNo = (orderNo: string) => `PDEMO${orderNo}`.slice(0, 32);
export const demoRefundNo = (orderNo: string) => `RDEMO${orderNo}`.slice(0, 32);

/** A paid (or refunded) demo order, as its money reads it. */
export interface DemoPaidOrder {
  orderNo: string;
  kind: OrderKind;
  subject: string;
  institutionId: number;
  /** the payer (their wallet) */
  userId: number;
  amountCents: number;
  channel: DemoChannel;
  /** when it was placed (paid and refunded as demoOrderHistory says) */
  createdAt: Date;
  /** refunded in full (已退款) */
  refunded: boolean;
  /** the payment's number (default demoPaymentNo) */
  paymentNo?: string;
}

/** The top-up before a wallet payment: its own 账户充值 order, paid by WeChat Pay the day before, rounded up to ¥100.00. */
export interface DemoTopUp {
  orderNo: string;
  paymentNo: string;
  amountCents: number;
  at: Date;
  posting: DemoPosting;
}

/** A top-up order `orderNo` of `amountCents` into the wallet of `userId`, paid by WeChat Pay at `at`. */
export function demoTopUp(orderNo: string, userId: number, institutionId: number, amountCents: number, at: Date): DemoTopUp {
  const paymentNo = demoPaymentNo(orderNo);
  const entries = paymentEntries({ kind: 'top_up', amountCents, institutionId, userId }, 'wechat');
  return { orderNo, paymentNo, amountCents, at, posting: { key: `payment:${paymentNo}`, kind: 'payment', entries, memo: `${PAY_CHANNEL_LABEL.wechat} ${ORDER_KIND_LABEL.top_up}`, at, orderNo } };
}

/** The money of one paid demo order, in the order it happened: [top-up], payment, [refund, [paid back]]. */
export function demoOrderMoney(o: DemoPaidOrder) {
  const parties = { kind: o.kind, amountCents: o.amountCents, institutionId: o.institutionId, userId: o.userId };
  const topUp =
    o.channel === 'balance' ? demoTopUp(`CZ${o.orderNo.slice(2)}`, o.userId, o.institutionId, Math.ceil(o.amountCents / 10_000) * 10_000, new Date(o.createdAt.getTime() - DAY)) : null;
  const paymentNo = o.paymentNo ?? demoPaymentNo(o.orderNo);
  const paidAt = demoPaidAt(o.createdAt);
  const payment: DemoPosting = { key: `payment:${paymentNo}`, kind: 'payment', entries: paymentEntries(parties, o.channel), memo: `${PAY_CHANNEL_LABEL[o.channel]} ${o.subject}`.slice(0, 255), at: paidAt, orderNo: o.orderNo };
  const refundNo = demoRefundNo(o.orderNo);
  const at = o.refunded ? new Date(o.createdAt.getTime() + REFUNDED_AFTER) : null;
  const refund = at && {
    refundNo,
    at,
    posting: { key: `refund:${refundNo}`, kind: 'refund', entries: refundEntries(parties, o.channel, o.amountCents), memo: `退款 ${o.subject}`.slice(0, 255), at, orderNo: o.orderNo } satisfies DemoPosting,
    payout:
      o.channel === 'balance' ? null : ({ key: `refund_payout:${refundNo}`, kind: 'refund_payout', entries: refundPayoutEntries(o.amountCents), memo: '原路退回', at, orderNo: o.orderNo } satisfies DemoPosting),
  };
  return { topUp, paymentNo, paidAt, payment, refund: refund || null };
}

/** What each institution with at least ¥100.00 available withdrew of it: 40 % paid out, 20 % rejected, 25 % waiting. */
const WITHDRAW_PLAN: readonly { share: number; status: WithdrawStatus }[] = [
  { share: 0.4, status: 'approved' },
  { share: 0.2, status: 'rejected' },
  { share: 0.25, status: 'pending' },
];

export const DEMO_WITHDRAW_REJECT_REASON = '收款账户信息与开户许可证不一致，请核对后重新申请';

export interface DemoWithdrawal {
  withdrawNo: string;
  institutionId: number;
  amountCents: number;
  status: WithdrawStatus;
  reviewReason: string;
  payoutReference: string;
  createdAt: Date;
  reviewedAt: Date | null;
  /** the reserve, then the payout or the release */
  postings: DemoPosting[];
}

/**
 * The demo's withdrawals, numbered in turn (TXDEMO + institution in 4 digits + n): of each institution of
 * `available` (in id order, cents available once settled) that holds at least ¥100.00, asked for at `first`, three
 * days later and six days later, each reviewed by the platform admin the day after (the pending one not).
 */
export function demoWithdrawals(available: readonly { institutionId: number; cents: number }[], first: Date): DemoWithdrawal[] {
  const out: DemoWithdrawal[] = [];
  for (const { institutionId, cents } of available) {
    if (cents < 10_000) continue;
    for (const [i, step] of WITHDRAW_PLAN.entries()) {
      const createdAt = new Date(first.getTime() + i * 3 * DAY);
      const row = { withdraw_no: `TXDEMO${String(institutionId).padStart(4, '0')}${out.length + 1}`, institution_id: institutionId, amount_cents: Math.floor((cents * step.share) / 100) * 100 };
      const reserve: DemoPosting = { ...withdrawReservePosting(row), at: createdAt };
      const w = { withdrawNo: row.withdraw_no, institutionId, amountCents: row.amount_cents, status: step.status, reviewReason: '', payoutReference: '', createdAt, reviewedAt: null, postings: [reserve] };
      if (step.status === 'pending') {
        out.push(w);
        continue;
      }
      const reviewedAt = new Date(createdAt.getTime() + DAY);
      const review = step.status === 'approved' ? { approve: true as const, reference: `HZ${createdAt.getTime()}` } : { approve: false as const, reason: DEMO_WITHDRAW_REJECT_REASON };
      const { posting, status, payout_reference: reference = '', review_reason: reason = '' } = withdrawReviewOutcome({ ...row, status: 'pending' }, review);
      out.push({ ...w, status, payoutReference: reference, reviewReason: reason, reviewedAt, postings: [reserve, { ...posting, at: reviewedAt }] });
    }
  }
  return out;
}
