/**
 * Maps (routes/maps, services/maps, docs/venues.md "Maps"): without a provider (the default, as the test app runs)
 * the routes say in Chinese that the maps service is not configured; with the Tencent provider pointed at a local fake
 * (test/maps/fake-tencent-maps.ts) — no network — suggestions are searched in the home city with a signed request,
 * reverse geocoding answers the address and the places around it, answers are reused, and every failure of the
 * provider (quota, key, timeout, a page that is no JSON, no server) is a Chinese 40000 answer, never a 500. Only
 * back-office users reach the routes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MAPS_MSG } from 'shared/rules';
import { createMapsService, type MapsService } from '../../src/services/maps/index.js';
import { mapsSettingsFromEnv, type MapsSettings } from '../../src/services/maps/settings.js';
import { createTencentMaps } from '../../src/services/maps/tencent.js';
import { firstMsg, json, login, type Client, type TestContext } from '../helpers.js';
import { startFakeTencentMaps, type FakeMapsServer } from '../maps/fake-tencent-maps.js';

type Suggestions = { home_city: string; list: { title: string; address: string; city: string; district: string; lat: number; lng: number }[] };
type Reverse = { address: string; formatted_address: string; city: string; district: string; pois: { title: string; distance: number }[] };

export function mapsSuite(ctx: TestContext) {
  describe('maps (地址联想, 根据坐标获取地址)', () => {
    let manager: Client;
    let admin: Client;
    let person: Client;
    let fake: FakeMapsServer;
    const key = 'FAKE-KEY-0000-1111';
    const secretKey = 'fake-secret-不要外传';

    before(async () => {
      manager = await login(ctx.app, 'venue_mgr');
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      person = await login(ctx.app, 'athlete');
      fake = await startFakeTencentMaps({ key, secretKey });
    });
    after(() => fake.close());

    const settingsFor = (env: NodeJS.ProcessEnv): MapsSettings => mapsSettingsFromEnv({ MAPS_PROVIDER: 'tencent', MAPS_KEY: key, MAPS_SECRET_KEY: secretKey, MAPS_ENDPOINT: fake.url, ...env });

    /** Runs `fn` with `app.maps` asking the fake (or what `env` says), then puts the app's own back. */
    async function withProvider(env: NodeJS.ProcessEnv, fn: () => Promise<void>) {
      const app = ctx.app as unknown as { maps: MapsService };
      const own = app.maps;
      const settings = settingsFor(env);
      app.maps = createMapsService({ settings, provider: createTencentMaps(settings) });
      try {
        await fn();
      } finally {
        app.maps = own;
      }
    }

    it('answers that the maps service is not configured by default, without calling anything', async () => {
      const requests = fake.requests.length;
      const status = await manager.get('/api/maps/status');
      assert.deepEqual(json(status), { errno: 0, result: { available: false, provider: 'none', home_city: '杭州市' } });
      for (const url of ['/api/maps/suggestion?keyword=黄龙', '/api/maps/reverse_geocode?lat=30.2689&lng=120.1376']) {
        const res = await manager.get(encodeURI(url));
        assert.equal(res.statusCode, 200);
        assert.equal(json(res).errno, 40000);
        assert.equal(firstMsg(res), MAPS_MSG.notConfigured);
      }
      assert.equal(fake.requests.length, requests);
    });

    it('is for back-office users only', async () => {
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/maps/status' });
      assert.equal(anonymous.statusCode, 401);
      const res = await person.get(encodeURI('/api/maps/suggestion?keyword=黄龙'));
      assert.equal(json(res).errno, 40300);
      assert.equal(json(await admin.get('/api/maps/status')).errno, 0);
    });

    it('refuses bad input in Chinese before any call', async () => {
      const far = await manager.get('/api/maps/reverse_geocode?lat=60&lng=120.1');
      assert.equal(json(far).errno, 42200);
      assert.equal(firstMsg(far), '纬度不能大于54');
      const missing = await manager.get('/api/maps/reverse_geocode?lat=30.2');
      assert.equal(firstMsg(missing), '经度不能为空');
      const long = await manager.get(`/api/maps/suggestion?keyword=${encodeURIComponent('黄'.repeat(41))}`);
      assert.equal(firstMsg(long), '关键词不能超过40个字符');
    });

    it('searches the home city with a signed request and normalises the answer', async () => {
      await withProvider({}, async () => {
        assert.deepEqual(json(await manager.get('/api/maps/status')).result, { available: true, provider: 'tencent', home_city: '杭州市' });
        const before = fake.requests.length;
        const res = await manager.get(`/api/maps/suggestion?keyword=${encodeURIComponent(' 黄龙体育 ')}`);
        const body = json<Suggestions>(res);
        assert.equal(body.errno, 0, res.body);
        assert.equal(body.result.home_city, '杭州市');
        assert.deepEqual(
          body.result.list.map((p) => [p.title, p.address, p.city, p.district, p.lat, p.lng]),
          [
            ['黄龙体育中心', '浙江省杭州市西湖区黄龙路1号', '杭州市', '西湖区', 30.268905, 120.137623],
            ['黄龙体育中心游泳跳水馆', '浙江省杭州市西湖区黄龙路1号', '杭州市', '西湖区', 30.2681, 120.1369],
          ],
        );
        const sent = fake.requests.slice(before);
        assert.equal(sent.length, 1);
        assert.equal(sent[0]!.path, '/ws/place/v1/suggestion');
        assert.deepEqual({ ...sent[0]!.params, sig: sent[0]!.params.sig?.length }, { keyword: '黄龙体育', region: '杭州市', region_fix: '1', page_size: '10', output: 'json', key, sig: 32 });

        // the same keyword (spaces folded) is answered from the cache
        const again = await manager.get(`/api/maps/suggestion?keyword=${encodeURIComponent('黄龙体育')}`);
        assert.deepEqual(json(again).result, body.result);
        assert.equal(fake.requests.length, before + 1);

        // another city's places stay out (region_fix=1); nothing found is an empty list
        const other = json<Suggestions>(await manager.get(`/api/maps/suggestion?keyword=${encodeURIComponent('宁波奥体')}`));
        assert.deepEqual(other, { errno: 0, result: { home_city: '杭州市', list: [] } });
        // a blank keyword asks nothing
        const count = fake.requests.length;
        assert.deepEqual(json(await manager.get('/api/maps/suggestion?keyword=%20')).result, { home_city: '杭州市', list: [] });
        assert.equal(fake.requests.length, count);
      });
    });

    it('searches the configured home city', async () => {
      await withProvider({ MAPS_HOME_CITY: '宁波市' }, async () => {
        const res = json<Suggestions>(await manager.get(`/api/maps/suggestion?keyword=${encodeURIComponent('奥体')}`));
        assert.deepEqual(res.result.list.map((p) => p.title), ['宁波奥体中心']);
        assert.equal(fake.requests.at(-1)!.params.region, '宁波市');
      });
    });

    it('answers the address of a location and the places around it, nearest first', async () => {
      await withProvider({}, async () => {
        const res = await manager.get('/api/maps/reverse_geocode?lat=30.2689&lng=120.1376');
        const body = json<Reverse>(res);
        assert.equal(body.errno, 0, res.body);
        assert.equal(body.result.address, '浙江省杭州市西湖区黄龙路1号');
        assert.equal(body.result.formatted_address, '西湖区黄龙体育中心');
        assert.equal(body.result.district, '西湖区');
        assert.deepEqual(body.result.pois.map((p) => p.title), ['黄龙体育中心', '黄龙体育中心游泳跳水馆']);
        assert.ok(body.result.pois[0]!.distance <= body.result.pois[1]!.distance);
        assert.deepEqual(fake.requests.at(-1)!.params.location, '30.2689,120.1376');
        const bare = json<Reverse>(await manager.get('/api/maps/reverse_geocode?lat=30.2689&lng=120.1376&get_poi=0'));
        assert.deepEqual(bare.result.pois, []);
        assert.equal(fake.requests.at(-1)!.params.get_poi, '0');
        const nowhere = await manager.get('/api/maps/reverse_geocode?lat=45&lng=90');
        assert.equal(json(nowhere).errno, 40000);
        assert.equal(firstMsg(nowhere), MAPS_MSG.noAddress);
      });
    });

    it('answers every failure of the provider in Chinese, never a 500, and caches none of them', async () => {
      await withProvider({ MAPS_TIMEOUT_MS: '500' }, async () => {
        const cases: [Parameters<FakeMapsServer['fail']>[0], string][] = [
          [{ status: 121, message: '此key每日调用量已达到上限' }, MAPS_MSG.quota],
          [{ status: 120, message: '此key每秒请求量已达到上限' }, MAPS_MSG.quota],
          [{ status: 110, message: '请求来源未被授权' }, MAPS_MSG.key],
          [{ status: 306, message: '请求有护持信息请检查字符串' }, '地图服务返回错误：请求有护持信息请检查字符串'],
          [{ http: 502 }, MAPS_MSG.unreachable],
          ['hang', MAPS_MSG.timeout],
        ];
        for (const [failure, msg] of cases) {
          fake.fail(failure);
          const res = await manager.get(`/api/maps/suggestion?keyword=${encodeURIComponent('运河')}`);
          assert.equal(res.statusCode, 200, JSON.stringify(failure));
          assert.deepEqual(json(res), { errno: 40000, result: { errors: [{ msg }] } }, JSON.stringify(failure));
        }
        // the failures were not cached: the provider answers now
        const ok = json<Suggestions>(await manager.get(`/api/maps/suggestion?keyword=${encodeURIComponent('运河')}`));
        assert.deepEqual(ok.result.list.map((p) => p.title), ['运河体育公园']);
      });
      // a wrong key or secret: the fake refuses the signature or the key
      await withProvider({ MAPS_SECRET_KEY: 'another-secret' }, async () => {
        const res = await manager.get('/api/maps/reverse_geocode?lat=30.3185&lng=120.1297');
        assert.equal(firstMsg(res), MAPS_MSG.key);
      });
      // nobody listening at the provider's address
      const closed = await startFakeTencentMaps({ key });
      const url = closed.url;
      await closed.close();
      await withProvider({ MAPS_ENDPOINT: url }, async () => {
        const res = await manager.get('/api/maps/reverse_geocode?lat=30.3185&lng=120.1297');
        assert.equal(res.statusCode, 200);
        assert.equal(firstMsg(res), MAPS_MSG.unreachable);
      });
    });
  });
}
