/**
 * 退款 (refunds): the queries of the refund pages and the statements services/refunds.ts runs inside its
 * transactions (they take the caller's `tx`): the refund row, the order and refund locks, the policy of a competition,
 * what an approval reads (the paid payment, the pending invoice) and writes (`writeApproval`: the ledger transaction
 * through repositories/ledger.ts `post`, the order, its invoice, the history, the refund, the audit line), a rejection,
 * a gateway's payout, a live package's purchase; and the settlement summary (结算汇总).
 */
import { and, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { refundPayoutEntries, type RefundApproval, type RefundStatus, type SettleRow } from 'shared/rules';
import { rowsOf, type Db, type Tx } from '../db/client.js';
import { auditLog, competitions, institutions, livePurchases, orders, orderStatusHistory, payments, refundPolicies, refunds, users } from '../db/schema/index.js';
import { createInvoicesRepo } from './invoices.js';
import { post } from './ledger.js';
import { likePattern, scopedList, type Page, type Scope } from './scope.js';

type Exec = Pick<Db, 'select'>;

export type RefundRow = typeof refunds.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
/** An approval shared/rules refundApproval allowed. */
export type Approved = Exclude<RefundApproval, { refuse: string }>;

/** Who reviews, and from where (the audit line). */
export interface Reviewer {
  /** null: the platform on its own (a booking's payment that arrived after its holds lapsed) */
  userId: number | null;
  ip: string;
}

export function createRefundsRepo(db: Db) {
  // the order's invoice request: the invoices' own statements (read and changed in the approval's transaction)
  const invoiceRows = createInvoicesRepo(db);
  const payer = alias(users, 'payer');
  const reviewer = alias(users, 'reviewer');
  const select = () =>
    db
      .select({ refund: refunds, order: orders, institutionName: institutions.name, payerNickname: payer.nickname, reviewerName: reviewer.nickname })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(institutions, eq(institutions.id, refunds.institutionId))
      .leftJoin(payer, eq(payer.id, orders.userId))
      .leftJoin(reviewer, eq(reviewer.id, refunds.reviewedBy));

  /** The order's succeeded payment (the first). */
  async function paidPayment(exec: Exec, orderId: number) {
    const [p] = await exec
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
      .orderBy(payments.id)
      .limit(1);
    return p;
  }

  return {
    /** The refund with its order, institution, payer and reviewer. */
    async find(id: number) {
      const [row] = await select().where(eq(refunds.id, id)).limit(1);
      return row;
    },

    /** The refunds of the institutions in `scope`, by status and a keyword (refund no, order no, subject), newest first. */
    async list(filter: Page & { scope: Scope; status?: RefundStatus; keyword?: string }) {
      const conditions: (SQL | undefined)[] = [];
      if (filter.status) conditions.push(eq(refunds.status, filter.status));
      if (filter.keyword) {
        const p = likePattern(filter.keyword);
        conditions.push(or(ilike(refunds.refundNo, p), ilike(orders.orderNo, p), ilike(orders.subject, p)));
      }
      const { list, total } = await scopedList({
        scope: [refunds.institutionId, filter.scope],
        where: conditions,
        page: filter,
        rows: (where, p) => select().where(where).orderBy(desc(refunds.createdAt), desc(refunds.id)).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(where),
      });
      return { rows: list, total };
    },

    /** Who a refund belongs to (its institution and its order's kind), for the access check of a review. */
    async ownerOf(id: number) {
      const [row] = await db.select({ institutionId: refunds.institutionId, kind: orders.kind }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(eq(refunds.id, id)).limit(1);
      return row;
    },

    async orderById(id: number) {
      const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return order;
    },

    async orderByNo(orderNo: string) {
      const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
      return order;
    },

    /** The order, locked for the rest of the caller's transaction. */
    async lockOrder(tx: Tx, id: number) {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
      return row;
    },

    /** The refund, locked for the rest of the caller's transaction. */
    async lockRefund(tx: Tx, id: number) {
      const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update').limit(1);
      return row;
    },

    async lockRefundByNo(tx: Tx, refundNo: string) {
      const [row] = await tx.select().from(refunds).where(eq(refunds.refundNo, refundNo)).for('update').limit(1);
      return row;
    },

    async findRow(id: number) {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
      return row;
    },

    /** Whether the order has a refund still pending or processing (at most one: a unique index). */
    async hasOpen(orderId: number) {
      const [open] = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'processing'])))
        .limit(1);
      return open !== undefined;
    },

    /** A competition's own refund policy, if the organiser set one. */
    async ownPolicy(competitionId: number) {
      const [own] = await db.select().from(refundPolicies).where(eq(refundPolicies.competitionId, competitionId)).limit(1);
      return own;
    },

    async competitionStart(competitionId: number) {
      const [c] = await db.select({ startAt: competitions.startAt }).from(competitions).where(eq(competitions.id, competitionId)).limit(1);
      return c?.startAt ?? null;
    },

    async savePolicy(competitionId: number, values: { fullUntil: Date | null; percent: number; partialUntil: Date | null }) {
      await db.insert(refundPolicies).values({ competitionId, ...values }).onConflictDoUpdate({ target: refundPolicies.competitionId, set: values });
    },


    /**
     * What an approval reads under the caller's locks: the order's succeeded payment (the first) and its pending or
     * issued invoice request, locked.
     */
    async approvalFacts(tx: Tx, orderId: number) {
      return { payment: await paidPayment(tx, orderId), invoice: await invoiceRows.live(tx, orderId, true) };
    },

    /** The order's pending or issued invoice request (what a payer's request is checked against). */
    async liveInvoice(orderId: number) {
      return invoiceRows.live(db, orderId);
    },

    /**
     * The writes of an approved refund (`a`, shared/rules refundApproval), in the caller's transaction: the ledger
     * transaction `refund:<refund no>` (payee → the payer's wallet, or → refunds payable), the order's refunded cents
     * (and 已退款 when all is back), its pending invoice request, the order's history, the refund and the audit line.
     */
    async writeApproval(
      tx: Tx,
      w: { refund: RefundRow; order: OrderRow; payment: PaymentRow; invoiceId: number | null; a: Approved; reviewer: Reviewer; reviewReason: string; now: Date },
    ) {
      const { refund, order, payment, a, reviewer, now } = w;
      await post(tx, {
        key: `refund:${refund.refundNo}`,
        kind: 'refund',
        entries: a.entries,
        orderId: order.id,
        paymentId: payment.id,
        refundId: refund.id,
        memo: `退款 ${order.subject}`.slice(0, 255),
      });
      await tx
        .update(orders)
        .set({ refundedCents: a.refundedCents, ...(a.full ? { status: '已退款' as const } : {}) })
        .where(eq(orders.id, order.id));
      // a pending invoice request is for what the payer keeps paid: less after a refund, cancelled after a full one
      if (w.invoiceId !== null && a.invoice) await invoiceRows.applyRefund(tx, w.invoiceId, a.invoice);
      await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: order.status, toStatus: a.orderStatus as OrderRow['status'], note: a.historyNote });
      await tx
        .update(refunds)
        .set({
          status: a.refundStatus,
          paymentId: payment.id,
          reviewedBy: reviewer.userId,
          reviewReason: w.reviewReason,
          reviewedAt: now,
          ...(a.gateway ? {} : { completedAt: now }),
        })
        .where(eq(refunds.id, refund.id));
      await tx.insert(auditLog).values({ actorId: reviewer.userId, action: 'refund.approve', target: `refund:${refund.id}`, detail: { order_id: order.id, amount_cents: refund.amountCents }, ip: reviewer.ip });
    },

    /** A rejected request (已驳回) with the reviewer's reason, and its audit line, in the caller's transaction. */
    async writeRejection(tx: Tx, refund: RefundRow, reviewer: Reviewer, reason: string, now: Date) {
      await tx.update(refunds).set({ status: 'rejected', reviewedBy: reviewer.userId, reviewReason: reason, reviewedAt: now }).where(eq(refunds.id, refund.id));
      await tx.insert(auditLog).values({ actorId: reviewer.userId, action: 'refund.reject', target: `refund:${refund.id}`, detail: { order_id: refund.orderId, reason }, ip: reviewer.ip });
    },

    /** The gateway paid a refund back (退款中 → 已退款): the ledger transaction `refund_payout:<refund no>` and the refund. */
    async writePayout(tx: Tx, refund: RefundRow, now: Date) {
      await post(tx, { key: `refund_payout:${refund.refundNo}`, kind: 'refund_payout', entries: refundPayoutEntries(refund.amountCents), orderId: refund.orderId, refundId: refund.id, memo: '原路退回' });
      await tx.update(refunds).set({ status: 'succeeded', completedAt: now }).where(eq(refunds.id, refund.id));
    },

    async payment(id: number) {
      const [p] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return p;
    },

    /** Locks the institution row (the lock room creation takes) and answers the live package purchase of the order. */
    async lockInstitutionAndPurchase(tx: Tx, institutionId: number, orderId: number) {
      await tx.execute(sql`select id from ${institutions} where ${institutions.id} = ${institutionId} for update`);
      const [purchase] = await tx.select({ roomQuota: livePurchases.roomQuota, validDays: livePurchases.validDays }).from(livePurchases).where(eq(livePurchases.orderId, orderId)).limit(1);
      return purchase;
    },

    /** A new refund (待审核); the unique index refuses a second open one (23505, for the caller to answer). */
    async insert(tx: Tx, values: typeof refunds.$inferInsert) {
      const [row] = await tx.insert(refunds).values(values).returning();
      return row!;
    },

    /** Refunds still 退款中 whose last change is older than `before` (at most 100). */
    async stalled(before: Date) {
      return db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.status, 'processing'), lt(refunds.updatedAt, before)))
        .limit(100);
    },

    /**
     * 结算汇总: per competition (sign-up fees) and per venue (bookings) of the institutions in `scope`: paid, refunded,
     * settled, the platform's fee, pending, and when it settles (`settleDays` after the competition's end).
     */
    async settleSummary(scope: Scope, settleDays: number, page: Page) {
      const inScopeSql = scope === 'all' ? sql`true` : scope.length === 0 ? sql`false` : inArray(orders.institutionId, scope);
      const grouped = sql`
        select coalesce('c' || ${orders.competitionId}::text, 'v' || ${orders.institutionId}::text) as key,
               case when ${orders.competitionId} is null then 'venue' else 'competition' end as kind,
               ${orders.competitionId} as competition_id,
               coalesce(${competitions.name}, '场地预订') as name,
               ${orders.institutionId} as institution_id, ${institutions.name} as institution_name,
               count(*)::int as order_count,
               sum(${orders.amountCents})::int as paid_cents,
               sum(${orders.refundedCents})::int as refunded_cents,
               coalesce(sum(${orders.amountCents} - ${orders.refundedCents}) filter (where ${orders.settledAt} is not null), 0)::int as settled_cents,
               coalesce(sum((select -sum(p.amount_cents) from ledger_transactions t join ledger_postings p on p.transaction_id = t.id
                             join ledger_accounts a on a.id = p.account_id
                             where t.kind = 'settlement' and t.order_id = ${orders.id} and a.code = 'platform:fee_income')), 0)::int as fee_cents,
               coalesce(sum(${orders.amountCents} - ${orders.refundedCents}) filter (where ${orders.settledAt} is null), 0)::int as pending_cents,
               max(${competitions.endAt}) + make_interval(days => ${settleDays}) as settle_at
        from ${orders}
        join ${institutions} on ${institutions.id} = ${orders.institutionId}
        left join ${competitions} on ${competitions.id} = ${orders.competitionId}
        where ${orders.kind} in ('sign_up', 'booking') and ${orders.status} in ('已支付', '已退款')
          and ${orders.payChannel} in ('wechat', 'alipay', 'balance') and ${inScopeSql}
        group by 1, 2, 3, 4, 5, 6`;
      const [rows, totalRows] = await Promise.all([
        db.execute(sql`${grouped} order by max(${orders.paidAt}) desc nulls last, 1 offset ${page.start} limit ${page.count}`),
        db.execute(sql`select count(*)::int as n from (${grouped}) g`),
      ]);
      return { rows: rowsOf<SettleRow>(rows), total: Number(rowsOf<{ n: number }>(totalRows)[0]?.n ?? 0) };
    },
  };
}

export type RefundsRepo = ReturnType<typeof createRefundsRepo>;
export type RefundListRow = NonNullable<Awaited<ReturnType<RefundsRepo['find']>>>;
