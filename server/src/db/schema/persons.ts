import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { institutions } from './institutions.js';
import { users } from './users.js';

/**
 * 注册要求 (requestSettings): an institution (体育局, 协会: shared/rules registrations.ts) opens a registration window
 * for athletes or referees — the sports it takes, the fields and documents it asks for, its start and end.
 */
export const registerSettings = pgTable(
  'register_settings',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** athlete | referee */
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 64 }).notNull(),
    sports: varchar('sports', { length: 32 }).array().notNull().default(sql`'{}'::varchar[]`),
    /** required optional fields (REGISTRATION_FIELDS keys: level, region, mobile, intro) */
    fields: varchar('fields', { length: 16 }).array().notNull().default(sql`'{}'::varchar[]`),
    /** names of the documents to upload (e.g. 等级证书) */
    documents: varchar('documents', { length: 32 }).array().notNull().default(sql`'{}'::varchar[]`),
    notice: text('notice').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (t) => [index('register_settings_institution_idx').on(t.institutionId, t.kind)],
);

/** 实名认证 of a personal user: pending until an institution approves a registration made with it, then verified (locked). */
export const personIdentities = pgTable('person_identities', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  realName: varchar('real_name', { length: 64 }).notNull(),
  idCard: varchar('id_card', { length: 18 }).notNull(),
  /** 1 male, 2 female (from the ID card) */
  gender: integer('gender').notNull(),
  birthDate: varchar('birth_date', { length: 10 }).notNull(),
  photo: text('photo').notNull(),
  /** pending | verified */
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  /** the institution whose approval verified it */
  verifiedBy: integer('verified_by').references(() => institutions.id),
  verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

export interface RegistrationDocument {
  name: string;
  url: string;
}

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
    /** the 注册要求 (window) it was filed under; null for registrations older than the windows */
    settingId: integer('setting_id').references(() => registerSettings.id),
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
    /** 联系电话 and 个人简介 when the requirement asks for them */
    mobile: varchar('mobile', { length: 11 }).notNull().default(''),
    intro: varchar('intro', { length: 500 }).notNull().default(''),
    documents: jsonb('documents').$type<RegistrationDocument[]>().notNull().default([]),
    /** opt-in (在官网公开): only approved and public registrations appear under official/personnel */
    isPublic: boolean('is_public').notNull().default(false),
    reviewReason: varchar('review_reason', { length: 200 }).notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('persons_user_idx').on(t.userId),
    index('persons_institution_idx').on(t.institutionId, t.status),
    index('persons_public_idx').on(t.kind, t.isPublic, t.status),
    // one live registration per person and window (a rejected one may be filed again): 本期注册已提交
    uniqueIndex('persons_setting_user_uq').on(t.settingId, t.userId).where(sql`status <> 'rejected'`),
  ],
);
