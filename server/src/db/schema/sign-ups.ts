import type { CustomField, SignUpField } from 'shared/rules';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';
import { users } from './users.js';

/**
 * Sign-up settings of a competition (报名设置): when sign-up is open, whether entries need review, whether a full
 * event item keeps a waiting list, and which fields the form asks for.
 */
export const signUpSettings = pgTable(
  'sign_up_settings',
  {
    competitionId: integer('competition_id')
      .primaryKey()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    opensAt: timestamp('opens_at', { withTimezone: true, mode: 'date' }),
    closesAt: timestamp('closes_at', { withTimezone: true, mode: 'date' }),
    reviewRequired: boolean('review_required').notNull().default(true),
    waitingList: boolean('waiting_list').notNull().default(false),
    requiredFields: jsonb('required_fields').$type<SignUpField[]>().notNull().default(['real_name', 'phone']),
    customFields: jsonb('custom_fields').$type<CustomField[]>().notNull().default([]),
    /** false until the organiser publishes the form (closed sign-up is still visible to the organiser) */
    enabled: boolean('enabled').notNull().default(false),
    ...timestamps,
  },
  (t) => [check('sign_up_settings_window_ck', sql`${t.opensAt} is null or ${t.closesAt} is null or ${t.closesAt} > ${t.opensAt}`)],
);

/**
 * Event items (项目/组别) of a competition: 男子100米, U12组 … Capacity 0 = unlimited; fee in cents (0 = free).
 * gender 0 = any, 1 male, 2 female. Team items take team_min..team_max members.
 */
export const eventItems = pgTable(
  'event_items',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    /** individual | team */
    entryType: varchar('entry_type', { length: 16 }).notNull().default('individual'),
    gender: smallint('gender').notNull().default(0),
    /** age group label used by records (最高纪录), e.g. U12, 成年组; '' = open */
    ageGroup: varchar('age_group', { length: 32 }).notNull().default(''),
    /** eligible birth dates (inclusive), null = no limit */
    birthFrom: date('birth_from', { mode: 'string' }),
    birthTo: date('birth_to', { mode: 'string' }),
    capacity: integer('capacity').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    teamMin: integer('team_min').notNull().default(1),
    teamMax: integer('team_max').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('event_items_competition_idx').on(t.competitionId, t.sort),
    check('event_items_entry_type_ck', sql`${t.entryType} in ('individual', 'team')`),
    check('event_items_gender_ck', sql`${t.gender} in (0, 1, 2)`),
    check('event_items_capacity_ck', sql`${t.capacity} >= 0`),
    check('event_items_fee_ck', sql`${t.feeCents} >= 0`),
    check('event_items_team_ck', sql`${t.teamMin} >= 1 and ${t.teamMax} >= ${t.teamMin}`),
  ],
);

/** Sign-up statuses: a place is held by pending and approved entries; waiting entries queue by id. */
export const SIGN_UP_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'waiting'] as const;
export type SignUpStatus = (typeof SIGN_UP_STATUSES)[number];

/**
 * Entries (报名) of a player or a team into an event item. `entrant_name` is the player's real name or the team
 * name; team members are in sign_up_members. `user_id` is who signed up (the athlete, or the team captain);
 * null for entries the organiser added or imported. `affiliation` (单位) feeds draw constraints.
 */
export const signUps = pgTable(
  'sign_ups',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    eventItemId: integer('event_item_id').references(() => eventItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    entrantName: varchar('entrant_name', { length: 64 }).notNull(),
    entryType: varchar('entry_type', { length: 16 }).notNull().default('individual'),
    status: varchar('status', { length: 16 }).$type<SignUpStatus>().notNull().default('pending'),
    realName: varchar('real_name', { length: 32 }).notNull().default(''),
    idCard: varchar('id_card', { length: 18 }).notNull().default(''),
    phone: varchar('phone', { length: 16 }).notNull().default(''),
    gender: smallint('gender').notNull().default(0),
    birthDate: date('birth_date', { mode: 'string' }),
    affiliation: varchar('affiliation', { length: 64 }).notNull().default(''),
    /** values of the competition's custom fields, by key */
    extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
    /** seed number for draws (1 = top seed), set by the organiser */
    seed: integer('seed'),
    /** public | organiser | import */
    source: varchar('source', { length: 16 }).notNull().default('public'),
    /** why it was rejected or cancelled */
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('sign_ups_competition_idx').on(t.competitionId, t.status),
    index('sign_ups_item_idx').on(t.eventItemId, t.status, t.id),
    index('sign_ups_user_idx').on(t.userId),
    // one live entry per person and event item (a rejected or cancelled entry may sign up again)
    uniqueIndex('sign_ups_item_user_live_uq')
      .on(t.eventItemId, t.userId)
      .where(sql`${t.userId} is not null and ${t.status} in ('pending', 'approved', 'waiting')`),
    uniqueIndex('sign_ups_item_id_card_live_uq')
      .on(t.eventItemId, t.idCard)
      .where(sql`${t.idCard} <> '' and ${t.status} in ('pending', 'approved', 'waiting')`),
    check('sign_ups_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled', 'waiting')`),
    check('sign_ups_entry_type_ck', sql`${t.entryType} in ('individual', 'team')`),
  ],
);

/** Members of a team entry (the captain is flagged). */
export const signUpMembers = pgTable(
  'sign_up_members',
  {
    id: serial('id').primaryKey(),
    signUpId: integer('sign_up_id')
      .notNull()
      .references(() => signUps.id, { onDelete: 'cascade' }),
    realName: varchar('real_name', { length: 32 }).notNull(),
    idCard: varchar('id_card', { length: 18 }).notNull().default(''),
    phone: varchar('phone', { length: 16 }).notNull().default(''),
    gender: smallint('gender').notNull().default(0),
    birthDate: date('birth_date', { mode: 'string' }),
    isCaptain: boolean('is_captain').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sign_up_members_sign_up_idx').on(t.signUpId, t.sort)],
);

/** Every status change of an entry: who, when, why. */
export const signUpHistory = pgTable(
  'sign_up_history',
  {
    id: serial('id').primaryKey(),
    signUpId: integer('sign_up_id')
      .notNull()
      .references(() => signUps.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [index('sign_up_history_sign_up_idx').on(t.signUpId, t.at)],
);
