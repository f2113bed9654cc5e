/** The trimmed reason of a review action, 请填写驳回原因 for a rejection without one (shared/rules, the mocks' too). */
export { reviewReason } from 'shared/rules';

/** Body of a single-object review (通过 / 驳回 with a reason): filing, articles. */
export const reviewBody = {
  type: 'object',
  required: ['id', 'action'],
  properties: { id: { type: 'integer', minimum: 1 }, action: { type: 'string', enum: ['approve', 'reject'] }, reason: { type: 'string', maxLength: 500 } },
  additionalProperties: false,
} as const;
