/** Reviews (通过 / 驳回) across domains: a rejection must give its reason. */
import { RuleRefusal } from './rule-refusal.ts';

export const REJECT_REASON_REQUIRED = '请填写驳回原因';

/** The longest reason of a rejection capped by the rule (入驻审核, 注册审核), after trimming. */
export const REJECT_REASON_MAX = 200;
export const REJECT_REASON_TOO_LONG = `驳回原因不能超过${REJECT_REASON_MAX}个字`;

/** The refusal of a review whose rejection gives no reason (after trimming), or null. */
export function reviewReasonProblem(action: string, reason: string | undefined): string | null {
  return action === 'reject' && !reason?.trim() ? REJECT_REASON_REQUIRED : null;
}

/** The trimmed reason of a review action (server routes and mocks alike); a rejection must give one (42200 请填写驳回原因). */
export function reviewReason(body: { action: string; reason?: string }): string {
  const problem = reviewReasonProblem(body.action, body.reason);
  if (problem) throw new RuleRefusal(problem, 42200);
  return body.reason?.trim() ?? '';
}

/**
 * reviewReasonProblem with the rule's cap: a rejection needs its reason, trimmed, of at most REJECT_REASON_MAX
 * characters; approving needs none. The problem of the review's input (42200), or null.
 */
export function rejectReasonProblem(action: string, reason: string | undefined): string | null {
  const required = reviewReasonProblem(action, reason);
  if (required || action !== 'reject') return required;
  return reason!.trim().length > REJECT_REASON_MAX ? REJECT_REASON_TOO_LONG : null;
}
