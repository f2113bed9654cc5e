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
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  centsToYuan,
  defaultRefundPolicy,
  invoiceRefundEffect,
  livePackageRefundProblem,
  PAY_CHANNEL_LABEL,
  REFUND_REQUEST_MSG,
  refundableCents,
  refundEntries,
  refundPayoutEntries,
  refundPolicyText,
  refundProblem,
  type OrderKind,
  type RefundInitiator,
  type RefundPolicy,
} from 'shared/rules';
import { pgErrorCode, type Tx } from '../db/client.js';
import { auditLog, competitions, institutions, invoices, livePurchases, orders, orderStatusHistory, payments, refundPolicies, refunds } from '../db/schema/index.js';
import { refused } from '../errors.js';
import type { RefundFacts } from '../payments/provider.js';
import { JOB } from './job-queues.js';
import { Overdrawn, post } from './ledger.js';

export const newRefundNo = (now: Date) => `R${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(6).toString('hex')}`;

const GATEWAY = ['wechat', 'alipay'];

/** A refund still 退款中 this long after its last change has its gateway refund queued again (resumeStalled). */
export const STALLED_REFUND_MS = 10 * 60_000;
const PAID_ONLINE = ['wechat', 'alipay', 'balance'];

export interface Reviewer {
  userId: number;
  ip: string;
}

/** Shanghai date and time for the policy sentence (YYYY-MM-DD HH:mm). */
const shanghai = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

export function createRefundService(app: FastifyInstance) {
  const db = () => app.database.db;

  async function policyOf(competitionId: number | null): Promise<RefundPolicy> {
    if (!competitionId) return defaultRefundPolicy(null);
    const [own] = await db().select().from(refundPolicies).where(eq(refundPolicies.competitionId, competitionId)).limit(1);
    if (own) return { fullUntil: own.fullUntil, percent: own.percent, partialUntil: own.partialUntil };
    const [c] = await db().select({ startAt: competitions.startAt }).from(competitions).where(eq(competitions.id, competitionId)).limit(1);
    return defaultRefundPolicy(c?.startAt ?? null);
  }

  async function paidPayment(tx: Pick<Tx, 'select'>, orderId: number) {
    const [p] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
      .orderBy(payments.id)
      .limit(1);
    return p;
  }

  /** Why this order cannot be refunded at all (not paid online), or null. */
  function orderProblem(order: typeof orders.$inferSelect): string | null {
    if (order.status !== '已支付') return REFUND_REQUEST_MSG.notPaid;
    if (!PAID_ONLINE.includes(order.payChannel)) return REFUND_REQUEST_MSG.offline;
    return null;
  }

  /**
   * Approves a refund inside `tx` (refund and order rows locked by the caller): the ledger, the order, the history.
   * Answers whether the gateway still has to pay it back.
   */
  async function approveLocked(tx: Tx, refund: typeof refunds.$inferSelect, order: typeof orders.$inferSelect, reviewer: Reviewer, reviewReason: string, now: Date) {
    const payment = await paidPayment(tx, order.id);
    if (!payment) throw refused(REFUND_REQUEST_MSG.notPaid);
    const invoice = await liveInvoice(tx, order.id, true);
    const refunded = order.refundedCents + refund.amountCents;
    const onInvoice = invoiceRefundEffect(invoice, order.amountCents, refunded);
    if (onInvoice && 'refuse' in onInvoice) throw refused(onInvoice.refuse);
    const channel = payment.channel as 'wechat' | 'alipay' | 'balance';
    const parties = { kind: order.kind as OrderKind, amountCents: order.amountCents, institutionId: order.institutionId, userId: order.userId };
    await post(tx, {
      key: `refund:${refund.refundNo}`,
      kind: 'refund',
      entries: refundEntries(parties, channel, refund.amountCents, order.settledAt !== null),
      orderId: order.id,
      paymentId: payment.id,
      refundId: refund.id,
      memo: `退款 ${order.subject}`.slice(0, 255),
    });
    const full = refunded === order.amountCents;
    await tx
      .update(orders)
      .set({ refundedCents: refunded, ...(full ? { status: '已退款' as const } : {}) })
      .where(eq(orders.id, order.id));
    // a pending invoice request is for what the payer keeps paid: less after a refund, cancelled after a full one
    if (invoice && onInvoice) {
      await tx
        .update(invoices)
        .set('cancel' in onInvoice ? { status: 'rejected', rejectReason: onInvoice.reason } : { amountCents: (onInvoice as { amountCents: number }).amountCents })
        .where(eq(invoices.id, invoice.id));
    }
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: full ? '已退款' : order.status,
      note: `退款 ${centsToYuan(refund.amountCents)} 元（${refund.reason}），${GATEWAY.includes(channel) ? `${PAY_CHANNEL_LABEL[channel]}原路退回` : '退回账户余额'}`,
    });
    const gateway = GATEWAY.includes(channel);
    await tx
      .update(refunds)
      .set({
        status: gateway ? 'processing' : 'succeeded',
        paymentId: payment.id,
        reviewedBy: reviewer.userId,
        reviewReason,
        reviewedAt: now,
        ...(gateway ? {} : { completedAt: now }),
      })
      .where(eq(refunds.id, refund.id));
    await tx.insert(auditLog).values({ actorId: reviewer.userId, action: 'refund.approve', target: `refund:${refund.id}`, detail: { order_id: order.id, amount_cents: refund.amountCents }, ip: reviewer.ip });
    return { gateway, full, signUpId: order.signUpId };
  }

  /** After an approval commits: the place of a fully refunded entry is released, the gateway asked. */
  async function afterApproval(refundId: number, outcome: { gateway: boolean; full: boolean; signUpId: number | null }) {
    if (outcome.full && outcome.signUpId) await app.signUps.releaseRefunded(outcome.signUpId);
    if (outcome.gateway) await app.jobs.send(JOB.refundGateway, { refundId });
  }

  /** The order's invoice that is pending or issued (at most one: a unique index), locked when asked. */
  async function liveInvoice(exec: Pick<Tx, 'select'>, orderId: number, lock = false) {
    const q = exec
      .select({ id: invoices.id, status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), inArray(invoices.status, ['pending', 'issued'])))
      .limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row;
  }

  /**
   * A live package is refunded whole, which takes its room quota back; refused while the institution's rooms need that
   * quota (its other valid packages do not cover the rooms it has). Under the institution row's lock, the lock room
   * creation takes (repositories/live.ts createRoom), so no room can take the quota meanwhile.
   */
  async function livePackageProblem(tx: Tx, order: typeof orders.$inferSelect, amountCents: number, now: Date): Promise<string | null> {
    await tx.execute(sql`select id from ${institutions} where ${institutions.id} = ${order.institutionId} for update`);
    const [purchase] = await tx.select({ roomQuota: livePurchases.roomQuota, validDays: livePurchases.validDays }).from(livePurchases).where(eq(livePurchases.orderId, order.id)).limit(1);
    const counted = purchase && order.paidAt && order.paidAt.getTime() + purchase.validDays * 86_400_000 > now.getTime();
    const quota = counted ? { ...(await app.repos.live.quotaIn(tx, order.institutionId)), ofPackage: purchase.roomQuota } : null;
    return livePackageRefundProblem(order, amountCents, quota);
  }

  async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert) {
    try {
      const [row] = await tx.insert(refunds).values(values).returning();
      return row!;
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw refused(REFUND_REQUEST_MSG.alreadyOpen);
      throw error;
    }
  }

  async function lockOrder(tx: Tx, id: number) {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
    return row;
  }

  const money = <T>(run: () => Promise<T>) =>
    run().catch((error: unknown) => {
      if (error instanceof Overdrawn) throw refused(REFUND_REQUEST_MSG.payeeShort);
      if (pgErrorCode(error) === '23505') throw refused(REFUND_REQUEST_MSG.alreadyOpen);
      throw error;
    });

  return {
    policyOf,

    /** What the payer may still ask back now (the refund form). */
    async preview(order: typeof orders.$inferSelect, now = new Date()) {
      const policy = await policyOf(order.competitionId);
      const problem = orderProblem(order);
      const [open] = await db()
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), inArray(refunds.status, ['pending', 'processing'])))
        .limit(1);
      return {
        order_no: order.orderNo,
        paid_cents: order.amountCents,
        refunded_cents: order.refundedCents,
        refundable_cents: problem || open || order.kind !== 'sign_up' ? 0 : refundableCents(policy, order.amountCents, order.refundedCents, now),
        policy_text: order.kind === 'sign_up' ? refundPolicyText(policy, shanghai) : REFUND_REQUEST_MSG.notOnline,
        open_refund: open ? 1 : 0,
      };
    },

    /** A payer asks for a refund of a sign-up fee within its competition's policy (待审核). */
    async request(order: typeof orders.$inferSelect, amountCents: number, reason: string, userId: number, now = new Date()) {
      const problem = orderProblem(order);
      if (problem) throw refused(problem);
      if (order.kind !== 'sign_up') throw refused(REFUND_REQUEST_MSG.notOnline);
      if (!reason.trim()) throw refused(REFUND_REQUEST_MSG.reasonRequired);
      const policyRefusal = refundProblem(await policyOf(order.competitionId), order.amountCents, order.refundedCents, amountCents, now);
      if (policyRefusal) throw refused(policyRefusal);
      if ((await liveInvoice(db(), order.id))?.status === 'issued') throw refused(REFUND_REQUEST_MSG.invoiceIssued);
      return money(() =>
        db().transaction(async (tx) =>
          insertRefund(tx, {
            refundNo: newRefundNo(now),
            orderId: order.id,
            institutionId: order.institutionId,
            amountCents,
            reason: reason.trim(),
            initiator: 'payer',
            requestedBy: userId,
          }),
        ),
      );
    },

    /** The institution (or the platform admin) refunds directly: asked and approved at once, limited only by paid − refunded. */
    async refundDirectly(order: typeof orders.$inferSelect, amountCents: number, reason: string, reviewer: Reviewer, initiator: RefundInitiator, now = new Date()) {
      const problem = orderProblem(order);
      if (problem) throw refused(problem);
      if (!reason.trim()) throw refused(REFUND_REQUEST_MSG.reasonRequired);
      const left = order.amountCents - order.refundedCents;
      if (amountCents > left) throw refused(`退款金额不能超过可退金额（${centsToYuan(left)}元）`);
      const { refund, outcome } = await money(() =>
        db().transaction(async (tx) => {
          const locked = (await lockOrder(tx, order.id))!;
          const again = orderProblem(locked);
          if (again) throw refused(again);
          if (amountCents > locked.amountCents - locked.refundedCents) throw refused(`退款金额不能超过可退金额（${centsToYuan(locked.amountCents - locked.refundedCents)}元）`);
          if (locked.kind === 'live_package') {
            const live = await livePackageProblem(tx, locked, amountCents, now);
            if (live) throw refused(live);
          }
          const row = await insertRefund(tx, {
            refundNo: newRefundNo(now),
            orderId: order.id,
            institutionId: order.institutionId,
            amountCents,
            reason: reason.trim(),
            initiator,
            requestedBy: reviewer.userId,
          });
          return { refund: row, outcome: await approveLocked(tx, row, locked, reviewer, reason.trim(), now) };
        }),
      );
      await afterApproval(refund.id, outcome);
      return refund.id;
    },

    /** Reviews a pending request: approve (the money moves) or reject with a reason. A second review is refused. */
    async review(refundId: number, action: 'approve' | 'reject', reason: string, reviewer: Reviewer, now = new Date()) {
      if (!reason.trim()) throw refused(action === 'reject' ? REFUND_REQUEST_MSG.rejectReasonRequired : REFUND_REQUEST_MSG.opinionRequired);
      const outcome = await money(() =>
        db().transaction(async (tx) => {
          const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update').limit(1);
          if (!refund || refund.status !== 'pending') throw refused(REFUND_REQUEST_MSG.notPending);
          const order = (await lockOrder(tx, refund.orderId))!;
          if (action === 'reject') {
            await tx.update(refunds).set({ status: 'rejected', reviewedBy: reviewer.userId, reviewReason: reason.trim(), reviewedAt: now }).where(eq(refunds.id, refund.id));
            await tx.insert(auditLog).values({ actorId: reviewer.userId, action: 'refund.reject', target: `refund:${refund.id}`, detail: { order_id: order.id, reason: reason.trim() }, ip: reviewer.ip });
            return null;
          }
          const problem = orderProblem(order);
          if (problem) throw refused(problem);
          if (refund.amountCents > order.amountCents - order.refundedCents) throw refused(`退款金额不能超过可退金额（${centsToYuan(order.amountCents - order.refundedCents)}元）`);
          return approveLocked(tx, refund, order, reviewer, reason.trim(), now);
        }),
      );
      if (outcome) await afterApproval(refundId, outcome);
    },

    /**
     * Queues the gateway refund again of every refund still 退款中 after `stalledAfterMs` (its job may never have been
     * queued: a node stopped between the approval's commit and the send, or its retries ran out), at most once per
     * refund and window across nodes (singletonKey). Run by each node's sweep; answers how many were queued.
     */
    async resumeStalled(now = new Date(), stalledAfterMs = STALLED_REFUND_MS): Promise<number> {
      const stalled = await db()
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.status, 'processing'), lt(refunds.updatedAt, new Date(now.getTime() - stalledAfterMs))))
        .limit(100);
      let queued = 0;
      for (const r of stalled) {
        const id = await app.jobs.send(JOB.refundGateway, { refundId: r.id }, { singletonKey: `refund:${r.id}`, singletonSeconds: Math.round(stalledAfterMs / 1000) });
        if (id) queued += 1;
      }
      return queued;
    },

    /** What a gateway says about a refund (its answer, notification or a query): completes it once. */
    async applyRefundFacts(facts: RefundFacts, now = new Date()): Promise<'completed' | 'unchanged'> {
      if (facts.status !== 'succeeded') return 'unchanged';
      return db().transaction(async (tx) => {
        const [refund] = await tx.select().from(refunds).where(eq(refunds.refundNo, facts.refundNo)).for('update').limit(1);
        if (!refund) throw refused('退款单不存在');
        if (facts.amountCents !== refund.amountCents) throw refused('通知金额与退款金额不一致');
        if (refund.status !== 'processing') return 'unchanged';
        await post(tx, { key: `refund_payout:${refund.refundNo}`, kind: 'refund_payout', entries: refundPayoutEntries(refund.amountCents), orderId: refund.orderId, refundId: refund.id, memo: '原路退回' });
        await tx.update(refunds).set({ status: 'succeeded', completedAt: now }).where(eq(refunds.id, refund.id));
        return 'completed';
      });
    },

    /**
     * One attempt of the gateway refund of an approved refund (a job of `refund-gateway`): asks the gateway (the same
     * refund number every time), completes it when paid back; anything else throws, so the queue asks again later.
     */
    async payBack(refundId: number) {
      const [refund] = await db().select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
      if (!refund || refund.status !== 'processing' || !refund.paymentId) return;
      const [payment] = await db().select().from(payments).where(eq(payments.id, refund.paymentId)).limit(1);
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
