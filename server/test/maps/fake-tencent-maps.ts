/**
 * A local fake of Tencent's location WebService (place/v1/suggestion and geocoder/v1), for the maps suite: it checks
 * the key and, when the account has a secret key, the `sig` of every request the way the service documents it (md5 of
 * path, `?`, the parameters but `sig` sorted by name with raw values, and the secret key — written here on its own,
 * not with the client's code), answers from a few places in 杭州市 and 宁波市 in Tencent's shape, and keeps every
 * request. A test scripts failures with `fail(...)`: a status with its message, an HTTP status with a page that is no
 * JSON, or no answer at all (`hang`, released when the server closes).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMapsFailure = { status: number; message: string } | { http: number } | 'hang';

export interface FakeMapsServer {
  url: string;
  /** Every request: its path and parameters. */
  requests: { path: string; params: Record<string, string> }[];
  fail(...failures: FakeMapsFailure[]): void;
  close(): Promise<void>;
}

export const FAKE_PLACES = [
  { title: '黄龙体育中心', address: '浙江省杭州市西湖区黄龙路1号', province: '浙江省', city: '杭州市', district: '西湖区', lat: 30.268905, lng: 120.137623 },
  { title: '黄龙体育中心游泳跳水馆', address: '浙江省杭州市西湖区黄龙路1号', province: '浙江省', city: '杭州市', district: '西湖区', lat: 30.2681, lng: 120.1369 },
  { title: '运河体育公园', address: '浙江省杭州市拱墅区丰潭路', province: '浙江省', city: '杭州市', district: '拱墅区', lat: 30.3185, lng: 120.1297 },
  { title: '宁波奥体中心', address: '浙江省宁波市鄞州区', province: '浙江省', city: '宁波市', district: '鄞州区', lat: 29.8683, lng: 121.6056 },
];

export async function startFakeTencentMaps(account: { key: string; secretKey?: string }): Promise<FakeMapsServer> {
  const failures: FakeMapsFailure[] = [];
  const requests: FakeMapsServer['requests'] = [];
  const hanging = new Set<http.ServerResponse>();

  const answer = (path: string, params: Record<string, string>) => {
    if (params.key !== account.key) return { status: 311, message: 'key格式错误' };
    if (account.secretKey) {
      const { sig, ...rest } = params;
      const raw = Object.keys(rest)
        .sort()
        .map((k) => `${k}=${rest[k]}`)
        .join('&');
      if (sig !== createHash('md5').update(`${path}?${raw}${account.secretKey}`, 'utf8').digest('hex')) return { status: 111, message: '签名验证失败' };
    }
    if (params.output !== 'json') return { status: 310, message: '请求参数信息有误' };
    if (path === '/ws/place/v1/suggestion') {
      if (!params.keyword) return { status: 310, message: '请求参数信息有误' };
      const inRegion = FAKE_PLACES.filter((p) => params.region_fix !== '1' || p.city === params.region);
      const found = inRegion.filter((p) => p.title.includes(params.keyword!.trim())).slice(0, Number(params.page_size ?? 10));
      if (found.length === 0) return { status: 347, message: '查询无结果' };
      return {
        status: 0,
        message: 'query ok',
        count: found.length,
        data: found.map((p, i) => ({ id: String(1000 + i), title: p.title, address: p.address, category: '运动健身:体育场馆', type: 0, location: { lat: p.lat, lng: p.lng }, adcode: 330106, province: p.province, city: p.city, district: p.district })),
      };
    }
    if (path === '/ws/geocoder/v1') {
      const [lat, lng] = (params.location ?? '').split(',').map(Number);
      if (!Number.isFinite(lat) || !Number.isFinite(lng)) return { status: 310, message: '请求参数信息有误' };
      const near = FAKE_PLACES.map((p) => ({ p, d: Math.round(Math.hypot((p.lat - lat!) * 111_000, (p.lng - lng!) * 96_000)) }))
        .filter((x) => x.d < 5_000)
        .sort((a, b) => b.d - a.d);
      if (near.length === 0) return { status: 347, message: '查询无结果' };
      const at = near[near.length - 1]!.p;
      return {
        status: 0,
        message: 'query ok',
        request_id: 'fake',
        result: {
          location: { lat, lng },
          address: at.address,
          formatted_addresses: { recommend: `${at.district}${at.title}`, rough: at.district },
          address_component: { nation: '中国', province: at.province, city: at.city, district: at.district, street: '', street_number: '' },
          ...(params.get_poi === '1' ? { pois: near.map(({ p, d }) => ({ id: p.title, title: p.title, address: p.address, location: { lat: p.lat, lng: p.lng }, _distance: d })) } : {}),
        },
      };
    }
    return null;
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, params });
    const failure = failures.shift();
    if (failure === 'hang') {
      hanging.add(res);
      return;
    }
    if (failure && 'http' in failure) {
      res.writeHead(failure.http, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>');
      return;
    }
    const body = failure ?? answer(url.pathname, params);
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html>not found</html>');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fail: (...more) => failures.push(...more),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
