/**
 * The queues of background jobs (docs/architecture.md, "Jobs"): their names, Chinese titles, retry policy and
 * dead-letter queue. `app.jobs` (plugins/app/jobs.ts) creates every queue listed here at start; a job that fails
 * is retried `retryLimit` times after `retryDelay` seconds, doubled each time (with jitter), and then moved to its
 * dead-letter queue, where it stays for an administrator to read (任务队列).
 *
 * The settlement queue is registered for finance and booking; no code sends to it or works it yet.
 */

import type { SmsScene } from 'shared/rules';

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
export const deadLetterOf = (name: string) => `${name}-dead`;

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
   * 视频处理 of one uploaded video (data `{ mediaId, file }`), services/media-video.ts. The uploaded file is on the
   * disk of the node that received it, so each node works its own queue `video-processing-<node>` (videoQueueOf).
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
  /** Registered for finance and booking, not worked yet. */
  settlement: 'settlement',
  /**
   * 短信发送 of one code through the real provider (data SmsJob: mobile, scene, code, expiresAt), sms/queue.ts. The
   * data holds the code, because the worker must send it: it is sent only until `expiresAt` (the code's 10 minutes),
   * never logged, and a permanent refusal of the provider is not retried (docs/auth.md, "SMS providers").
   */
  smsSend: 'sms-send',
} as const;

export interface JobData {
  [JOB.exportTask]: { taskId: number };
  [JOB.replayFile]: Record<string, never>;
  [JOB.videoProcessing]: { mediaId: number; file: string };
  [JOB.sandboxNotify]: { paymentNo: string };
  [JOB.refundGateway]: { refundId: number };
  [JOB.smsSend]: { mobile: string; scene: SmsScene; code: string; expiresAt: string };
}

/** The video queue of one node: a node is its host and its data folder (nodes sharing a data folder share files). */
export const videoQueueOf = (nodeKey: string) => `${JOB.videoProcessing}-${nodeKey}`;

export const JOB_QUEUES: readonly JobQueueDefinition[] = [
  ...queue(JOB.exportTask, '下载任务', { retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 }),
  // a replay file has its own lease and attempts (repositories/live-replay-files.ts); the job retries what
  // failed around it (the database) and is taken again when its node stopped
  ...queue(JOB.replayFile, '下载回放', { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 65 * 60 }),
  // 5 s, 10 s, 20 s … about 85 minutes in all, like a gateway's schedule
  ...queue(JOB.sandboxNotify, '支付通知（沙箱）', { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 }),
  ...queue(JOB.refundGateway, '退款（原路退回）', { retryLimit: 12, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 }),
  ...queue(JOB.settlement, '结算', { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 }),
  // 5 s, 10 s, 20 s, 40 s (each up to twice that with jitter): within the code's 10 minutes; an attempt is one
  // request of at most 10 s
  ...queue(JOB.smsSend, '短信发送', { retryLimit: 4, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 }),
];

/** The video queue of a node and its dead-letter queue (created by the media plugin). */
export const videoQueues = (nodeKey: string): JobQueueDefinition[] =>
  queue(videoQueueOf(nodeKey), '视频处理', { retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 65 * 60 });

/** The Chinese title of a queue name (video queues of every node included), or the name itself. */
export function jobQueueTitle(name: string): string {
  const known = JOB_QUEUES.find((q) => q.name === name);
  if (known) return known.title;
  const video = `${JOB.videoProcessing}-`;
  if (name.startsWith(video)) return name.endsWith('-dead') ? '视频处理（失败）' : '视频处理';
  return name;
}
