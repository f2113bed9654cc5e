import { bigint, boolean, index, integer, pgTable, real, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';
import { users } from './users.js';

/**
 * Every uploaded image, file and video (docs/uploads.md). Bytes live in the storage (local folder or S3-compatible
 * bucket) under `storage_key`, a server-generated name; `name` is the client's file name, kept for display only.
 * Videos: `upload_id` is the tus upload id (the `vid` of /api/get_video_path); status goes
 * uploading → processing → ready | failed.
 * Parts (kind `part`): the partial uploads of a video sent in parallel (tus concatenation); no bytes in the storage,
 * status uploading → uploaded → joining → joined | canceled (services/media.ts `PartStatus`); removed after a day.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    /** null for anonymous enrolment uploads (use 'enrolment', made under an enrolment grant: enrolment_uploads). */
    ownerUserId: integer('owner_user_id').references(() => users.id),
    institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    /** image | file | video | part (a partial upload of a video) */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** Purpose tag from the uploader: article, headline, partner, photo, cover, licence… */
    use: varchar('use', { length: 32 }).notNull().default(''),
    storageKey: varchar('storage_key', { length: 128 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull().default(''),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    /** Seconds (videos). */
    duration: real('duration').notNull().default(0),
    /** Storage key of the poster image (videos). */
    posterKey: varchar('poster_key', { length: 128 }).notNull().default(''),
    /** tus upload id of a video. */
    uploadId: varchar('upload_id', { length: 64 }).unique(),
    /** uploading | processing | ready | failed */
    status: varchar('status', { length: 12 }).notNull().default('ready'),
    /** Taken down by the platform admin (图片管理 / 图片投诉): no longer served to the public by GET /api/media/:key. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [index('media_owner_idx').on(t.ownerUserId, t.createdAt), index('media_institution_idx').on(t.institutionId, t.kind)],
);
