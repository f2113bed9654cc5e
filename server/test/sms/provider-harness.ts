/**
 * A real provider for a server suite: a local fake Tencent Cloud SMS server (fake-sms-servers.ts) with a code template
 * per scene (T-LOGIN …) and a notice template per kind (T-WAITLIST_OFFER …, its parameters in their declared order),
 * a worker of `sms-send` on the test app (which itself sends through the outbox, so no node works that queue), and
 * the queued sender of that provider. `use(fn)` runs `fn` with the app's `app.sms` swapped for it.
 */
import type { FastifyInstance } from 'fastify';
import { SMS_NOTICE_KINDS, SMS_SCENES, smsNoticeParams, type SmsScene } from 'shared/rules';
import { JOB } from '../../src/services/job-queues.js';
import { queueWorker } from '../../src/services/queue-worker.js';
import type { SmsProvider } from '../../src/sms/provider.js';
import { createQueuedSender, smsJobHandler } from '../../src/sms/queue.js';
import type { SmsSender } from '../../src/sms/sender.js';
import type { SmsProviderSettings } from '../../src/sms/settings.js';
import { createTencentSms } from '../../src/sms/tencent.js';
import { startFakeTencent, type FakeSmsServer } from './fake-sms-servers.js';

export interface SmsProviderHarness {
  fake: FakeSmsServer;
  settings: SmsProviderSettings;
  provider: SmsProvider;
  sender: SmsSender;
  use<T>(fn: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export const templateIdOf = (what: string) => `T-${what.toUpperCase()}`;

export async function startSmsProviderHarness(app: FastifyInstance): Promise<SmsProviderHarness> {
  const templates = Object.fromEntries(SMS_SCENES.map((scene) => [scene, templateIdOf(scene)])) as Record<SmsScene, string>;
  const noticeTemplates = Object.fromEntries(SMS_NOTICE_KINDS.map((kind) => [kind, { id: templateIdOf(kind), params: smsNoticeParams(kind) }]));
  const fake = await startFakeTencent({
    keyId: 'AKIDsuite',
    secret: 'suite-secret',
    signName: '赛事运营平台',
    templates: Object.values(templates),
    sdkAppId: '1400000009',
    noticeTemplates: Object.fromEntries(SMS_NOTICE_KINDS.map((kind) => [templateIdOf(kind), [...smsNoticeParams(kind)]])),
  });
  const settings: SmsProviderSettings = {
    provider: 'tencent',
    accessKeyId: 'AKIDsuite',
    accessKeySecret: 'suite-secret',
    signName: '赛事运营平台',
    templates,
    noticeTemplates,
    templateParam: 'code',
    sdkAppId: '1400000009',
    region: 'ap-guangzhou',
    endpoint: fake.url,
    timeoutMs: 2_000,
  };
  const provider = createTencentSms(settings);
  const worker = queueWorker(app, JOB.smsSend, smsJobHandler(app, provider));
  await worker.start();
  const sender = createQueuedSender(app, provider);
  return {
    fake,
    settings,
    provider,
    sender,
    async use(fn) {
      const holder = app as unknown as { sms: SmsSender };
      const own = holder.sms;
      holder.sms = sender;
      try {
        return await fn();
      } finally {
        holder.sms = own;
      }
    },
    async stop() {
      await worker.stop();
      await fake.close();
    },
  };
}
