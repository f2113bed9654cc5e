/**
 * Codes and notices sent by a real provider go through the job queue `sms-send` (services/job-queues.ts): the request
 * answers at once, and a failed delivery is tried again with back-off (5 s, 10 s, 20 s, 40 s) on whichever node works
 * the queue.
 *
 * A code's job holds the code — the worker must send it — and nothing else that is secret. It is never written to a
 * log: the log lines here name the masked mobile, the scene and the provider's answer (from which the code and the
 * mobile are cut); the jobs plugin logs job ids only, and 任务队列 shows no job data. The code is useless after its 10
 * minutes, and the job knows it (`expiresAt`): an attempt after that sends nothing. pg-boss keeps ended jobs in its
 * archive for a week, with the expired code (docs/auth.md, "SMS providers").
 *
 * A notice's job (shared/rules SMS_NOTICES: 候补 offers, 入驻审核通过) holds its kind and named parameters, no code;
 * its log lines name the masked mobile and the kind, never the parameters (an approval's names the login mobile). A
 * kind without a template (SMS_TEMPLATE_<KIND>) is not queued: a warning says so and the workflow goes on. An offer's
 * notice ends with its hold (`expiresAt`); an approval's has no end.
 */
import type { FastifyInstance } from 'fastify';
import { maskMobile, SMS_CODE_TTL_SECONDS, type SmsScene } from 'shared/rules';
import { FinalJobFailure, type Job } from '../plugins/app/jobs.js';
import { JOB, type SmsJob } from '../services/job-queues.js';
import type { QueueHandler } from '../services/queue-worker.js';
import { isNoticeDelivery, providerText, SmsDeliveryError, type SmsCodeDelivery, type SmsNoticeDelivery, type SmsProvider } from './provider.js';
import type { SmsSender } from './sender.js';
import { templateVariable } from './settings.js';

export type { SmsJob };

/** The sender of a real provider: it queues the code or the notice for the worker. */
export function createQueuedSender(app: FastifyInstance, provider: Pick<SmsProvider, 'name' | 'notices'>, now: () => Date = () => new Date()): SmsSender {
  return {
    kind: provider.name,
    async send(mobile, code, scene: SmsScene = 'login') {
      const expiresAt = new Date(now().getTime() + SMS_CODE_TTL_SECONDS * 1000).toISOString();
      await app.jobs.send<SmsJob<SmsCodeDelivery>>(JOB.smsSend, { mobile, scene, code, expiresAt });
    },
    async notify(mobile, notice, options = {}) {
      const sms = { mobile: maskMobile(mobile), notice: notice.kind, provider: provider.name };
      if (!provider.notices.includes(notice.kind)) {
        app.log.warn({ sms }, `SMS notice not sent: the provider has no template of this notice (${templateVariable(notice.kind)})`);
        return;
      }
      const data: SmsJob<SmsNoticeDelivery> = { mobile, notice: notice.kind, params: { ...notice.params }, expiresAt: options.expiresAt?.toISOString() ?? null };
      try {
        const job = await app.jobs.send(JOB.smsSend, data);
        app.log.info({ sms: { ...sms, job } }, 'SMS notice queued');
      } catch (error) {
        // best effort: the workflow that sent it stands
        app.log.error({ sms: { ...sms, error: providerText((error as Error)?.message ?? error, mobile) } }, 'SMS notice not queued: not sent');
      }
    },
    outbox: () => [],
  };
}

/**
 * One attempt of one job: sends the code or the notice, unless it has expired. A retryable failure throws (the queue
 * tries again after its back-off), a permanent one throws FinalJobFailure (no more attempts; the job ends in
 * 短信发送（失败））; both with a Chinese message naming the provider's error code, which 任务队列 shows.
 */
export async function deliverSmsJob(app: FastifyInstance, provider: SmsProvider, job: Job<SmsJob>, now: () => Date = () => new Date()): Promise<void> {
  const data = job.data;
  const what = isNoticeDelivery(data) ? 'notice' : 'code';
  const secret = isNoticeDelivery(data) ? '' : data.code;
  const sms = { mobile: maskMobile(data.mobile), ...(isNoticeDelivery(data) ? { notice: data.notice } : { scene: data.scene }), provider: provider.name, job: job.id, attempt: job.retryCount + 1 };
  if (data.expiresAt && Date.parse(data.expiresAt) <= now().getTime()) {
    app.log.warn({ sms }, `SMS ${what} expired before it could be sent: not sent`);
    return;
  }
  try {
    const { expiresAt: _, ...delivery } = data;
    const { requestId } = await provider.deliver(delivery);
    app.log.info({ sms: { ...sms, request_id: requestId } }, `SMS ${what} sent`);
  } catch (error) {
    const failure =
      error instanceof SmsDeliveryError ? error : new SmsDeliveryError(`${provider.name} SMS failed: ${providerText((error as Error)?.message ?? error, data.mobile, secret)}`, false, 'Error');
    const last = failure.permanent || job.retryCount >= job.retryLimit;
    app.log[last ? 'error' : 'warn'](
      { sms: { ...sms, error: failure.providerCode, message: failure.message } },
      failure.permanent ? `SMS ${what} refused by the provider: not retried` : last ? `SMS ${what} not sent after the last attempt` : `SMS ${what} not sent: will retry`,
    );
    // kept with the job and shown in 任务队列: in Chinese, with the provider's error code (the message is in the log line above)
    if (failure.permanent) throw new FinalJobFailure(`短信服务商拒绝发送（${failure.providerCode}），不再重试`);
    throw new Error(`短信发送失败（${failure.providerCode}），将按重试策略重试`);
  }
}

/** The handler of `sms-send` (plugins/app/workers.ts works the queue with it). */
export function smsJobHandler(app: FastifyInstance, provider: SmsProvider): QueueHandler<SmsJob> {
  return { handle: (job) => deliverSmsJob(app, provider, job) };
}
