/**
 * Background worker of export tasks (下载任务). Started when the app is ready, stopped when it closes; it polls the
 * queue every few seconds, claims one task at a time with FOR UPDATE SKIP LOCKED (repositories/export-tasks.ts),
 * so several API nodes can run it side by side, and builds the xlsx in batches that yield the event loop, so a
 * large export never blocks the API. `app.exportWorker.runOnce()` drains the queue now (tests, deterministic).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildExport } from './exports/builders.js';
import { createPollingQueue } from './polling-queue.js';

export interface ExportWorker {
  /** Processes queued tasks until none is left (after any run in progress); resolves with the number built. */
  runOnce(): Promise<number>;
  /** Starts polling again after stop(). */
  start(): void;
  /** Stops polling; a run in progress finishes its current task. */
  stop(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    exportWorker: ExportWorker;
  }
}

export const EXPORT_POLL_MS = 3000;
export const EXPORT_FAILED = '导出失败，请稍后重试';

export function createExportWorker(app: FastifyInstance, pollMs = EXPORT_POLL_MS): ExportWorker {
  const drain = async () => {
    let built = 0;
    while (!queue.stopped) {
      const task = await app.repos.exportTasks.claim();
      if (!task) break;
      try {
        if (task.competitionId === null) throw new Error('competition deleted');
        const buffer = await buildExport(app.repos, { competitionId: task.competitionId, kind: task.kind, eventItemId: task.eventItemId }, (p) =>
          app.repos.exportTasks.progress(task.id, p),
        );
        await app.repos.exportTasks.finish(task.id, buffer);
        built += 1;
      } catch (error) {
        app.log.error({ err: error, task: task.id }, 'export task failed');
        await app.repos.exportTasks.fail(task.id, EXPORT_FAILED).catch(() => undefined);
      }
    }
    return built;
  };
  // runs of one node are serialised: a runOnce() waits for the poll in progress, then drains what is left
  const queue = createPollingQueue(drain, { pollMs, onError: (error) => app.log.error({ err: error }, 'export worker poll failed') });

  return {
    runOnce: queue.run,
    start: queue.start,
    stop() {
      void queue.stop();
    },
  };
}

export default fp(
  async (app) => {
    const worker = createExportWorker(app);
    app.decorate('exportWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => {
      worker.stop();
      // let a build in progress settle before the database closes
      await worker.runOnce().catch(() => 0);
    });
  },
  { name: 'export-worker', dependencies: ['repositories'] },
);
