import { reviewReasonProblem } from 'shared/rules';
import { badInput } from '../errors.js';

/** Body of a single-object review (通过 / 驳回 with a reason): filing, articles. */
export const reviewBody = {
  type: 'object',
  required: ['id', 'action'],
  properties: { id: { type: 'integer', minimum: 1 }, action: { type: 'string', enum: ['approve', 'reject'] }, reason: { type: 'string', maxLength: 500 } },
  additionalProperties: false,
} as const;

/** The trimmed reason of a review action; a rejection (驳回) must give one: `请填写驳回原因`. */
export function reviewReason(body: { action: string; reason?: string }): string {
  const problem = reviewReasonProblem(body.action, body.reason);
  if (problem) throw badInput(problem);
  return body.reason?.trim() ?? '';
}
