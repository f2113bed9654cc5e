import { livePackageRefundProblem, REFUND_REQUEST_MSG, refundedByPlatformOnly, refundRoleProblem } from './refunds';

describe('退款: only the payee refunds', () => {
  it('an institution refunds what it was paid: sign-up fees and bookings', () => {
    expect(refundRoleProblem('sign_up', false)).toBeNull();
    expect(refundRoleProblem('booking', false)).toBeNull();
  });

  it('what the platform was paid (live packages) or holds for the payer (top-ups): the platform admin only', () => {
    for (const kind of ['live_package', 'top_up'] as const) {
      expect(refundedByPlatformOnly(kind)).toBe(true);
      expect(refundRoleProblem(kind, false)).toBe(REFUND_REQUEST_MSG.platformOnly);
      expect(refundRoleProblem(kind, true)).toBeNull();
    }
  });
});

describe('退款: a live package', () => {
  const order = { amountCents: 199_899, refundedCents: 0 };

  it('is refunded whole, never in part', () => {
    expect(livePackageRefundProblem(order, 100_000, null)).toBe(REFUND_REQUEST_MSG.livePackageWhole);
    expect(livePackageRefundProblem({ ...order, refundedCents: 1 }, 199_898, null)).toBe(REFUND_REQUEST_MSG.livePackageWhole);
    expect(livePackageRefundProblem(order, 199_899, null)).toBeNull();
  });

  it('not while the rooms need its quota; its other packages may cover them', () => {
    expect(livePackageRefundProblem(order, 199_899, { total: 10, used: 1, ofPackage: 10 })).toBe(REFUND_REQUEST_MSG.livePackageInUse);
    expect(livePackageRefundProblem(order, 199_899, { total: 20, used: 10, ofPackage: 10 })).toBeNull();
    expect(livePackageRefundProblem(order, 199_899, { total: 20, used: 11, ofPackage: 10 })).toBe(REFUND_REQUEST_MSG.livePackageInUse);
    expect(livePackageRefundProblem(order, 199_899, { total: 10, used: 0, ofPackage: 10 })).toBeNull();
  });
});
