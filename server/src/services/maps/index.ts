/**
 * `app.maps` (docs/venues.md "Maps"): 地址联想 (suggestions for a keyword in the home city) and 根据坐标获取地址
 * (reverse geocoding) through the configured provider — `tencent` (Tencent's location WebService, tencent.ts) or
 * `none`, the default, which calls nothing and answers that the maps service is not configured (the page then keeps
 * the plain inputs). A provider's failure (timeout, no connection, quota, key, a non-zero status) is a Chinese 40000
 * refusal, never a 500. Answers are reused for MAPS_CACHE_SECONDS: in Redis when REDIS_URL is set (every node shares
 * them; Redis away, slow or failing → this node's cache), else in this node's memory (at most CACHE_ENTRIES answers).
 * Failures are not cached.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { MAPS_MSG, reverseGeocodeCacheKey, suggestionCacheKey, type MapReverseGeocode, type MapSuggestion } from 'shared/rules';
import { refused } from '../../errors.js';
import { redisWarning, withTimeout, type CacheRedis } from '../ttl-cache.js';
import { MapsProviderError, type MapsProvider } from './provider.js';
import type { MapsSettings } from './settings.js';
import { createTencentMaps } from './tencent.js';

/** Answers kept in one node's memory at most (the oldest go first). */
export const CACHE_ENTRIES = 2_000;

/** What the page asks first: whether to offer suggestions and reverse geocoding, and the city they are searched in. */
export interface MapsStatus {
  available: boolean;
  provider: 'none' | 'tencent';
  home_city: string;
}

export interface MapsDeps {
  settings: MapsSettings;
  /** null: `none`. */
  provider: MapsProvider | null;
  redis?: CacheRedis | null;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
}

/** A cache of answers by key: this node's memory, in front of Redis when there is one; concurrent misses share one call. */
export function answerCache(ttlMs: number, redis: CacheRedis | null, onRedisError: (error: unknown) => void, now: () => number = Date.now) {
  const local = new Map<string, { at: number; value: unknown }>();
  const running = new Map<string, Promise<unknown>>();
  const redisKey = (key: string) => `saishi-cache:maps:v1:${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
  const remember = (key: string, value: unknown) => {
    local.delete(key);
    local.set(key, { at: now(), value });
    if (local.size > CACHE_ENTRIES) local.delete(local.keys().next().value as string);
  };

  return async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return compute();
    const hit = local.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value as T;
    if (hit) local.delete(key);
    const pending = running.get(key);
    if (pending) return pending as Promise<T>;
    const work = (async () => {
      if (redis?.status === 'ready') {
        try {
          const stored = await withTimeout(redis.get(redisKey(key)), 250);
          if (stored !== null) {
            const value = JSON.parse(stored) as T;
            remember(key, value);
            return value;
          }
        } catch (error) {
          onRedisError(error);
        }
      }
      const value = await compute();
      remember(key, value);
      if (redis?.status === 'ready') await withTimeout(redis.set(redisKey(key), JSON.stringify(value), 'PX', ttlMs), 250).catch(onRedisError);
      return value;
    })().finally(() => running.delete(key));
    running.set(key, work);
    return work;
  };
}

export function createMapsService({ settings, provider, redis = null, log, now }: MapsDeps) {
  const cached = answerCache(settings.cacheSeconds * 1000, redis, redisWarning(log, 'maps cache: Redis unavailable, using the in-process cache'), now);

  const ask = async <T>(call: (p: MapsProvider) => Promise<T>): Promise<T> => {
    if (!provider) throw refused(MAPS_MSG.notConfigured);
    try {
      return await call(provider);
    } catch (error) {
      if (!(error instanceof MapsProviderError)) throw error;
      log?.warn({ err: error.detail ?? error, reason: error.reason, provider: provider.name }, `maps call failed: ${error.message}`);
      throw refused(error.message);
    }
  };

  return {
    status: (): MapsStatus => ({ available: provider !== null, provider: provider ? provider.name : 'none', home_city: settings.homeCity }),

    /** Places for a keyword in the home city (an empty list for a blank keyword, without asking the provider). */
    async suggest(keyword: string): Promise<{ home_city: string; list: MapSuggestion[] }> {
      if (!provider) throw refused(MAPS_MSG.notConfigured);
      const words = keyword.trim().replace(/\s+/g, ' ');
      const list = words ? await ask((p) => cached(`suggest\u0000${suggestionCacheKey(settings.homeCity, words)}`, () => p.suggest(words))) : [];
      return { home_city: settings.homeCity, list };
    },

    /** The address of a location (GCJ-02) and, with `getPoi`, the places around it. */
    reverseGeocode(lat: number, lng: number, getPoi: boolean): Promise<MapReverseGeocode> {
      return ask((p) => cached(`reverse\u0000${getPoi ? 1 : 0}\u0000${reverseGeocodeCacheKey(lat, lng)}`, () => p.reverseGeocode(lat, lng, getPoi)));
    },
  };
}

export type MapsService = ReturnType<typeof createMapsService>;

/** The provider MAPS_PROVIDER names, or null for `none`. */
export function mapsProviderFor(settings: MapsSettings): MapsProvider | null {
  return settings.provider === 'tencent' ? createTencentMaps(settings) : null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** 地址联想 and 根据坐标获取地址 (src/services/maps). */
    maps: MapsService;
  }
}

export default fp(
  async (app) => {
    const settings = app.config.maps;
    app.decorate('maps', createMapsService({ settings, provider: mapsProviderFor(settings), redis: app.redis, log: app.log }));
  },
  { name: 'maps-service', dependencies: ['config', 'redis'] },
);
