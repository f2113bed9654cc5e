import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { recordOperations } from './operation-context.js';
import { lockDataFolder, type DataFolderLock } from './data-folder-lock.js';
/**
 * The one database type used by repositories: both PGlite and node-postgres drizzle instances fit it. Built without
 * the schema: the repositories use the query builder on the tables they import, never drizzle's relational queries
 * (`db.query.<table>`), and with a schema every transaction (a PgDatabase of its own) built a relational builder for
 * each of the ~90 tables — a share of every write's CPU in the write benchmark's profile.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The rows of a raw `db.execute(sql…)`: node-postgres answers a result with `rows`, PGlite the array itself. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** A transaction of the one database type (the callback argument of `db.transaction`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The SQLSTATE of a database error, as node-postgres or PGlite throw it, also when drizzle wraps it (`cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (PGlite only): the job queue runs its SQL on it (plugins/app/jobs.ts). */
  pglite?: PGlite;
  /** The connection pool (PostgreSQL only): advisory locks and, without a URL, the job queue's SQL (plugins/app/jobs.ts). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * The extensions the migrations create, loaded into every PGlite (PostgreSQL ships them): btree_gist for the
 * bookings' exclusion constraint (migration 0017_booking, docs/venues.md).
 */
export const PGLITE_OPTIONS = { extensions: { btree_gist } } satisfies PGliteOptions;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** folder for PGlite, or `memory://` */
  pgliteDir: string;
  /** Errors of idle PostgreSQL connections (server restart, terminated backend); unhandled they crash the process. */
  onIdleError?: (error: Error) => void;
}

/** pg_advisory_lock key of the migrations (any constant of its own: the bytes of "saishimg"). */
const MIGRATION_LOCK_KEY = '8314042331496541543';

/**
 * Runs `work` while holding a PostgreSQL advisory lock on a connection of its own, so that processes started together on
 * one database do it one at a time (the migrations here; the job queues' definitions in plugins/app/jobs.ts). The lock
 * is a session lock: it is released when `work` ends, or with the connection when the process dies.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, key: string, work: () => Promise<T>): Promise<T> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    lockClient.release();
  }
}

/** Opens PostgreSQL (when a URL is given) or PGlite, and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // pg emits errors of idle clients on the pool; the pool drops such a client and opens a new one when needed.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg({ client: pool });
    // API processes started together on one database migrate one at a time; the next finds the migrations applied
    // (docs/deploying.md)
    await withAdvisoryLock(pool, MIGRATION_LOCK_KEY, () => migratePg(db, { migrationsFolder }));
    return { db: recordOperations(db as unknown as Db), kind: 'postgres', pool, close: () => pool.end() };
  }
  // one process at a time on a data folder (db/data-folder-lock.ts): DataFolderInUse while another one has it open
  let lock: DataFolderLock | null = null;
  if (!options.pgliteDir.startsWith('memory://')) {
    mkdirSync(path.dirname(path.resolve(options.pgliteDir)), { recursive: true });
    lock = lockDataFolder(options.pgliteDir);
    mkdirSync(options.pgliteDir, { recursive: true });
  }
  try {
    const client = await PGlite.create(options.pgliteDir, PGLITE_OPTIONS);
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder }).catch(async (error: unknown) => {
      await client.close();
      throw error;
    });
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    };
    return { db: recordOperations(db as unknown as Db), kind: 'pglite', pglite: client, close };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
