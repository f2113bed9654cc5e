import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { CachedResponse, createNodeCaches, ExpiringMap, pickEncoding } from './response-cache.js';

describe('ExpiringMap', () => {
  it('forgets an entry once its time is up, and keeps at most maxEntries (the oldest written goes first)', () => {
    let now = 1_000;
    const map = new ExpiringMap<string>(5_000, 2, () => now);
    map.set('a', 'A');
    now += 4_999;
    assert.equal(map.get('a'), 'A');
    now += 1;
    assert.equal(map.get('a'), undefined);
    map.set('a', 'A');
    map.set('b', 'B');
    map.set('c', 'C');
    assert.equal(map.size, 2);
    assert.equal(map.get('a'), undefined);
    assert.equal(map.get('c'), 'C');
    // written again: the newest, so 'b' goes next
    map.set('c', 'C2');
    map.set('d', 'D');
    assert.deepEqual([map.get('b'), map.get('c'), map.get('d')], [undefined, 'C2', 'D']);
  });

  it('keeps nothing with a time of 0 (CACHE_TTL_MS=0)', () => {
    const map = new ExpiringMap<string>(0, 10);
    map.set('a', 'A');
    assert.equal(map.get('a'), undefined);
    assert.equal(map.size, 0);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    assert.equal(pickEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(pickEncoding('gzip, deflate'), 'gzip');
    assert.equal(pickEncoding('br;q=0, gzip;q=0.8'), 'gzip');
    assert.equal(pickEncoding('BR'), 'br');
    assert.equal(pickEncoding('*'), 'gzip');
    assert.equal(pickEncoding('identity'), null);
    assert.equal(pickEncoding('gzip;q=0'), null);
    assert.equal(pickEncoding(''), null);
    assert.equal(pickEncoding(undefined), null);
  });
});

describe('CachedResponse', () => {
  it('compresses its JSON once per encoding, into what decompresses back to it', () => {
    const json = JSON.stringify({ errno: 0, result: { list: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `西湖区青少年足球联赛 ${i}` })) } });
    const cached = new CachedResponse(json);
    const br = cached.body('br');
    assert.equal(cached.body('br'), br, 'the same buffer the second time');
    assert.equal(brotliDecompressSync(br).toString('utf8'), json);
    assert.equal(gunzipSync(cached.body('gzip')).toString('utf8'), json);
    assert.ok(br.length < Buffer.byteLength(json) / 4);
  });
});

describe('createNodeCaches without Redis', () => {
  it('empties both caches and moves to a new generation at every invalidation', async () => {
    const caches = createNodeCaches<string>({ ttlMs: 5_000, redis: null, channel: 'test', onRedisError: () => undefined });
    assert.equal(caches.enabled, true);
    caches.responses.set('/api/official/home', new CachedResponse('{}'));
    caches.sessions.set('sid', 'session');
    const before = caches.generation;
    await caches.invalidate();
    assert.equal(caches.responses.size, 0);
    assert.equal(caches.sessions.size, 0);
    assert.notEqual(caches.generation, before);
    await caches.close();
  });

  it('is off with a time of 0', () => {
    assert.equal(createNodeCaches({ ttlMs: 0, redis: null, channel: 'test', onRedisError: () => undefined }).enabled, false);
  });
});
