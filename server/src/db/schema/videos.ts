import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';
import { institutions } from './institutions.js';
import { media } from './media.js';
import { users } from './users.js';

/**
 * The video library (视频, backVideoList and the public /video pages). A video belongs to an institution (null =
 * the platform), optionally to one of its competitions, and has one of the fixed categories of
 * shared/src/rules/video-categories.ts (1 赛事集锦, 2 精彩瞬间, 3 赛事直播回放, 4 教学训练, 5 宣传片).
 * `media_id` is a video uploaded through tus (table media; processed with ffprobe/ffmpeg); `cover` is an uploaded
 * image URL or '' for the poster of the processed video. status: hidden | published; a video publishes only when
 * its media is ready, and the public site lists it only then. `admin_hidden`: hidden by the platform admin — the
 * institution cannot publish it again (only the admin can).
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id').references(() => institutions.id),
    competitionId: integer('competition_id').references(() => competitions.id, { onDelete: 'set null' }),
    category: integer('category').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id),
    cover: text('cover').notNull().default(''),
    status: varchar('status', { length: 12 }).notNull().default('hidden'),
    adminHidden: boolean('admin_hidden').notNull().default(false),
    views: integer('views').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('videos_public_idx').on(t.status, t.category, t.publishedAt),
    index('videos_institution_idx').on(t.institutionId, t.createdAt),
    check('videos_status_ck', sql`${t.status} in ('published', 'hidden')`),
    check('videos_category_ck', sql`${t.category} between 1 and 5`),
  ],
);
