import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** One changed row of an operation: its table, key, and only the columns that changed (secrets masked). */
export interface OperationChange {
  table: string;
  op: 'insert' | 'update' | 'delete';
  /** the row's `id` (null for a row without one, or a secret one: a session) */
  id: string | null;
  /** a row without an `id`: its `*_id` columns */
  key: Record<string, unknown> | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * 操作记录: one row per mutating request that changed something, written by the database itself in the transaction
 * of the change (the trigger `saishi_record` of every business table, migration 0022_operation_records, docs/api.md
 * "Operation records"): who, which institution, which operation, its object, the changes, when, from where. Nothing
 * edits or deletes a row (the trigger `operation_records_guard` refuses it), but the request's own appends.
 */
export const operationRecords = pgTable(
  'operation_records',
  {
    id: serial('id').primaryKey(),
    /** the request's own id (one record per request, however many transactions it opened) */
    requestId: uuid('request_id').notNull().unique(),
    /** `METHOD /api/path` of the route (the OpenAPI operation) */
    operation: varchar('operation', { length: 160 }).notNull(),
    /** its Chinese name (the route's summary, shared/rules operationLabel) */
    label: varchar('label', { length: 64 }).notNull().default(''),
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: 64 }).notNull().default(''),
    institutionId: integer('institution_id'),
    /** the object: the table and id of the first row changed (a session's or an SMS code's only when nothing else changed) */
    objectType: varchar('object_type', { length: 64 }).notNull(),
    objectId: varchar('object_id', { length: 64 }),
    objectName: varchar('object_name', { length: 200 }).notNull().default(''),
    /** the table of the row the object was taken from (a session's object is its user) */
    objectTable: varchar('object_table', { length: 64 }).notNull(),
    /** false while the object is a row saved unchanged (a later changed row becomes the object) */
    objectChanged: boolean('object_changed').notNull().default(true),
    /** insert | update | delete: what happened to the object */
    action: varchar('action', { length: 8 }).notNull(),
    changes: jsonb('changes').$type<OperationChange[]>().notNull().default([]),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    index('operation_records_at_idx').on(t.at),
    index('operation_records_institution_idx').on(t.institutionId, t.at),
    index('operation_records_actor_idx').on(t.actorId, t.at),
    index('operation_records_object_idx').on(t.objectType, t.objectId),
  ],
);
