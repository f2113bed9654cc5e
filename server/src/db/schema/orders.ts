import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type OrderKind, type OrderStatus, type RefundInitiator, type RefundStatus, type WithdrawStatus } from 'shared/rules';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';
import { signUps } from './sign-ups.js';
import { institutions } from './institutions.js';
import { payoutAccounts } from './payout-accounts.js';
import { users } from './users.js';

export { ORDER_STATUSES, type OrderStatus };

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    userId: integer('user_id').references(() => users.id),
    competitionId: integer('competition_id').references(() => competitions.id),
    /** What the order is for (shared/rules ORDER_KINDS): it decides who pays and who receives (payeeAccount). */
    kind: varchar('kind', { length: 16 }).$type<OrderKind>().notNull().default('sign_up'),
    subject: varchar('subject', { length: 255 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: varchar('status', { length: 8 }).$type<OrderStatus>().notNull().default('待支付'),
    /** wechat | alipay | balance | offline | '' */
    payChannel: varchar('pay_channel', { length: 16 }).notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** An unpaid order closes at this moment and releases what it held (null: it never expires). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** When its income was settled (moved from pending to available, the fee taken); null until then. */
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    /** Cents refunded so far (never above amount_cents). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** the accepted sign-up this fee order is for (one open order per entry) */
    signUpId: integer('sign_up_id').references(() => signUps.id),
    /** who marked the order as paid offline (pay_channel 'offline') */
    paidBy: integer('paid_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    index('orders_institution_idx').on(t.institutionId, t.createdAt),
    check('orders_status_ck', sql`${t.status} in ('待支付', '已支付', '已退款', '已关闭')`),
    check('orders_amount_ck', sql`${t.amountCents} >= 0`),
    check('orders_refunded_ck', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
    check('orders_kind_ck', sql`${t.kind} in ('sign_up', 'booking', 'live_package', 'top_up')`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_expiry_idx').on(t.expiresAt).where(sql`${t.status} = '待支付' and ${t.expiresAt} is not null`),
    uniqueIndex('orders_sign_up_open_uq').on(t.signUpId).where(sql`${t.signUpId} is not null and ${t.status} <> '已关闭'`),
  ],
);

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  quantity: integer('quantity').notNull().default(1),
  unitPriceCents: integer('unit_price_cents').notNull(),
  ...timestamps,
});

export const orderStatusHistory = pgTable('order_status_history', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  fromStatus: varchar('from_status', { length: 8 }).notNull().default(''),
  toStatus: varchar('to_status', { length: 8 }).notNull(),
  note: text('note').notNull().default(''),
  ...timestamps,
});

/** 退款 of an order (docs/finance.md, "Refunds"): asked, reviewed, paid back through the gateway or to the wallet. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    /** Our number, sent to the gateway as out_refund_no (the gateway treats a repeat as the same refund). */
    refundNo: varchar('refund_no', { length: 32 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The institution of the order (tenancy of the refund lists). */
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** The payment paid back (its channel decides gateway or wallet). */
    paymentId: integer('payment_id'),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    status: varchar('status', { length: 16 }).$type<RefundStatus>().notNull().default('pending'),
    initiator: varchar('initiator', { length: 16 }).$type<RefundInitiator>().notNull().default('payer'),
    requestedBy: integer('requested_by').references(() => users.id),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewReason: text('review_reason').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** The gateway's refund number, once it accepted the refund. */
    gatewayRefundNo: varchar('gateway_refund_no', { length: 64 }).notNull().default(''),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refunds_refund_no_uq').on(t.refundNo),
    index('refunds_institution_idx').on(t.institutionId, t.createdAt),
    index('refunds_order_idx').on(t.orderId),
    // one refund of an order at a time: concurrent requests cannot both be open (an overpayment paid back is not one
    // of the order's refunds: it returns a payment the order never took)
    uniqueIndex('refunds_open_uq').on(t.orderId).where(sql`${t.status} in ('pending', 'processing') and ${t.initiator} <> 'overpayment'`),
    // one payback of an overpaid payment
    uniqueIndex('refunds_overpayment_uq').on(t.paymentId).where(sql`${t.initiator} = 'overpayment'`),
    check('refunds_amount_ck', sql`${t.amountCents} > 0`),
    check('refunds_status_ck', sql`${t.status} in ('pending', 'processing', 'succeeded', 'rejected')`),
  ],
);

/** A competition's refund policy (shared/rules RefundPolicy); none: the default (full until the start). */
export const refundPolicies = pgTable('refund_policies', {
  competitionId: integer('competition_id')
    .primaryKey()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  fullUntil: timestamp('full_until', { withTimezone: true, mode: 'date' }),
  percent: integer('percent').notNull().default(0),
  partialUntil: timestamp('partial_until', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

/** 提现 of an institution (docs/finance.md, "Withdrawals"): reserved when asked, paid out or released on review. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    withdrawNo: varchar('withdraw_no', { length: 32 }).notNull(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    amountCents: integer('amount_cents').notNull(),
    status: varchar('status', { length: 16 }).$type<WithdrawStatus>().notNull().default('pending'),
    bankName: varchar('bank_name', { length: 64 }).notNull().default(''),
    cardNumber: varchar('card_number', { length: 30 }).notNull().default(''),
    accountName: varchar('account_name', { length: 128 }).notNull().default(''),
    /** The 收款账户 it goes to (bank, number and name above are its copy at the time); null for withdrawals made before them. */
    payoutAccountId: integer('payout_account_id').references(() => payoutAccounts.id),
    requestedBy: integer('requested_by').references(() => users.id),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewReason: text('review_reason').notNull().default(''),
    /** The bank transfer's reference (打款凭证号), on approval. */
    payoutReference: varchar('payout_reference', { length: 64 }).notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('withdrawals_withdraw_no_uq').on(t.withdrawNo),
    index('withdrawals_institution_idx').on(t.institutionId, t.createdAt),
    check('withdrawals_amount_ck', sql`${t.amountCents} > 0`),
    check('withdrawals_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
