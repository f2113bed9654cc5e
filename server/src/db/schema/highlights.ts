import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { HighlightKind } from 'shared/rules';
import { competitions } from './competitions.js';
import { photos } from './reviews.js';
import { results } from './schedule.js';
import { users } from './users.js';
import { videos } from './videos.js';

/**
 * 集锦 (highlights, recordsList, issue 24): the items an organiser composes for a competition, in `position` order
 * (dense 1..n, rewritten under the competition's lock when an item moves or goes). Each item references exactly one
 * thing of its kind — a video, an album photo or a result of the same competition (the service checks the
 * competition, the CHECK that exactly the ref of the kind is set). The competition's ratified 最高纪录 are not
 * stored here: shared/src/rules/highlights.ts merges them in at read time. A referenced thing that goes takes its
 * item with it.
 */
export const highlightItems = pgTable(
  'highlight_items',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: varchar('kind', { length: 8 }).$type<HighlightKind>().notNull(),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'cascade' }),
    resultId: integer('result_id').references(() => results.id, { onDelete: 'cascade' }),
    caption: varchar('caption', { length: 100 }).notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    index('highlight_items_competition_idx').on(t.competitionId, t.position),
    uniqueIndex('highlight_items_video_uq').on(t.competitionId, t.videoId),
    uniqueIndex('highlight_items_photo_uq').on(t.competitionId, t.photoId),
    uniqueIndex('highlight_items_result_uq').on(t.competitionId, t.resultId),
    check('highlight_items_position_ck', sql`${t.position} >= 1`),
    check(
      'highlight_items_ref_ck',
      sql`(${t.kind} = 'video' and ${t.videoId} is not null and ${t.photoId} is null and ${t.resultId} is null)
       or (${t.kind} = 'photo' and ${t.photoId} is not null and ${t.videoId} is null and ${t.resultId} is null)
       or (${t.kind} = 'result' and ${t.resultId} is not null and ${t.videoId} is null and ${t.photoId} is null)`,
    ),
  ],
);
