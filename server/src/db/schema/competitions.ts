import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { institutions } from './institutions.js';
import { users } from './users.js';
import { venues } from './venues.js';

/**
 * A series (系列赛). status: its 系列报备 (shared/rules/series-filing.ts), the statuses of a single filing — draft →
 * pending (filed with its members) → approved | rejected (review_reason); pending → withdrawn. filed_at: the last
 * filing; reviewed_at / reviewed_by: the last review (docs/series.md).
 */
export const competitionSeries = pgTable(
  'competition_series',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    name: varchar('name', { length: 128 }).notNull(),
    /** 1 match series, 2 activity series */
    cType: integer('c_type').notNull().default(1),
    description: text('description').notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    reviewReason: varchar('review_reason', { length: 500 }).notNull().default(''),
    filedAt: timestamp('filed_at', { withTimezone: true, mode: 'date' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('competition_series_status_idx').on(t.status),
    check('competition_series_status_ck', sql`${t.status} in ('draft', 'pending', 'approved', 'rejected', 'withdrawn')`),
  ],
);

/**
 * status: draft → pending (filed, 报备) → approved (published) | rejected; rejected → pending (re-filed);
 * pending → withdrawn (pulled back) → pending. is_filing: the competition has been filed at least once.
 * permission_code: the management permission code (ActivityCode) another institution user redeems for a grant.
 * introduction: rich text, sanitised on the server before it is stored.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    seriesId: integer('series_id').references(() => competitionSeries.id),
    /** 1 match (比赛), 2 activity (活动) */
    cType: integer('c_type').notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    sport: varchar('sport', { length: 32 }).notNull(),
    level: varchar('level', { length: 32 }).notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    location: varchar('location', { length: 255 }).notNull().default(''),
    venueId: integer('venue_id').references(() => venues.id),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    isFiling: boolean('is_filing').notNull().default(false),
    organisers: varchar('organisers', { length: 255 }).notNull().default(''),
    cover: varchar('cover', { length: 512 }).notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    contactName: varchar('contact_name', { length: 32 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 32 }).notNull().default(''),
    permissionCode: varchar('permission_code', { length: 16 }),
    /** who issued the current permission code (the grant's granted_by) */
    permissionCodeBy: integer('permission_code_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('competitions_institution_idx').on(t.institutionId, t.startAt),
    uniqueIndex('competitions_permission_code_uq').on(t.permissionCode),
    index('competitions_status_idx').on(t.status),
    check('competitions_c_type_ck', sql`${t.cType} in (1, 2)`),
    check('competitions_status_ck', sql`${t.status} in ('draft', 'pending', 'approved', 'rejected', 'withdrawn')`),
  ],
);

/** Every status change of a competition: who, when, why (from_status is null for the creation). */
export const competitionStatusHistory = pgTable(
  'competition_status_history',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [index('competition_status_history_competition_idx').on(t.competitionId, t.at)],
);

/** Management grants obtained by redeeming a competition's permission code. */
export const competitionManagers = pgTable(
  'competition_managers',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    grantedBy: integer('granted_by').references(() => users.id),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('competition_managers_uq').on(t.competitionId, t.userId),
    index('competition_managers_user_idx').on(t.userId),
  ],
);
