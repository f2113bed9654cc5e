/**
 * 任务队列: the Chinese names of the background job queues and the Chinese text of a job's failure. The server's queue
 * list (server/src/services/job-queues.ts) takes its titles from here, GET /api/system/jobs answers `title` and `error`
 * through these functions, and mf-account's 任务队列 page offers the queues by these names.
 */

/** The queues of the platform and their Chinese names (a dead-letter queue `<name>-dead` is `<title>（失败）`). */
export const JOB_QUEUE_TITLES = {
  'export-task': '下载任务',
  'replay-file': '下载回放',
  'video-processing': '视频处理',
  'sandbox-notify': '支付通知（沙箱）',
  'refund-gateway': '退款（原路退回）',
  'sms-send': '短信发送',
  'order-sweep': '订单巡检',
  settlement: '结算',
  'upload-cleanup': '上传清理',
  'waitlist-offer': '候补通知',
  'certificate-refresh': '证书更正',
} as const;

export type JobQueueName = keyof typeof JOB_QUEUE_TITLES;

export const DEAD_LETTER_SUFFIX = '-dead';

/** The queue of this name without a node's key: `video-processing-<node>` is `video-processing`. */
function baseQueue(name: string): string {
  if (name.startsWith('video-processing-')) return 'video-processing';
  return name;
}

/** The Chinese name of a queue (its dead-letter queue and the video queue of every node included), or the name itself. */
export function jobQueueTitle(name: string): string {
  const dead = name.endsWith(DEAD_LETTER_SUFFIX);
  const base = baseQueue(dead ? name.slice(0, -DEAD_LETTER_SUFFIX.length) : name);
  const title = (JOB_QUEUE_TITLES as Record<string, string>)[base];
  if (!title) return name;
  return dead ? `${title}（失败）` : title;
}

/** The filter options of 任务队列: each queue and its dead-letter queue, by their Chinese names. */
export const JOB_QUEUE_OPTIONS: readonly { value: string; label: string }[] = Object.keys(JOB_QUEUE_TITLES).flatMap((name) => [
  { value: name, label: jobQueueTitle(name) },
  { value: `${name}${DEAD_LETTER_SUFFIX}`, label: jobQueueTitle(`${name}${DEAD_LETTER_SUFFIX}`) },
]);

/** What pg-boss kept of a job's last failure: the error's message and class name (from its `output`). */
export interface JobFailure {
  message: string;
  /** `FinalJobFailure` for a failure that is not retried; '' when unknown. */
  kind?: string;
}

const HAN = /[\u4e00-\u9fff]/;

/**
 * The Chinese text 任务队列 shows for a job's last failure ('' when it has none). A message written in Chinese (the
 * services' own refusals) is shown as it is; the English of libraries, gateways and pg-boss is never shown: it becomes
 * what happened, in Chinese (the detail stays in the server's log).
 */
export function jobErrorText(failure: JobFailure): string {
  const message = failure.message.trim();
  if (!message) return '';
  if (HAN.test(message)) return message;
  if (/ECONNREFUSED|ETIMEDOUT|ECONNRESET|ENOTFOUND|EAI_AGAIN|socket hang up|fetch failed|\b5\d\d\b/i.test(message)) return '连接外部服务失败，将按重试策略重试';
  if (/timeout in active state|\btimed? ?out\b/i.test(message)) return '执行超时（所在节点可能已停止），已按重试策略处理';
  if (/stopped|given back|stopping/i.test(message)) return '所在节点停止，任务已交还，稍后重试';
  if (failure.kind === 'FinalJobFailure') return '执行失败，且重试也不会成功，不再重试';
  return '执行失败（系统错误，详见服务器日志）';
}
