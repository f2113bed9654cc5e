/**
 * 退款 (refund) policy of a competition (issue 13, "Refunds"): the full amount until one time, a percentage until a
 * later one, nothing after. What may still be refunded never exceeds what was paid minus what was refunded.
 */
import { amountProblem, centsToYuan } from './money.ts';

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
  overRefundable: (maxCents: number) => `退款金额不能超过可退金额（${centsToYuan(maxCents)}元）`,
} as const;

/** Cents the policy allows at `at` for an order that paid `paidCents` and has had `refundedCents` refunded (≥ 0). */
export function refundableCents(policy: RefundPolicy, paidCents: number, refundedCents: number, at: Date): number {
  const left = Math.max(0, paidCents - refundedCents);
  const t = at.getTime();
  let allowed = 0;
  if (policy.fullUntil && t < policy.fullUntil.getTime()) allowed = paidCents;
  else if (policy.partialUntil && t < policy.partialUntil.getTime()) allowed = Math.floor((paidCents * Math.min(100, Math.max(0, policy.percent))) / 100);
  // what earlier refunds took counts against the allowance
  return Math.max(0, Math.min(left, allowed - refundedCents));
}

/** Why a refund of `askedCents` may not be made now, or null. */
export function refundProblem(policy: RefundPolicy, paidCents: number, refundedCents: number, askedCents: number, at: Date): string | null {
  const invalid = amountProblem(askedCents);
  if (invalid) return invalid;
  const max = refundableCents(policy, paidCents, refundedCents, at);
  if (max === 0) return REFUND_MSG.nothingRefundable;
  if (askedCents > max) return REFUND_MSG.overRefundable(max);
  return null;
}
