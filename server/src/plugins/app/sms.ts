/**
 * `app.sms`, the sender of SMS codes (sms/sender.ts), chosen at start (docs/auth.md, "SMS providers"):
 * - SMS_PROVIDER=aliyun | tencent: the real provider, through the `sms-send` queue worked on this node (sms/queue.ts);
 * - otherwise the development sender SMS_SENDER: `outbox` (demo mode only) or `log`;
 * - a production start (NODE_ENV=production, not demo mode) without a provider refuses to start (启动失败：…), unless
 *   SMS_LOGIN=off, when it has the `off` sender: every scene refuses (routes/auth/sms-code.ts).
 */
import fp from 'fastify-plugin';
import { StartupRefused } from '../../config.js';
import { createSmsProvider } from '../../sms/index.js';
import { createQueuedSender, smsWorker } from '../../sms/queue.js';
import { createLogSender, createOffSender, createOutboxSender } from '../../sms/sender.js';
import { smsDeliverable, smsStartRefusal } from '../../sms/settings.js';

export default fp(
  async (app) => {
    const refusal = smsStartRefusal(app.config);
    if (refusal) throw new StartupRefused(refusal);
    const settings = app.config.sms.provider;
    if (settings) {
      const provider = createSmsProvider(settings);
      app.decorate('sms', createQueuedSender(app, provider));
      const worker = smsWorker(app, provider);
      app.addHook('onReady', async () => worker.start());
      app.addHook('preClose', async () => {
        await worker.stop();
        await worker.idle();
      });
      return;
    }
    if (!smsDeliverable(app.config)) app.decorate('sms', createOffSender());
    else app.decorate('sms', app.config.smsSender === 'outbox' ? createOutboxSender() : createLogSender(app.log));
  },
  { name: 'sms', dependencies: ['config', 'jobs'] },
);
