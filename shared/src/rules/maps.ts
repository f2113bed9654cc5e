/**
 * Maps (spec §7 "Maps": suggestion search with keyword, region fixed to the home city and region_fix; reverse
 * geocoding with location, output and get_poi; answers carry status and message). The server asks the configured
 * provider (server/src/services/maps) and answers the platform's envelope; this file holds what both the server and
 * the mocks need: the Chinese texts, the shapes the platform answers, and the normalisation of the provider's
 * answers (Tencent's location WebService, `place/v1/suggestion` and `geocoder/v1`), pure and unit-tested.
 * Coordinates are GCJ-02 (what Tencent answers and what 场馆信息 keeps).
 */

/** The home city when MAPS_HOME_CITY is not set: suggestions are searched in it (region_fix=1). */
export const MAPS_HOME_CITY_DEFAULT = '杭州市';

/** Longest keyword sent to the provider (Tencent accepts up to 96 bytes; 40 characters stay inside in UTF-8). */
export const MAPS_KEYWORD_MAX = 40;

/** How many suggestions one search answers (Tencent's page_size: at most 20). */
export const MAPS_SUGGESTION_LIMIT = 10;

export const MAPS_MSG = {
  /** The `none` provider (the default): the page keeps plain inputs and shows this hint. */
  notConfigured: '地图服务未配置，请手动填写地址和经纬度',
  timeout: '地图服务响应超时，请稍后再试或手动填写地址和经纬度',
  unreachable: '无法连接地图服务，请稍后再试或手动填写地址和经纬度',
  quota: '地图服务调用次数已达上限，请稍后再试或手动填写地址和经纬度',
  key: '地图服务密钥无效或未授权，请联系平台管理员检查地图服务配置',
  badAnswer: '地图服务返回的数据无法识别，请手动填写地址和经纬度',
  noAddress: '未找到该坐标对应的地址，请检查经纬度或手动填写地址',
  /** Any other non-zero status: the provider's own message follows (spec §8: "its message is shown"). */
  failed: '地图服务返回错误',
} as const;

/** One place suggested for a keyword. */
export interface MapSuggestion {
  title: string;
  address: string;
  province: string;
  city: string;
  district: string;
  lat: number;
  lng: number;
}

/** A point of interest near a reverse-geocoded location. */
export interface MapPoi {
  title: string;
  address: string;
  lat: number;
  lng: number;
  /** Metres from the location asked about. */
  distance: number;
}

/** The address of a location. */
export interface MapReverseGeocode {
  /** The standard address (province, city, district, street, number). */
  address: string;
  /** The recommended way to write it (e.g. 西湖区黄龙体育中心(黄龙路)), or the standard address when none. */
  formatted_address: string;
  province: string;
  city: string;
  district: string;
  pois: MapPoi[];
}

/** A provider's answer as the platform reads it: the places, or why there are none (a Chinese message). */
export type MapAnswer<T> = { ok: true; data: T } | { ok: false; message: string };

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** A `{ lat, lng }` object with finite numbers inside the coordinate ranges, else null. */
function locationOf(v: unknown): { lat: number; lng: number } | null {
  if (!isObject(v)) return null;
  const lat = num(v.lat);
  const lng = num(v.lng);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** Rounded to 6 decimals (about 0.1 m), as 场馆信息 keeps coordinates. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

const hasChinese = (s: string) => /[\u4e00-\u9fff]/.test(s);

/**
 * Tencent's status codes the platform words itself (https://lbs.qq.com/service/webService/webServiceGuide/status):
 * 110 请求来源未被授权, 111 签名验证失败, 112 IP未被授权, 113 此功能未被授权, 311 key格式错误 → the key;
 * 120 每秒请求量已达到上限, 121 每日调用量已达到上限, 160/161 (account quota) → the quota. Anything else non-zero
 * is answered with the provider's own message when it has one in Chinese.
 */
export function tencentStatusMessage(status: number, message: string): string {
  if ([110, 111, 112, 113, 190, 311].includes(status)) return MAPS_MSG.key;
  if ([120, 121, 160, 161, 199].includes(status)) return MAPS_MSG.quota;
  const own = message.trim();
  return hasChinese(own) ? `${MAPS_MSG.failed}：${own}` : `${MAPS_MSG.failed}（状态码 ${status}）`;
}

/** The status of a Tencent answer: 0 = success; null when the answer has none (not Tencent's shape). */
function statusOf(body: unknown): number | null {
  if (!isObject(body)) return null;
  return num(body.status);
}

/**
 * Tencent `place/v1/suggestion` → the suggestions. Entries without a usable location (a bus line, a district) are
 * left out; status 347 (查询无结果) is an empty list, not an error.
 */
export function parseTencentSuggestions(body: unknown): MapAnswer<MapSuggestion[]> {
  const status = statusOf(body);
  if (status === null) return { ok: false, message: MAPS_MSG.badAnswer };
  const b = body as Json;
  if (status === 347) return { ok: true, data: [] };
  if (status !== 0) return { ok: false, message: tencentStatusMessage(status, text(b.message)) };
  if (b.data !== undefined && !Array.isArray(b.data)) return { ok: false, message: MAPS_MSG.badAnswer };
  const list: MapSuggestion[] = [];
  for (const item of (b.data as unknown[] | undefined) ?? []) {
    if (!isObject(item)) continue;
    const at = locationOf(item.location);
    const title = text(item.title);
    if (!at || !title) continue;
    list.push({
      title,
      address: text(item.address),
      province: text(item.province),
      city: text(item.city),
      district: text(item.district),
      lat: round6(at.lat),
      lng: round6(at.lng),
    });
  }
  return { ok: true, data: list };
}

/** Tencent `geocoder/v1` (reverse, get_poi=1) → the address and the places around it, nearest first. */
export function parseTencentReverseGeocode(body: unknown): MapAnswer<MapReverseGeocode> {
  const status = statusOf(body);
  if (status === null) return { ok: false, message: MAPS_MSG.badAnswer };
  const b = body as Json;
  if (status === 347) return { ok: false, message: MAPS_MSG.noAddress };
  if (status !== 0) return { ok: false, message: tencentStatusMessage(status, text(b.message)) };
  if (!isObject(b.result)) return { ok: false, message: MAPS_MSG.badAnswer };
  const r = b.result;
  const address = text(r.address);
  if (!address) return { ok: false, message: MAPS_MSG.noAddress };
  const component = isObject(r.address_component) ? r.address_component : {};
  const formatted = isObject(r.formatted_addresses) ? text(r.formatted_addresses.recommend) : '';
  const pois: MapPoi[] = [];
  for (const poi of Array.isArray(r.pois) ? r.pois : []) {
    if (!isObject(poi)) continue;
    const at = locationOf(poi.location);
    const title = text(poi.title);
    if (!at || !title) continue;
    pois.push({ title, address: text(poi.address), lat: round6(at.lat), lng: round6(at.lng), distance: Math.max(0, Math.round(num(poi._distance) ?? 0)) });
  }
  pois.sort((a, b) => a.distance - b.distance);
  return {
    ok: true,
    data: {
      address,
      formatted_address: formatted || address,
      province: text(component.province),
      city: text(component.city),
      district: text(component.district),
      pois,
    },
  };
}

/**
 * The detailed address a chosen suggestion writes into 场馆信息's 详细地址: Tencent's `address` already starts with
 * the province or city (浙江省杭州市西湖区黄龙路1号); the place's title is added when the address does not name it.
 */
export function suggestionAddress(s: Pick<MapSuggestion, 'title' | 'address'>): string {
  if (!s.address) return s.title;
  return s.address.includes(s.title) ? s.address : `${s.address}${s.title}`;
}

/** The cache key of a search: the keyword with its spaces folded, so 「黄龙 体育」 and 「黄龙  体育 」 share one answer. */
export function suggestionCacheKey(homeCity: string, keyword: string): string {
  return `${homeCity}\u0000${keyword.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/** The cache key of a location: its coordinates to 6 decimals, as the form keeps them. */
export function reverseGeocodeCacheKey(lat: number, lng: number): string {
  return `${lat.toFixed(6)},${lng.toFixed(6)}`;
}
