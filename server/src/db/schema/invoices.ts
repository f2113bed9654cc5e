import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { InvoiceStatus, InvoiceTitleType } from 'shared/rules';
import { timestamps } from './columns.js';
import { institutions } from './institutions.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * 发票 (issue 13 "Invoices"): a payer's request for a 普通发票 of one of their paid orders, issued by the platform
 * admin (a generated PDF receipt or an uploaded PDF, `file_key` in the media storage) or rejected with a reason; an
 * issued one is voided (红冲) before its order can be refunded.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNo: varchar('invoice_no', { length: 32 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The payer who asked (the order's user). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The institution that received the money (the order's). */
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** The order's paid − refunded cents when asked, computed by the server. */
    amountCents: integer('amount_cents').notNull(),
    titleType: varchar('title_type', { length: 16 }).$type<InvoiceTitleType>().notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    email: varchar('email', { length: 100 }).notNull(),
    status: varchar('status', { length: 16 }).$type<InvoiceStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    /** The storage key of the issued PDF. */
    fileKey: varchar('file_key', { length: 255 }),
    issuedBy: integer('issued_by').references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
    /** 红冲: an issued invoice voided by the platform admin (before a refund of its order), with the reason. */
    voidReason: text('void_reason').notNull().default(''),
    voidedBy: integer('voided_by').references(() => users.id),
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_invoice_no_uq').on(t.invoiceNo),
    // one live invoice of an order (neither rejected nor voided): concurrent requests cannot both be kept
    uniqueIndex('invoices_order_open_uq').on(t.orderId).where(sql`${t.status} in ('pending', 'issued')`),
    index('invoices_user_idx').on(t.userId, t.createdAt),
    index('invoices_status_idx').on(t.status, t.createdAt),
    check('invoices_amount_ck', sql`${t.amountCents} > 0`),
    check('invoices_status_ck', sql`${t.status} in ('pending', 'issued', 'rejected', 'voided')`),
    check('invoices_title_type_ck', sql`${t.titleType} in ('personal', 'company')`),
    check('invoices_company_code_ck', sql`${t.titleType} <> 'company' or ${t.creditCode} is not null`),
    check('invoices_issued_file_ck', sql`${t.status} <> 'issued' or ${t.fileKey} is not null`),
  ],
);
