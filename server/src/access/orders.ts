/**
 * Orders (订单, finance): who may mark an order as paid offline (线下收款). Until online payment lands, offline
 * marking is for sign-up fee orders only — the ones made for an accepted entry (`sign_up_id` set) — by the owning
 * institution's manager or the platform admin, with a note. Any other order (a live package, a venue booking…) is
 * paid through payment, never marked: an organiser marking its own live package order would get quota unpaid.
 */
import { ORDER_MSG, offlineMarkStateProblem, refundOrderProblem, refundRoleProblem, type OrderKind } from 'shared/rules';
import { canManageInstitution } from './institutions.js';
import type { Principal } from './principal.js';

export interface OrderRef {
  institutionId: number;
  status: string;
  /** the accepted sign-up this fee order is for; null for every other order */
  signUpId: number | null;
  kind: string;
  /** wechat | alipay | balance | offline | '' */
  payChannel: string;
}

/** Whether the finance pages offer 退款 of this order to the caller: a paid online order, and the caller its payee. */
export const offersRefund = (principal: Principal, order: OrderRef) => refundOrderProblem(order) === null && canRefund(principal, order);

/** A sign-up fee order: the only kind that may be marked as paid offline. */
export const isSignUpFeeOrder = (order: Pick<OrderRef, 'signUpId'>) => order.signUpId !== null;

/**
 * Why the caller may not mark this order as paid offline: 'not_found' when it is not the caller's order (answered as
 * if it did not exist), else the Chinese refusal, or null when allowed.
 */
export function markPaidProblem(principal: Principal, order: Pick<OrderRef, 'institutionId' | 'status' | 'signUpId'>): 'not_found' | string | null {
  if (!canManageInstitution(principal, order.institutionId)) return 'not_found';
  if (!isSignUpFeeOrder(order)) return ORDER_MSG.notSignUpFee;
  return offlineMarkStateProblem(order);
}

/** Whether the finance pages offer 标记已支付 for this order to the caller. */
export const canMarkPaid = (principal: Principal, order: Pick<OrderRef, 'institutionId' | 'status' | 'signUpId'>) => markPaidProblem(principal, order) === null;

/**
 * Whether the caller may refund this order (退款, 审核退款): the payee only — the order's institution for what it was
 * paid, the platform admin for everything (a live package or a top-up only by the platform admin: shared/rules
 * refundedByPlatformOnly). 'not_found' when the caller may not even see the order.
 */
export function refundAccessProblem(principal: Principal, order: { institutionId: number; kind: string }): 'not_found' | string | null {
  if (!canManageInstitution(principal, order.institutionId)) return 'not_found';
  return refundRoleProblem(order.kind as OrderKind, principal.isPlatformAdmin);
}

export const canRefund = (principal: Principal, order: { institutionId: number; kind: string }) => refundAccessProblem(principal, order) === null;

/** 发票管理 (开具, 驳回, 红冲, every request): the platform admin only. */
export const mayManageInvoices = (principal: Principal) => principal.isPlatformAdmin;

/** An invoice is seen by its payer and the platform admin (anyone else: 404). */
export const canSeeInvoice = (principal: Principal, invoice: { userId: number }) => mayManageInvoices(principal) || invoice.userId === principal.userId;

/** A refund is seen by its institution's managers, the platform admin, and the payer of its order (anyone else: 404). */
export const canSeeRefund = (principal: Principal, refund: { institutionId: number }, order: { userId: number | null }) =>
  canManageInstitution(principal, refund.institutionId) || order.userId === principal.userId;
