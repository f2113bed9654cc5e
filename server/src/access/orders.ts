/**
 * Orders (订单, finance): who may mark an order as paid offline (线下收款). Until online payment lands, offline
 * marking is for sign-up fee orders only — the ones made for an accepted entry (`sign_up_id` set) — by the owning
 * institution's manager or the platform admin, with a note. Any other order (a live package, a venue booking…) is
 * paid through payment, never marked: an organiser marking its own live package order would get quota unpaid.
 */
import { ORDER_MSG } from 'shared/rules';
import { canManageInstitution } from './institutions.js';
import type { Principal } from './principal.js';

export interface OrderRef {
  institutionId: number;
  status: string;
  /** the accepted sign-up this fee order is for; null for every other order */
  signUpId: number | null;
}

/** A sign-up fee order: the only kind that may be marked as paid offline. */
export const isSignUpFeeOrder = (order: Pick<OrderRef, 'signUpId'>) => order.signUpId !== null;

/**
 * Why the caller may not mark this order as paid offline: 'not_found' when it is not the caller's order (answered as
 * if it did not exist), else the Chinese refusal, or null when allowed.
 */
export function markPaidProblem(principal: Principal, order: OrderRef): 'not_found' | string | null {
  if (!canManageInstitution(principal, order.institutionId)) return 'not_found';
  if (!isSignUpFeeOrder(order)) return ORDER_MSG.notSignUpFee;
  if (order.status !== '待支付') return ORDER_MSG.notUnpaid;
  return null;
}

/** Whether the finance pages offer 标记已支付 for this order to the caller. */
export const canMarkPaid = (principal: Principal, order: OrderRef) => markPaidProblem(principal, order) === null;
