import { LEDGER_ACCOUNT } from './accounts';
import { INVOICE_REFUND_REFUSAL } from './invoices';
import { REFUND_MSG, type RefundPolicy } from './refund-policy';
import { directRefundProblem, refundApproval, refundPolicyOf, refundPolicyProblem, refundPolicyView, refundPreview, refundRequestProblem, refundReviewProblem, type RefundOrder } from './refund-decisions';
import { REFUND_REQUEST_MSG } from './refunds';

const now = new Date('2026-11-28T08:00:00Z');
const policy: RefundPolicy = { fullUntil: new Date('2026-12-20T01:00:00Z'), percent: 0, partialUntil: null };
const paid: RefundOrder = { status: '已支付', kind: 'sign_up', payChannel: 'wechat', amountCents: 5000, refundedCents: 0 };
const parties = { kind: 'sign_up' as const, amountCents: 5000, institutionId: 7, userId: 9 };

describe('退款申请 (the payer)', () => {
  const ask = (over: Partial<Parameters<typeof refundRequestProblem>[0]> = {}) =>
    refundRequestProblem({ order: paid, amountCents: 1000, reason: '行程冲突', policy, invoiceStatus: null, now, ...over });

  it('allows a sign-up fee paid online within the policy', () => expect(ask()).toBeNull());

  it('refuses in order: not paid, offline, not a sign-up fee, no reason, the policy, an issued invoice', () => {
    expect(ask({ order: { ...paid, status: '待支付' }, reason: '' })).toBe(REFUND_REQUEST_MSG.notPaid);
    expect(ask({ order: { ...paid, payChannel: 'offline' } })).toBe(REFUND_REQUEST_MSG.offline);
    expect(ask({ order: { ...paid, kind: 'booking' }, reason: '' })).toBe(REFUND_REQUEST_MSG.notOnline);
    expect(ask({ reason: '  ', amountCents: 999_999 })).toBe(REFUND_REQUEST_MSG.reasonRequired);
    expect(ask({ amountCents: 6000, invoiceStatus: 'issued' })).toBe(REFUND_MSG.overRefundable(5000));
    expect(ask({ now: new Date('2026-12-21T00:00:00Z') })).toBe(REFUND_MSG.nothingRefundable);
    expect(ask({ invoiceStatus: 'issued' })).toBe(INVOICE_REFUND_REFUSAL);
    expect(ask({ invoiceStatus: 'pending' })).toBeNull();
  });

  it('previews what is refundable now, nothing while a refund is open', () => {
    expect(refundPreview(paid, policy, false, now)).toEqual({ refundable_cents: 5000, policy_text: '2026-12-20 09:00 前可全额退款，之后不可退款', open_refund: 0 });
    expect(refundPreview(paid, policy, true, now).refundable_cents).toBe(0);
    expect(refundPreview({ ...paid, kind: 'booking' }, policy, false, now)).toEqual({ refundable_cents: 0, policy_text: REFUND_REQUEST_MSG.notOnline, open_refund: 0 });
  });
});

describe('机构发起退款 and 审核', () => {
  it('refuses a direct refund of more than is left, and a live package not whole', () => {
    expect(directRefundProblem({ order: { ...paid, refundedCents: 4000 }, amountCents: 1001, reason: '退赛' })).toBe(REFUND_MSG.overRefundable(1000));
    expect(directRefundProblem({ order: paid, amountCents: 1000, reason: '' })).toBe(REFUND_REQUEST_MSG.reasonRequired);
    const live = { ...paid, kind: 'live_package' as const };
    expect(directRefundProblem({ order: live, amountCents: 1000, reason: '退订', liveQuota: null })).toBe(REFUND_REQUEST_MSG.livePackageWhole);
    expect(directRefundProblem({ order: live, amountCents: 5000, reason: '退订', liveQuota: { total: 3, used: 2, ofPackage: 2 } })).toBe(REFUND_REQUEST_MSG.livePackageInUse);
    expect(directRefundProblem({ order: live, amountCents: 5000, reason: '退订', liveQuota: null })).toBeNull();
  });

  it('a review needs its reason first, then a pending request, then an order with enough left', () => {
    const review = (over: Partial<Parameters<typeof refundReviewProblem>[0]>) => refundReviewProblem({ action: 'approve', reason: '同意', refundStatus: 'pending', order: paid, amountCents: 1000, ...over });
    expect(review({ reason: ' ', refundStatus: 'succeeded' })).toBe(REFUND_REQUEST_MSG.opinionRequired);
    expect(review({ action: 'reject', reason: '' })).toBe(REFUND_REQUEST_MSG.rejectReasonRequired);
    expect(review({ refundStatus: 'rejected' })).toBe(REFUND_REQUEST_MSG.notPending);
    expect(review({ action: 'reject', order: { ...paid, status: '已退款' } })).toBeNull();
    expect(review({ order: { ...paid, status: '已退款' } })).toBe(REFUND_REQUEST_MSG.notPaid);
    expect(review({ amountCents: 5001 })).toBe(REFUND_MSG.overRefundable(5000));
    expect(review({})).toBeNull();
  });

  it('the policy settings: the partial window after the full one, with a percentage', () => {
    expect(refundPolicyProblem({ fullUntil: now, percent: 50, partialUntil: now })).toBe(REFUND_REQUEST_MSG.partialAfterFull);
    expect(refundPolicyProblem({ fullUntil: null, percent: 0, partialUntil: now })).toBe(REFUND_REQUEST_MSG.percentRequired);
    expect(refundPolicyProblem(policy)).toBeNull();
  });
});

describe('退款通过: what moves', () => {
  const approve = (over: Partial<Parameters<typeof refundApproval>[0]> = {}) =>
    refundApproval({ order: paid, parties, channel: 'wechat', amountCents: 1000, reason: '行程冲突', settled: false, invoiceStatus: null, ...over });

  it('a gateway refund: pending income → refunds payable, 退款中, the order stays 已支付', () => {
    expect(approve()).toEqual({
      entries: [
        { account: LEDGER_ACCOUNT.pending(7), amount: 1000 },
        { account: LEDGER_ACCOUNT.refundsPayable, amount: -1000 },
      ],
      refundedCents: 1000,
      full: false,
      orderStatus: '已支付',
      historyNote: '退款 10.00 元（行程冲突），微信支付原路退回',
      invoice: null,
      refundStatus: 'processing',
      gateway: true,
    });
  });

  it('a wallet refund of everything after settlement: available → the wallet, 已退款 at once, the pending invoice cancelled', () => {
    const a = approve({ channel: 'balance', amountCents: 5000, settled: true, invoiceStatus: 'pending' });
    expect(a).toMatchObject({
      entries: [
        { account: LEDGER_ACCOUNT.available(7), amount: 5000 },
        { account: LEDGER_ACCOUNT.userWallet(9), amount: -5000 },
      ],
      full: true,
      orderStatus: '已退款',
      refundStatus: 'succeeded',
      invoice: { cancel: true },
    });
  });

  it('a pending invoice is recomputed to what stays paid; an issued one refuses', () => {
    expect(approve({ invoiceStatus: 'pending' })).toMatchObject({ invoice: { amountCents: 4000 } });
    expect(approve({ invoiceStatus: 'issued' })).toEqual({ refuse: INVOICE_REFUND_REFUSAL });
    expect(approve({ invoiceStatus: 'voided' })).toMatchObject({ invoice: null });
  });
});

describe('赛事退款规则 (the organiser)', () => {
  it('reads a saved request as a policy: no time null, no percent 0', () => {
    expect(refundPolicyOf({ full_until: '2026-12-20T01:00:00.000Z', partial_until: null })).toEqual(policy);
    expect(refundPolicyOf({ full_until: null, percent: 50, partial_until: '2026-12-25T01:00:00.000Z' })).toEqual({ fullUntil: null, percent: 50, partialUntil: new Date('2026-12-25T01:00:00Z') });
  });

  it('shows the times as ISO, the sentence and whether the policy is the competition’s own', () => {
    expect(refundPolicyView(4, policy, true)).toMatchObject({ competition_id: 4, full_until: '2026-12-20T01:00:00.000Z', percent: 0, partial_until: null, custom: 1 });
    expect(refundPolicyView(4, policy, false).custom).toBe(0);
    expect(refundPolicyView(4, policy, false).policy_text).toContain('2026-12-20 09:00');
  });
});
