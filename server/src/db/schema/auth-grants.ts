import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './users.js';

/**
 * Short-lived single-use grants of the account flows (repositories/auth-grants.ts): a password reset after the SMS
 * code (`password_reset`), a change of mobile after the old number's code (`mobile_change`), the state of a WeChat
 * authorization (`wechat_state`) and a WeChat authorization waiting for its account (`wechat_bind`). Only the SHA-256
 * of the token is stored; the browser holds the token (an answer, or an HttpOnly cookie).
 */
export const authGrants = pgTable(
  'auth_grants',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    mobile: varchar('mobile', { length: 11 }),
    /** what the grant carries: a WeChat openid and unionid, the path to return to after a WeChat login */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('auth_grants_token_uq').on(t.tokenHash), index('auth_grants_expires_idx').on(t.expiresAt)],
);

/** A WeChat account (openid of the platform's WeChat app) bound to one user, one each way. */
export const wechatBindings = pgTable(
  'wechat_bindings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openid: varchar('openid', { length: 128 }).notNull(),
    unionid: varchar('unionid', { length: 128 }),
    ...timestamps,
  },
  (t) => [uniqueIndex('wechat_bindings_openid_uq').on(t.openid), uniqueIndex('wechat_bindings_user_uq').on(t.userId)],
);
