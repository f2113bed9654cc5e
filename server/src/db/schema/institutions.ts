import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './users.js';

/** institution_type: 1 政府/事业单位, 2 社会组织/协会, 3 青少年培训机构, 4 场馆运营方, 5 赞助商, 6 赛事运营机构 (GLOSSARY). */
export const institutions = pgTable(
  'institutions',
  {
    id: serial('id').primaryKey(),
    belongId: integer('belong_id').notNull().default(0),
    institutionType: integer('institution_type').notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    logo: text('logo').notNull().default(''),
    region: varchar('region', { length: 64 }).notNull().default(''),
    /** pending | approved | rejected | disabled */
    status: varchar('status', { length: 16 }).notNull().default('approved'),
    /** official-site profile (行业 directory): plain-text introduction, address, website, contact */
    intro: text('intro').notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    website: varchar('website', { length: 255 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 32 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 32 }).notNull().default(''),
    /** the contact is shown on the official site only when the institution chose to publish it */
    contactPublic: boolean('contact_public').notNull().default(false),
    ...timestamps,
  },
  (t) => [check('institutions_type_ck', sql`${t.institutionType} between 1 and 6`)],
);

/**
 * 权限管理: a named role of one institution, reusable by its members; `permissions` maps a menu group key of the
 * institution's §6 menu set to 'read' (只读) or 'write' (读写), a group missing is 无 (shared/rules staff-permissions.ts).
 */
export const institutionRoles = pgTable(
  'institution_roles',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 32 }).notNull(),
    permissions: jsonb('permissions').$type<Record<string, 'read' | 'write'>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('institution_roles_name_uq').on(t.institutionId, t.name)],
);

export const managers = pgTable(
  'managers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    sportsVenuesId: integer('sports_venues_id').notNull().default(0),
    /**
     * A staff member's role (权限管理). Null: an owner (is_admin), or a manager from before roles, who holds every
     * permission; an invited staff member always has one.
     */
    roleId: integer('role_id').references(() => institutionRoles.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('managers_user_institution_uq').on(t.userId, t.institutionId), index('managers_institution_idx').on(t.institutionId)],
);

/**
 * 停用 / 启用 of an institution by the platform admin (docs/institutions.md): who, when and why, one row per change,
 * written in the transaction that changes `institutions.status`. Never edited or deleted.
 */
export const institutionStatusEvents = pgTable(
  'institution_status_events',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    /** disable | enable */
    action: varchar('action', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [index('institution_status_events_institution_idx').on(t.institutionId, t.at), check('institution_status_events_action_ck', sql`${t.action} in ('disable', 'enable')`)],
);
