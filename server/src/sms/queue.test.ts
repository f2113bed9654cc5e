/**
 * The `sms-send` worker's one attempt (deliverSmsJob): sent, retried, refused for good, or dropped once the code has
 * expired — and in every case no log line holds the code. The queue itself (retries with back-off, dead letters) runs
 * in the server suite (test/suites/sms.ts) against a fake provider server.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { FinalJobFailure, type Job } from '../plugins/app/jobs.js';
import { SmsDeliveryError, type SmsCodeDelivery, type SmsNoticeDelivery, type SmsProvider } from './provider.js';
import { createQueuedSender, deliverSmsJob, type SmsJob } from './queue.js';

const CODE = '731946';

function fakeApp() {
  const lines: string[] = [];
  const sent: { name: string; data: unknown }[] = [];
  const record = (...args: unknown[]) => lines.push(JSON.stringify(args));
  const app = {
    log: { info: record, warn: record, error: record },
    jobs: { send: async (name: string, data: unknown) => (sent.push({ name, data }), 'job-1') },
  } as unknown as FastifyInstance;
  return { app, lines, sent };
}

const job = (data: Partial<SmsJob<SmsCodeDelivery>> = {}, retryCount = 0): Job<SmsJob> => ({
  id: 'job-1',
  name: 'sms-send',
  data: { mobile: '13800000001', scene: 'login', code: CODE, expiresAt: new Date(Date.now() + 60_000).toISOString(), ...data },
  retryCount,
  retryLimit: 4,
});

const OFFER = { venue: '体育中心', court: '1号场', time: '2026-06-06 18:00–19:00', deadline: '09:10' };
const noticeJob = (data: Partial<SmsJob<SmsNoticeDelivery>> = {}, retryCount = 0): Job<SmsJob> => ({
  id: 'job-2',
  name: 'sms-send',
  data: { mobile: '13800000002', notice: 'waitlist_offer', params: OFFER, expiresAt: null, ...data },
  retryCount,
  retryLimit: 4,
});

const provider = (deliver: SmsProvider['deliver']): SmsProvider => ({ name: 'tencent', notices: ['waitlist_offer'], deliver });

describe('SMS queue worker', () => {
  it('queues the code with its expiry, and sends it once taken', async () => {
    const { app, lines, sent } = fakeApp();
    await createQueuedSender(app, { name: 'aliyun', notices: [] }, () => new Date('2026-12-01T00:00:00Z')).send('13800000001', CODE, 'enrolment');
    assert.deepEqual(sent, [{ name: 'sms-send', data: { mobile: '13800000001', scene: 'enrolment', code: CODE, expiresAt: '2026-12-01T00:10:00.000Z' } }]);
    const delivered: unknown[] = [];
    await deliverSmsJob(app, provider(async (d) => (delivered.push(d), { requestId: 'r-1' })), job());
    assert.deepEqual(delivered, [{ mobile: '13800000001', scene: 'login', code: CODE }]);
    assert.equal(lines.length, 1);
    assert.match(lines[0]!, /138\*\*\*\*0001/);
    assert.ok(lines.every((l) => !l.includes(CODE) && !l.includes('13800000001')), lines.join('\n'));
  });

  it('throws to be retried after a retryable failure, and FinalJobFailure after a permanent one', async () => {
    const { app, lines } = fakeApp();
    const retryable = provider(async () => {
      throw new SmsDeliveryError('tencent SendSms RequestLimitExceeded: slow down', false, 'RequestLimitExceeded');
    });
    await assert.rejects(deliverSmsJob(app, retryable, job()), (e: unknown) => e instanceof Error && !(e instanceof FinalJobFailure));
    const permanent = provider(async () => {
      throw new SmsDeliveryError('tencent SendSms FailedOperation.TemplateIncorrectOrUnapproved: 模板未审批', true, 'FailedOperation.TemplateIncorrectOrUnapproved');
    });
    // kept with the job in Chinese, with the provider's code (任务队列 shows it)
    await assert.rejects(
      deliverSmsJob(app, permanent, job()),
      (e: Error) => e instanceof FinalJobFailure && e.message === '短信服务商拒绝发送（FailedOperation.TemplateIncorrectOrUnapproved），不再重试',
    );
    // a provider that echoes the code in a plain error: the message kept with the job has it cut out
    const echoing = provider(async () => {
      throw new Error(`bad param ${CODE}`);
    });
    await assert.rejects(deliverSmsJob(app, echoing, job()), (e: Error) => !e.message.includes(CODE));
    assert.ok(lines.every((l) => !l.includes(CODE)), lines.join('\n'));
  });

  it('sends nothing once the code has expired', async () => {
    const { app } = fakeApp();
    let calls = 0;
    await deliverSmsJob(app, provider(async () => (calls++, { requestId: 'x' })), job({ expiresAt: new Date(Date.now() - 1).toISOString() }));
    assert.equal(calls, 0);
  });

  it('queues a notice of a kind with a template (kind and params, no code), and sends it once taken', async () => {
    const { app, lines, sent } = fakeApp();
    const sender = createQueuedSender(app, { name: 'aliyun', notices: ['waitlist_offer'] });
    await sender.notify('13800000002', { kind: 'waitlist_offer', params: OFFER }, { expiresAt: new Date('2026-06-06T01:10:00Z') });
    assert.deepEqual(sent, [{ name: 'sms-send', data: { mobile: '13800000002', notice: 'waitlist_offer', params: OFFER, expiresAt: '2026-06-06T01:10:00.000Z' } }]);
    const delivered: unknown[] = [];
    await deliverSmsJob(app, provider(async (d) => (delivered.push(d), { requestId: 'r-2' })), noticeJob());
    assert.deepEqual(delivered, [{ mobile: '13800000002', notice: 'waitlist_offer', params: OFFER }]);
    assert.match(lines.at(-1)!, /SMS notice sent/);
    assert.ok(lines.every((l) => !l.includes('13800000002') && !l.includes('体育中心')), lines.join('\n'));
  });

  it('logs a notice of a kind without a template (masked mobile) and queues nothing; never throws', async () => {
    const { app, lines, sent } = fakeApp();
    const sender = createQueuedSender(app, { name: 'tencent', notices: ['waitlist_offer'] });
    await sender.notify('13800000003', { kind: 'onboarding_approved', params: { institution: '云帆赛事', account: '13800000003' } });
    assert.deepEqual(sent, []);
    assert.equal(lines.length, 1);
    assert.match(lines[0]!, /SMS notice not sent: the provider has no template of this notice \(SMS_TEMPLATE_ONBOARDING_APPROVED\)/);
    assert.match(lines[0]!, /138\*\*\*\*0003/);
    assert.ok(!lines[0]!.includes('13800000003'));
    // the queue is down: logged, the caller goes on
    const broken = { ...app, jobs: { send: async () => Promise.reject(new Error('connection lost')) } } as unknown as FastifyInstance;
    await createQueuedSender(broken, { name: 'tencent', notices: ['waitlist_offer'] }).notify('13800000003', { kind: 'waitlist_offer', params: OFFER });
    assert.match(lines.at(-1)!, /SMS notice not queued/);
  });

  it('retries a notice after a retryable failure, gives up after a permanent one or the last attempt, and drops one past its end', async () => {
    const { app, lines } = fakeApp();
    const retryable = provider(async () => {
      throw new SmsDeliveryError('aliyun SendSms Throttling.User: 138****0002', false, 'Throttling.User');
    });
    await assert.rejects(deliverSmsJob(app, retryable, noticeJob()), (e: Error) => !(e instanceof FinalJobFailure) && e.message === '短信发送失败（Throttling.User），将按重试策略重试');
    assert.match(lines.at(-1)!, /SMS notice not sent: will retry/);
    await assert.rejects(deliverSmsJob(app, retryable, noticeJob({}, 4)), (e: Error) => !(e instanceof FinalJobFailure));
    assert.match(lines.at(-1)!, /SMS notice not sent after the last attempt/);
    const permanent = provider(async () => {
      throw new SmsDeliveryError('tencent SMS: no template of the notice waitlist_offer', true, 'NoNoticeTemplate');
    });
    await assert.rejects(deliverSmsJob(app, permanent, noticeJob()), (e: Error) => e instanceof FinalJobFailure && e.message === '短信服务商拒绝发送（NoNoticeTemplate），不再重试');
    // a plain error naming the mobile: cut from the message kept and logged
    const echoing = provider(async () => {
      throw new Error('bad number 13800000002');
    });
    await assert.rejects(deliverSmsJob(app, echoing, noticeJob()));
    let calls = 0;
    await deliverSmsJob(app, provider(async () => (calls++, { requestId: 'x' })), noticeJob({ expiresAt: new Date(Date.now() - 1).toISOString() }));
    assert.equal(calls, 0, 'the hold it offered has lapsed');
    assert.match(lines.at(-1)!, /SMS notice expired before it could be sent/);
    assert.ok(lines.every((l) => !l.includes('13800000002')), lines.join('\n'));
  });
});
