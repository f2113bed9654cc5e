import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { institutions } from './institutions.js';
import { users } from './users.js';

/** Athlete and referee registrations of personal users. */
export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** athlete | referee */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** the community (institution) the registration was filed with; null = platform */
    institutionId: integer('institution_id').references(() => institutions.id),
    realName: varchar('real_name', { length: 64 }).notNull(),
    /** 1 male, 2 female */
    gender: integer('gender').notNull(),
    /** pending | approved | rejected */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    ...timestamps,
  },
  (t) => [index('persons_user_idx').on(t.userId), index('persons_institution_idx').on(t.institutionId, t.status)],
);
