import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';
import { users } from './users.js';

/** The public fields of an approved competition whose change the platform reviews (access/competitions.ts). */
export interface CompetitionChangeFields {
  name?: string;
  cover?: string;
  introduction?: string;
}

export const COMPETITION_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type CompetitionChangeStatus = (typeof COMPETITION_CHANGE_STATUSES)[number];

/**
 * A change of an approved competition's name, cover or introduction (信息变更, filed like 报备): `changes` holds the
 * proposed values, the competition keeps the approved ones (the public site shows those) until the platform admin
 * approves. status pending → approved (applied) | rejected (reason) | withdrawn (by the organiser, or emptied by a
 * later edit). At most one pending change per competition; a later edit merges into it.
 */
export const competitionChangeRequests = pgTable(
  'competition_change_requests',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').$type<CompetitionChangeFields>().notNull(),
    status: varchar('status', { length: 12 }).$type<CompetitionChangeStatus>().notNull().default('pending'),
    requestedBy: integer('requested_by').references(() => users.id),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reason: text('reason').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('competition_change_requests_pending_uq').on(t.competitionId).where(sql`${t.status} = 'pending'`),
    index('competition_change_requests_status_idx').on(t.status, t.createdAt),
    check('competition_change_requests_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected', 'withdrawn')`),
  ],
);
