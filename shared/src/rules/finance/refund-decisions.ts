/**
 * The decisions of the refund workflow (docs/finance.md "Refunds"), once for the server (services/refunds.ts) and the
 * mocks (mocks/handlers/refunds.ts): which refusal, in which order, and what an approval moves (the ledger, the
 * order, its invoice, the refund). Both adapters read their rows, ask these, and write what they answer; the server
 * asks again under its locks.
 */
import { chinaMinute } from '../china-time.ts';
import { refundEntries, type OrderParties } from './accounts.ts';
import { invoiceRefundEffect, type InvoiceRefundEffect, type InvoiceStatus } from './invoices.ts';
import type { LedgerEntry } from './ledger.ts';
import { centsToYuan } from './money.ts';
import { PAY_CHANNEL_LABEL, type OrderKind } from './payments.ts';
import { REFUND_MSG, refundableCents, refundProblem, type RefundPolicy } from './refund-policy.ts';
import { livePackageRefundProblem, REFUND_REQUEST_MSG, refundPolicyText, type RefundStatus } from './refunds.ts';

/** What the decisions read of an order. */
export interface RefundOrder {
  status: string;
  kind: OrderKind;
  /** wechat | alipay | balance | offline | '' */
  payChannel: string;
  amountCents: number;
  refundedCents: number;
}

/** Orders paid through the platform (a gateway or the wallet) are refunded online; offline money goes back offline. */
export const REFUNDABLE_CHANNELS: readonly string[] = ['wechat', 'alipay', 'balance'];
/** Channels whose refund the gateway pays back (退款中 until it has); a wallet refund is done at once. */
export const GATEWAY_REFUND_CHANNELS: readonly string[] = ['wechat', 'alipay'];

/** A refusal (the Chinese message), or null. */
type Refusal = string | null;

/** Why this order cannot be refunded at all (not 已支付, not paid online), or null. */
export function refundOrderProblem(order: Pick<RefundOrder, 'status' | 'payChannel'>): Refusal {
  if (order.status !== '已支付') return REFUND_REQUEST_MSG.notPaid;
  if (!REFUNDABLE_CHANNELS.includes(order.payChannel)) return REFUND_REQUEST_MSG.offline;
  return null;
}

/** Why `amountCents` is more than what is left of the order (paid − refunded), or null. */
export function refundLeftProblem(order: Pick<RefundOrder, 'amountCents' | 'refundedCents'>, amountCents: number): Refusal {
  const left = order.amountCents - order.refundedCents;
  return amountCents > left ? REFUND_MSG.overRefundable(left) : null;
}

/** The policy sentence in China time (YYYY-MM-DD HH:mm), as the refund form and the policy settings show it. */
export const refundPolicySentence = (policy: RefundPolicy) => refundPolicyText(policy, chinaMinute);

/** 赛事退款规则 as the organiser reads it: the times as ISO, the sentence, whether it is the competition's own (`custom`). */
export const refundPolicyView = (competitionId: number, policy: RefundPolicy, custom: boolean) => ({
  competition_id: competitionId,
  full_until: policy.fullUntil?.toISOString() ?? null,
  percent: policy.percent,
  partial_until: policy.partialUntil?.toISOString() ?? null,
  policy_text: refundPolicySentence(policy),
  custom: custom ? (1 as const) : (0 as const),
});

/** The policy a request to save one states (its times ISO or null, no percent: 0). */
export const refundPolicyOf = (b: { full_until?: string | null; percent?: number; partial_until?: string | null }): RefundPolicy => ({
  fullUntil: b.full_until ? new Date(b.full_until) : null,
  percent: b.percent ?? 0,
  partialUntil: b.partial_until ? new Date(b.partial_until) : null,
});

/** The payer's refund form: what may still be asked back now, and the policy in words. */
export function refundPreview(order: RefundOrder, policy: RefundPolicy, openRefund: boolean, now: Date) {
  const signUp = order.kind === 'sign_up';
  return {
    refundable_cents: refundOrderProblem(order) || openRefund || !signUp ? 0 : refundableCents(policy, order.amountCents, order.refundedCents, now),
    policy_text: signUp ? refundPolicySentence(policy) : REFUND_REQUEST_MSG.notOnline,
    open_refund: openRefund ? (1 as const) : (0 as const),
  };
}

/**
 * The payer's request (付款人申请退款), in the order the refusals are given: the order paid online, a sign-up fee,
 * a reason, the competition's policy, no issued invoice. (One open refund per order is the store's: the server's
 * unique index, the mocks' look-up — REFUND_REQUEST_MSG.alreadyOpen.)
 */
export function refundRequestProblem(input: { order: RefundOrder; amountCents: number; reason: string; policy: RefundPolicy; invoiceStatus: InvoiceStatus | null | undefined; now: Date }): Refusal {
  const { order } = input;
  return (
    refundOrderProblem(order) ??
    (order.kind !== 'sign_up' ? REFUND_REQUEST_MSG.notOnline : null) ??
    (!input.reason.trim() ? REFUND_REQUEST_MSG.reasonRequired : null) ??
    refundProblem(input.policy, order.amountCents, order.refundedCents, input.amountCents, input.now) ??
    (input.invoiceStatus === 'issued' ? REFUND_REQUEST_MSG.invoiceIssued : null)
  );
}

/**
 * The payee's direct refund (机构发起 / 平台发起; who may is access: refundRoleProblem), in order: the order paid online,
 * a reason, no more than is left; a live package only whole and while its room quota is not in use (`liveQuota`: as
 * livePackageRefundProblem takes it; undefined for any other order).
 */
export function directRefundProblem(input: {
  order: RefundOrder;
  amountCents: number;
  reason: string;
  liveQuota?: { total: number; used: number; ofPackage: number } | null;
}): Refusal {
  const { order } = input;
  return (
    refundOrderProblem(order) ??
    (!input.reason.trim() ? REFUND_REQUEST_MSG.reasonRequired : null) ??
    refundLeftProblem(order, input.amountCents) ??
    (order.kind === 'live_package' && input.liveQuota !== undefined ? livePackageRefundProblem(order, input.amountCents, input.liveQuota) : null)
  );
}

/**
 * A review of a refund request (审核退款; who may is access), in order: a reason (驳回 needs one, 通过 an opinion), still
 * 待审核, and for an approval the order still paid online with enough left.
 */
export function refundReviewProblem(input: { action: 'approve' | 'reject'; reason: string; refundStatus: RefundStatus; order: RefundOrder; amountCents: number }): Refusal {
  if (!input.reason.trim()) return input.action === 'reject' ? REFUND_REQUEST_MSG.rejectReasonRequired : REFUND_REQUEST_MSG.opinionRequired;
  if (input.refundStatus !== 'pending') return REFUND_REQUEST_MSG.notPending;
  if (input.action === 'reject') return null;
  return refundOrderProblem(input.order) ?? refundLeftProblem(input.order, input.amountCents);
}

/** What an approved refund changes, or the refusal. */
export type RefundApproval =
  | { refuse: string }
  | {
      /** The ledger transaction `refund:<refund no>` (the payee's account → the wallet or refunds payable). */
      entries: LedgerEntry[];
      /** The order's refunded cents after, and its status (已退款 once all is back). */
      refundedCents: number;
      full: boolean;
      orderStatus: string;
      /** The line of the order's history. */
      historyNote: string;
      /** What happens to the order's pending invoice request (null: nothing). */
      invoice: Exclude<InvoiceRefundEffect, { refuse: string } | null> | null;
      /** 退款中 (the gateway pays back) or 已退款 (the wallet, at once). */
      refundStatus: 'processing' | 'succeeded';
      gateway: boolean;
    };

/**
 * Approval of a refund of `amountCents` (approveLocked of the server, approve of the mocks): refused while the order's
 * invoice is issued; otherwise the ledger entries (from the payee's pending income, or its available balance once the
 * order was settled), the order's refunded cents and status, the history line, the invoice request recomputed or
 * cancelled, the refund's new status. Whether the payee's account holds the amount is the ledger's (payeeShort).
 */
export function refundApproval(input: {
  order: RefundOrder;
  parties: OrderParties;
  channel: 'wechat' | 'alipay' | 'balance';
  amountCents: number;
  reason: string;
  settled: boolean;
  invoiceStatus: InvoiceStatus | null | undefined;
}): RefundApproval {
  const { order, channel } = input;
  const refundedCents = order.refundedCents + input.amountCents;
  const effect = invoiceRefundEffect(input.invoiceStatus ? { status: input.invoiceStatus } : null, order.amountCents, refundedCents);
  if (effect && 'refuse' in effect) return { refuse: effect.refuse };
  const gateway = GATEWAY_REFUND_CHANNELS.includes(channel);
  const full = refundedCents === order.amountCents;
  return {
    entries: refundEntries(input.parties, channel, input.amountCents, input.settled),
    refundedCents,
    full,
    orderStatus: full ? '已退款' : order.status,
    historyNote: `退款 ${centsToYuan(input.amountCents)} 元（${input.reason}），${gateway ? `${PAY_CHANNEL_LABEL[channel]}原路退回` : '退回账户余额'}`,
    invoice: effect,
    refundStatus: gateway ? 'processing' : 'succeeded',
    gateway,
  };
}

/** Why a refund policy cannot be saved (the organiser's 退款规则 settings), or null. */
export function refundPolicyProblem(policy: RefundPolicy): Refusal {
  if (policy.partialUntil && policy.fullUntil && policy.partialUntil.getTime() <= policy.fullUntil.getTime()) return REFUND_REQUEST_MSG.partialAfterFull;
  if (policy.partialUntil && policy.percent === 0) return REFUND_REQUEST_MSG.percentRequired;
  return null;
}
