/**
 * 发票 (invoices): the queries of the invoice pages and the statements of services/invoices.ts. A write that must
 * run with others takes the caller's `tx`; the status changes are conditional (`where status = …`), so of two
 * concurrent ones the second changes nothing and says so.
 */
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvoiceStatus } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { auditLog, institutions, invoices, orders, users } from '../db/schema/index.js';
import { likePattern, scopedList, type Page } from './scope.js';

type Exec = Pick<Db, 'select'>;

export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'status' | 'createdAt'>;

export function createInvoicesRepo(db: Db) {
  const payer = alias(users, 'payer');
  const issuer = alias(users, 'issuer');
  const select = () =>
    db
      .select({ invoice: invoices, order: orders, institutionName: institutions.name, payerNickname: payer.nickname, issuerName: issuer.nickname })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(institutions, eq(institutions.id, invoices.institutionId))
      .leftJoin(payer, eq(payer.id, invoices.userId))
      .leftJoin(issuer, eq(issuer.id, invoices.issuedBy));

  const newestFirst = [desc(invoices.createdAt), desc(invoices.id)];

  return {
    /** The invoice with its order, institution, payer and issuer. */
    async find(id: number) {
      const [row] = await select().where(eq(invoices.id, id)).limit(1);
      return row;
    },

    /** A payer's own requests, newest first. */
    async listOfUser(userId: number, page: Page) {
      const { list, total } = await scopedList({
        where: [eq(invoices.userId, userId)],
        page,
        rows: (where, p) => select().where(where).orderBy(...newestFirst).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(invoices).where(where),
      });
      return { rows: list, total };
    },

    /** Every request (the platform admin's 发票管理), by status and a keyword (invoice no, order no, title, subject). */
    async list(filter: Page & { status?: InvoiceStatus; keyword?: string }) {
      const conditions: (SQL | undefined)[] = [];
      if (filter.status) conditions.push(eq(invoices.status, filter.status));
      if (filter.keyword) {
        const p = likePattern(filter.keyword);
        conditions.push(or(ilike(invoices.invoiceNo, p), ilike(orders.orderNo, p), ilike(invoices.title, p), ilike(orders.subject, p)));
      }
      const { list, total } = await scopedList({
        where: conditions,
        page: filter,
        rows: (where, p) => select().where(where).orderBy(...newestFirst).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(where),
      });
      return { rows: list, total };
    },

    /** The order a payer asks an invoice for, by its number. */
    async orderByNo(orderNo: string) {
      const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
      return order;
    },

    /** The order's invoice that is pending or issued (at most one: a unique index), locked when asked inside `exec`. */
    async live(exec: Exec, orderId: number, lock = false) {
      const q = exec
        .select({ id: invoices.id, status: invoices.status })
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), inArray(invoices.status, ['pending', 'issued'])))
        .limit(1);
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },

    /** A new request (待开票); the unique index refuses a second live one (23505, for the caller to answer). */
    async insert(values: NewInvoice) {
      const [created] = await db.insert(invoices).values(values).returning({ id: invoices.id });
      return created!.id;
    },

    /** pending → issued with its PDF; false when it was no longer pending. */
    async markIssued(id: number, fileKey: string, userId: number, at: Date) {
      const rows = await db
        .update(invoices)
        .set({ status: 'issued', fileKey, issuedBy: userId, issuedAt: at, rejectReason: '' })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'pending')))
        .returning({ id: invoices.id });
      return rows.length > 0;
    },

    /** pending → rejected with the reason; false when it was no longer pending. */
    async markRejected(id: number, reason: string, userId: number) {
      const rows = await db
        .update(invoices)
        .set({ status: 'rejected', rejectReason: reason, issuedBy: userId })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'pending')))
        .returning({ id: invoices.id });
      return rows.length > 0;
    },

    /** issued → voided (红冲) inside the caller's transaction; the order's id, or undefined when it was not issued. */
    async markVoided(tx: Tx, id: number, reason: string, userId: number, at: Date) {
      const [row] = await tx
        .update(invoices)
        .set({ status: 'voided', voidReason: reason, voidedBy: userId, voidedAt: at })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'issued')))
        .returning({ orderId: invoices.orderId });
      return row?.orderId;
    },

    /** What a refund does to a pending request (services/refunds.ts): its amount recomputed, or cancelled (已驳回). */
    async applyRefund(tx: Tx, id: number, change: { cancel: true; reason: string } | { amountCents: number }) {
      await tx
        .update(invoices)
        .set('cancel' in change ? { status: 'rejected', rejectReason: change.reason } : { amountCents: change.amountCents })
        .where(eq(invoices.id, id));
    },

    /** An audit line inside the caller's transaction. */
    async audit(tx: Tx, values: typeof auditLog.$inferInsert) {
      await tx.insert(auditLog).values(values);
    },

    /** The name the generated receipt shows for the admin who issues it. */
    async nickname(userId: number) {
      const [me] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId)).limit(1);
      return me?.nickname ?? '';
    },
  };
}

export type InvoicesRepo = ReturnType<typeof createInvoicesRepo>;
export type InvoiceRow = NonNullable<Awaited<ReturnType<InvoicesRepo['find']>>>;
