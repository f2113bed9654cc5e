/** What the schedule query groups share: the row types, the actor of a write and the SQL test for a result. */
import { sql } from 'drizzle-orm';
import { fixtures, type phases } from '../db/schema/index.js';
import type { FixtureRow } from '../services/schedule-score.js';

export type PhaseRow = typeof phases.$inferSelect;
export type { FixtureRow };

export interface Actor {
  userId: number;
  ip: string;
}

/** SQL: the fixture has a result (byes never do). */
export const resultSql = sql`${fixtures.bye} = false and (${fixtures.forfeit} is not null or (${fixtures.homeScore} is not null and ${fixtures.awayScore} is not null))`;
