import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { institutions } from './institutions.js';
import { users } from './users.js';
import { venues } from './venues.js';

export const competitionSeries = pgTable('competition_series', {
  id: serial('id').primaryKey(),
  institutionId: integer('institution_id')
    .notNull()
    .references(() => institutions.id),
  name: varchar('name', { length: 128 }).notNull(),
  /** 1 match series, 2 activity series */
  cType: integer('c_type').notNull().default(1),
  ...timestamps,
});

/** status: draft | pending | approved | rejected | withdrawn; is_filing marks a filing (报备) submitted for review. */
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
    ...timestamps,
  },
  (t) => [
    index('competitions_institution_idx').on(t.institutionId, t.startAt),
    index('competitions_status_idx').on(t.status),
    check('competitions_c_type_ck', sql`${t.cType} in (1, 2)`),
    check('competitions_status_ck', sql`${t.status} in ('draft', 'pending', 'approved', 'rejected', 'withdrawn')`),
  ],
);

export const signUps = pgTable(
  'sign_ups',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    entrantName: varchar('entrant_name', { length: 64 }).notNull(),
    /** pending | approved | rejected */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    ...timestamps,
  },
  (t) => [index('sign_ups_competition_idx').on(t.competitionId, t.status)],
);
