import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';
import { users } from './users.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Export tasks (下载任务): xlsx files built in the background (sign-ups, schedule, results, rankings). The file is
 * kept in the database (`content`), so any API node can serve the download. status queued → running → done |
 * failed; `progress` 0–100. A worker claims queued tasks with FOR UPDATE SKIP LOCKED.
 */
export const exportTasks = pgTable(
  'export_tasks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    competitionId: integer('competition_id').references(() => competitions.id, { onDelete: 'cascade' }),
    /** sign_ups | schedule | results | rankings | account_flows (资金流水: no competition, filters in params) */
    kind: varchar('kind', { length: 32 }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    fileName: varchar('file_name', { length: 255 }).notNull().default(''),
    sizeBytes: integer('size_bytes').notNull().default(0),
    content: bytea('content'),
    error: text('error').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('export_tasks_user_idx').on(t.userId, t.createdAt),
    index('export_tasks_status_idx').on(t.status, t.id),
    check('export_tasks_status_ck', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('export_tasks_progress_ck', sql`${t.progress} between 0 and 100`),
  ],
);
