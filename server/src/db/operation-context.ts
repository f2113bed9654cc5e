import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * 操作记录 (docs/api.md "Operation records"): what the database's `saishi_record` trigger writes into the record of
 * the request that changes a row (migration 0023_operation_records). The mutating request's hook
 * (plugins/app/operation-records.ts) opens it; `recordOperations(db)` carries it into every transaction.
 */
export interface OperationContext {
  /** the request's own id: its one record */
  rid: string;
  /** `METHOD /api/path` */
  op: string;
  label: string;
  actor: number | null;
  actorName: string;
  /** the institution the caller acts for (the changed rows' own `institution_id` comes first) */
  inst: number | null;
  ip: string;
  ua: string;
}

interface Scope {
  /** read when a transaction starts: the caller is known by then */
  context: () => OperationContext;
  /** false once the answer is sent: work the request started and left running records nothing */
  open: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();
const inTransaction = new AsyncLocalStorage<true>();

/** Runs `next` (the rest of a mutating request) with its operation context; answers the scope to close. */
export function runWithOperation(context: () => OperationContext, next: () => void): Scope {
  const scope: Scope = { context, open: true };
  scopes.run(scope, next);
  return scope;
}

/** Whether a mutating request's scope is open here (cheaper than building its context). */
const inOpenScope = () => scopes.getStore()?.open === true;

const currentContext = (): OperationContext | null => {
  const scope = scopes.getStore();
  return scope?.open ? scope.context() : null;
};

/** A statement that changes rows (a CTE that does, too). */
const WRITE = /^\s*(insert|update|delete)\b/i;
const WRITING_CTE = /^\s*with\b[\s\S]*\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i;
export const isWrite = (text: string) => WRITE.test(text) || WRITING_CTE.test(text);

interface PreparedQuery {
  execute(...args: unknown[]): Promise<unknown>;
  all?(...args: unknown[]): Promise<unknown>;
}
interface Session {
  prepareQuery(query: { sql: string }, ...rest: unknown[]): PreparedQuery;
  transaction(fn: (tx: Db) => Promise<unknown>, config?: unknown): Promise<unknown>;
}

/**
 * Makes the database carry the request's operation context into the records:
 * - every transaction opened inside a mutating request starts with `set_config('saishi.op', …, true)` (local to it);
 * - a write outside a transaction inside a mutating request runs in a transaction of its own that does the same.
 * Outside a mutating request (reads, seed, jobs, tests' own setup) nothing changes. Applied once, to the root session.
 */
export function recordOperations<T extends Db>(db: T): T {
  const session = (db as unknown as { session: Session }).session;
  const transaction = session.transaction.bind(session);
  session.transaction = (fn, config) =>
    transaction(async (tx) => {
      const context = currentContext();
      if (context) await tx.execute(sql`select set_config('saishi.op', ${JSON.stringify(context)}, true)`);
      return inTransaction.run(true, () => fn(tx));
    }, config);
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, ...rest) => {
    const prepared = prepareQuery(query, ...rest);
    if (!isWrite(query.sql)) return prepared;
    for (const method of ['execute', 'all'] as const) {
      const run = prepared[method]?.bind(prepared);
      if (!run) continue;
      prepared[method] = (...args: unknown[]) => {
        if (inTransaction.getStore() || !inOpenScope()) return run(...args);
        return db.transaction(async (tx) => {
          const inner = (tx as unknown as { session: Session }).session.prepareQuery(query, ...rest);
          return inner[method]!(...args);
        });
      };
    }
    return prepared;
  };
  return db;
}
