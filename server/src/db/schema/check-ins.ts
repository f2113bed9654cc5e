import type { CheckInEvidence, CheckInGoalKind, CheckInGoalScope, CheckInStatus, TrackSport } from 'shared/rules';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, real, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';
import { media } from './media.js';
import { signUps } from './sign-ups.js';
import { users } from './users.js';

/**
 * A check-in challenge of an activity (打卡设置, issue 24): its China days (both inclusive), what the goal counts
 * (metres, seconds, check-ins, photo check-ins), daily or total, the evidence allowed, the daily limit, whether every
 * record is reviewed. Rules: shared/src/rules/check-in.ts.
 */
export const checkInSettings = pgTable(
  'check_in_settings',
  {
    competitionId: integer('competition_id')
      .primaryKey()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    goalKind: varchar('goal_kind', { length: 16 }).$type<CheckInGoalKind>().notNull(),
    goalScope: varchar('goal_scope', { length: 8 }).$type<CheckInGoalScope>().notNull(),
    /** whole metres, seconds or check-ins */
    goalValue: integer('goal_value').notNull(),
    /** daily goals: on how many days the day's goal must be met */
    goalDays: integer('goal_days').notNull().default(1),
    /** the sport a track file must be of (running | walking | cycling) */
    sport: varchar('sport', { length: 16 }).$type<TrackSport>(),
    evidence: jsonb('evidence').$type<CheckInEvidence[]>().notNull(),
    dailyLimit: integer('daily_limit').notNull().default(1),
    reviewRequired: boolean('review_required').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('check_in_settings_range_ck', sql`${t.endsOn} >= ${t.startsOn}`),
    check('check_in_settings_goal_kind_ck', sql`${t.goalKind} in ('distance', 'duration', 'count', 'photo')`),
    check('check_in_settings_goal_scope_ck', sql`${t.goalScope} in ('daily', 'total')`),
    check('check_in_settings_goal_ck', sql`${t.goalValue} >= 1 and ${t.goalDays} >= 1 and ${t.dailyLimit} >= 1`),
  ],
);

/**
 * A participant's check-in (打卡记录): the signed-up entry it belongs to, the China day it counts for, its evidence
 * (an uploaded image or track file), what a track said (distance, duration, pace, start, the route downsampled to at
 * most 1000 [lat, lon] points, a fingerprint for identical uploads), why it was flagged, and its review.
 */
export const checkInRecords = pgTable(
  'check_in_records',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    signUpId: integer('sign_up_id')
      .notNull()
      .references(() => signUps.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    evidence: varchar('evidence', { length: 16 }).$type<CheckInEvidence>().notNull(),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    distanceMeters: real('distance_meters'),
    durationSeconds: integer('duration_seconds'),
    /** seconds per kilometre */
    paceSeconds: integer('pace_seconds'),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }),
    route: jsonb('route').$type<[number, number][]>().notNull().default([]),
    /** sha-256 of shared/rules trackFingerprint; '' without a track */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull().default(''),
    flags: jsonb('flags').$type<string[]>().notNull().default([]),
    note: varchar('note', { length: 200 }).notNull().default(''),
    status: varchar('status', { length: 16 }).$type<CheckInStatus>().notNull(),
    reviewReason: varchar('review_reason', { length: 500 }).notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('check_in_records_competition_idx').on(t.competitionId, t.status, t.id),
    index('check_in_records_sign_up_idx').on(t.signUpId, t.day),
    index('check_in_records_fingerprint_idx').on(t.competitionId, t.fingerprint),
    check('check_in_records_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('check_in_records_evidence_ck', sql`${t.evidence} in ('photo', 'track', 'screenshot')`),
  ],
);
