/**
 * Score entry (比分录入): the decisions are the shared rule (shared/src/rules/schedule/score-entry.ts, also run by
 * the schedule mock); the repository runs them inside one transaction with the phase and fixture rows locked. This
 * file names the row of the server's fixtures table, which the shared rules read as it is.
 */
import type { fixtures } from '../db/schema/schedule.js';

export type FixtureRow = typeof fixtures.$inferSelect;

export { decideScore, hasScore, STALE_VERSION, type ScoreDecision } from 'shared/rules';
