/**
 * The demo's money (docs/finance.md), once: the demo orders (DEMO_ORDERS: sign-up fees of the demo competitions,
 * court bookings, a refunded order, unpaid and closed ones), their refunds and invoice requests, how a paid order's
 * money went through the ledger (a wallet payment preceded by its payer's top-up, a refunded order's refund paid
 * back), the demo athlete's wallet top-up, and each institution's withdrawals of what it had available once settled.
 * The server seed (server/src/db/seed-finance.ts) writes these rows and postings to the database, the mock fixtures
 * (shared/src/mocks/fixtures/orders.ts, accounts.ts, refunds.ts, invoices.ts) answer them: the same ids, numbers,
 * keys, memos and amounts, built by the rules live money is posted with (shared/rules/finance).
 */
import { paymentEntries, refundEntries, refundPayoutEntries } from '../rules/finance/accounts.ts';
import type { LedgerEntry } from '../rules/finance/ledger.ts';
import { ORDER_KIND_LABEL, PAY_CHANNEL_LABEL, type OrderKind, type OrderStatus } from '../rules/finance/payments.ts';
import type { InvoiceStatus, InvoiceTitleType } from '../rules/finance/invoices.ts';
import type { RefundStatus } from '../rules/finance/refunds.ts';
import { withdrawReservePosting, withdrawReviewOutcome, type WithdrawStatus } from '../rules/finance/withdrawals.ts';
import { demoChinaTime, demoCompetitionId, type DemoCompetitionName } from './competitions.ts';
import { DEMO_ACCOUNTS, DEMO_MEMBERS, type DemoAccountName } from './people.ts';
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

/** Who paid a demo order: a demo account, or a demo member (DEMO_MEMBERS index; users 8… on a fresh database). */
export type DemoPayer = DemoAccountName | number;

/** The user id of a payer on a fresh database (and in the mocks): accounts 1–7, then the members in turn. */
export const demoPayerId = (payer: DemoPayer) =>
  typeof payer === 'number' ? DEMO_ACCOUNTS.length + 1 + payer : DEMO_ACCOUNTS.findIndex((a) => a.account === payer) + 1;
export const demoPayerName = (payer: DemoPayer) => (typeof payer === 'number' ? DEMO_MEMBERS[payer]! : DEMO_ACCOUNTS.find((a) => a.account === payer)!.nickname);

/** One demo order (orders, order_items and its status history on a fresh database, in this order: id = place + 1). */
export interface DemoPlannedOrder {
  id: number;
  orderNo: string;
  institutionId: number;
  /** the competition whose sign-up fee it is; null: a booking of the venue operator (institution 4) */
  competition: DemoCompetitionName | null;
  competitionId: number | null;
  kind: 'sign_up' | 'booking';
  subject: string;
  payer: DemoPayer;
  items: { name: string; quantity: number; unitPriceCents: number }[];
  amountCents: number;
  status: OrderStatus;
  /** '' for an order not paid */
  channel: DemoChannel | '';
  createdAt: Date;
}

type Item = [name: string, quantity: number, unitPriceCents: number];
// [institution, competition (null: a booking, with its subject), payer, items, status, channel, day placed (China time)]
type OrderRow = [number, DemoCompetitionName | { booking: string }, DemoPayer, Item[], OrderStatus, DemoChannel | '', string];

/**
 * The demo orders. The athlete (林晓跑) pays 1 (已支付, under an organiser's own refund policy), 3 (已退款), 4 (待支付 within
 * its 30 minutes in the mocks, ¥100.00, which the wallet covers), 9 (已关闭) and 15 (待支付, a court booking, ¥240.00,
 * more than the wallet); the others are the demo members'. 6 and 19 were paid from a wallet topped up the day before.
 */
const ORDER_ROWS: readonly OrderRow[] = [
  [1, '2026年杭州市青少年田径锦标赛', 'athlete', [['女子100米', 1, 20000]], '已支付', 'wechat', '2026-03-20'],
  [1, '2026年杭州马拉松', 0, [['半程马拉松报名', 1, 15000], ['赛事纪念T恤', 1, 8800]], '已支付', 'alipay', '2026-09-02'],
  [1, '2026年杭州马拉松', 'athlete', [['迷你跑报名', 2, 8000]], '已退款', 'wechat', '2026-09-03'],
  [1, '2026年杭州马拉松', 'athlete', [['10公里报名', 1, 10000]], '待支付', '', '2026-09-05'],
  [1, '2026年杭州市中小学生篮球联赛', 1, [['初中男子组球队报名', 4, 30000]], '已支付', 'wechat', '2026-04-20'],
  [2, '2026年浙江省田径锦标赛', 2, [['团体报名', 1, 120000], ['住宿协调服务', 12, 28000]], '已支付', 'balance', '2026-04-10'],
  [2, '2026年浙江省青少年田径联赛（杭州站）', 3, [['U14组报名', 18, 6000]], '已支付', 'wechat', '2026-03-10'],
  [2, '2026年浙江省青少年田径联赛（温州站）', 4, [['U16组报名', 10, 6000]], '待支付', '', '2026-08-30'],
  [2, '2026年浙江省青少年田径联赛（温州站）', 'athlete', [['精英组报名', 1, 38000]], '已关闭', '', '2026-09-12'],
  [3, '星辰暑期游泳训练营', 5, [['训练营营费', 1, 168000]], '已支付', 'alipay', '2026-06-18'],
  [3, '星辰杯少儿篮球邀请赛', 6, [['球队报名', 1, 50000]], '已支付', 'wechat', '2026-07-15'],
  [3, '星辰亲子趣味运动会', 7, [['亲子家庭报名', 1, 19900]], '已退款', 'wechat', '2026-04-22'],
  [4, { booking: '黄龙体育中心 羽毛球场预订' }, 8, [['3号场 19:00-21:00', 2, 8000]], '已支付', 'wechat', '2026-11-02'],
  [4, { booking: '黄龙体育中心 游泳馆次卡' }, 9, [['游泳次卡（20次）', 1, 60000]], '已支付', 'alipay', '2026-10-28'],
  [4, { booking: '黄龙网球中心 场地预订' }, 'athlete', [['2号场（硬地） 08:00-10:00', 2, 12000]], '待支付', '', '2026-11-05'],
  [6, '2026年钱塘江半程马拉松', 10, [['半程马拉松报名', 1, 18000]], '已支付', 'wechat', '2026-10-10'],
  [6, '2026年钱塘江半程马拉松', 11, [['半程马拉松报名', 1, 18000], ['完赛奖牌刻字', 1, 3000]], '已支付', 'alipay', '2026-10-11'],
  [6, '2026年千岛湖公开水域游泳挑战赛', 0, [['3公里组', 1, 26000]], '已退款', 'wechat', '2026-08-01'],
  [6, '2026年浙江省三人篮球联赛', 1, [['球队报名', 1, 500000]], '已支付', 'balance', '2026-08-20'],
  [6, '2026年西湖城市定向赛（秋季站）', 2, [['俱乐部团体报名', 1, 88000]], '已关闭', '', '2026-10-01'],
  [6, '2026年西湖城市定向赛（秋季站）', 3, [['22人团体报名', 1, 360000]], '待支付', '', '2026-09-28'],
  [6, '2026年西湖城市定向赛（春季站）', 4, [['公开组报名', 1, 12000]], '已支付', 'wechat', '2026-03-30'],
];

/** An order's number: SS + the day it was placed + 6 digits of its id (the 1st of 2026-03-20: SS20260320001037). */
const demoOrderNo = (day: string, id: number) => `SS${day.replace(/-/g, '')}${String(1000 + id * 37).padStart(6, '0')}`;

export const DEMO_ORDERS: readonly DemoPlannedOrder[] = ORDER_ROWS.map(([institutionId, what, payer, items, status, channel, day], i) => {
  const competition = typeof what === 'string' ? what : null;
  return {
    id: i + 1,
    orderNo: demoOrderNo(day, i + 1),
    institutionId,
    competition,
    competitionId: competition && demoCompetitionId(competition),
    kind: competition ? 'sign_up' : 'booking',
    subject: typeof what === 'string' ? `${what} 报名费` : what.booking,
    payer,
    items: items.map(([name, quantity, unitPriceCents]) => ({ name, quantity, unitPriceCents })),
    amountCents: items.reduce((n, [, q, c]) => n + q * c, 0),
    status,
    channel,
    // placed at 09:12 China time
    createdAt: new Date(demoChinaTime(day, 9).getTime() + 12 * MINUTE),
  };
});

/**
 * The organiser's own refund policy (refund_policies) of the competition of the athlete's paid order 1: in full for
 * another week after `now` (the seed's moment, the mocks' start) and half of the fee the week after, so the demo
 * always has an order its payer may ask back.
 */
export function demoRefundPolicy(now: number) {
  return { competitionId: DEMO_ORDERS[0]!.competitionId!, fullUntil: new Date(now + 7 * DAY), percent: 50, partialUntil: new Date(now + 14 * DAY) };
}

/** A demo refund (refunds, in this order): the order (DEMO_ORDERS id), its state, cents (null: the whole order), why. */
export interface DemoPlannedRefund {
  orderId: number;
  status: Extract<RefundStatus, 'succeeded' | 'rejected' | 'pending'>;
  cents: number | null;
  reason: string;
  reviewReason: string;
}

const [conflict, wrongDetails, health, duplicate] = DEMO_REFUND_REQUEST_REASONS as [string, string, string, string];

/**
 * The demo's refunds: every 已退款 order's approved request (reviewed as demoOrderHistory says), one rejected request,
 * and four waiting for review (待审核, asked in the days before the seed; 6's for part of the order).
 */
export const DEMO_REFUNDS: readonly DemoPlannedRefund[] = [
  ...DEMO_ORDERS.filter((o) => o.status === '已退款').map((o) => ({ orderId: o.id, status: 'succeeded' as const, cents: null, reason: DEMO_REFUND.reason, reviewReason: DEMO_REFUND.reviewReason })),
  { orderId: 7, status: 'rejected', cents: null, reason: duplicate, reviewReason: '经核实并非重复报名，不予退款' },
  { orderId: 2, status: 'pending', cents: null, reason: conflict, reviewReason: '' },
  { orderId: 6, status: 'pending', cents: 12 * 28000, reason: '住宿已自行安排，申请退回住宿协调服务费', reviewReason: '' },
  { orderId: 11, status: 'pending', cents: null, reason: wrongDetails, reviewReason: '' },
  { orderId: 16, status: 'pending', cents: null, reason: health, reviewReason: '' },
];

/** Who reviewed the demo's refunds of an institution: its owner (managers.is_admin), else the platform admin. */
export const demoRefundReviewer = (institutionId: number): DemoAccountName =>
  DEMO_ACCOUNTS.find((a) => a.manages.some(([id, isAdmin]) => id === institutionId && isAdmin))?.account ?? 'admin';

/** When a reviewed demo refund of `order` was asked and reviewed (three days after the order was placed, as demoOrderHistory). */
export function demoRefundTimes(order: DemoPlannedOrder): { createdAt: Date; reviewedAt: Date } {
  const reviewedAt = new Date(order.createdAt.getTime() + REFUNDED_AFTER);
  return { createdAt: new Date(reviewedAt.getTime() - DAY), reviewedAt };
}

/** A demo invoice request (invoices, in this order), by its order's payer; a rejected one by the platform admin. */
export interface DemoPlannedInvoice {
  orderId: number;
  invoiceNo: string;
  status: Extract<InvoiceStatus, 'pending' | 'rejected'>;
  titleType: InvoiceTitleType;
  title: string;
  creditCode: string | null;
  email: string;
  rejectReason: string;
  createdAt: Date;
  /** rejected the day after */
  reviewedAt: Date | null;
}

// [order, status, title type, title, credit code, reject reason]
type InvoiceRow = [number, DemoPlannedInvoice['status'], InvoiceTitleType, string, string | null, string];

/**
 * The demo's invoice requests, none the athlete's (so 我的订单 offers 申请发票 on their paid order 1): one waiting
 * (待开票, a company) and one rejected (已驳回). None is issued: an issued invoice has its PDF in storage, which 开具
 * writes live and the seed cannot.
 */
export const DEMO_INVOICES: readonly DemoPlannedInvoice[] = (
  [
    [2, 'pending', 'company', '杭州示例科技有限公司', '91350100M000100Y43', ''],
    [7, 'rejected', 'company', '温州市体育运动学校', '91110000802100433B', '抬头与付款单位不一致'],
  ] satisfies InvoiceRow[]
).map(([orderId, status, titleType, title, creditCode, rejectReason], i) => {
  const createdAt = new Date(Date.UTC(2026, 9, 10 + i, 2));
  return {
    orderId,
    invoiceNo: `FP20261010${String(i + 1).padStart(6, '0')}`,
    status,
    titleType,
    title,
    creditCode,
    email: 'finance@example.com',
    rejectReason,
    createdAt,
    reviewedAt: status === 'pending' ? null : new Date(createdAt.getTime() + DAY),
  };
});
