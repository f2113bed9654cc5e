import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: varchar('account', { length: 64 }).notNull(),
    mobile: varchar('mobile', { length: 11 }),
    passwordHash: text('password_hash'),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    image: text('image').notNull().default(''),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    isPerson: boolean('is_person').notNull().default(false),
    /** active | disabled */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_account_uq').on(t.account), uniqueIndex('users_mobile_uq').on(t.mobile)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the id the `saishi_sid` cookie carries (repositories/sessions.ts sessionKey) */
    id: varchar('id', { length: 128 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: varchar('csrf_token', { length: 128 }).notNull(),
    activeInstitution: integer('active_institution'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    scene: varchar('scene', { length: 16 }).notNull(),
    /** sha-256 of the code: the code itself is never stored. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    ...timestamps,
  },
  // the per-IP cap counts a client's codes of the last hour (services/sign-in.ts)
  (t) => [index('sms_codes_mobile_idx').on(t.mobile, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** One row per login attempt, recorded before the secret is checked; failures drive the locks per address and per key. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    /** what the attempt counts against: `user:<id>`, `sms:<mobile>`, `enrolment:<mobile>`, or an unknown name lower-cased */
    accountKey: varchar('account_key', { length: 64 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    /** the address it is counted under: an IPv4 address, or an IPv6 /64 (repositories/login-attempts.ts) */
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [index('login_attempts_key_idx').on(t.accountKey, t.createdAt)],
);
