/**
 * 退款 (refunds, issue 13 "Refunds"): statuses, who started one, and the Chinese refusals of the refund routes —
 * stated once for the server (services/refunds.ts), the mocks and the refund pages. What may be refunded is
 * refund-policy.ts.
 */
import { REJECT_REASON_REQUIRED } from '../review.ts';
import { INVOICE_REFUND_REFUSAL } from './invoices.ts';
import type { OrderKind } from './payments.ts';
import type { RefundPolicy } from './refund-policy.ts';

/** pending 待审核 → processing 退款中 (approved, the gateway pays back) → succeeded 已退款; pending → rejected 已驳回. */
export const REFUND_STATUSES = ['pending', 'processing', 'succeeded', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABEL: Readonly<Record<RefundStatus, string>> = {
  pending: '待审核',
  processing: '退款中',
  succeeded: '已退款',
  rejected: '已驳回',
};

/**
 * Who asked: the payer, the institution that received the money, the platform admin, or nobody — a payment that
 * arrived for an order that no longer took it (an overpayment), paid back by the platform on its own.
 */
export const REFUND_INITIATORS = ['payer', 'institution', 'platform', 'overpayment'] as const;
export type RefundInitiator = (typeof REFUND_INITIATORS)[number];

export const REFUND_INITIATOR_LABEL: Readonly<Record<RefundInitiator, string>> = {
  payer: '付款人申请',
  institution: '机构发起',
  platform: '平台发起',
  overpayment: '重复支付自动退回',
};

/**
 * Only the payee refunds: an institution refunds what it was paid (sign-up fees, bookings); what the platform was
 * paid (live packages) or holds for the payer (top-ups) is refunded by the platform admin only — an institution that
 * bought a live package must not refund its own purchase.
 */
export const refundedByPlatformOnly = (kind: OrderKind) => kind === 'live_package' || kind === 'top_up';

/**
 * Why a live package cannot be refunded now: only whole (which takes its room quota back), and not while the
 * institution's rooms need that quota. `quota`: the institution's total and used quota and what this package gives;
 * null when the package no longer counts (its validity ended).
 */
export function livePackageRefundProblem(
  order: { amountCents: number; refundedCents: number },
  amountCents: number,
  quota: { total: number; used: number; ofPackage: number } | null,
): string | null {
  if (order.refundedCents > 0 || amountCents !== order.amountCents) return REFUND_REQUEST_MSG.livePackageWhole;
  if (quota && quota.total - quota.ofPackage < quota.used) return REFUND_REQUEST_MSG.livePackageInUse;
  return null;
}

/** Why the caller may not refund an order of this kind: null when allowed (the tenant is checked by the server). */
export function refundRoleProblem(kind: OrderKind, isPlatformAdmin: boolean): string | null {
  return refundedByPlatformOnly(kind) && !isPlatformAdmin ? REFUND_REQUEST_MSG.platformOnly : null;
}

export const REFUND_REQUEST_MSG = {
  notPaid: '只有已支付的订单可以退款',
  offline: '线下收款的订单请线下退款',
  alreadyOpen: '该订单已有待处理的退款申请',
  reasonRequired: '请填写退款原因',
  notPending: '该退款申请已处理',
  payeeShort: '机构可用余额不足，不能退款',
  notOnline: '该订单不支持在线申请退款，请联系收款方',
  opinionRequired: '请填写审核意见',
  partialAfterFull: '按比例退款的截止时间须晚于全额退款的截止时间',
  percentRequired: '请填写按比例退款的比例',
  rejectReasonRequired: REJECT_REASON_REQUIRED,
  platformOnly: '直播套餐与账户充值由平台管理员退款',
  livePackageWhole: '直播套餐只能全额退款',
  livePackageInUse: '该直播套餐的直播间额度已被使用，不能退款',
  invoiceIssued: INVOICE_REFUND_REFUSAL,
} as const;

/**
 * The default policy of a competition that has none: the whole fee until the competition starts, nothing after.
 * (An organiser sets its own on the sign-up settings.)
 */
export function defaultRefundPolicy(startsAt: Date | null): RefundPolicy {
  return { fullUntil: startsAt, percent: 0, partialUntil: null };
}

/** The policy in one sentence, for the payer's refund form. */
export function refundPolicyText(policy: RefundPolicy, format: (d: Date) => string): string {
  const parts: string[] = [];
  if (policy.fullUntil) parts.push(`${format(policy.fullUntil)} 前可全额退款`);
  if (policy.partialUntil && policy.percent > 0) parts.push(`${format(policy.partialUntil)} 前可退 ${policy.percent}%`);
  return parts.length > 0 ? `${parts.join('，')}，之后不可退款` : '不支持退款';
}
