/**
 * Refunds (docs/finance.md, "Refunds"): a payer asks within the competition's refund policy, or the institution (or
 * the platform admin) refunds directly; the owning institution or the platform admin reviews a request with a reason.
 * On approval one database transaction posts the refund (payee → the payer's wallet, or → refunds payable for a
 * gateway payment), raises `orders.refunded_cents` (never above the amount: a database check) and, when the order is
 * refunded in full, makes it 已退款; a fully refunded sign-up fee releases its place (services/sign-ups.ts). A gateway
 * refund is then asked by a job of `refund-gateway` with our refund number (the gateway treats a repeat as the same
 * refund) and completes on its answer, its notification or a later query (refund_payout). One open refund per order
 * (a unique index), so concurrent requests can never refund more than was paid.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  defaultRefundPolicy,
  directRefundProblem,
  REFUND_REQUEST_MSG,
  refundApproval,
  refundPolicyView,
  refundPolicyProblem,
  refundPreview,
  refundRequestProblem,
  refundReviewProblem,
  settleRowView,
  type OrderKind,
  type RefundInitiator,
  type RefundPolicy,
  type RefundStatus,
} from 'shared/rules';
import { canRefund, canSeeRefund, refundAccessProblem } from '../access/orders.js';
import type { Principal } from '../access/principal.js';
import { pgErrorCode, type Tx } from '../db/client.js';
import { notFound, refused } from '../errors.js';
import type { RefundFacts } from '../payments/provider.js';
import type { OrderRow, RefundListRow, RefundRow, Reviewer } from '../repositories/refunds.js';
import { iso, type Page, type Scope } from '../repositories/scope.js';
import { JOB } from './job-queues.js';
import { Overdrawn } from '../repositories/ledger.js';

export const newRefundNo = (now: Date) => `R${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(6).toString('hex')}`;

/** A refund still 退款中 this long after its last change has its gateway refund queued again (resumeStalled). */
export const STALLED_REFUND_MS = 10 * 60_000;


/** The order as the decisions of shared/rules read it. */
const factsOf = (o: OrderRow) => ({ status: o.status, kind: o.kind as OrderKind, payChannel: o.payChannel, amountCents: o.amountCents, refundedCents: o.refundedCents });

/** The refund as the API answers it to the caller. */
function toDto(principal: Principal, r: RefundListRow) {
  return {
    id: r.refund.id,
    refund_no: r.refund.refundNo,
    order_id: r.order.id,
    order_no: r.order.orderNo,
    order_kind: r.order.kind,
    subject: r.order.subject,
    institution_id: r.refund.institutionId,
    institution_name: r.institutionName,
    payer_nickname: r.payerNickname ?? '',
    amount_cents: r.refund.amountCents,
    order_amount_cents: r.order.amountCents,
    order_refunded_cents: r.order.refundedCents,
    order_status: r.order.status,
    pay_channel: r.order.payChannel,
    status: r.refund.status,
    initiator: r.refund.initiator,
    reason: r.refund.reason,
    review_reason: r.refund.reviewReason,
    reviewer_name: r.reviewerName ?? '',
    created_at: iso(r.refund.createdAt)!,
    reviewed_at: iso(r.refund.reviewedAt),
    completed_at: iso(r.refund.completedAt),
    can_review: r.refund.status === 'pending' && canRefund(principal, { institutionId: r.refund.institutionId, kind: r.order.kind }) ? (1 as const) : (0 as const),
  };
}

export function createRefundService(app: FastifyInstance) {
  const db = () => app.database.db;
  const repo = () => app.repos.refunds;

  async function policyOf(competitionId: number | null): Promise<RefundPolicy> {
    if (!competitionId) return defaultRefundPolicy(null);
    const own = await repo().ownPolicy(competitionId);
    if (own) return { fullUntil: own.fullUntil, percent: own.percent, partialUntil: own.partialUntil };
    return defaultRefundPolicy(await repo().competitionStart(competitionId));
  }

  /**
   * Approves a refund inside `tx` (refund and order rows locked by the caller): shared/rules refundApproval decides,
   * repositories/refunds.ts writeApproval writes it (the ledger, the order, its invoice, the history, the refund, the
   * audit line). Answers whether the gateway still has to pay it back.
   */
  async function approveLocked(tx: Tx, refund: RefundRow, order: OrderRow, reviewer: Reviewer, reviewReason: string, now: Date) {
    const { payment, invoice } = await repo().approvalFacts(tx, order.id);
    if (!payment) throw refused(REFUND_REQUEST_MSG.notPaid);
    const channel = payment.channel as 'wechat' | 'alipay' | 'balance';
    const parties = { kind: order.kind as OrderKind, amountCents: order.amountCents, institutionId: order.institutionId, userId: order.userId };
    const a = refundApproval({ order: factsOf(order), parties, channel, amountCents: refund.amountCents, reason: refund.reason, settled: order.settledAt !== null, invoiceStatus: invoice?.status });
    if ('refuse' in a) throw refused(a.refuse);
    await repo().writeApproval(tx, { refund, order, payment, invoiceId: invoice?.id ?? null, a, reviewer, reviewReason, now });
    return { gateway: a.gateway, full: a.full, signUpId: order.signUpId };
  }

  /** After an approval commits: the place of a fully refunded entry is released, the gateway asked. */
  async function afterApproval(refundId: number, outcome: { gateway: boolean; full: boolean; signUpId: number | null }) {
    if (outcome.full && outcome.signUpId) await app.signUps.releaseRefunded(outcome.signUpId);
    if (outcome.gateway) await app.jobs.send(JOB.refundGateway, { refundId });
  }

  /**
   * What a live package's refund must respect: its room quota, under the institution row's lock (the lock room
   * creation takes, repositories/live.ts createRoom), so no room can take the quota meanwhile; null when the package
   * no longer counts (its validity ended).
   */
  async function liveQuota(tx: Tx, order: OrderRow, now: Date) {
    const purchase = await repo().lockInstitutionAndPurchase(tx, order.institutionId, order.id);
    const counted = purchase && order.paidAt && order.paidAt.getTime() + purchase.validDays * 86_400_000 > now.getTime();
    return counted ? { ...(await app.repos.live.quotaIn(tx, order.institutionId)), ofPackage: purchase.roomQuota } : null;
  }

  async function insertRefund(tx: Tx, values: Parameters<ReturnType<typeof repo>['insert']>[1]) {
    try {
      return await repo().insert(tx, values);
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw refused(REFUND_REQUEST_MSG.alreadyOpen);
      throw error;
    }
  }

  const money = <T>(run: () => Promise<T>) =>
    run().catch((error: unknown) => {
      if (error instanceof Overdrawn) throw refused(REFUND_REQUEST_MSG.payeeShort);
      if (pgErrorCode(error) === '23505') throw refused(REFUND_REQUEST_MSG.alreadyOpen);
      throw error;
    });

  /** The order of a payer (404 for anyone else). */
  async function payersOrder(principal: Principal, orderNo: string) {
    const order = await repo().orderByNo(orderNo);
    if (!order || order.userId !== principal.userId) throw notFound();
    return order;
  }

  /** The caller's access to refund this order or review this refund: 404 when not even seen, else the refusal. */
  function checkAccess(principal: Principal, owner: { institutionId: number; kind: string } | undefined) {
    const problem = owner ? refundAccessProblem(principal, owner) : 'not_found';
    if (problem === 'not_found') throw notFound();
    if (problem) throw refused(problem);
  }

  return {
    policyOf,

    /** The refund as the caller may see it: its institution's managers, the platform admin, its payer (404 otherwise). */
    async info(principal: Principal, id: number) {
      const row = await repo().find(id);
      if (!row || !canSeeRefund(principal, row.refund, row.order)) throw notFound();
      return toDto(principal, row);
    },

    /** The refunds of the institutions in scope. */
    async list(principal: Principal, filter: Page & { scope: Scope; status?: RefundStatus; keyword?: string }) {
      const { rows, total } = await repo().list({ ...filter, keyword: filter.keyword?.trim() || undefined });
      return { total, list: rows.map((r) => toDto(principal, r)) };
    },

    /** What the payer may still ask back now (the refund form). */
    async preview(principal: Principal, orderNo: string, now = new Date()) {
      const order = await payersOrder(principal, orderNo);
      const policy = await policyOf(order.competitionId);
      return { order_no: order.orderNo, paid_cents: order.amountCents, refunded_cents: order.refundedCents, ...refundPreview(factsOf(order), policy, await repo().hasOpen(order.id), now) };
    },

    /** A payer asks for a refund of their sign-up fee within its competition's policy (待审核). */
    async request(principal: Principal, orderNo: string, amountCents: number, reason: string, now = new Date()) {
      const order = await payersOrder(principal, orderNo);
      const invoice = await repo().liveInvoice(order.id);
      const problem = refundRequestProblem({ order: factsOf(order), amountCents, reason, policy: await policyOf(order.competitionId), invoiceStatus: invoice?.status, now });
      if (problem) throw refused(problem);
      const refund = await money(() =>
        db().transaction(async (tx) =>
          insertRefund(tx, { refundNo: newRefundNo(now), orderId: order.id, institutionId: order.institutionId, amountCents, reason: reason.trim(), initiator: 'payer', requestedBy: principal.userId }),
        ),
      );
      return this.info(principal, refund.id);
    },

    /** The payee refunds directly (机构发起 / 平台发起): asked and approved at once, limited only by paid − refunded. */
    async create(principal: Principal, orderId: number, amountCents: number, reason: string, ip: string) {
      const order = await repo().orderById(orderId);
      checkAccess(principal, order);
      const id = await this.refundDirectly(order!, amountCents, reason, { userId: principal.userId, ip }, principal.isPlatformAdmin ? 'platform' : 'institution');
      return this.info(principal, id);
    },

    /** The direct refund of `order` (the caller's access checked): one transaction, the order locked and asked again. */
    async refundDirectly(order: OrderRow, amountCents: number, reason: string, reviewer: Reviewer, initiator: RefundInitiator, now = new Date()) {
      const first = directRefundProblem({ order: factsOf(order), amountCents, reason });
      if (first) throw refused(first);
      const done = await money(() => db().transaction((tx) => this.refundIn(tx, order.id, amountCents, reason, reviewer, initiator, now)));
      await done.after();
      return done.refundId;
    },

    /**
     * The direct refund of an order inside the caller's transaction (a booking's cancellation or its lapsed payment,
     * services/booking-payments.ts, with the rest of its writes): the order locked (again: the caller may hold it) and
     * asked, the refund written and approved. Answers the refund and what to do once the caller committed (`after`:
     * the gateway refund queued; if that is lost, the order sweep's resumeStalled queues it again). A refusal throws
     * (the unique open refund, an overdraft: the caller's `money`-like mapping or the thrown error).
     */
    async refundIn(tx: Tx, orderId: number, amountCents: number, reason: string, reviewer: Reviewer, initiator: RefundInitiator, now = new Date()) {
      const locked = (await repo().lockOrder(tx, orderId))!;
      const again = directRefundProblem({ order: factsOf(locked), amountCents, reason, liveQuota: locked.kind === 'live_package' ? await liveQuota(tx, locked, now) : undefined });
      if (again) throw refused(again);
      const row = await insertRefund(tx, { refundNo: newRefundNo(now), orderId, institutionId: locked.institutionId, amountCents, reason: reason.trim(), initiator, requestedBy: reviewer.userId });
      const outcome = await approveLocked(tx, row, locked, reviewer, reason.trim(), now);
      return { refundId: row.id, after: () => afterApproval(row.id, outcome) };
    },

    /** Refusals of a refund written in the caller's transaction, as the refund routes answer them (余额不足, one open refund). */
    refusalOf(error: unknown): unknown {
      if (error instanceof Overdrawn) return refused(REFUND_REQUEST_MSG.payeeShort);
      if (pgErrorCode(error) === '23505') return refused(REFUND_REQUEST_MSG.alreadyOpen);
      return error;
    },

    /** 审核退款 by the caller (its access checked first), answered as the refund after. */
    async check(principal: Principal, id: number, action: 'approve' | 'reject', reason: string, ip: string) {
      checkAccess(principal, await repo().ownerOf(id));
      await this.review(id, action, reason, { userId: principal.userId, ip });
      return this.info(principal, id);
    },

    /** Reviews a pending request: approve (the money moves) or reject with a reason. A second review is refused. */
    async review(refundId: number, action: 'approve' | 'reject', reason: string, reviewer: Reviewer, now = new Date()) {
      // the reason is asked before anything is locked; the rest again under the locks
      if (!reason.trim()) throw refused(action === 'reject' ? REFUND_REQUEST_MSG.rejectReasonRequired : REFUND_REQUEST_MSG.opinionRequired);
      const outcome = await money(() =>
        db().transaction(async (tx) => {
          const refund = await repo().lockRefund(tx, refundId);
          if (!refund || refund.status !== 'pending') throw refused(REFUND_REQUEST_MSG.notPending);
          const order = (await repo().lockOrder(tx, refund.orderId))!;
          const problem = refundReviewProblem({ action, reason, refundStatus: refund.status, order: factsOf(order), amountCents: refund.amountCents });
          if (problem) throw refused(problem);
          if (action === 'reject') {
            await repo().writeRejection(tx, refund, reviewer, reason.trim(), now);
            return null;
          }
          return approveLocked(tx, refund, order, reviewer, reason.trim(), now);
        }),
      );
      if (outcome) await afterApproval(refundId, outcome);
    },

    /** 赛事退款规则 as the organiser reads it (the caller's access to the competition checked by the route). */
    async policyView(competitionId: number) {
      const [own, policy] = await Promise.all([repo().ownPolicy(competitionId), policyOf(competitionId)]);
      return refundPolicyView(competitionId, policy, Boolean(own));
    },

    /** Saves a competition's own refund policy (shared/rules refundPolicyProblem refuses an impossible one). */
    async savePolicy(competitionId: number, input: { fullUntil: Date | null; percent: number; partialUntil: Date | null }) {
      const problem = refundPolicyProblem(input);
      if (problem) throw refused(problem);
      await repo().savePolicy(competitionId, input);
    },

    /** 结算汇总 of the institutions in scope. */
    async settleSummary(scope: Scope, page: Page) {
      const { rows, total } = await repo().settleSummary(scope, app.config.payments.settleDays, page);
      return { total, list: rows.map(settleRowView) };
    },

    /**
     * Queues the gateway refund again of every refund still 退款中 after `stalledAfterMs` (its job may never have been
     * queued: a node stopped between the approval's commit and the send, or its retries ran out), at most once per
     * refund and window across nodes (singletonKey). Run by the scheduled order sweep (queue `order-sweep`, one run across all nodes); answers how many were queued.
     */
    async resumeStalled(now = new Date(), stalledAfterMs = STALLED_REFUND_MS): Promise<number> {
      let queued = 0;
      for (const r of await repo().stalled(new Date(now.getTime() - stalledAfterMs))) {
        const id = await app.jobs.send(JOB.refundGateway, { refundId: r.id }, { singletonKey: `refund:${r.id}`, singletonSeconds: Math.round(stalledAfterMs / 1000) });
        if (id) queued += 1;
      }
      return queued;
    },

    /** What a gateway says about a refund (its answer, notification or a query): completes it once. */
    async applyRefundFacts(facts: RefundFacts, now = new Date()): Promise<'completed' | 'unchanged'> {
      if (facts.status !== 'succeeded') return 'unchanged';
      return db().transaction(async (tx) => {
        const refund = await repo().lockRefundByNo(tx, facts.refundNo);
        if (!refund) throw refused('退款单不存在');
        if (facts.amountCents !== refund.amountCents) throw refused('通知金额与退款金额不一致');
        if (refund.status !== 'processing') return 'unchanged';
        await repo().writePayout(tx, refund, now);
        return 'completed';
      });
    },

    /**
     * One attempt of the gateway refund of an approved refund (a job of `refund-gateway`): asks the gateway (the same
     * refund number every time), completes it when paid back; anything else throws, so the queue asks again later.
     */
    async payBack(refundId: number) {
      const refund = await repo().findRow(refundId);
      if (!refund || refund.status !== 'processing' || !refund.paymentId) return;
      const payment = await repo().payment(refund.paymentId);
      const provider = payment ? app.gateways.named(payment.provider) : undefined;
      if (!payment || !provider) throw new Error(`退款 ${refund.refundNo} 找不到支付网关`);
      const channel = payment.channel as 'wechat' | 'alipay';
      const facts =
        (await provider.queryRefund(refund.refundNo, payment.paymentNo, channel).catch(() => null)) ??
        (await provider.refund(
          { paymentNo: payment.paymentNo, refundNo: refund.refundNo, amountCents: refund.amountCents, totalCents: payment.amountCents, reason: refund.reason.slice(0, 80), notifyUrl: app.payments.notifyUrl(provider.name) },
          channel,
        ));
      if (facts.status === 'succeeded') {
        await this.applyRefundFacts(facts);
        return;
      }
      throw new Error(`退款 ${refund.refundNo} 网关处理中（${facts.status}），稍后再查询`);
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;

/** `app.refunds`: requests, direct refunds, reviews, the refund policy, 结算汇总 and the gateway refunds (`refund-gateway`). */
export default fp(
  async (app) => {
    app.decorate('refunds', createRefundService(app));
  },
  { name: 'refunds-service', dependencies: ['db', 'repositories', 'jobs', 'gateways', 'sign-ups-service', 'payments-service'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    refunds: RefundService;
  }
}
