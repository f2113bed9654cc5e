/**
 * What works one queue of `app.jobs` (plugins/app/jobs.ts) on this node. A domain gives the handler of its queue's jobs
 * (`QueueHandler`: the job, and the hooks of its own work around the queue); the workers plugin
 * (plugins/app/workers.ts), the one place that registers workers, wires it to its queue with `queueWorker()`, starts it
 * when the app is ready and stops it before the database closes. `serialRuns()` is the lock of a domain whose own
 * runs (`runOnce()`: export tasks, replay files) must never overlap its jobs.
 */
import type { FastifyInstance } from 'fastify';
import type { Job } from '../plugins/app/jobs.js';

export interface QueueHandler<T> {
  /** One job: resolves when done; a throw fails the attempt (retried, or the last one to the dead-letter queue). */
  handle(job: Job<T>): Promise<void>;
  /** Before this node works the queue (again). */
  onStart?(): void;
  /** Work to let end before this node stops taking jobs (the videos this node queued). */
  beforeStop?(): Promise<unknown>;
  /** This node stops taking jobs: abort what runs (a replay file is given back). */
  onStop?(): void;
  /** After this node stopped working the queue: resolves when the domain's other work (a runOnce()) has ended. */
  afterStop?(): Promise<unknown>;
}

export interface QueueWorker {
  readonly queue: string;
  /** True while this node works the queue. */
  readonly working: boolean;
  /** Works the queue on this node (again after stop()); a failure to start is logged as `<queue> worker not started`. */
  start(): Promise<void>;
  /** Stops taking jobs; resolves when this node no longer works the queue and the handler's work has ended. */
  stop(): Promise<void>;
}

export function queueWorker<T>(app: FastifyInstance, queue: string, handler: QueueHandler<T>): QueueWorker {
  let working = false;
  return {
    queue,
    get working() {
      return working;
    },
    async start() {
      if (working) return;
      handler.onStart?.();
      try {
        await app.jobs.work<T>(queue, (job) => handler.handle(job));
        working = true;
      } catch (error) {
        app.log.error({ err: error, queue }, `${queue} worker not started`);
      }
    },
    async stop() {
      if (!working) return;
      working = false;
      await handler.beforeStop?.()?.catch((error: unknown) => app.log.error({ err: error, queue }, `${queue} worker: work before the stop failed`));
      handler.onStop?.();
      await app.jobs.offWork(queue).catch((error: unknown) => app.log.error({ err: error, queue }, `${queue} worker stop failed`));
      await handler.afterStop?.()?.catch(() => undefined);
    },
  };
}

/** A lock for a domain's runs: `serial(fn)` runs after the work queued before it; `idle()` resolves when that has ended. */
export function serialRuns() {
  let chain: Promise<unknown> = Promise.resolve();
  return {
    serial<R>(fn: () => Promise<R>): Promise<R> {
      const next = chain.then(fn, fn);
      chain = next.catch(() => undefined);
      return next;
    },
    idle: () => chain,
  };
}
