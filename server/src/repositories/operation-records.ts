/**
 * 操作记录 (docs/api.md "Operation records"): the records the database's trigger writes (migration
 * 0022_operation_records); this repository only reads them — nothing here or anywhere edits or deletes one.
 */
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { chinaDayStart } from 'shared/rules';
import type { Db } from '../db/client.js';
import { institutions, operationRecords } from '../db/schema/index.js';

export type { OperationChange } from '../db/schema/index.js';
import { likePattern, scopedList, type Page, type Scope, inScope } from './scope.js';

export interface OperationRecordFilter {
  /** the institutions the caller sees ('all': the platform admin) */
  scope: Scope;
  /** 操作人: a name, an account's nickname, or a user's id */
  actor?: string;
  /** 对象: its type (table) and id */
  objectType?: string;
  objectId?: string;
  /** 类型: insert | update | delete, and the operation's name */
  action?: string;
  keyword?: string;
  /** inclusive, YYYY-MM-DD (China time) */
  dateFrom?: string;
  dateTo?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const columns = {
  id: operationRecords.id,
  at: operationRecords.at,
  operation: operationRecords.operation,
  label: operationRecords.label,
  actorId: operationRecords.actorId,
  actorName: operationRecords.actorName,
  institutionId: operationRecords.institutionId,
  institutionName: sql<string>`coalesce(${institutions.name}, '')`,
  objectType: operationRecords.objectType,
  objectId: operationRecords.objectId,
  objectName: operationRecords.objectName,
  action: operationRecords.action,
  ip: operationRecords.ip,
  userAgent: operationRecords.userAgent,
};

function conditions(f: OperationRecordFilter): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [inScope(operationRecords.institutionId, f.scope)];
  if (f.actor) {
    const byId = /^\d{1,9}$/.test(f.actor) ? eq(operationRecords.actorId, Number(f.actor)) : undefined;
    where.push(or(ilike(operationRecords.actorName, likePattern(f.actor)), byId));
  }
  if (f.objectType) where.push(eq(operationRecords.objectType, f.objectType));
  if (f.objectId) where.push(eq(operationRecords.objectId, f.objectId));
  if (f.action) where.push(eq(operationRecords.action, f.action));
  if (f.keyword) where.push(or(ilike(operationRecords.label, likePattern(f.keyword)), ilike(operationRecords.objectName, likePattern(f.keyword))));
  if (f.dateFrom) where.push(gte(operationRecords.at, chinaDayStart(f.dateFrom)));
  if (f.dateTo) where.push(lt(operationRecords.at, new Date(chinaDayStart(f.dateTo).getTime() + DAY_MS)));
  return where;
}

export type OperationRecordRow = Awaited<ReturnType<ReturnType<typeof createOperationRecordsRepo>['list']>>['list'][number];

export function createOperationRecordsRepo(db: Db) {
  const select = () => db.select(columns).from(operationRecords).leftJoin(institutions, eq(institutions.id, operationRecords.institutionId));
  return {
    /** One page, newest first. */
    list(f: OperationRecordFilter & Page) {
      return scopedList({
        where: conditions(f),
        page: f,
        rows: (w, p) => select().where(w).orderBy(desc(operationRecords.id)).offset(p.start).limit(p.count),
        count: (w) => db.select({ n: count() }).from(operationRecords).where(w),
      });
    },

    /** One record with its changes, or undefined. */
    async find(id: number) {
      const [row] = await db
        .select({ ...columns, changes: operationRecords.changes })
        .from(operationRecords)
        .leftJoin(institutions, eq(institutions.id, operationRecords.institutionId))
        .where(eq(operationRecords.id, id))
        .limit(1);
      return row;
    },

    /** The export's batch: records older than `before` (keyset, newest first). */
    batch(f: OperationRecordFilter, before: number | null, size: number) {
      return select()
        .where(and(...conditions(f), before === null ? undefined : lt(operationRecords.id, before)))
        .orderBy(desc(operationRecords.id))
        .limit(size);
    },

    count: async (f: OperationRecordFilter) => (await db.select({ n: count() }).from(operationRecords).where(and(...conditions(f))))[0]?.n ?? 0,
  };
}
