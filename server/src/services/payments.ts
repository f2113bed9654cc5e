/**
 * Paying orders (docs/finance.md, "Payments"): starting a payment through a gateway or the payer's wallet, believing
 * what a gateway says (a verified notification or a query answer) exactly once, and closing unpaid orders when their
 * time is up. The amount is always the order's own (amount_cents), never one a client sent; every change of money is
 * one ledger transaction (repositories/ledger.ts) in the same database transaction as the order's change.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  channelsFor,
  heldCents,
  overpaymentEntries,
  PAY_CHANNEL_LABEL,
  isPayerOf,
  PAY_MSG,
  payRefusal,
  payStatusProblem,
  paymentEntries,
  payerWallet,
  type OrderKind,
  type PayChannel,
} from 'shared/rules';
import { canManageInstitution } from '../access/institutions.js';
import { payerOf } from '../access/finance.js';
import type { Principal } from '../access/principal.js';
import type { Tx } from '../db/client.js';
import { notFound, refused } from '../errors.js';
import { orderPayWindow } from '../repositories/orders.js';
import type { OrderRow, PaymentsRepo } from '../repositories/payments.js';
import type { GatewayChannel, PaymentFacts, PaymentProvider } from '../payments/provider.js';
import { JOB } from './job-queues.js';
import { balanceOf, Overdrawn, post } from '../repositories/ledger.js';
import { newRefundNo } from './refunds.js';

/** Why an overpaid payment is paid back (its refund's reason). */
export const OVERPAYMENT_REASON = '订单已不接受付款（已支付或已关闭），款项自动原路退回';

/** 支付单号: P + UTC time to the second + 12 random hex digits (27 characters, within out_trade_no's 32). */
export const newPaymentNo = (now: Date) => `P${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(6).toString('hex')}`;

/** Who pays an order (shared/rules isPayerOf): its user, and for an order the institution pays any of its managers. */
export function isPayer(principal: Principal, order: Pick<OrderRow, 'kind' | 'userId' | 'institutionId'>): boolean {
  return isPayerOf(payerOf(principal), { kind: order.kind as OrderKind, userId: order.userId, institutionId: order.institutionId });
}

const parties = (o: OrderRow) => ({ kind: o.kind as OrderKind, amountCents: o.amountCents, institutionId: o.institutionId, userId: o.userId });

/**
 * The order becomes 已支付 through `paymentId` (the status history, one ledger transaction). Order row locked by the
 * caller. The order's own rows are written first and the ledger last: posting locks the payer's wallet and the sales
 * account until the commit, and every other payment through them waits that long (repositories/ledger.ts `post`).
 */
async function markOrderPaid(repo: PaymentsRepo, tx: Tx, order: OrderRow, payment: { id: number; paymentNo: string; channel: PayChannel; tradeNo: string }, at: Date) {
  const trade = payment.tradeNo ? `，交易号 ${payment.tradeNo}` : '';
  await repo.markOrderPaid(tx, order.id, { payChannel: payment.channel, paidAt: at }, `${PAY_CHANNEL_LABEL[payment.channel]}支付成功（支付单 ${payment.paymentNo}${trade}）`);
  await post(tx, {
    key: `payment:${payment.paymentNo}`,
    kind: 'payment',
    entries: paymentEntries(parties(order), payment.channel),
    orderId: order.id,
    paymentId: payment.id,
    memo: `${PAY_CHANNEL_LABEL[payment.channel]} ${order.subject}`.slice(0, 255),
  });
}

/** What to do once the payment's transaction committed (queue a job): lost with a crash, so only what a sweep redoes. */
export type AfterCommit = () => Promise<void>;

/**
 * What an order of one kind does when it becomes paid, inside the payment's transaction, right after the order turned
 * 已支付 and its payment was posted (the order row locked): a booking's holds become bookings, or its money goes back
 * (services/booking-payments.ts). A throw rolls the payment back. Every path that pays an order (the wallet, a gateway's
 * notification, the cashier's query of a late one) goes through it.
 */
export type PaidHook = (tx: Tx, order: OrderRow, at: Date) => Promise<AfterCommit | void>;

export interface PaymentServiceDeps {
  app: FastifyInstance;
  /** The gateway of a channel (payments/index.ts). */
  providerFor(channel: GatewayChannel): PaymentProvider;
  /** A gateway by its name, for notifications (/api/pay/notify/:provider). */
  providerNamed(name: string): PaymentProvider | undefined;
  /** Absolute notification URL of a provider. */
  notifyUrl(provider: string): string;
  returnUrl(orderNo: string): string;
}

export function createPaymentService(deps: PaymentServiceDeps) {
  const { app } = deps;
  const db = () => app.database.db;
  const repo = () => app.repos.payments;
  const orderByNo = (orderNo: string) => repo().orderByNo(orderNo);
  const paidHooks = new Map<OrderKind, PaidHook>();

  /** The order becomes 已支付 (markOrderPaid), then its kind's hook runs in the same transaction. */
  async function paid(tx: Tx, order: OrderRow, payment: { id: number; paymentNo: string; channel: PayChannel; tradeNo: string }, at: Date): Promise<AfterCommit | null> {
    await markOrderPaid(repo(), tx, order, payment, at);
    const hook = paidHooks.get(order.kind as OrderKind);
    return (hook && (await hook(tx, order, at))) || null;
  }

  /** The order of a payer (or of the institution it is for, or the platform admin); 404 for anyone else. */
  async function visibleOrder(principal: Principal, orderNo: string) {
    const order = await orderByNo(orderNo);
    if (!order || !(isPayer(principal, order) || canManageInstitution(principal, order.institutionId))) throw notFound();
    return order;
  }

  return {
    isPayer,

    /** Registers what an order of `kind` does when it becomes paid (one hook per kind; the plugin of its domain). */
    onPaid(kind: OrderKind, hook: PaidHook) {
      if (paidHooks.has(kind)) throw new Error(`订单类型 ${kind} 已有支付后处理`);
      paidHooks.set(kind, hook);
    },

    /** The absolute notification URL of a gateway (refunds give it too). */
    notifyUrl: deps.notifyUrl,

    /**
     * The cashier's polling (GET /pay_order/statues): who may see the order first (404 for anyone else, and nothing is
     * asked of a gateway for them), then the gateway is asked about a late payment, then the view.
     */
    async poll(principal: Principal, orderNo: string, log?: { warn(o: object, msg: string): void }) {
      await visibleOrder(principal, orderNo);
      await this.refreshFromGateway(orderNo).catch((error: unknown) => log?.warn({ err: error }, 'gateway query failed'));
      return this.status(principal, orderNo);
    },

    /** The cashier's view of an order. */
    async status(principal: Principal, orderNo: string) {
      const order = await visibleOrder(principal, orderNo);
      const payee = await repo().payeeName(order.institutionId);
      const payer = isPayer(principal, order);
      const wallet = payer ? heldCents(await balanceOf(db(), payerWallet(parties(order)))) : 0;
      return {
        order_no: order.orderNo,
        kind: order.kind as OrderKind,
        subject: order.subject,
        payee_name: order.kind === 'live_package' || order.kind === 'top_up' ? '赛事运营平台' : (payee ?? ''),
        amount_cents: order.amountCents,
        status: order.status,
        pay_channel: order.payChannel,
        paid_at: order.paidAt?.toISOString() ?? null,
        expires_at: order.expiresAt?.toISOString() ?? null,
        channels: payer && order.status === '待支付' ? channelsFor(order.kind as OrderKind) : [],
        wallet_balance_cents: wallet,
      };
    },

    /**
     * Starts paying an order: with 账户余额 the order is paid at once (the wallet must cover it: 余额不足); through a
     * gateway a pending payment is made there and the payer is sent to its page or QR code.
     */
    async pay(principal: Principal, orderNo: string, channel: PayChannel, now = new Date()) {
      const order = await orderByNo(orderNo);
      if (!order || !isPayer(principal, order)) throw notFound();
      const problem = payRefusal({ status: order.status, kind: order.kind as OrderKind, amountCents: order.amountCents, expiresAt: order.expiresAt }, channel, now);
      if (problem) throw refused(problem);
      const paymentNo = newPaymentNo(now);
      const expiresAt = order.expiresAt ?? new Date(now.getTime() + app.config.payments.orderPayMinutes * 60_000);
      if (channel === 'balance') {
        let after: AfterCommit | null = null;
        try {
          await db().transaction(async (tx) => {
            const locked = (await repo().lockOrder(tx, order.id))!;
            const again = payStatusProblem(locked.status);
            if (again) throw refused(again);
            const payment = await repo().insert(tx, {
              paymentNo,
              orderId: order.id,
              channel,
              provider: 'balance',
              amountCents: locked.amountCents,
              status: 'succeeded',
              payerId: principal.userId,
              paidAt: now,
              expiresAt,
            });
            after = await paid(tx, locked, { id: payment.id, paymentNo, channel, tradeNo: '' }, now);
          });
        } catch (error) {
          if (error instanceof Overdrawn) throw refused(PAY_MSG.balanceInsufficient);
          throw error;
        }
        await (after as AfterCommit | null)?.();
        return { payment_no: paymentNo, channel, amount_cents: order.amountCents, status: 'succeeded' as const, pay_url: '', qr_code: '' };
      }
      const provider = deps.providerFor(channel);
      const payment = await repo().insert(db(), { paymentNo, orderId: order.id, channel, provider: provider.name, amountCents: order.amountCents, payerId: principal.userId, expiresAt });
      const created = await provider.createPayment({
        paymentNo,
        channel,
        amountCents: order.amountCents,
        subject: order.subject.slice(0, 127),
        expiresAt,
        notifyUrl: deps.notifyUrl(provider.name),
        returnUrl: deps.returnUrl(order.orderNo),
      });
      await repo().setCheckout(payment.id, { qrCode: created.qrCode.slice(0, 512), payUrl: created.payUrl.slice(0, 2048) });
      return { payment_no: paymentNo, channel, amount_cents: order.amountCents, status: 'pending' as const, pay_url: created.payUrl, qr_code: created.qrCode };
    },

    /**
     * What a gateway says about a payment, verified (a notification, or the answer to a query): applied once. A
     * success pays the order (one payment transaction); the same success again changes nothing; a success for an
     * order that no longer takes it (closed, or paid through another payment) is owed back (an overpayment). Unknown
     * payments, another gateway's payments and wrong amounts are refused and change nothing.
     */
    async applyFacts(providerName: string, facts: PaymentFacts, now = new Date()): Promise<'paid' | 'overpaid' | 'closed' | 'unchanged'> {
      const outcome = await db().transaction(async (tx): Promise<{ result: 'paid' | 'overpaid' | 'closed' | 'unchanged'; payback?: number; after?: AfterCommit | null }> => {
        const payment = await repo().lockByNo(tx, facts.paymentNo);
        if (!payment || payment.provider !== providerName) throw refused(PAY_MSG.paymentMissing);
        if (facts.amountCents !== payment.amountCents) throw refused(PAY_MSG.notifyAmount);
        if (facts.status === 'pending' || payment.status === 'succeeded') return { result: 'unchanged' };
        if (facts.status === 'closed') {
          if (payment.status !== 'pending') return { result: 'unchanged' };
          await repo().markClosed(tx, payment.id);
          return { result: 'closed' };
        }
        const paidAt = facts.paidAt ?? now;
        await repo().markSucceeded(tx, payment.id, { tradeNo: facts.tradeNo.slice(0, 64), paidAt });
        const order = (await repo().lockOrder(tx, payment.orderId))!;
        const channel = payment.channel as PayChannel;
        if (order.status === '待支付' && order.amountCents === payment.amountCents) {
          const after = await paid(tx, order, { id: payment.id, paymentNo: payment.paymentNo, channel, tradeNo: facts.tradeNo }, paidAt);
          return { result: 'paid', after };
        }
        await post(tx, { key: `overpayment:${payment.paymentNo}`, kind: 'overpayment', entries: overpaymentEntries(payment.amountCents), orderId: order.id, paymentId: payment.id, memo: '订单已不接受付款，款项待退回' });
        await repo().noteOrder(tx, order, `${PAY_CHANNEL_LABEL[channel]}支付单 ${payment.paymentNo} 在订单${order.status}后付款成功，款项自动原路退回`);
        // paid back by the refund job on its own: a refund of the payment (not one of the order's), approved at once
        const payback = await app.repos.refunds.insert(tx, {
          refundNo: newRefundNo(now),
          orderId: order.id,
          institutionId: order.institutionId,
          paymentId: payment.id,
          amountCents: payment.amountCents,
          reason: OVERPAYMENT_REASON,
          status: 'processing',
          initiator: 'overpayment',
          reviewReason: OVERPAYMENT_REASON,
          reviewedAt: now,
        });
        return { result: 'overpaid', payback: payback.id };
      });
      if (outcome.payback) await app.jobs.send(JOB.refundGateway, { refundId: outcome.payback });
      await outcome.after?.();
      return outcome.result;
    },

    /**
     * Closes the unpaid orders whose time is up (at most `limit`), releasing what they held: a sign-up fee order's
     * entry is cancelled and its place goes to the waiting list (services/sign-ups.ts). Their pending payments are
     * closed here and at the gateway. Safe on several nodes at once (rows taken with SKIP LOCKED).
     */
    async closeExpired(now = new Date(), limit = 50): Promise<number> {
      const due = await repo().expiredOrders(now, limit);
      let closed = 0;
      for (const o of due) {
        const done = o.signUpId
          ? await app.signUps.expireUnpaid(o.id, o.signUpId, now)
          : await db().transaction((tx) => repo().closeExpiredOrder(tx, o.id, now));
        if (!done) continue;
        closed += 1;
        await this.closePendingOf(o.id);
      }
      return closed;
    },

    /**
     * Closes the pending payments of an order that closed (here and at their gateways, which then refuse them); a
     * gateway that took the money anyway is an overpayment, paid back (applyFacts).
     */
    async closePendingOf(orderId: number) {
      const open = await repo().closePending(orderId);
      for (const p of open) {
        if (p.provider === 'balance') continue;
        await deps
          .providerNamed(p.provider)
          ?.closePayment(p.paymentNo, p.channel as GatewayChannel)
          .catch((error: unknown) => app.log.warn({ err: error, paymentNo: p.paymentNo }, 'gateway close failed'));
      }
    },

    /** The payments of an order that a gateway has not answered yet (to poll them when a notification is late). */
    async pendingPayments(orderId: number) {
      return repo().pendingOf(orderId);
    },

    /**
     * Asks the gateway about the pending payments of an order that have waited `lateAfterMs` without a notification,
     * and applies what it says (the cashier's polling goes through here, as a notification can be late or lost).
     */
    async refreshFromGateway(orderNo: string, lateAfterMs = 15_000, now = new Date()) {
      const order = await orderByNo(orderNo);
      if (!order || order.status !== '待支付') return;
      for (const p of await this.pendingPayments(order.id)) {
        if (now.getTime() - p.createdAt.getTime() < lateAfterMs) continue;
        const provider = deps.providerNamed(p.provider);
        if (!provider) continue;
        const facts = await provider.queryPayment(p.paymentNo, p.channel as GatewayChannel).catch(() => null);
        if (facts && facts.status !== 'pending') await this.applyFacts(provider.name, facts).catch(() => undefined);
      }
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;


/**
 * `app.payments`: paying orders over the gateways of plugins/app/payments.ts (`app.gateways`). The notification and
 * return addresses are the public URL's (PUBLIC_URL), else this node's.
 */
export default fp(
  async (app) => {
    const settings = app.config.payments;
    orderPayWindow.minutes = settings.orderPayMinutes;
    const base = () => settings.publicUrl ?? `http://127.0.0.1:${app.config.port}`;
    app.decorate(
      'payments',
      createPaymentService({
        app,
        providerFor: app.gateways.forChannel,
        providerNamed: app.gateways.named,
        notifyUrl: (provider) => `${base()}/api/pay/notify/${provider}`,
        returnUrl: (orderNo) => `${base()}/admin/account/payResult?order_no=${encodeURIComponent(orderNo)}`,
      }),
    );
  },
  { name: 'payments-service', dependencies: ['db', 'repositories', 'jobs', 'gateways', 'sign-ups-service'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
  }
}
