/**
 * Codes sent by a real provider go through the job queue `sms-send` (services/job-queues.ts): the request answers at
 * once, and a failed delivery is tried again with back-off (5 s, 10 s, 20 s, 40 s) on whichever node works the queue.
 *
 * The job's data holds the code — the worker must send it — and nothing else that is secret. It is never written to a
 * log: the log lines here name the masked mobile, the scene and the provider's answer (from which the code is cut);
 * the jobs plugin logs job ids only, and 任务队列 shows no job data. The code is useless after its 10 minutes, and the
 * job knows it (`expiresAt`): an attempt after that sends nothing. pg-boss keeps ended jobs in its archive for a
 * week, with the expired code (docs/auth.md, "SMS providers").
 */
import type { FastifyInstance } from 'fastify';
import { maskMobile, SMS_CODE_TTL_SECONDS, type SmsScene } from 'shared/rules';
import { FinalJobFailure, type Job } from '../plugins/app/jobs.js';
import { JOB, type JobData } from '../services/job-queues.js';
import type { QueueHandler } from '../services/queue-worker.js';
import { SmsDeliveryError, type SmsProvider } from './provider.js';
import type { SmsSender } from './sender.js';

export type SmsJob = JobData[typeof JOB.smsSend];

/** The sender of a real provider: it queues the code for the worker. */
export function createQueuedSender(app: FastifyInstance, provider: Pick<SmsProvider, 'name'>, now: () => Date = () => new Date()): SmsSender {
  return {
    kind: provider.name,
    async send(mobile, code, scene: SmsScene = 'login') {
      const expiresAt = new Date(now().getTime() + SMS_CODE_TTL_SECONDS * 1000).toISOString();
      await app.jobs.send<SmsJob>(JOB.smsSend, { mobile, scene, code, expiresAt });
    },
    // the provider's approved templates carry a code (one per scene): a notice has none to use
    async notify(mobile, _text, kind) {
      app.log.warn({ sms: { mobile: maskMobile(mobile), notice: kind, provider: provider.name } }, 'SMS notice not sent: the provider has templates for codes only');
    },
    outbox: () => [],
  };
}

/**
 * One attempt of one job: sends the code, unless it has expired. A retryable failure throws (the queue tries again
 * after its back-off), a permanent one throws FinalJobFailure (no more attempts; the job ends in 短信发送（失败））; both
 * with a Chinese message naming the provider's error code, which 任务队列 shows.
 */
export async function deliverSmsJob(app: FastifyInstance, provider: SmsProvider, job: Job<SmsJob>, now: () => Date = () => new Date()): Promise<void> {
  const { mobile, scene, code, expiresAt } = job.data;
  const sms = { mobile: maskMobile(mobile), scene, provider: provider.name, job: job.id, attempt: job.retryCount + 1 };
  if (Date.parse(expiresAt) <= now().getTime()) {
    app.log.warn({ sms }, 'SMS code expired before it could be sent: not sent');
    return;
  }
  try {
    const { requestId } = await provider.deliver({ mobile, scene, code });
    app.log.info({ sms: { ...sms, request_id: requestId } }, 'SMS code sent');
  } catch (error) {
    const failure =
      error instanceof SmsDeliveryError ? error : new SmsDeliveryError(`${provider.name} SMS failed: ${String((error as Error)?.message ?? error).split(code).join('******')}`, false, 'Error');
    const last = failure.permanent || job.retryCount >= job.retryLimit;
    app.log[last ? 'error' : 'warn']({ sms: { ...sms, error: failure.providerCode, message: failure.message } }, failure.permanent ? 'SMS code refused by the provider: not retried' : last ? 'SMS code not sent after the last attempt' : 'SMS code not sent: will retry');
    // kept with the job and shown in 任务队列: in Chinese, with the provider's error code (the message is in the log line above)
    if (failure.permanent) throw new FinalJobFailure(`短信服务商拒绝发送（${failure.providerCode}），不再重试`);
    throw new Error(`短信发送失败（${failure.providerCode}），将按重试策略重试`);
  }
}

/** The handler of `sms-send` (plugins/app/workers.ts works the queue with it). */
export function smsJobHandler(app: FastifyInstance, provider: SmsProvider): QueueHandler<SmsJob> {
  return { handle: (job) => deliverSmsJob(app, provider, job) };
}
