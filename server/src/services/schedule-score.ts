/**
 * The row of the server's fixtures table, which the shared schedule rules (decideScore, decideLive, planSchedule in
 * shared/src/rules/schedule) read as it is; the repositories run those rules inside one transaction with the phase
 * and fixture rows locked.
 */
import type { fixtures } from '../db/schema/schedule.js';

export type FixtureRow = typeof fixtures.$inferSelect;

