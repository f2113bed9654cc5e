/**
 * Tencent's location WebService (腾讯位置服务 WebService API), called by the server with the key of MAPS_KEY:
 *
 *   GET /ws/place/v1/suggestion?keyword=…&region=<home city>&region_fix=1&page_size=10&output=json&key=…  (关键词输入提示)
 *   GET /ws/geocoder/v1?location=<lat>,<lng>&get_poi=0|1&output=json&key=…                              (逆地址解析)
 *
 * With MAPS_SECRET_KEY each request carries `sig` as the service documents it (签名校验): md5 of the path, `?`, the
 * parameters sorted by name as `name=value` joined by `&` with raw (not encoded) values, and the secret key. The answer
 * is JSON whose `status` is 0 on success; shared/rules maps.ts reads it. The page calls the server, never the provider
 * (the spec's JSONP call from the browser would show the key to every visitor).
 */
import { createHash } from 'node:crypto';
import { MAPS_MSG, MAPS_SUGGESTION_LIMIT, parseTencentReverseGeocode, parseTencentSuggestions, type MapAnswer } from 'shared/rules';
import type { MapsProvider } from './provider.js';
import { MapsProviderError } from './provider.js';
import type { MapsSettings } from './settings.js';

/** The `sig` of a request: md5(path + '?' + sorted raw parameters + secret key), lower-case hex. */
export function tencentSignature(path: string, params: Record<string, string>, secretKey: string): string {
  const query = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  return createHash('md5').update(`${path}?${query}${secretKey}`, 'utf8').digest('hex');
}

export function createTencentMaps(settings: MapsSettings, fetchImpl: typeof fetch = fetch): MapsProvider {
  async function call<T>(path: string, params: Record<string, string>, parse: (body: unknown) => MapAnswer<T>): Promise<T> {
    const all = { ...params, output: 'json', key: settings.key };
    const query = new URLSearchParams(all);
    if (settings.secretKey) query.set('sig', tencentSignature(path, all, settings.secretKey));
    let response: Response;
    try {
      response = await fetchImpl(`${settings.endpoint}${path}?${query.toString()}`, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new MapsProviderError(timedOut ? MAPS_MSG.timeout : MAPS_MSG.unreachable, timedOut ? 'timeout' : 'network', error);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new MapsProviderError(response.ok ? MAPS_MSG.badAnswer : MAPS_MSG.unreachable, response.ok ? 'answer' : 'network', error);
    }
    if (!response.ok && (typeof body !== 'object' || body === null || !('status' in body))) {
      throw new MapsProviderError(MAPS_MSG.unreachable, 'network', new Error(`HTTP ${response.status}`));
    }
    const answer = parse(body);
    if (!answer.ok) {
      const status = (body as { status?: unknown }).status;
      throw new MapsProviderError(answer.message, 'refused', new Error(`status ${String(status)}: ${String((body as { message?: unknown }).message ?? '')}`));
    }
    return answer.data;
  }

  return {
    name: 'tencent',
    suggest: (keyword) =>
      call('/ws/place/v1/suggestion', { keyword, region: settings.homeCity, region_fix: '1', page_size: String(MAPS_SUGGESTION_LIMIT) }, parseTencentSuggestions),
    reverseGeocode: (lat, lng, getPoi) => call('/ws/geocoder/v1', { location: `${lat},${lng}`, get_poi: getPoi ? '1' : '0' }, parseTencentReverseGeocode),
  };
}
