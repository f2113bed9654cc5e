import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { createLogSender, createOutboxSender, type OutboxRedis } from './sender.js';

describe('SMS senders', () => {
  it('outbox keeps the newest message first, per mobile', async () => {
    const sender = createOutboxSender();
    await sender.send('13800000001', '111111');
    await sender.send('13800000002', '222222');
    await sender.send('13800000001', '333333');
    assert.deepEqual(sender.outbox('13800000001').map((m) => m.code), ['333333', '111111']);
    assert.match(sender.outbox('13800000002')[0].content, /登录验证码为 222222.*10分钟内有效/);
  });

  it('outbox with Redis: a code sent through one node is read through another; without Redis each node has its own', async () => {
    const lists = new Map<string, string[]>();
    const redis: OutboxRedis & { status: string } = {
      status: 'ready',
      multi() {
        const ops: (() => void)[] = [];
        const chain = {
          lpush: (key: string, value: string) => (ops.push(() => lists.set(key, [value, ...(lists.get(key) ?? [])])), chain),
          ltrim: (key: string, start: number, stop: number) => (ops.push(() => lists.set(key, (lists.get(key) ?? []).slice(start, stop + 1))), chain),
          expire: () => chain,
          exec: async () => ops.forEach((op) => op()),
        };
        return chain;
      },
      lrange: async (key: string) => lists.get(key) ?? [],
    };
    const [a, b] = [createOutboxSender(500, redis), createOutboxSender(500, redis)];
    await a.send('13800000001', '111111');
    await b.send('13800000001', '222222');
    assert.deepEqual((await b.sharedOutbox('13800000001')).map((m) => m.code), ['222222', '111111']);
    assert.deepEqual((await a.sharedOutbox('13800000001')).map((m) => m.code), ['222222', '111111']);
    redis.status = 'reconnecting';
    assert.deepEqual((await a.sharedOutbox('13800000001')).map((m) => m.code), ['111111']);
    const alone = createOutboxSender();
    await alone.send('13800000001', '333333');
    assert.deepEqual((await alone.sharedOutbox('13800000001')).map((m) => m.code), ['333333']);
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

  it('outbox keeps a notice’s text built from its kind and params; log names the kind and the masked mobile only', async () => {
    const sender = createOutboxSender();
    await sender.notify('13900000002', { kind: 'onboarding_approved', params: { institution: '云帆赛事', account: '13900000002' } });
    assert.deepEqual(sender.outbox('13900000002').map((m) => [m.code, m.content]), [
      ['', '【赛事运营平台】您的入驻申请（云帆赛事）已审核通过。请在机构用户登录页用手机号 13900000002 获取验证码登录后台。'],
    ]);
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    await createLogSender(log).notify('13900000002', { kind: 'onboarding_approved', params: { institution: '云帆赛事', account: '13900000002' } });
    const line = JSON.stringify(lines);
    assert.match(line, /139\*\*\*\*0002/);
    assert.match(line, /onboarding_approved/);
    assert.doesNotMatch(line, /13900000002|云帆赛事/);
  });
});
