/**
 * Payments (支付单): each attempt to pay an order through one channel, and what a gateway told us about it
 * (docs/finance.md, "Payments"); the sandbox gateway's own memory (payments/sandbox.ts), kept apart from ours as a
 * real gateway's would be; and the Idempotency-Key records of the money routes (http/idempotency.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { PaymentStatus } from 'shared/rules';
import { timestamps } from './columns.js';
import { orders } from './orders.js';
import { users } from './users.js';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Our number, sent to the gateway as out_trade_no. */
    paymentNo: varchar('payment_no', { length: 32 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** wechat | alipay | balance */
    channel: varchar('channel', { length: 16 }).notNull(),
    /** The gateway that serves it: sandbox | wechat | alipay | balance. */
    provider: varchar('provider', { length: 16 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: varchar('status', { length: 16 }).$type<PaymentStatus>().notNull().default('pending'),
    /** The gateway's number of the trade, once paid. */
    tradeNo: varchar('trade_no', { length: 64 }).notNull().default(''),
    qrCode: varchar('qr_code', { length: 512 }).notNull().default(''),
    payUrl: varchar('pay_url', { length: 2048 }).notNull().default(''),
    payerId: integer('payer_id').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_payment_no_uq').on(t.paymentNo),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_ck', sql`${t.amountCents} > 0`),
    check('payments_status_ck', sql`${t.status} in ('pending', 'succeeded', 'closed', 'failed')`),
  ],
);

/** The sandbox gateway's record of a payment it was asked to take (not ours: the gateway's). */
export const sandboxPayments = pgTable('sandbox_payments', {
  paymentNo: varchar('payment_no', { length: 32 }).primaryKey(),
  channel: varchar('channel', { length: 16 }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  subject: varchar('subject', { length: 255 }).notNull(),
  status: varchar('status', { length: 16 }).$type<'pending' | 'succeeded' | 'closed'>().notNull().default('pending'),
  tradeNo: varchar('trade_no', { length: 64 }).notNull().default(''),
  notifyUrl: varchar('notify_url', { length: 2048 }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** When the merchant acknowledged the notification of the last change; null while it is still being sent. */
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

/**
 * One Idempotency-Key of a money route (per caller): the hash of the request it first came with and, once answered,
 * the answer. The same key with the same request gets that answer again; with another request a refusal.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: varchar('key', { length: 64 }).notNull(),
    /** METHOD + route + sha256 of the body */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** null while the first request is still being handled */
    response: jsonb('response'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Secrets this installation made for itself at its first start and keeps (shared by every API node of one database),
 * e.g. the sandbox gateway's signing key: random, never derived from a setting an attacker could guess.
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
});
