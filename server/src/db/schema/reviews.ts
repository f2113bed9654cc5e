import { integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';
import { institutions } from './institutions.js';
import { users } from './users.js';

/** Uploaded photos awaiting review (add_photo_count). */
export const photos = pgTable('photos', {
  id: serial('id').primaryKey(),
  institutionId: integer('institution_id').references(() => institutions.id),
  competitionId: integer('competition_id').references(() => competitions.id),
  url: text('url').notNull(),
  reviewStatus: varchar('review_status', { length: 16 }).notNull().default('pending'),
  ...timestamps,
});

/** Complaints about photos (report_photo_count). */
export const photoReports = pgTable('photo_reports', {
  id: serial('id').primaryKey(),
  photoId: integer('photo_id')
    .notNull()
    .references(() => photos.id, { onDelete: 'cascade' }),
  reporterId: integer('reporter_id').references(() => users.id),
  reason: text('reason').notNull(),
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  ...timestamps,
});

/** Mini-program feedback (feedback_count); platform-level. */
export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  content: text('content').notNull(),
  contact: varchar('contact', { length: 64 }).notNull().default(''),
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  ...timestamps,
});
