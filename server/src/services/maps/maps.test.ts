/**
 * The maps settings (MAPS_*, read by loadConfig), Tencent's request signature, and the service's cache and refusals
 * with a provider written here (no network; the HTTP side is the server suite `maps`, against a local fake).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { MAPS_MSG, type MapSuggestion } from 'shared/rules';
import { ConfigError, loadConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import { answerCache, createMapsService } from './index.js';
import { MapsProviderError, type MapsProvider } from './provider.js';
import { mapsSettingsFromEnv } from './settings.js';
import { tencentSignature } from './tencent.js';

describe('maps settings', () => {
  it('has no provider by default, the home city 杭州市', () => {
    const { maps } = loadConfig({});
    assert.deepEqual(maps, { provider: 'none', key: '', secretKey: '', homeCity: '杭州市', endpoint: 'https://apis.map.qq.com', timeoutMs: 5000, cacheSeconds: 600 });
  });

  it('reads the Tencent provider with its key, city, endpoint and limits', () => {
    const maps = mapsSettingsFromEnv({ MAPS_PROVIDER: 'tencent', MAPS_KEY: ' K ', MAPS_SECRET_KEY: 'S', MAPS_HOME_CITY: '宁波市', MAPS_ENDPOINT: 'http://127.0.0.1:9/', MAPS_TIMEOUT_MS: '800', MAPS_CACHE_SECONDS: '0' });
    assert.deepEqual(maps, { provider: 'tencent', key: 'K', secretKey: 'S', homeCity: '宁波市', endpoint: 'http://127.0.0.1:9', timeoutMs: 800, cacheSeconds: 0 });
  });

  it('refuses to start with a bad setting, in Chinese', () => {
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (error) {
        assert.ok(error instanceof ConfigError);
        return error.message;
      }
      assert.fail('started');
    };
    assert.match(refusal({ MAPS_PROVIDER: 'amap' }), /MAPS_PROVIDER 只能是 none.*或 tencent/);
    assert.match(refusal({ MAPS_PROVIDER: 'tencent' }), /MAPS_PROVIDER=tencent 缺少配置：MAPS_KEY/);
    assert.match(refusal({ MAPS_PROVIDER: 'tencent', MAPS_KEY: 'k', MAPS_ENDPOINT: 'ftp://x' }), /MAPS_ENDPOINT 的协议/);
    assert.match(refusal({ MAPS_TIMEOUT_MS: '10' }), /MAPS_TIMEOUT_MS 必须是 500 到 60000 之间的整数/);
  });
});

describe('Tencent request signature (签名校验)', () => {
  it('is md5 of the path, the parameters sorted by name with raw values, and the secret key', () => {
    // the example of Tencent's document (key, location, secret key), with the string it says to hash
    const sig = tencentSignature('/ws/geocoder/v1', { location: '28.7033487,115.8660847', key: '5Q5BZ-5EVWJ-SN5F3-K6QBZ-B3FAO-RVBWM' }, 'SWvT26ypwq5Nwb5RvS8cLi6NSoH8HlJX');
    const expected = createHash('md5').update('/ws/geocoder/v1?key=5Q5BZ-5EVWJ-SN5F3-K6QBZ-B3FAO-RVBWM&location=28.7033487,115.8660847SWvT26ypwq5Nwb5RvS8cLi6NSoH8HlJX').digest('hex');
    assert.equal(sig, expected);
  });
});

const PLACE: MapSuggestion = { title: '黄龙体育中心', address: '浙江省杭州市西湖区黄龙路1号', province: '浙江省', city: '杭州市', district: '西湖区', lat: 30.2689, lng: 120.1376 };

function countingProvider(failWith?: MapsProviderError) {
  const calls: string[] = [];
  const provider: MapsProvider = {
    name: 'tencent',
    async suggest(keyword) {
      calls.push(`suggest:${keyword}`);
      if (failWith) throw failWith;
      return [PLACE];
    },
    async reverseGeocode(lat, lng, getPoi) {
      calls.push(`reverse:${lat},${lng},${getPoi}`);
      if (failWith) throw failWith;
      return { address: PLACE.address, formatted_address: PLACE.title, province: '浙江省', city: '杭州市', district: '西湖区', pois: [] };
    },
  };
  return { provider, calls };
}

const settings = mapsSettingsFromEnv({ MAPS_PROVIDER: 'tencent', MAPS_KEY: 'k' });

async function refusedWith(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof AppError, String(error));
    assert.equal(error.errno, 40000);
    return error.message;
  }
  assert.fail('answered');
}

describe('maps service', () => {
  it('answers not configured without a provider', async () => {
    const maps = createMapsService({ settings: mapsSettingsFromEnv({}), provider: null });
    assert.deepEqual(maps.status(), { available: false, provider: 'none', home_city: '杭州市' });
    assert.equal(await refusedWith(maps.suggest('黄龙')), MAPS_MSG.notConfigured);
    assert.equal(await refusedWith(maps.suggest(' ')), MAPS_MSG.notConfigured);
    assert.equal(await refusedWith(maps.reverseGeocode(30.2, 120.1, true)), MAPS_MSG.notConfigured);
  });

  it('reuses answers for the same keyword (spaces folded) and location until they expire', async () => {
    let now = 0;
    const { provider, calls } = countingProvider();
    const maps = createMapsService({ settings, provider, now: () => now });
    assert.deepEqual(await maps.suggest('黄龙  体育'), { home_city: '杭州市', list: [PLACE] });
    await maps.suggest(' 黄龙 体育 ');
    await maps.reverseGeocode(30.2689, 120.1376, true);
    await maps.reverseGeocode(30.2689, 120.1376, true);
    await maps.reverseGeocode(30.2689, 120.1376, false);
    assert.deepEqual(calls, ['suggest:黄龙 体育', 'reverse:30.2689,120.1376,true', 'reverse:30.2689,120.1376,false']);
    now = settings.cacheSeconds * 1000;
    await maps.suggest('黄龙 体育');
    assert.equal(calls.length, 4);
  });

  it('turns a provider failure into its Chinese refusal and caches none', async () => {
    const { provider, calls } = countingProvider(new MapsProviderError(MAPS_MSG.quota, 'refused'));
    const maps = createMapsService({ settings, provider });
    assert.equal(await refusedWith(maps.suggest('黄龙')), MAPS_MSG.quota);
    assert.equal(await refusedWith(maps.suggest('黄龙')), MAPS_MSG.quota);
    assert.equal(calls.length, 2);
  });

  it('shares one call among concurrent identical questions and keeps at most its size', async () => {
    const cached = answerCache(60_000, null, () => undefined);
    let calls = 0;
    const compute = async () => ++calls;
    const [a, b] = await Promise.all([cached('k', compute), cached('k', compute)]);
    assert.deepEqual([a, b, calls], [1, 1, 1]);
  });

  it('falls back to its own memory when Redis fails', async () => {
    const errors: unknown[] = [];
    const broken = { status: 'ready', get: async () => Promise.reject(new Error('down')), set: async () => Promise.reject(new Error('down')), del: async () => 1 };
    const cached = answerCache(60_000, broken, (e) => errors.push(e));
    let calls = 0;
    assert.equal(await cached('k', async () => ++calls), 1);
    assert.equal(await cached('k', async () => ++calls), 1);
    assert.equal(calls, 1);
    assert.equal(errors.length, 2);
  });

  it('reads and writes Redis when it is there', async () => {
    const store = new Map<string, string>();
    const redis = { status: 'ready', get: async (k: string) => store.get(k) ?? null, set: async (k: string, v: string) => store.set(k, v), del: async () => 1 };
    const first = answerCache(60_000, redis, () => undefined);
    assert.deepEqual(await first('k', async () => ({ n: 1 })), { n: 1 });
    assert.equal(store.size, 1);
    // another node: answered from Redis without computing
    const second = answerCache(60_000, redis, () => undefined);
    assert.deepEqual(await second('k', async () => assert.fail('computed again')), { n: 1 });
  });
});
