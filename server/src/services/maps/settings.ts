/**
 * Maps settings (docs/venues.md "Maps"): which provider answers 地址联想 and 根据坐标获取地址 — `none` (the default: no
 * network, addresses and coordinates are typed by hand) or `tencent` (Tencent's location WebService with MAPS_KEY) —
 * and the home city suggestions are searched in. Read by loadConfig (config.ts), which turns a problem into a
 * ConfigError.
 */
import { MAPS_HOME_CITY_DEFAULT } from 'shared/rules';

export type MapsProviderName = 'none' | 'tencent';

export interface MapsSettings {
  provider: MapsProviderName;
  /** The WebService key (MAPS_KEY); empty with `none`. */
  key: string;
  /** The key's secret for signed requests (MAPS_SECRET_KEY, 签名校验 in the key's settings); empty: unsigned. */
  secretKey: string;
  /** The city suggestions are searched in (MAPS_HOME_CITY, default 杭州市; sent as region with region_fix=1). */
  homeCity: string;
  /** The provider's address (MAPS_ENDPOINT, default https://apis.map.qq.com): tests point it at a local fake. */
  endpoint: string;
  /** How long one call may take before the page is told to type the address (MAPS_TIMEOUT_MS, default 5000). */
  timeoutMs: number;
  /** How long an answer is reused (MAPS_CACHE_SECONDS, default 600; 0: not cached). */
  cacheSeconds: number;
}

/** A bad maps setting; loadConfig reports it as a ConfigError. */
export class MapsSettingsError extends Error {}

export const MAPS_DEFAULT_ENDPOINT = 'https://apis.map.qq.com';

const text = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() ?? '';

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (!raw) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) throw new MapsSettingsError(`环境变量 ${name} 必须是 ${min} 到 ${max} 之间的整数，当前为 "${raw}"`);
  return n;
}

export function mapsSettingsFromEnv(env: NodeJS.ProcessEnv): MapsSettings {
  const provider = text(env, 'MAPS_PROVIDER') || 'none';
  if (provider !== 'none' && provider !== 'tencent') {
    throw new MapsSettingsError(`环境变量 MAPS_PROVIDER 只能是 none（不使用地图服务，手工填写地址和经纬度）或 tencent（腾讯位置服务），当前为 "${provider}"`);
  }
  const key = text(env, 'MAPS_KEY');
  if (provider === 'tencent' && !key) throw new MapsSettingsError('MAPS_PROVIDER=tencent 缺少配置：MAPS_KEY（腾讯位置服务的 WebService Key）');
  const homeCity = text(env, 'MAPS_HOME_CITY') || MAPS_HOME_CITY_DEFAULT;
  if (homeCity.length > 20) throw new MapsSettingsError('环境变量 MAPS_HOME_CITY 不能超过 20 个字（城市名称，如 杭州市）');
  const endpoint = text(env, 'MAPS_ENDPOINT') || MAPS_DEFAULT_ENDPOINT;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new MapsSettingsError('环境变量 MAPS_ENDPOINT 不是合法的地址');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new MapsSettingsError('环境变量 MAPS_ENDPOINT 的协议必须是 https: 或 http:');
  return {
    provider,
    key: provider === 'none' ? '' : key,
    secretKey: provider === 'none' ? '' : text(env, 'MAPS_SECRET_KEY'),
    homeCity,
    endpoint: url.origin + url.pathname.replace(/\/+$/, ''),
    timeoutMs: integer(env, 'MAPS_TIMEOUT_MS', 5_000, 500, 60_000),
    cacheSeconds: integer(env, 'MAPS_CACHE_SECONDS', 600, 0, 86_400),
  };
}
