import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
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
    /** 运动项目 and 等级 (e.g. 田径, 国家一级运动员 / 国家级裁判员), region and photo shown on the official site */
    sport: varchar('sport', { length: 32 }).notNull().default(''),
    level: varchar('level', { length: 32 }).notNull().default(''),
    region: varchar('region', { length: 64 }).notNull().default(''),
    photo: text('photo').notNull().default(''),
    /** opt-in (在官网公开): only approved and public registrations appear under official/personnel */
    isPublic: boolean('is_public').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('persons_user_idx').on(t.userId), index('persons_institution_idx').on(t.institutionId, t.status), index('persons_public_idx').on(t.kind, t.isPublic, t.status)],
);
