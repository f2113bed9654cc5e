import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { institutions } from './institutions.js';
import { users } from './users.js';

/**
 * Columns (栏目) of the information section (资讯): the official site lists articles by column
 * (`/article/columns`); `introduction` is the column introduction (栏目介绍, ArticleIntroduce, `/introduction`),
 * rich text sanitised on the server. Only enabled columns are public. Managed by the platform admin.
 */
export const articleColumns = pgTable(
  'article_columns',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 32 }).notNull(),
    introduction: text('introduction').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('article_columns_name_uq').on(t.name)],
);

/**
 * Articles (资讯 / 文章).
 * - kind 1: column article (资讯), written by an institution of type 1, 2 or 6 (or the platform admin), listed under
 *   its column on the official site once approved.
 * - kind 2: type-B article (B类文章, TypeBArticle): written by the platform admin only, no column and no review;
 *   never listed on the official site, reachable only by its link (`/article?id=`), e.g. notices, rules or help
 *   pages linked from headlines, the mini-program or messages.
 * review_status: draft → pending (submitted) → approved | rejected; pending → draft (withdrawn); rejected → pending.
 * Articles of the platform (institution_id null) and type-B articles are approved when submitted (no review).
 * An approved article is public from publish_at on (scheduled publish); publish_at is set to the approval time
 * when none was scheduled. Pending ones count as article_check_count. content is sanitised on the server.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id').references(() => institutions.id),
    kind: integer('kind').notNull().default(1),
    columnId: integer('column_id').references(() => articleColumns.id),
    title: varchar('title', { length: 255 }).notNull(),
    author: varchar('author', { length: 64 }).notNull().default(''),
    cover: text('cover').notNull().default(''),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    content: text('content').notNull().default(''),
    reviewStatus: varchar('review_status', { length: 16 }).notNull().default('pending'),
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    views: integer('views').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('articles_public_idx').on(t.kind, t.reviewStatus, t.columnId, t.publishAt),
    index('articles_institution_idx').on(t.institutionId, t.reviewStatus),
    check('articles_kind_ck', sql`${t.kind} in (1, 2)`),
    check('articles_review_status_ck', sql`${t.reviewStatus} in ('draft', 'pending', 'approved', 'rejected')`),
  ],
);

/** Every status change of an article: who, when, why (from_status null at creation). */
export const articleStatusHistory = pgTable(
  'article_status_history',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [index('article_status_history_article_idx').on(t.articleId, t.at)],
);

/** Site texts edited by the platform admin, by key: `agreement` = the user agreement (用户协议, `/agreement`). */
export const siteTexts = pgTable('site_texts', {
  key: varchar('key', { length: 32 }).primaryKey(),
  title: varchar('title', { length: 128 }).notNull(),
  content: text('content').notNull().default(''),
  updatedBy: integer('updated_by').references(() => users.id),
  ...timestamps,
});
