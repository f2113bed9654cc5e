import { boolean, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';
import { institutions } from './institutions.js';

const homeItem = {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 128 }).notNull(),
  image: text('image').notNull().default(''),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
};

export const headlines = pgTable('headlines', { ...homeItem, ...timestamps });
export const recommendedEvents = pgTable('recommended_events', {
  ...homeItem,
  competitionId: integer('competition_id').references(() => competitions.id),
  ...timestamps,
});
export const partners = pgTable('partners', { ...homeItem, ...timestamps });
export const friendlyLinks = pgTable('friendly_links', { ...homeItem, ...timestamps });

/** Articles (资讯); review_status pending ones count as article_check_count. */
export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  institutionId: integer('institution_id').references(() => institutions.id),
  title: varchar('title', { length: 255 }).notNull(),
  content: text('content').notNull().default(''),
  reviewStatus: varchar('review_status', { length: 16 }).notNull().default('pending'),
  ...timestamps,
});
