/**
 * 退款 (refund) policy of a competition (issue 13, "Refunds"): the full amount until one time, a percentage until a
 * later one, nothing after. What may still be refunded never exceeds what was paid minus what was refunded.
 */
import { amountProblem } from './money.ts';

export interface RefundPolicy {
  /** Until this time (exclusive) the whole paid amount may be refunded; null: never in full. */
  fullUntil: Date | null;
  /** Between fullUntil and partialUntil this percentage (0–100) of the paid amount may be refunded. */
  percent: number;
  /** Until this time (exclusive) the percentage applies; null: no partial window. */
  partialUntil: Date | null;
}

export const REFUND_MSG = {
  nothingRefundable: '已过退款期限，不能退款',
  overRefundable: (maxFen: number) => `退款金额不能超过可退金额（${(maxFen / 100).toFixed(2)}元）`,
} as const;

/** Fen the policy allows at `at` for an order that paid `paidFen` and has had `refundedFen` refunded (≥ 0). */
export function refundableFen(policy: RefundPolicy, paidFen: number, refundedFen: number, at: Date): number {
  const left = Math.max(0, paidFen - refundedFen);
  const t = at.getTime();
  let allowed = 0;
  if (policy.fullUntil && t < policy.fullUntil.getTime()) allowed = paidFen;
  else if (policy.partialUntil && t < policy.partialUntil.getTime()) allowed = Math.floor((paidFen * Math.min(100, Math.max(0, policy.percent))) / 100);
  // what earlier refunds took counts against the allowance
  return Math.max(0, Math.min(left, allowed - refundedFen));
}

/** Why a refund of `askedFen` may not be made now, or null. */
export function refundProblem(policy: RefundPolicy, paidFen: number, refundedFen: number, askedFen: number, at: Date): string | null {
  const invalid = amountProblem(askedFen);
  if (invalid) return invalid;
  const max = refundableFen(policy, paidFen, refundedFen, at);
  if (max === 0) return REFUND_MSG.nothingRefundable;
  if (askedFen > max) return REFUND_MSG.overRefundable(max);
  return null;
}
