/**
 * Mocks of the refund routes (server: server/src/routes/finance/refunds.ts over services/refunds.ts): the payer's
 * preview and request from 我的订单, the institution's direct refund from 订单详情, and FinanceRefundList / refund_info /
 * refund/check. Data plus the rules of shared/rules/finance (policy, refusals, ledger entries); the input checks are
 * the routes' schemas (../route.ts), the Idempotency-Key is ../idempotency.ts.
 *
 * Tenancy as on the server: the platform admin sees and reviews every refund, an institution's managers their
 * institution's, a payer sees their own orders' refunds. An approval raises the order's refunded cents (已退款 when
 * all of it is back) with a line in its history; a wallet refund is done at once, a gateway refund is 退款中 until the
 * gateway pays it back — the server's refund-gateway job, which the mocks run when the refunds are next read. The
 * money moves in the mocks' ledger as on the server (refundEntries, refundPayoutEntries): out of the institution's
 * pending income, or its available balance once the order was settled (机构可用余额不足 when it does not cover it),
 * for an order whose payment is in the ledger (fixtures/accounts.ts, the cashier of handlers/pay.ts). Not modelled:
 * releasing a fully refunded sign-up's place.
 */
import { heldCents, parseAccount, refundPayoutEntries, type OrderParties } from '../../rules/finance/accounts';
import { balancesOf } from '../../rules/finance/ledger';
import {
  directRefundProblem,
  refundApproval,
  refundPolicyOf,
  refundPolicyProblem,
  refundPolicyView,
  refundPreview,
  refundRequestProblem,
  refundReviewProblem,
  type RefundOrder,
} from '../../rules/finance/refund-decisions';
import { defaultRefundPolicy, REFUND_REQUEST_MSG, refundRoleProblem, type RefundInitiator } from '../../rules/finance/refunds';
import type { RefundPolicy } from '../../rules/finance/refund-policy';
import { mockDb, perMockDb } from '../db';
import { notFound, refused } from '../envelope';
import type { MockLedgerTransaction } from '../fixtures/accounts';
import { kindOf, listPage, newNumber, nextId, nicknameOf, orderFields, refundedOf } from '../finance-kit';
import type { MockOrder } from '../fixtures/orders';
import { createRefundPolicies, createRefunds, refundRow, type MockRefund } from '../fixtures/refunds';
import type { MockUser } from '../fixtures/users';
import { idempotent } from '../idempotency';
import { mock, refuse } from '../route';
import { canSee, listScope } from './guard';
import { liveInvoiceOf } from './invoices';
import { livePackageQuota } from './live';

interface RefundState {
  refunds: MockRefund[];
  /** Organisers' own policies by competition id (others: the default, in full until the competition starts). */
  policies: Map<number, RefundPolicy>;
}

/** The refunds of the current mock database (made from the fixtures on first use, afresh after resetMockDb). */
export const mockRefunds = perMockDb((): RefundState => ({ refunds: createRefunds(), policies: createRefundPolicies() }));

/** Pending refund requests of the institutions `mine` accepts (the refund_count badge of un_check_count). */
export function pendingRefundCount(mine: (institutionId: number) => boolean): number {
  return mockRefunds().refunds.filter((r) => r.status === 'pending' && mine(r.institution_id)).length;
}

const orderOf = (r: { order_id: number }) => mockDb.orders.find((o) => o.id === r.order_id)!;
const isOpen = (r: MockRefund) => r.status === 'pending' || r.status === 'processing';

/** The policy of a competition (policyOf of the server). */
function policyOf(competitionId: number | null): RefundPolicy {
  if (!competitionId) return defaultRefundPolicy(null);
  const own = mockRefunds().policies.get(competitionId);
  if (own) return own;
  const start = mockDb.competitions.find((c) => c.id === competitionId)?.start_at;
  return defaultRefundPolicy(start ? new Date(start) : null);
}

/** The order as the decisions of shared/rules read it. */
const factsOf = (o: MockOrder): RefundOrder => ({ status: o.status, kind: kindOf(o), payChannel: o.pay_channel, amountCents: o.amount_cents, refundedCents: refundedOf(o) });

const ledger = () => mockDb.ledger;

/** The payment of the order in the mocks' ledger (the seeded ones carry their order number, the cashier's its payment row). */
function paymentOf(o: MockOrder): MockLedgerTransaction | undefined {
  const mine = new Set(mockDb.payments.filter((p) => p.order_id === o.id && p.status === 'succeeded').map((p) => `payment:${p.payment_no}`));
  return ledger().find((t) => t.key.startsWith('payment:') && (t.order_no === o.order_no || mine.has(t.key)));
}

/** Who paid and who was paid, as the order's payment says: a wallet payment names the payer's wallet. */
function partiesOf(o: MockOrder, payment: MockLedgerTransaction): OrderParties {
  const payerWallet = payment.entries.map((e) => parseAccount(e.account)).find((a) => a?.kind === 'wallet' && a.userId !== null);
  return { kind: kindOf(o), amountCents: o.amount_cents, institutionId: o.institution_id, userId: payerWallet?.userId ?? o.user_id };
}

/** Gateway refunds approved earlier are paid back now (the refund-gateway job with the sandbox's answer). */
function completeGatewayRefunds(now = new Date()) {
  for (const r of mockRefunds().refunds) {
    if (r.status !== 'processing') continue;
    const at = now.toISOString();
    if (r.in_ledger) {
      ledger().push({ key: `refund_payout:${r.refund_no}`, kind: 'refund_payout', entries: refundPayoutEntries(r.amount_cents), memo: '原路退回', at, order_no: orderOf(r).order_no });
    }
    r.status = 'succeeded';
    r.completed_at = at;
  }
}

/** The refund as answered (RefundItem): the row with its order's fields, its reviewer and whether the caller may review it. */
function toDto(user: MockUser, { requested_by: _by, reviewed_by: reviewedBy, in_ledger: _l, ...r }: MockRefund) {
  const o = orderOf(r);
  return {
    ...r,
    ...orderFields(o),
    order_amount_cents: o.amount_cents,
    order_refunded_cents: refundedOf(o),
    order_status: o.status,
    pay_channel: o.pay_channel,
    reviewer_name: nicknameOf(reviewedBy),
    can_review: r.status === 'pending' && canSee(user, r.institution_id) && refundRoleProblem(kindOf(o), user.isPlatformAdmin) === null ? (1 as const) : (0 as const),
  };
}

/** A refund the caller may see (its institution's manager, the admin, or the payer of its order); 404 otherwise. */
function visible(user: MockUser, id: number): MockRefund {
  const r = mockRefunds().refunds.find((x) => x.id === id);
  if (!r || !(canSee(user, r.institution_id) || orderOf(r).user_id === user.profile.id)) return refuse(notFound());
  return r;
}

/** The order of a payer (404 for anyone else). */
function payersOrder(user: MockUser, orderNo: string): MockOrder {
  const o = mockDb.orders.find((x) => x.order_no === orderNo);
  if (!o || o.user_id !== user.profile.id) return refuse(notFound());
  return o;
}

/** A new refund (not kept yet); one open refund per order (the server's unique index). */
function newRefund(o: MockOrder, amountCents: number, reason: string, initiator: RefundInitiator, requestedBy: number, now: Date): MockRefund {
  const { refunds } = mockRefunds();
  if (refunds.some((r) => r.order_id === o.id && isOpen(r))) return refuse(refused(REFUND_REQUEST_MSG.alreadyOpen));
  const asked = { refund_no: newNumber('R', now), order_id: o.id, institution_id: o.institution_id, amount_cents: amountCents, initiator, reason };
  return refundRow(nextId(refunds), { ...asked, requested_by: requestedBy, created_at: now.toISOString() });
}

/**
 * Approval (approveLocked of the server): shared/rules refundApproval decides; here the ledger — refused when the
 * institution's account the refund comes from does not hold it —, the order, its history, its invoice, the refund.
 */
function approve(r: MockRefund, o: MockOrder, reviewer: MockUser, reviewReason: string, now: Date) {
  const invoice = liveInvoiceOf(o.id);
  const channel = o.pay_channel as 'wechat' | 'alipay' | 'balance';
  const payment = paymentOf(o);
  const parties: OrderParties = payment ? partiesOf(o, payment) : { kind: kindOf(o), amountCents: o.amount_cents, institutionId: o.institution_id, userId: o.user_id };
  const settled = ledger().some((t) => t.key === `settlement:order:${o.id}`);
  const a = refundApproval({ order: factsOf(o), parties, channel, amountCents: r.amount_cents, reason: r.reason, settled, invoiceStatus: invoice?.status });
  if ('refuse' in a) return refuse(refused(a.refuse));
  const at = now.toISOString();
  if (payment) {
    // the account would be overdrawn: nothing changes (the server's Overdrawn rolls its transaction back)
    if (heldCents(balancesOf(ledger()).get(a.entries[0]!.account) ?? 0) < r.amount_cents) return refuse(refused(REFUND_REQUEST_MSG.payeeShort));
    ledger().push({ key: `refund:${r.refund_no}`, kind: 'refund', entries: a.entries, memo: `退款 ${o.subject}`, at, order_no: o.order_no });
    r.in_ledger = true;
  }
  o.status_history.push({ id: nextId(o.status_history), from_status: o.status, to_status: a.orderStatus, note: a.historyNote, created_at: at });
  Object.assign(o, { refunded_cents: a.refundedCents, status: a.orderStatus });
  if (invoice && a.invoice) Object.assign(invoice, 'cancel' in a.invoice ? { status: 'rejected', reject_reason: a.invoice.reason } : { amount_cents: a.invoice.amountCents });
  Object.assign(r, { status: a.refundStatus, reviewed_by: reviewer.profile.id, review_reason: reviewReason, reviewed_at: at, completed_at: a.gateway ? null : at });
}

/**
 * A direct refund asked and approved at once (the server's refunds.refundIn), for 订单详情's refund and the mocks of
 * other workflows that refund through the refund machinery (handlers/venue-cancel.ts): refused as the server refuses
 * it (a live package by its unused quota), kept once the money moved.
 */
export function refundDirectly(o: MockOrder, amountCents: number, reason: string, initiator: RefundInitiator, reviewer: MockUser, now = new Date()): MockRefund {
  const liveQuota = kindOf(o) === 'live_package' ? livePackageQuota(o.id) : undefined;
  const problem = directRefundProblem({ order: factsOf(o), amountCents, reason, liveQuota });
  if (problem) return refuse(refused(problem));
  const r = newRefund(o, amountCents, reason.trim(), initiator, reviewer.profile.id, now);
  approve(r, o, reviewer, reason.trim(), now);
  mockRefunds().refunds.push(r);
  return r;
}

/** The competition if the caller organises it (its institution's manager or the platform admin); 404 otherwise. */
function organisedCompetition(user: MockUser, id: number) {
  const c = mockDb.competitions.find((x) => x.id === id);
  return c && canSee(user, c.institution_id) ? c : refuse(notFound());
}

export const refundHandlers = [
  mock.get('/competition/refund_policy', ({ user, query }) => {
    const c = organisedCompetition(user, query.id);
    return refundPolicyView(c.id, policyOf(c.id), mockRefunds().policies.has(c.id));
  }),

  mock.put('/competition/refund_policy', ({ user, body }) => {
    const c = organisedCompetition(user, body.id);
    const policy = refundPolicyOf(body);
    const problem = refundPolicyProblem(policy);
    if (problem) return refused(problem);
    mockRefunds().policies.set(c.id, policy);
    return {};
  }),

  mock.get('/refund/preview', ({ user, query }) => {
    const o = payersOrder(user, query.order_no);
    const open = mockRefunds().refunds.some((r) => r.order_id === o.id && isOpen(r));
    return { order_no: o.order_no, paid_cents: o.amount_cents, refunded_cents: refundedOf(o), ...refundPreview(factsOf(o), policyOf(o.competition_id), open, new Date()) };
  }),

  mock.post('/refund/apply', (input) =>
    idempotent(input, () => {
      const { user, body } = input;
      const o = payersOrder(user, body.order_no);
      const now = new Date();
      const problem = refundRequestProblem({ order: factsOf(o), amountCents: body.amount_cents, reason: body.reason, policy: policyOf(o.competition_id), invoiceStatus: liveInvoiceOf(o.id)?.status, now });
      if (problem) return refuse(refused(problem));
      const refund = newRefund(o, body.amount_cents, body.reason.trim(), 'payer', user.profile.id, now);
      mockRefunds().refunds.push(refund);
      return toDto(user, refund);
    })),

  mock.post('/admin/refund/create', (input) =>
    idempotent(input, () => {
      const { user, body } = input;
      const o = mockDb.orders.find((x) => x.id === body.order_id);
      if (!o || !canSee(user, o.institution_id)) return refuse(notFound());
      const role = refundRoleProblem(kindOf(o), user.isPlatformAdmin);
      if (role) return refuse(refused(role));
      return toDto(user, refundDirectly(o, body.amount_cents, body.reason, user.isPlatformAdmin ? 'platform' : 'institution', user));
    })),

  mock.get('/admin/refund_list', ({ user, query: q, url }) => {
    const ids = listScope(user, q.institution_id);
    completeGatewayRefunds();
    const filter = {
      scope: { ids, of: (r: MockRefund) => r.institution_id },
      status: { wanted: q.status, of: (r: MockRefund) => r.status },
      keyword: { wanted: q.keyword, in: (r: MockRefund) => [r.refund_no, orderOf(r).order_no, orderOf(r).subject] },
    };
    return listPage(mockRefunds().refunds, url, filter, (r) => toDto(user, r));
  }),

  mock.get('/admin/refund_info', ({ user, query }) => {
    completeGatewayRefunds();
    return toDto(user, visible(user, query.id));
  }),

  mock.post('/admin/refund/check', (input) =>
    idempotent(input, () => {
      const { user, body } = input;
      const r = mockRefunds().refunds.find((x) => x.id === body.id);
      if (!r || !canSee(user, r.institution_id)) return refuse(notFound());
      const o = orderOf(r);
      const role = refundRoleProblem(kindOf(o), user.isPlatformAdmin);
      if (role) return refuse(refused(role));
      const problem = refundReviewProblem({ action: body.action, reason: body.reason, refundStatus: r.status, order: factsOf(o), amountCents: r.amount_cents });
      if (problem) return refuse(refused(problem));
      const reason = body.reason.trim();
      const now = new Date();
      if (body.action === 'reject') Object.assign(r, { status: 'rejected', reviewed_by: user.profile.id, review_reason: reason, reviewed_at: now.toISOString() });
      else approve(r, o, user, reason, now);
      return toDto(user, r);
    })),
];
