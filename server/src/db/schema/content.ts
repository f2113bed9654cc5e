import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';

/**
 * Official homepage blocks (官网首页管理, spec §2.5): every item of every block of the public home page, told
 * apart by `block` (see domain/home-blocks.ts). Items show on the home page when enabled and inside their
 * schedule window (show_from ≤ now < show_until, either end open), ordered by `sort` then id.
 * competition_id links an item to an approved competition (推荐赛事; optional for videos and photos).
 */
export const homeItems = pgTable(
  'home_items',
  {
    id: serial('id').primaryKey(),
    block: varchar('block', { length: 32 }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    subtitle: varchar('subtitle', { length: 255 }).notNull().default(''),
    image: text('image').notNull().default(''),
    link: text('link').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
    competitionId: integer('competition_id').references(() => competitions.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    showFrom: timestamp('show_from', { withTimezone: true, mode: 'date' }),
    showUntil: timestamp('show_until', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('home_items_block_sort_idx').on(t.block, t.sort),
    check(
      'home_items_block_ck',
      sql`${t.block} in ('headline', 'recommend_column', 'recommended_event', 'event_video', 'event_photo', 'brand_event', 'partner', 'friendly_link')`,
    ),
    check('home_items_window_ck', sql`${t.showFrom} is null or ${t.showUntil} is null or ${t.showFrom} < ${t.showUntil}`),
  ],
);
