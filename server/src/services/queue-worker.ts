/**
 * The worker of a service on one queue of `app.jobs` (plugins/app/jobs.ts): it registers the service's handler
 * when started and takes it off when stopped, and runs the jobs and the service's own runs (`runOnce()`) one at a
 * time through `serial`, so a job never overlaps a run of the same worker. Used by the export tasks
 * (export-worker.ts) and the replay files (replay-file-worker.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Job } from '../plugins/app/jobs.js';

export interface QueueWorker {
  /** True from stop() until start(): the service takes no new work. */
  readonly stopped: boolean;
  /** Runs `fn` after the work in progress of this worker (jobs and runs alike). */
  serial<T>(fn: () => Promise<T>): Promise<T>;
  /** Resolves when the work queued with serial() so far has ended. */
  idle(): Promise<unknown>;
  /** Works the queue on this node (again after stop()); a failure to start is logged as `<label> not started`. */
  start(): void;
  /** Stops taking jobs (`onStop` runs at once); resolves when this node no longer works the queue. */
  stop(): Promise<void>;
}

export function queueWorker<T>(
  app: FastifyInstance,
  queue: string,
  handle: (job: Job<T>) => Promise<void>,
  options: { label: string; onStop?: () => void },
): QueueWorker {
  let stopped = false;
  let working = false;
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <R>(fn: () => Promise<R>): Promise<R> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  };
  return {
    get stopped() {
      return stopped;
    },
    serial,
    idle: () => chain,
    start() {
      stopped = false;
      if (working) return;
      working = true;
      app.jobs.work<T>(queue, (job) => serial(() => handle(job))).catch((error: unknown) => {
        working = false;
        app.log.error({ err: error }, `${options.label} not started`);
      });
    },
    async stop() {
      stopped = true;
      options.onStop?.();
      if (!working) return;
      working = false;
      await app.jobs.offWork(queue).catch((error: unknown) => app.log.error({ err: error }, `${options.label} stop failed`));
    },
  };
}
