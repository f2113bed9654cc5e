import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sharedTtlCache, ttlCache, type CacheRedis } from './ttl-cache.js';

describe('ttlCache', () => {
  it('computes once within the time to live, again after it, and shares a running computation', async () => {
    let clock = 1000;
    let calls = 0;
    const cache = ttlCache(60_000, async () => ++calls, () => clock);
    assert.deepEqual(await Promise.all([cache.get(), cache.get()]), [1, 1]);
    clock += 59_999;
    assert.equal(await cache.get(), 1);
    clock += 1;
    assert.equal(await cache.get(), 2);
    cache.clear();
    assert.equal(await cache.get(), 3);
  });

  it('does not keep a failed computation', async () => {
    let fail = true;
    const cache = ttlCache(60_000, async () => {
      if (fail) throw new Error('db down');
      return 'ok';
    });
    await assert.rejects(cache.get());
    fail = false;
    assert.equal(await cache.get(), 'ok');
  });
});

/** A stand-in for one Redis server shared by several nodes; `mode` makes it fail like a Redis that is away. */
function fakeRedis() {
  const data = new Map<string, { value: string; ttl: number }>();
  const state = { mode: 'up' as 'up' | 'reconnecting' | 'erroring' | 'hanging', gets: 0, sets: 0 };
  const answer = <T>(value: () => T): Promise<T> => {
    if (state.mode === 'erroring') return Promise.reject(new Error('ECONNRESET'));
    if (state.mode === 'hanging') return new Promise<T>(() => undefined);
    return Promise.resolve(value());
  };
  const client: CacheRedis = {
    get status() {
      return state.mode === 'reconnecting' ? 'reconnecting' : 'ready';
    },
    get: (key) => answer(() => (state.gets++, data.get(key)?.value ?? null)),
    set: (key, value, _mode, ttl) => answer(() => (state.sets++, data.set(key, { value, ttl }), 'OK')),
    del: (key) => answer(() => data.delete(key)),
  };
  return { client, data, state };
}

describe('sharedTtlCache', () => {
  it('keeps one value for every node in Redis with the time to live, so a second node does not compute', async () => {
    const redis = fakeRedis();
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    const nodeA = sharedTtlCache(redis.client, 'k', 60_000, compute);
    const nodeB = sharedTtlCache(redis.client, 'k', 60_000, compute);
    assert.deepEqual(await Promise.all([nodeA.get(), nodeA.get()]), [{ n: 1 }, { n: 1 }], 'concurrent misses share one computation');
    assert.deepEqual(await nodeB.get(), { n: 1 });
    assert.equal(calls, 1);
    assert.deepEqual(redis.data.get('k'), { value: '{"n":1}', ttl: 60_000 });
    // expired in Redis: the next node computes and stores again
    redis.data.clear();
    assert.deepEqual(await nodeB.get(), { n: 2 });
    await nodeA.clear();
    assert.equal(redis.data.size, 0);
  });

  it('never fails because of Redis: not connected, erroring or not answering, the node computes and caches in process', async () => {
    for (const mode of ['reconnecting', 'erroring', 'hanging'] as const) {
      const redis = fakeRedis();
      redis.state.mode = mode;
      let calls = 0;
      const errors: unknown[] = [];
      const cache = sharedTtlCache(redis.client, 'k', 60_000, async () => ++calls, { timeoutMs: 50, onRedisError: (e) => errors.push(e) });
      const started = Date.now();
      assert.equal(await cache.get(), 1, mode);
      assert.equal(await cache.get(), 1, `${mode}: the in-process copy answers`);
      assert.ok(Date.now() - started < 1000, `${mode}: no long wait`);
      assert.equal(calls, 1);
      assert.equal(errors.length > 0, mode !== 'reconnecting', mode);
      // Redis back: values go to Redis again
      redis.state.mode = 'up';
      assert.equal(await cache.get(), 2);
      assert.equal(redis.data.get('k')?.value, '2');
    }
  });

  it('computes again over a value it cannot read, and still answers when storing fails', async () => {
    const redis = fakeRedis();
    redis.data.set('k', { value: '{not json', ttl: 1 });
    let calls = 0;
    const cache = sharedTtlCache(redis.client, 'k', 60_000, async () => ({ n: ++calls }));
    assert.deepEqual(await cache.get(), { n: 1 });
    assert.equal(redis.data.get('k')?.value, '{"n":1}');
    const failing = fakeRedis();
    const cache2 = sharedTtlCache({ ...failing.client, status: 'ready', set: () => Promise.reject(new Error('READONLY')) }, 'k', 60_000, async () => 'fresh');
    assert.equal(await cache2.get(), 'fresh');
  });
});
