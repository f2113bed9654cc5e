/**
 * Export tasks (下载任务) on the job queue (plugins/app/jobs.ts, queue `export-task`): a new task sends a job
 * `{ taskId }` (`enqueue`), and the node that takes the job claims the task row with FOR UPDATE SKIP LOCKED
 * (repositories/export-tasks.ts) and builds the xlsx in batches that yield the event loop, so a large export never
 * blocks the API. The row stays what users see (queued, running with its progress, done, failed with its Chinese
 * error). An attempt that fails puts the task back in the queue and is retried with back-off; the last one marks it
 * failed (`导出失败，请稍后重试`) and the job ends in the dead-letter queue.
 *
 * One build at a time per node. `runOnce()` builds now, on this node, every task left queued (tests, deterministic);
 * at start the tasks queued without a job (left by an older version) are sent to the queue. The worker of the queue
 * is `jobs` (plugins/app/workers.ts wires it, starts it when ready and stops it before the database closes).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Job } from '../plugins/app/jobs.js';
import { buildExport } from './exports/builders.js';
import { buildCertificatesZip } from './exports/certificates-zip.js';
import { JOB, type JobData } from './job-queues.js';
import { serialRuns, type QueueHandler } from './queue-worker.js';

export interface ExportWorker {
  /** Builds queued tasks until none is left (after the build in progress on this worker); resolves with the number built. */
  runOnce(): Promise<number>;
  /** Sends the job of a new task. */
  enqueue(taskId: number): Promise<void>;
  /** The handler of the `export-task` queue (a build in progress finishes its task when the node stops). */
  readonly jobs: QueueHandler<JobData[typeof JOB.exportTask]>;
  /** Sends the jobs of tasks queued without one (left by an older version); at start. */
  sendMissing(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    exportWorker: ExportWorker;
  }
}

export const EXPORT_FAILED = '导出失败，请稍后重试';

type Claimed = NonNullable<Awaited<ReturnType<FastifyInstance['repos']['exportTasks']['claim']>>>;

export function createExportWorker(app: FastifyInstance): ExportWorker {
  const tasks = () => app.repos.exportTasks;

  /** Builds a claimed task; rejects when it could not be built (the task is left running for the caller). */
  const build = async (task: Claimed) => {
    if (task.kind === 'certificates') {
      if (task.competitionId === null) throw new Error('competition deleted');
      await tasks().finish(task.id, await buildCertificatesZip(app.certificates.pdfsOf(task.competitionId), (p) => tasks().progress(task.id, p)));
      return;
    }
    const buffer = await buildExport(app.repos, { competitionId: task.competitionId, kind: task.kind, eventItemId: task.eventItemId, params: task.params }, (p) =>
      tasks().progress(task.id, p),
    );
    await tasks().finish(task.id, buffer);
  };

  const drain = async () => {
    let built = 0;
    while (!stopped) {
      const task = await tasks().claim();
      if (!task) break;
      try {
        await build(task);
        built += 1;
      } catch (error) {
        app.log.error({ err: error, task: task.id }, 'export task failed');
        await tasks().fail(task.id, EXPORT_FAILED).catch(() => undefined);
      }
    }
    return built;
  };

  const handle = async (job: Job<JobData[typeof JOB.exportTask]>) => {
    // built meanwhile by runOnce() or another node, deleted, or this node is stopping: nothing to do
    if (stopped) throw new Error('export worker stopped before the job started');
    const task = await tasks().claim(job.data.taskId);
    if (!task) return;
    try {
      await build(task);
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      app.log.error({ err: error, task: task.id, attempt: job.retryCount + 1 }, 'export task failed');
      if (last) await tasks().fail(task.id, EXPORT_FAILED).catch(() => undefined);
      else await tasks().requeue(task.id).catch(() => undefined);
      throw error;
    }
  };

  // builds of one worker are serialised: a runOnce() waits for the job in progress, then drains what is left
  const runs = serialRuns();
  let stopped = false;

  const enqueue = async (taskId: number) => {
    // taken at the next poll of any node (within 2 s), as the polling loop did before: the list shows it queued first
    await app.jobs.send(JOB.exportTask, { taskId }, { wakeWorker: false });
  };

  return {
    runOnce: () => runs.serial(drain),
    enqueue,
    jobs: {
      handle: (job) => runs.serial(() => handle(job)),
      onStart: () => {
        stopped = false;
      },
      onStop: () => {
        stopped = true;
      },
      // let a build in progress settle before the database closes
      afterStop: () => runs.idle(),
    },
    async sendMissing() {
      const waiting = await app.repos.exportTasks.queuedIds();
      if (waiting.length === 0) return;
      const sent = new Set((await app.jobs.pending<JobData[typeof JOB.exportTask]>(JOB.exportTask)).map((d) => d.taskId));
      for (const id of waiting) if (!sent.has(id)) await enqueue(id);
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('exportWorker', createExportWorker(app));
  },
  { name: 'export-worker', dependencies: ['repositories', 'jobs'] },
);
