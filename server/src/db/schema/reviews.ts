import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { albums } from './albums.js';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';
import { institutions } from './institutions.js';
import { media } from './media.js';
import { users } from './users.js';
import { venues } from './venues.js';

/** Photo statuses: pending (add_photo_count) → approved | rejected; approved ⇄ taken_down (下架 / 恢复). */
export type PhotoStatus = 'pending' | 'approved' | 'rejected' | 'taken_down';

/**
 * Photos of albums (add_photo_count counts the pending ones). `media_id` is the uploaded image (media table); `url`
 * its address (/api/media/<key>). A photo uploaded by the platform admin is approved at once.
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id').references(() => institutions.id),
    competitionId: integer('competition_id').references(() => competitions.id),
    albumId: integer('album_id').references(() => albums.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 100 }).notNull().default(''),
    url: text('url').notNull(),
    reviewStatus: varchar('review_status', { length: 16 }).notNull().default('pending'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('photos_album_idx').on(t.albumId, t.id), index('photos_status_idx').on(t.reviewStatus)],
);

/** Complaint statuses: pending (report_photo_count) → taken_down (下架) | dismissed (驳回); taken_down → restored (恢复). */
export type ReportStatus = 'pending' | 'taken_down' | 'dismissed' | 'restored';

/** Complaints about photos from the public (report_photo_count); anonymous visitors allowed (reporter_id null). */
export const photoReports = pgTable('photo_reports', {
  id: serial('id').primaryKey(),
  photoId: integer('photo_id')
    .notNull()
    .references(() => photos.id, { onDelete: 'cascade' }),
  reporterId: integer('reporter_id').references(() => users.id),
  /** Reason from the list (PHOTO_REPORT_CATEGORIES); empty for old rows. */
  category: varchar('category', { length: 32 }).notNull().default(''),
  /** The reporter's own words. */
  reason: text('reason').notNull(),
  contact: varchar('contact', { length: 64 }).notNull().default(''),
  reporterIp: varchar('reporter_ip', { length: 64 }).notNull().default(''),
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  handleReason: text('handle_reason').notNull().default(''),
  ...timestamps,
});

/**
 * Every review action on photos, complaints and uploaded images (who, when, why): approve, reject, take_down,
 * restore, dismiss, hide_media, show_media.
 */
export const photoActions = pgTable(
  'photo_actions',
  {
    id: serial('id').primaryKey(),
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'cascade' }),
    reportId: integer('report_id').references(() => photoReports.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [index('photo_actions_photo_idx').on(t.photoId, t.at), index('photo_actions_media_idx').on(t.mediaId, t.at)],
);

/**
 * Mini-program feedback (意见反馈, feedback_count = the unanswered ones): a user's suggestion, about a venue (venue_id)
 * or the platform (null), with photos (uploaded images' addresses). status: pending (待回复) → replied (已回复) at the
 * first reply of the venue or the platform.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    photos: text('photos').array().notNull().default([]),
    contact: varchar('contact', { length: 64 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    ...timestamps,
  },
  (t) => [index('feedback_venue_idx').on(t.venueId, t.id), index('feedback_user_idx').on(t.userId, t.id)],
);

/** Replies to a feedback, by the venue's manager (side venue) or the platform admin (side platform); the user reads them. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    side: varchar('side', { length: 16 }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    ...timestamps,
  },
  (t) => [index('feedback_replies_feedback_idx').on(t.feedbackId, t.id)],
);
