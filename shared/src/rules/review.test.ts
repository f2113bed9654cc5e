import { REJECT_REASON_REQUIRED, REJECT_REASON_TOO_LONG, rejectReasonProblem, reviewReasonProblem } from './review';

describe('review rules', () => {
  it('a rejection gives its reason; approving needs none', () => {
    expect(reviewReasonProblem('approve', undefined)).toBeNull();
    expect(reviewReasonProblem('reject', ' ')).toBe(REJECT_REASON_REQUIRED);
    expect(reviewReasonProblem('reject', '字'.repeat(201))).toBeNull();
  });

  it('caps a rejection reason at 200 characters after trimming', () => {
    expect(rejectReasonProblem('approve', undefined)).toBeNull();
    expect(rejectReasonProblem('approve', '字'.repeat(201))).toBeNull();
    expect(rejectReasonProblem('reject', undefined)).toBe('请填写驳回原因');
    expect(rejectReasonProblem('reject', '   ')).toBe('请填写驳回原因');
    expect(rejectReasonProblem('reject', '营业执照不清晰')).toBeNull();
    expect(rejectReasonProblem('reject', '字'.repeat(201))).toBe('驳回原因不能超过200个字');
    expect(REJECT_REASON_TOO_LONG).toBe('驳回原因不能超过200个字');
    expect(rejectReasonProblem('reject', ` ${'字'.repeat(200)} `)).toBeNull();
  });
});
