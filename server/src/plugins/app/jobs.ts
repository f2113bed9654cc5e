/**
 * Background jobs (docs/architecture.md, "Jobs"): one interface, `app.jobs`, backed by pg-boss — retries with
 * exponential back-off, dead-letter queues, jobs that outlive a restart, and nodes that share queues (FOR UPDATE
 * SKIP LOCKED). On PostgreSQL pg-boss opens its own pool from DATABASE_URL; on the embedded PGlite it runs its SQL
 * on the same PGlite through pg-boss's `db` option (`pgliteExecutor`), so both databases run the same queue.
 *
 * The queues of services/job-queues.ts are created at start (pg-boss keeps its tables in the schema `pgboss`). The
 * workers plugin (plugins/app/workers.ts) registers every queue's handler with `work()` when the app is ready and
 * stops it with `offWork()` before the database closes; pg-boss itself stops in onClose (a job still running by then
 * is failed, hence retried). Scheduled queues get their jobs from pg-boss's cron (`schedule()`): every node keeps
 * the clock, one of them sends the run's one job (pg-boss's timekeeper, started only when `cron: true`).
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { CHINA_TIME_ZONE } from 'shared/rules';
import { withAdvisoryLock } from '../../db/client.js';
import { JOB_QUEUES, jobSchedules, type JobQueueDefinition } from '../../services/job-queues.js';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
export const JOB_STATES: readonly JobState[] = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'];

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** 0 at the first attempt. */
  retryCount: number;
  retryLimit: number;
}

/**
 * Thrown by a handler when another attempt would fail the same way (a refused request, bad settings): the job fails
 * at once, without its remaining retries, and goes to its dead-letter queue.
 */
export class FinalJobFailure extends Error {
  override name = 'FinalJobFailure';
}

export interface SendOptions {
  /** Seconds to wait, or a moment. */
  startAfter?: number | Date;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /** Wake this node's worker of the queue at once (default); false: the job waits for the next poll of any node. */
  wakeWorker?: boolean;
  /** With `singletonSeconds`: at most one job of this key per that many seconds, across nodes (a repeat is dropped). */
  singletonKey?: string;
  singletonSeconds?: number;
}

export interface WorkOptions {
  /** How often the queue is looked at for jobs sent by other nodes and for retries due (default 2 s). */
  pollingIntervalSeconds?: number;
}

export interface JobRow {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  created_on: string;
  started_on: string | null;
  completed_on: string | null;
  /** The message of the last failure, '' when none (as thrown: 任务队列 shows it through shared/rules jobErrorText). */
  error: string;
  /** The class of the last failure's error (`FinalJobFailure`, `Error` …), '' when unknown. */
  error_kind: string;
}

export interface JobFilter {
  name?: string;
  state?: JobState;
  start: number;
  count: number;
}

export interface Jobs {
  /** Creates a queue (nothing happens when it exists). */
  define(queue: JobQueueDefinition): Promise<void>;
  /** Queues a job; resolves with its id ('' when throttled by its singletonKey). This node's worker starts on it at once (unless `wakeWorker: false`), other nodes within their polling interval. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string>;
  /**
   * Works the queue on this node, one job at a time: fetched with FOR UPDATE SKIP LOCKED (nodes share a queue);
   * a handler that throws fails the attempt (retried after its back-off, then moved to the dead-letter queue; at once
   * when it throws FinalJobFailure).
   */
  work<T>(name: string, handler: (job: Job<T>) => Promise<void>, options?: WorkOptions): Promise<void>;
  /** Stops working the queue on this node; resolves when its job in progress has ended. */
  offWork(name: string): Promise<void>;
  /** Jobs and archived jobs, newest first (任务队列). */
  list(filter: JobFilter): Promise<{ list: JobRow[]; total: number }>;
  /** One job, from the queue or the archive. */
  get(name: string, id: string): Promise<JobRow | null>;
  /** The data of the queue's jobs not ended yet (waiting, waiting for a retry, running). */
  pending<T>(name: string): Promise<T[]>;
  /** Sends a job `{}` to the queue by cron (China time), one per run across all nodes; replaces its earlier schedule. */
  schedule(name: string, cron: string): Promise<void>;
  /** Removes the queue's schedule (nothing happens when it has none). */
  unschedule(name: string): Promise<void>;
  /** The queues this node works now (workers plugin). */
  working(): string[];
  /** A key of this node: its host and its data folder. */
  readonly nodeKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * pg-boss's `db` over PGlite: a statement with parameters goes to `query` (one statement, extended protocol); text
 * without parameters to `exec` (pg-boss creates its schema and runs its maintenance as several statements in one
 * text, `BEGIN; …; COMMIT;`). `exec` runs inside PGlite's `transaction()`, which holds PGlite's lock for the whole
 * text and rolls back when a statement fails, so a failed text never leaves the one connection in an aborted
 * transaction for the app's next query.
 */
export function pgliteExecutor(client: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values.map((v) => (v === undefined ? null : v)));
      const results = await client.transaction(async (tx) => tx.exec(text));
      return results[results.length - 1] ?? { rows: [], fields: [] };
    },
  };
}

const LIST_COLUMNS = `id::text, name, state::text, retry_count, retry_limit, created_on, started_on, completed_on,
  coalesce(output->>'message', output->'value'->>'message', '') as error, coalesce(output->>'name', '') as error_kind`;

/** The name filter of the list: a queue, or `video-processing(-dead)` for the video queues of every node. */
function nameFilter(name: string, param: string): string {
  if (name === 'video-processing') return `(name like 'video-processing-%' and name not like '%-dead')`;
  if (name === 'video-processing-dead') return `(name like 'video-processing-%-dead')`;
  return `name = ${param}`;
}

/** pg_advisory_lock key of the job queues' definitions (any constant of its own: the bytes of "saishijq"). */
const QUEUE_DEFINITION_LOCK_KEY = '8314042331496540785';

export interface JobsOptions {
  /**
   * Keep the clock of scheduled queues on this node (pg-boss's timekeeper). Default: when the config schedules a
   * queue (services/job-queues.ts `jobSchedules`; tests turn every schedule off, so no job of a clock races them).
   */
  cron?: boolean;
  /** Seconds between the looks at the schedules (default 30; a test shortens it). */
  cronMonitorSeconds?: number;
}

export default fp<JobsOptions>(
  async (app, options) => {
    const { database } = app;
    const url = app.config.databaseUrl;
    const boss = new PgBoss({
      ...(database.kind === 'pglite' && database.pglite
        ? { db: pgliteExecutor(database.pglite) }
        : url
          ? { connectionString: url, max: 4, application_name: 'saishi-jobs' }
          : // (a test that lends a PostgreSQL database without its URL: the app's own pool)
            { db: { executeSql: (text: string, values?: unknown[]) => database.pool!.query(text, values) } }),
      // the clock of scheduled queues (a monitor every 30 s, one node sends a run's job); maintenance (expired
      // attempts retried, old jobs archived) every two minutes
      schedule:
        options.cron ??
        jobSchedules({ orderSweepSeconds: app.config.payments.orderSweepSeconds, uploadCleanupMinutes: app.config.uploadCleanupMinutes }).some((q) => q.cron !== null),
      ...(options.cronMonitorSeconds ? { cronMonitorIntervalSeconds: options.cronMonitorSeconds, cronWorkerIntervalSeconds: options.cronMonitorSeconds } : {}),
      supervise: true,
    });
    // while stopping, a look at the clock still under way may find the database closing: not worth an error line
    let stopping = false;
    boss.on('error', (error: unknown) => (stopping ? app.log.warn({ err: error }, 'job queue error while stopping') : app.log.error({ err: error }, 'job queue error')));
    await boss.start();
    const db = boss.getDb() as { executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

    /** The workers of this node: a loop per queue that fetches one job at a time, and sleeps when there is none. */
    const workers = new Map<string, { stopping: boolean; wake: () => void; loop: Promise<void> }>();

    /**
     * Queues are defined one at a time across the nodes on PostgreSQL: pg-boss's `create_queue` adds the queue's table
     * as a partition of its job table, and two processes doing that at once (API processes started together on a new
     * database, as the migrations are) deadlock, and one of them does not start. An advisory lock held on a connection
     * of its own while pg-boss defines the queue puts them in line, as for the migrations (db/client.ts).
     */
    const oneNodeAtATime = (work: () => Promise<void>) => (database.pool ? withAdvisoryLock(database.pool, QUEUE_DEFINITION_LOCK_KEY, work) : work());

    const define = (q: JobQueueDefinition) =>
      oneNodeAtATime(() =>
        boss.createQueue(q.name, {
          name: q.name,
          policy: 'standard',
          retryLimit: q.retryLimit,
          retryDelay: q.retryDelay,
          retryBackoff: q.retryBackoff,
          expireInSeconds: q.expireInSeconds,
          ...(q.deadLetter ? { deadLetter: q.deadLetter } : {}),
        }),
      );
    for (const q of JOB_QUEUES) await define(q);

    const toRow = (r: Record<string, unknown>): JobRow => ({
      id: String(r.id),
      name: String(r.name),
      state: r.state as JobState,
      retry_count: Number(r.retry_count),
      retry_limit: Number(r.retry_limit),
      created_on: new Date(r.created_on as string).toISOString(),
      started_on: r.started_on ? new Date(r.started_on as string).toISOString() : null,
      completed_on: r.completed_on ? new Date(r.completed_on as string).toISOString() : null,
      error: String(r.error ?? ''),
      error_kind: String(r.error_kind ?? ''),
    });

    const jobs: Jobs = {
      nodeKey: createHash('sha256').update(`${os.hostname()}\0${path.resolve(app.config.dataDir)}`).digest('hex').slice(0, 12),
      define,
      async send(name, data, options = {}) {
        const { startAfter, wakeWorker = true, ...rest } = options;
        const id = await boss.send(name, data, { ...rest, ...(startAfter !== undefined ? { startAfter } : {}) });
        // a throttled repeat (singletonKey) is dropped on purpose: its job is there already
        if (!id && rest.singletonKey) return '';
        if (!id) throw new Error(`job not queued: ${name}`);
        if (startAfter === undefined && wakeWorker) workers.get(name)?.wake();
        return id;
      },
      async work<T>(name: string, handler: (job: Job<T>) => Promise<void>, options: WorkOptions = {}) {
        if (workers.has(name)) throw new Error(`queue already worked on this node: ${name}`);
        const intervalMs = Math.max(0.5, options.pollingIntervalSeconds ?? 2) * 1000;
        const worker = { stopping: false, wake: () => undefined as void, loop: Promise.resolve() };
        const sleep = () =>
          new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              worker.wake = () => undefined;
              resolve();
            };
            const timer = setTimeout(done, intervalMs);
            timer.unref();
            worker.wake = done;
          });
        worker.loop = (async () => {
          while (!worker.stopping) {
            let fetched: PgBoss.JobWithMetadata<T>[] = [];
            try {
              fetched = (await boss.fetch<T>(name, { batchSize: 1, includeMetadata: true })) ?? [];
            } catch (error) {
              app.log.error({ err: error, queue: name }, 'job fetch failed');
            }
            for (const job of fetched) {
              try {
                await handler({ id: job.id, name: job.name, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
                await boss.complete(name, job.id);
              } catch (error) {
                // a final failure uses up its retries first
                if (error instanceof FinalJobFailure) {
                  await db
                    .executeSql(`update pgboss.job set retry_limit = retry_count where name = $1 and id = $2::uuid`, [name, job.id])
                    .catch((failure: unknown) => app.log.error({ err: failure, queue: name, job: job.id }, 'job retries not ended'));
                }
                // retried after its back-off, or moved to the dead-letter queue after the last attempt
                await boss.fail(name, job.id, error as object).catch((failure: unknown) => app.log.error({ err: failure, queue: name, job: job.id }, 'job not failed'));
              }
            }
            if (fetched.length === 0 && !worker.stopping) await sleep();
          }
        })();
        workers.set(name, worker);
      },
      async offWork(name) {
        const worker = workers.get(name);
        if (!worker) return;
        workers.delete(name);
        worker.stopping = true;
        worker.wake();
        await worker.loop;
      },
      async list({ name, state, start, count }) {
        const where: string[] = [`name not like '\\_\\_pgboss\\_\\_%'`];
        const values: unknown[] = [];
        if (name) {
          values.push(name);
          where.push(nameFilter(name, `$${values.length}`));
          if (!where.at(-1)!.includes('$')) values.pop();
        }
        if (state) {
          values.push(state);
          where.push(`state::text = $${values.length}`);
        }
        const all = `(select ${LIST_COLUMNS} from pgboss.job where ${where.join(' and ')}
          union all select ${LIST_COLUMNS} from pgboss.archive where ${where.join(' and ')}) j`;
        values.push(count, start);
        const page = await db.executeSql(`select * from ${all} order by created_on desc, id limit $${values.length - 1} offset $${values.length}`, values);
        const total = await db.executeSql(`select count(*)::int as n from ${all}`, values.slice(0, -2));
        return { list: page.rows.map(toRow), total: Number(total.rows[0]?.n ?? 0) };
      },
      async get(name, id) {
        const { rows } = await db.executeSql(
          `select ${LIST_COLUMNS} from pgboss.job where name = $1 and id = $2::uuid union all select ${LIST_COLUMNS} from pgboss.archive where name = $1 and id = $2::uuid`,
          [name, id],
        );
        return rows[0] ? toRow(rows[0]) : null;
      },
      async schedule(name, cron) {
        await boss.schedule(name, cron, {}, { tz: CHINA_TIME_ZONE });
      },
      async unschedule(name) {
        await boss.unschedule(name);
      },
      working: () => [...workers.keys()],
      async pending<T>(name: string) {
        const { rows } = await db.executeSql(`select data from pgboss.job where name = $1 and state < 'completed'`, [name]);
        return rows.map((r) => r.data as T);
      },
    };
    app.decorate('jobs', jobs);

    // the workers plugin stops the workers in preClose; what is left (a test's worker) stops here, before the database
    app.addHook('onClose', async () => {
      for (const name of [...workers.keys()]) await jobs.offWork(name);
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
