import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { createLogSender, createOutboxSender } from './sender.js';

describe('SMS senders', () => {
  it('outbox keeps the newest message first, per mobile', async () => {
    const sender = createOutboxSender();
    await sender.send('13800000001', '111111');
    await sender.send('13800000002', '222222');
    await sender.send('13800000001', '333333');
    assert.deepEqual(sender.outbox('13800000001').map((m) => m.code), ['333333', '111111']);
    assert.match(sender.outbox('13800000002')[0].content, /登录验证码为 222222.*10分钟内有效/);
  });

  it('names what the code is for', async () => {
    const sender = createOutboxSender();
    await sender.send('13900000001', '123456', 'enrolment');
    assert.match(sender.outbox('13900000001')[0].content, /^【赛事运营平台】您的入驻申请验证码为 123456，10分钟内有效/);
  });

  it('log writes that a code was sent to a masked mobile, never the code, and keeps no outbox', async () => {
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    const sender = createLogSender(log);
    await sender.send('13800000001', '654321', 'withdraw');
    assert.equal(lines.length, 1);
    const line = JSON.stringify(lines[0]);
    assert.doesNotMatch(line, /654321/);
    assert.doesNotMatch(line, /13800000001/);
    assert.match(line, /138\*\*\*\*0001/);
    assert.match(line, /withdraw/);
    assert.deepEqual(sender.outbox('13800000001'), []);
  });
});
