import { bigserial, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { fixtureView } from 'shared/rules';
import { competitions } from './competitions.js';

/**
 * 比分推送 (live scores pushed to viewers, issue 25): one row per committed score change of a competition — a
 * running score, a start, a final score or its correction — holding the public views of the fixtures it changed
 * (the scored one and those a knockout advance moved). Its id is the event id of the stream
 * (GET /official/competition/live/stream), so a viewer who reconnects with Last-Event-ID gets what it missed, from
 * whichever API process it lands on. Rows older than a day are swept (services/score-events.ts).
 */
export const scoreEvents = pgTable(
  'score_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    /** the public fixture views (ScheduleFixture) after the change, and whether a final score changed */
    payload: jsonb('payload').$type<{ fixtures: ReturnType<typeof fixtureView>[]; final: boolean }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [index('score_events_competition_idx').on(t.competitionId, t.id), index('score_events_created_idx').on(t.createdAt)],
);
