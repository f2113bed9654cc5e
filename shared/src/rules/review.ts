/** Reviews (通过 / 驳回) across domains: a rejection must give its reason. */
export const REJECT_REASON_REQUIRED = '请填写驳回原因';

/** The refusal of a review whose rejection gives no reason (after trimming), or null. */
export function reviewReasonProblem(action: string, reason: string | undefined): string | null {
  return action === 'reject' && !reason?.trim() ? REJECT_REASON_REQUIRED : null;
}
