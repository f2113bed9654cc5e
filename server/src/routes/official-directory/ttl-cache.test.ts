import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ttlCache } from './ttl-cache.js';

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
