/**
 * Schedule tables: phases, phase entrants, fixtures and their score history, composed from query groups: phases,
 * entrants and generation (schedule-phases.ts), fixtures, their info, referees and view look-ups
 * (schedule-fixtures.ts), score entry and history (schedule-scores.ts). Generation writes fixtures in batches and
 * reports progress on the phase row between batches; score entry runs in one transaction with the phase and
 * fixture rows locked (src/services/scores.ts opens it, shared/rules decides, schedule-scores.ts writes).
 */
import { hasScore } from 'shared/rules';
import type { Db } from '../db/client.js';
import { createFixtureQueries } from './schedule-fixtures.js';
import { createPhaseQueries } from './schedule-phases.js';
import { createScoreQueries } from './schedule-scores.js';

export type { Actor, FixtureRow, PhaseRow } from './schedule-common.js';
export type { PhaseConfig } from '../db/schema/index.js';
export { GENERATION_BATCH, type SwissEntrantChange, type SwissEntrantRow } from './schedule-phases.js';

export function createScheduleRepo(db: Db) {
  return {
    ...createPhaseQueries(db),
    ...createFixtureQueries(db),
    ...createScoreQueries(db),
  };
}

export { hasScore };
