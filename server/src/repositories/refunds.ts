/**
 * 退款 (refunds): the queries of the refund pages and the statements services/refunds.ts runs inside its
 * transactions (they take the caller's `tx`): the refund row, the order and refund locks, the policy of a competition,
 * the paid payment, a live package's purchase, the history and audit lines; and the settlement summary (结算汇总).
 */
import { and, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RefundStatus } from 'shared/rules';
import { rowsOf, type Db, type Tx } from '../db/client.js';
import { auditLog, competitions, institutions, livePurchases, orders, orderStatusHistory, payments, refundPolicies, refunds, users } from '../db/schema/index.js';
import { inScope, likePattern, type Page, type Scope } from './scope.js';

type Exec = Pick<Db, 'select'>;

export type RefundRow = typeof refunds.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export function createRefundsRepo(db: Db) {
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

  return {
    /** The refund with its order, institution, payer and reviewer. */
    async find(id: number) {
      const [row] = await select().where(eq(refunds.id, id)).limit(1);
      return row;
    },

    /** The refunds of the institutions in `scope`, by status and a keyword (refund no, order no, subject), newest first. */
    async list(filter: Page & { scope: Scope; status?: RefundStatus; keyword?: string }) {
      const conditions: (SQL | undefined)[] = [inScope(refunds.institutionId, filter.scope)];
      if (filter.status) conditions.push(eq(refunds.status, filter.status));
      if (filter.keyword) {
        const p = likePattern(filter.keyword);
        conditions.push(or(ilike(refunds.refundNo, p), ilike(orders.orderNo, p), ilike(orders.subject, p)));
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(desc(refunds.createdAt), desc(refunds.id)).offset(filter.start).limit(filter.count),
        db.select({ n: count() }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
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

    /** The order's succeeded payment (the first). */
    async paidPayment(exec: Exec, orderId: number) {
      const [p] = await exec
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
        .orderBy(payments.id)
        .limit(1);
      return p;
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

    async update(tx: Tx, id: number, values: Partial<typeof refunds.$inferInsert>) {
      await tx.update(refunds).set(values).where(eq(refunds.id, id));
    },

    /** The order's refunded cents, and its status when it changes. */
    async updateOrder(tx: Tx, id: number, values: { refundedCents: number; status?: OrderRow['status'] }) {
      await tx.update(orders).set(values).where(eq(orders.id, id));
    },

    async history(tx: Tx, values: typeof orderStatusHistory.$inferInsert) {
      await tx.insert(orderStatusHistory).values(values);
    },

    async audit(tx: Tx, values: typeof auditLog.$inferInsert) {
      await tx.insert(auditLog).values(values);
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
      type SettleRow = { key: string; kind: 'competition' | 'venue'; competition_id: number | null; name: string; institution_id: number; institution_name: string; order_count: number; paid_cents: number; refunded_cents: number; settled_cents: number; fee_cents: number; pending_cents: number; settle_at: Date | string | null };
      return { rows: rowsOf<SettleRow>(rows), total: Number(rowsOf<{ n: number }>(totalRows)[0]?.n ?? 0) };
    },
  };
}

export type RefundsRepo = ReturnType<typeof createRefundsRepo>;
export type RefundListRow = NonNullable<Awaited<ReturnType<RefundsRepo['find']>>>;
