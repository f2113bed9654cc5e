/**
 * `app.sms`, the sender of SMS codes and notices (sms/sender.ts), chosen at start (docs/auth.md, "SMS providers"):
 * - SMS_PROVIDER=aliyun | tencent: the real provider, through the `sms-send` queue (sms/queue.ts; `app.smsJobs` is
 *   its handler, worked by plugins/app/workers.ts; null with any other sender: nothing is sent to the queue);
 * - otherwise the development sender SMS_SENDER: `outbox` (demo mode only) or `log`;
 * - a production start (NODE_ENV=production, not demo mode) without a provider refuses to start (启动失败：…), unless
 *   SMS_LOGIN=off, when it has the `off` sender: every scene refuses (services/sign-in.ts).
 */
import fp from 'fastify-plugin';
import { StartupRefused } from '../../config.js';
import { createSmsProvider } from '../../sms/index.js';
import { createQueuedSender, smsJobHandler, type SmsJob } from '../../sms/queue.js';
import type { QueueHandler } from '../../services/queue-worker.js';
import { createLogSender, createOffSender, createOutboxSender } from '../../sms/sender.js';
import { smsDeliverable, smsStartRefusal } from '../../sms/settings.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The handler of the `sms-send` queue with a real provider; null otherwise. */
    smsJobs: QueueHandler<SmsJob> | null;
  }
}

export default fp(
  async (app) => {
    const refusal = smsStartRefusal(app.config);
    if (refusal) throw new StartupRefused(refusal);
    const settings = app.config.sms.provider;
    if (settings) {
      const provider = createSmsProvider(settings);
      app.decorate('sms', createQueuedSender(app, provider));
      app.decorate('smsJobs', smsJobHandler(app, provider));
      return;
    }
    app.decorate('smsJobs', null);
    if (!smsDeliverable(app.config)) app.decorate('sms', createOffSender(app.log));
    else app.decorate('sms', app.config.smsSender === 'outbox' ? createOutboxSender(500, app.hasDecorator('redis') ? app.redis : null) : createLogSender(app.log));
  },
  { name: 'sms', dependencies: ['config', 'jobs'] },
);
