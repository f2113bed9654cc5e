/**
 * The queues of background jobs (docs/architecture.md, "Jobs"): their names, Chinese titles, retry policy and
 * dead-letter queue. `app.jobs` (plugins/app/jobs.ts) creates every queue listed here at start; a job that fails
 * is retried `retryLimit` times after `retryDelay` seconds, doubled each time (with jitter), and then moved to its
 * dead-letter queue, where it stays for an administrator to read (任务队列). Every queue but the dead-letter ones is
 * worked by plugins/app/workers.ts, the one place that starts and stops workers; the scheduled ones (`JOB_SCHEDULES`)
 * get their jobs from pg-boss's cron, one job per run across all nodes. The Chinese titles are shared/rules
 * `JOB_QUEUE_TITLES`.
 */

import { DEAD_LETTER_SUFFIX, JOB_QUEUE_TITLES, jobQueueTitle as sharedQueueTitle } from 'shared/rules';
import type { SmsDelivery } from '../sms/provider.js';

export interface JobQueueDefinition {
  name: string;
  /** Chinese title shown in 任务队列. */
  title: string;
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each retry when `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** An attempt still running after this long counts as failed (its node stopped) and is retried. */
  expireInSeconds: number;
  /** Failed jobs end here (none for a dead-letter queue itself). */
  deadLetter?: string;
}

/** The dead-letter queue of a queue. */
export const deadLetterOf = (name: string) => `${name}${DEAD_LETTER_SUFFIX}`;

const queue = (name: string, title: string, options: Omit<JobQueueDefinition, 'name' | 'title' | 'deadLetter'>): JobQueueDefinition[] => [
  { name: deadLetterOf(name), title: `${title}（失败）`, retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 },
  { name, title, ...options, deadLetter: deadLetterOf(name) },
];

export const JOB = {
  /** 下载任务: builds one export task's xlsx (data `{ taskId }`), services/export-worker.ts. */
  exportTask: 'export-task',
  /** 下载回放: makes one queued replay file (data `{}`: the oldest claimable row), services/replay-file-worker.ts. */
  replayFile: 'replay-file',
  /**
   * 视频处理 of one uploaded video (data `{ mediaId }`), services/media-video.ts. The uploaded file is on the
   * disk of the node that received it, so each node works its own queue `video-processing-<node>` (videoQueueOf);
   * with uploads in S3 (MEDIA_S3_BUCKET) every node works the one queue `video-processing`.
   */
  videoProcessing: 'video-processing',
  /**
   * 支付通知 of the sandbox gateway (data `{ paymentNo }`), payments/sandbox.ts: one notification, sent again on the
   * back-off schedule until the platform acknowledges it, as a real gateway does.
   */
  sandboxNotify: 'sandbox-notify',
  /**
   * 退款（原路退回） of one approved refund (data `{ refundId }`), services/refunds.ts `payBack`: asks the gateway with
   * the refund's own number (a repeat is the same refund) until it has paid back.
   */
  refundGateway: 'refund-gateway',
  /**
   * 订单巡检 (scheduled, data `{}`): closes the unpaid orders whose time is up (payments `closeExpired`) and queues again
   * the gateway refunds that stalled (refunds `resumeStalled`); both idempotent, so a run that overlaps another is harmless.
   */
  orderSweep: 'order-sweep',
  /** 结算 (scheduled, data `{}`): moves what is due from pending to available (services/settlement.ts `settleDue`). */
  settlement: 'settlement',
  /** 上传清理 (scheduled, data `{}`): expired unfinished tus uploads, stale video uploads and parts (services/media-tus.ts). */
  uploadCleanup: 'upload-cleanup',
  /**
   * 短信发送 of one code (SmsJob: mobile, scene, code, expiresAt) or one notice (SmsJob: mobile, notice kind,
   * params, expiresAt) through the real provider, sms/queue.ts. The data holds the code, because the worker
   * must send it: it is sent only until `expiresAt` (the code's 10 minutes), never logged, and a permanent refusal of
   * the provider is not retried (docs/auth.md, "SMS providers"); a notice the same, without a code.
   */
  smsSend: 'sms-send',
  /**
   * 候补通知 (data `{ courtId }`), services/venue-waitlist.ts `offerCourt`: offers the court's freed time to the first
   * in line (a hold and an SMS). Queued after a cancellation and for when an offer's hold lapses; idempotent.
   */
  waitlistOffer: 'waitlist-offer',
  /**
   * 证书更正 (data `{ competitionId }`), services/certificates.ts `refresh`: after a result, score or award of the
   * competition changed, reissues each valid certificate whose printed result, place or award no longer holds.
   * Queued after the change is committed; idempotent.
   */
  certificateRefresh: 'certificate-refresh',
} as const;

/**
 * One SMS of `sms-send`: a code of one scene or a notice (sms/provider.ts SmsDelivery) with `expiresAt`, after which it
 * is not sent — a code's 10 minutes; a notice's null (no deadline) or an offer's hold's end.
 */
export type SmsJob<D extends SmsDelivery = SmsDelivery> = D & { expiresAt: string | null };

export interface JobData {
  [JOB.exportTask]: { taskId: number };
  [JOB.replayFile]: Record<string, never>;
  /** The video's upload is `media.upload_id` (services/media-tus.ts TusFiles); jobs of before had its local path as `file`. */
  [JOB.videoProcessing]: { mediaId: number };
  [JOB.sandboxNotify]: { paymentNo: string };
  [JOB.refundGateway]: { refundId: number };
  [JOB.smsSend]: SmsJob;
  [JOB.orderSweep]: Record<string, never>;
  [JOB.settlement]: Record<string, never>;
  [JOB.uploadCleanup]: Record<string, never>;
  [JOB.waitlistOffer]: { courtId: number };
  [JOB.certificateRefresh]: { competitionId: number };
}

/**
 * The video queue of one node: a node is its host and its data folder (nodes sharing a data folder share files);
 * null (uploads in S3, which every node reads): the one queue `video-processing` of all nodes.
 */
export const videoQueueOf = (nodeKey: string | null) => (nodeKey === null ? JOB.videoProcessing : `${JOB.videoProcessing}-${nodeKey}`);

/** How long a video job may run (ffmpeg of a 2 GB upload); in S3 mode also how long a video is queued only once. */
export const VIDEO_JOB_EXPIRY_SECONDS = 65 * 60;

export const JOB_QUEUES: readonly JobQueueDefinition[] = [
  ...queue(JOB.exportTask, JOB_QUEUE_TITLES['export-task'], { retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 }),
  // a replay file has its own lease and attempts (repositories/live-replay-files.ts); the job retries what
  // failed around it (the database) and is taken again when its node stopped
  ...queue(JOB.replayFile, JOB_QUEUE_TITLES['replay-file'], { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 65 * 60 }),
  // 5 s, 10 s, 20 s … about 85 minutes in all, like a gateway's schedule
  ...queue(JOB.sandboxNotify, JOB_QUEUE_TITLES['sandbox-notify'], { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 }),
  ...queue(JOB.refundGateway, JOB_QUEUE_TITLES['refund-gateway'], { retryLimit: 12, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 }),
  // scheduled: a run that fails is tried once more; the next run comes anyway
  ...queue(JOB.orderSweep, JOB_QUEUE_TITLES['order-sweep'], { retryLimit: 1, retryDelay: 15, retryBackoff: false, expireInSeconds: 10 * 60 }),
  ...queue(JOB.settlement, JOB_QUEUE_TITLES.settlement, { retryLimit: 1, retryDelay: 15, retryBackoff: false, expireInSeconds: 10 * 60 }),
  ...queue(JOB.uploadCleanup, JOB_QUEUE_TITLES['upload-cleanup'], { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 30 * 60 }),
  // 5 s, 10 s, 20 s, 40 s (each up to twice that with jitter): within the code's 10 minutes; an attempt is one
  // request of at most 10 s
  ...queue(JOB.smsSend, JOB_QUEUE_TITLES['sms-send'], { retryLimit: 4, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 }),
  // a failed run is tried again soon; the order sweep offers what is left anyway
  ...queue(JOB.waitlistOffer, JOB_QUEUE_TITLES['waitlist-offer'], { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 120 }),
  ...queue(JOB.certificateRefresh, JOB_QUEUE_TITLES['certificate-refresh'], { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 10 * 60 }),
];

/** The video queue of a node (null: of all nodes, uploads in S3) and its dead-letter queue (created by the media plugin). */
export const videoQueues = (nodeKey: string | null): JobQueueDefinition[] =>
  queue(videoQueueOf(nodeKey), JOB_QUEUE_TITLES['video-processing'], { retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: VIDEO_JOB_EXPIRY_SECONDS });

/** The Chinese title of a queue name (video queues of every node and dead-letter queues included), or the name itself. */
export const jobQueueTitle = sharedQueueTitle;

/** The queues whose jobs pg-boss's cron sends (one job per run across all nodes), and how often; null: not scheduled. */
export interface JobSchedule {
  name: string;
  /** A cron expression in China time, or null when turned off (the schedule is removed). */
  cron: string | null;
}

/** Every `minutes` minutes as cron (pg-boss schedules have minutes, not seconds): whole hours past 60, daily past 23 hours. */
export function everyMinutes(minutes: number): string {
  if (minutes <= 1) return '* * * * *';
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.round(minutes / 60);
  if (hours <= 1) return '0 * * * *';
  return hours < 24 ? `0 */${hours} * * *` : '0 3 * * *';
}

/**
 * The schedules of a configuration: the order sweep and the settlement every ORDER_SWEEP_SECONDS rounded up to whole
 * minutes (default 30 s: every minute; 0: off, as in tests, which call the services themselves), the upload clean-up
 * every UPLOAD_CLEANUP_MINUTES (default 60: hourly; 0: off).
 */
export function jobSchedules(settings: { orderSweepSeconds: number; uploadCleanupMinutes: number }): JobSchedule[] {
  const sweep = settings.orderSweepSeconds > 0 ? everyMinutes(Math.ceil(settings.orderSweepSeconds / 60)) : null;
  return [
    { name: JOB.orderSweep, cron: sweep },
    { name: JOB.settlement, cron: sweep },
    { name: JOB.uploadCleanup, cron: settings.uploadCleanupMinutes > 0 ? everyMinutes(settings.uploadCleanupMinutes) : null },
  ];
}
