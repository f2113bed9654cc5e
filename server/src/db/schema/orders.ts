import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type OrderKind, type OrderStatus } from 'shared/rules';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';
import { signUps } from './sign-ups.js';
import { institutions } from './institutions.js';
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

export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  institutionId: integer('institution_id')
    .notNull()
    .references(() => institutions.id),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason').notNull().default(''),
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  ...timestamps,
});

export const withdrawals = pgTable('withdrawals', {
  id: serial('id').primaryKey(),
  institutionId: integer('institution_id')
    .notNull()
    .references(() => institutions.id),
  amountCents: integer('amount_cents').notNull(),
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  ...timestamps,
});
