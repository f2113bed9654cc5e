import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';
import { institutions } from './institutions.js';
import { users } from './users.js';

/**
 * Albums (相册) of a competition: managed by whoever manages the competition (spec §2.4 album pages); public on the
 * official site (/album) once the competition is approved. Photos live in `photos` (reviews.ts) with `album_id`.
 * `cover_photo_id` is a photo of the album (no foreign key: photos reference albums; cleared when that photo goes).
 */
export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    /** The competition's institution, copied for tenancy filters and badges. */
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    title: varchar('title', { length: 50 }).notNull(),
    description: text('description').notNull().default(''),
    coverPhotoId: integer('cover_photo_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('albums_competition_idx').on(t.competitionId, t.createdAt)],
);
