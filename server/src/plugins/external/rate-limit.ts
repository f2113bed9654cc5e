import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { throttled } from '../../errors.js';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/** The store contract of @fastify/rate-limit (its RedisStore and LocalStore). */
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: StoreOptions): Store;
}
type StoreOptions = { continueExceeding: boolean; exponentialBackoff: boolean; cache?: number; routeInfo: { method: string; url: string } };
type StoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;

/**
 * Counts in Redis (shared by every node) and, while Redis is not connected or when a command fails, in this node's
 * memory instead: the limit still holds per node, and no login or SMS request fails or waits for it. Without
 * REDIS_URL it is the memory store alone.
 */
export function fallbackStore(RedisStore: StoreClass, LocalStore: StoreClass, redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}
    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      // not connected: count here at once rather than wait for ioredis to give up
      if (redis.status !== 'ready') return this.local.incr(key, cb, timeWindow, max);
      this.shared.incr(key, (error, result) => (error ? this.local.incr(key, cb, timeWindow, max) : cb(null, result)), timeWindow, max);
    }
    read(key: string, cb: Callback, timeWindow: number, max: number) {
      if (redis.status !== 'ready') return this.local.read(key, cb, timeWindow, max);
      this.shared.read(key, (error, result) => (error ? this.local.read(key, cb, timeWindow, max) : cb(null, result)), timeWindow, max);
    }
    child(routeOptions: object): FallbackStore {
      // the plugin passes the route's merged limit options with `routeInfo` (its type names other route options)
      const options = routeOptions as StoreOptions;
      return new FallbackStore(this.shared.child(options), this.local.child(options));
    }
  }
  return class extends FallbackStore {
    constructor({ continueExceeding = false, exponentialBackoff = false }: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff));
    }
  };
}

/** Opt-in rate limits (routes set `config.rateLimit`); shared through Redis (the redis plugin) when REDIS_URL is set. */
export default fp(
  async (app) => {
    const redis = app.redis;
    const stores = redis && (await Promise.all([import('@fastify/rate-limit/store/RedisStore.js'), import('@fastify/rate-limit/store/LocalStore.js')]));
    await app.register(rateLimit, {
      global: false,
      ...(stores ? { store: fallbackStore(stores[0].default as StoreClass, stores[1].default as StoreClass, redis, 'saishi-rl-') } : {}),
      errorResponseBuilder: () => throttled(),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'redis'] },
);
