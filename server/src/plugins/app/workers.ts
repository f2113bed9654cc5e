/**
 * The one home of background work (docs/architecture.md, "Jobs"): every queue of services/job-queues.ts is worked
 * here, and nowhere else. Each domain keeps the handler of its queue (the export tasks, the replay files, the video
 * processing, the gateway refunds, the sandbox's notifications, the SMS codes, the order sweep, the settlement, the
 * upload clean-up); this plugin wires queue → handler (`queueWorker`), starts every worker when the app is ready,
 * schedules the cron queues (`JOB_SCHEDULES` from the config; pg-boss sends one job per run across all nodes) and
 * stops every worker before the database closes (preClose), waiting for the jobs in progress.
 *
 * `app.workers.stop(queue)` / `start(queue)` let a test take a queue away from this node for a while.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverSandboxNotification } from '../../payments/sandbox.js';
import { JOB, jobSchedules, type JobData } from '../../services/job-queues.js';
import { queueWorker, type QueueHandler, type QueueWorker } from '../../services/queue-worker.js';

type Handlers = { [Q in keyof JobData]: (app: FastifyInstance) => QueueHandler<JobData[Q]> | null };

/**
 * The handler of every queue (null: not worked on this node, and nothing sends to it here). A queue of
 * job-queues.ts missing here does not type-check; the jobs suite checks that every declared queue is worked.
 */
export const QUEUE_HANDLERS: Handlers = {
  [JOB.exportTask]: (app) => (app.hasDecorator('exportWorker') ? app.exportWorker.jobs : null),
  [JOB.replayFile]: (app) => (app.hasDecorator('replayFiles') ? app.replayFiles.jobs : null),
  // this node's queue video-processing-<node>: the uploaded file is on its disk
  [JOB.videoProcessing]: (app) => (app.hasDecorator('media') ? app.media.videos.jobs : null),
  [JOB.refundGateway]: (app) => (app.hasDecorator('refunds') ? { handle: (job) => app.refunds.payBack(job.data.refundId) } : null),
  // the sandbox's notifications exist only with the sandbox (payments/index.ts)
  [JOB.sandboxNotify]: (app) =>
    app.hasDecorator('gateways') && app.gateways.sandboxSecret !== null ? { handle: (job) => deliverSandboxNotification(app, job.data.paymentNo) } : null,
  // only with a real SMS provider (plugins/app/sms.ts); the other senders send nothing to the queue
  [JOB.smsSend]: (app) => (app.hasDecorator('smsJobs') ? app.smsJobs : null),
  [JOB.orderSweep]: (app) =>
    app.hasDecorator('payments')
      ? {
          async handle() {
            // as many as two sweeps of 50 did each minute before
            await app.payments.closeExpired(new Date(), 100);
            await app.refunds.resumeStalled();
            // lapsed holds expired, their unpaid booking orders closed (services/booking-payments.ts)
            if (app.hasDecorator('bookingPayments')) await app.bookingPayments.sweep();
            // time freed by any lapsed hold is offered to the courts' waiting lists
            if (app.hasDecorator('venueWaitlist')) await app.venueWaitlist.sweep();
            // work committed without its job (a process killed between the row and the send): sent again
            if (app.hasDecorator('exportWorker')) await app.exportWorker.sendMissing();
            if (app.hasDecorator('replayFiles')) await app.replayFiles.sendMissing();
          },
        }
      : null,
  [JOB.settlement]: (app) => (app.hasDecorator('settlement') ? { handle: async () => void (await app.settlement.settleDue()) } : null),
  [JOB.waitlistOffer]: (app) => (app.hasDecorator('venueWaitlist') ? { handle: async (job) => void (await app.venueWaitlist.offerCourt(job.data.courtId)) } : null),
  [JOB.certificateRefresh]: (app) => (app.hasDecorator('certificates') ? { handle: async (job) => void (await app.certificates.refresh(job.data.competitionId)) } : null),
  [JOB.uploadCleanup]: (app) => (app.hasDecorator('media') ? { handle: () => app.media.cleanUpUploads() } : null),
};

export interface Workers {
  /** The workers of this node, by queue. */
  readonly all: ReadonlyMap<string, QueueWorker>;
  /** Works the queue again on this node. */
  start(queue: string): Promise<void>;
  /** Stops working the queue on this node; resolves when its job in progress has ended. */
  stop(queue: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    workers: Workers;
  }
}

export default fp(
  async (app) => {
    const all = new Map<string, QueueWorker>();
    for (const [name, handlerOf] of Object.entries(QUEUE_HANDLERS) as [keyof JobData, Handlers[keyof JobData]][]) {
      const handler = handlerOf(app) as QueueHandler<unknown> | null;
      if (!handler) continue;
      const queue = name === JOB.videoProcessing ? app.media.videos.queue : name;
      all.set(queue, queueWorker(app, queue, handler));
    }
    const workerOf = (queue: string) => {
      const worker = all.get(queue);
      if (!worker) throw new Error(`no worker of ${queue} on this node`);
      return worker;
    };
    app.decorate('workers', {
      all,
      start: (queue: string) => workerOf(queue).start(),
      stop: (queue: string) => workerOf(queue).stop(),
    } satisfies Workers);

    app.addHook('onReady', async function startWorkersAndSchedules() {
      for (const worker of all.values()) await worker.start();
      // a schedule turned off (0 in the config) is removed, so no node sends its jobs any more
      for (const { name, cron } of jobSchedules({ orderSweepSeconds: app.config.payments.orderSweepSeconds, uploadCleanupMinutes: app.config.uploadCleanupMinutes })) {
        if (!all.has(name)) continue;
        if (cron) await app.jobs.schedule(name, cron);
        else await app.jobs.unschedule(name);
      }
    });
    // before the database closes: every worker stops and its job in progress ends
    app.addHook('preClose', async () => {
      await Promise.all([...all.values()].map((worker) => worker.stop()));
    });
  },
  { name: 'workers', dependencies: ['jobs'] },
);
