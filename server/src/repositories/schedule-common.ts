/** What the schedule query groups share: the row types, the actor of a write and the SQL test for a result. */
import { sql } from 'drizzle-orm';
import { fixtures, type phases } from '../db/schema/index.js';

export type PhaseRow = typeof phases.$inferSelect;
/**
 * The row of the server's fixtures table, which the shared schedule rules (decideScore, decideLive, planSchedule in
 * shared/src/rules/schedule) read as it is; the services run those rules inside one transaction with the phase and
 * fixture rows locked.
 */
export type FixtureRow = typeof fixtures.$inferSelect;

export interface Actor {
  userId: number;
  ip: string;
}

/** SQL: the fixture has a result (byes never do). */
export const resultSql = sql`${fixtures.bye} = false and (${fixtures.forfeit} is not null or (${fixtures.homeScore} is not null and ${fixtures.awayScore} is not null))`;
