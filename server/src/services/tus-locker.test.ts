import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ERRORS } from '@tus/server';
import type { Redis } from 'ioredis';
import { RedisLocker } from './tus-locker.js';

const redisUrl = process.env.TEST_REDIS_URL;

// Two lockers on two connections stand for two API nodes sharing one Redis.
describe('RedisLocker: the lock of a tus upload across API nodes', { skip: redisUrl ? false : 'TEST_REDIS_URL unset' }, () => {
  const prefix = `saishi:test-tus-lock:${process.pid}:${randomBytes(4).toString('hex')}:`;
  let redisA: Redis;
  let redisB: Redis;
  let nodeA: RedisLocker;
  let nodeB: RedisLocker;
  const uploadId = () => randomBytes(16).toString('hex');
  const never = () => new AbortController().signal;

  before(async () => {
    const { Redis: IoRedis } = await import('ioredis');
    redisA = new IoRedis(redisUrl!);
    redisB = new IoRedis(redisUrl!);
    nodeA = new RedisLocker(redisA, { prefix, ttlMs: 10_000, acquireTimeoutMs: 10_000 });
    nodeB = new RedisLocker(redisB, { prefix, ttlMs: 10_000, acquireTimeoutMs: 10_000 });
    await Promise.all([nodeA.whenReady(), nodeB.whenReady()]);
  });
  after(async () => {
    await nodeA.close();
    await nodeB.close();
    const keys = await redisA.keys(`${prefix}*`);
    if (keys.length > 0) await redisA.del(...keys);
    await redisA.quit();
    await redisB.quit();
  });

  it('holds the lock in Redis with a time to live, and releases it', async () => {
    const id = uploadId();
    const lock = nodeA.newLock(id);
    await lock.lock(never(), () => undefined);
    const token = await redisA.get(`${prefix}${id}`);
    assert.match(String(token), /^[0-9a-f]{32}$/);
    const ttl = await redisA.pttl(`${prefix}${id}`);
    assert.ok(ttl > 0 && ttl <= 10_000, String(ttl));
    await lock.unlock();
    assert.equal(await redisA.exists(`${prefix}${id}`), 0);
    await assert.rejects(lock.unlock(), /unlocked lock/);
  });

  it('asks the holder on the other node to let go (its requestRelease), then takes the lock', async () => {
    const id = uploadId();
    const events: string[] = [];
    const held = nodeA.newLock(id);
    await held.lock(never(), async () => {
      // what the tus server does: end the older request, which unlocks
      events.push('A asked to release');
      await held.unlock();
      events.push('A released');
    });
    const waiting = nodeB.newLock(id);
    await waiting.lock(never(), () => undefined);
    events.push('B holds');
    assert.deepEqual(events, ['A asked to release', 'A released', 'B holds']);
    assert.equal(nodeB.held.has(id), true);
    assert.equal(nodeA.held.has(id), false);
    await waiting.unlock();
  });

  it('never deletes a lock it no longer holds (another token)', async () => {
    const id = uploadId();
    const lock = nodeA.newLock(id);
    await lock.lock(never(), () => undefined);
    // expired and taken by another node meanwhile
    await redisA.set(`${prefix}${id}`, 'someone-else', 'PX', 10_000);
    await lock.unlock();
    assert.equal(await redisA.get(`${prefix}${id}`), 'someone-else');
    await redisA.del(`${prefix}${id}`);
  });

  it('gives up when its request is aborted, or after the acquire timeout, while a holder keeps the lock', async () => {
    const id = uploadId();
    const stubborn = nodeA.newLock(id);
    let asked = 0;
    await stubborn.lock(never(), () => {
      asked += 1;
    });
    const controller = new AbortController();
    const aborted = nodeB.newLock(id).lock(controller.signal, () => undefined);
    controller.abort();
    await assert.rejects(aborted, (error) => error === ERRORS.ERR_LOCK_TIMEOUT);

    const impatient = new RedisLocker(redisB, { prefix, acquireTimeoutMs: 50, retryMs: 10 });
    await impatient.whenReady();
    await assert.rejects(impatient.newLock(id).lock(never(), () => undefined), (error) => error === ERRORS.ERR_LOCK_TIMEOUT);
    await impatient.close();
    assert.ok(asked >= 1, 'the holder was asked');
    assert.equal(nodeA.held.has(id), true);
    await stubborn.unlock();
  });

  it('takes a lock whose holder died once it expires (no release message ever comes)', async () => {
    const id = uploadId();
    // a node that died: its key without anyone to renew it or answer
    await redisA.set(`${prefix}${id}`, 'dead-node', 'PX', 100);
    const lock = nodeB.newLock(id);
    await lock.lock(never(), () => undefined);
    assert.equal(nodeB.held.has(id), true);
    await lock.unlock();
  });
});
