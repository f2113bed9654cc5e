/**
 * Caches with a time to live, for aggregates that may be a few seconds old (the official 数据 page).
 *
 * - `ttlCache`: in-process, one copy per API node (with several nodes a visitor may see numbers up to `ttlMs` apart).
 * - `sharedTtlCache`: in Redis (REDIS_URL), one copy for all nodes that share the database. Redis is a helper, never
 *   a dependency: while it is not connected, slow (over `timeoutMs`) or failing, the node answers from its in-process
 *   cache (computing when that is empty) — a request never fails because of Redis.
 *
 * Concurrent misses of one node share one computation.
 */
import { createHash } from 'node:crypto';

/**
 * A Redis key or channel of one database (a hash of its address): the nodes of one deployment share it, deployments or
 * test runs sharing one Redis never read each other's.
 */
export function databaseCacheKey(database: string, name: string): string {
  return `saishi-cache:${createHash('sha256').update(database).digest('hex').slice(0, 16)}:${name}`;
}

/** The `onRedisError` of a cache: a warning at most once a minute (a Redis that is away fails every request). */
export function redisWarning(log: { warn(obj: unknown, msg: string): void } | undefined, message: string): (error: unknown) => void {
  let last = 0;
  return (error) => {
    if (Date.now() - last < 60_000) return;
    last = Date.now();
    log?.warn({ err: error }, message);
  };
}

export interface TtlCache<T> {
  get(): Promise<T>;
  clear(): Promise<void> | void;
}

export function ttlCache<T>(ttlMs: number, compute: () => Promise<T>, now: () => number = Date.now): TtlCache<T> & { clear(): void } {
  let value: { at: number; data: T } | null = null;
  let running: Promise<T> | null = null;
  return {
    async get(): Promise<T> {
      if (value && now() - value.at < ttlMs) return value.data;
      if (!running) {
        running = compute()
          .then((data) => {
            value = { at: now(), data };
            return data;
          })
          .finally(() => {
            running = null;
          });
      }
      return running;
    },
    clear() {
      value = null;
    },
  };
}

/** What the shared cache needs of an ioredis client. */
export interface CacheRedis {
  readonly status: string;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, mode: 'PX', ttlMs: number): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

export interface SharedTtlCacheOptions {
  /** How long one Redis command may take before the node goes on without it (ms). */
  timeoutMs?: number;
  /** Told about Redis failures (the caller logs them, at most once a minute). */
  onRedisError?: (error: unknown) => void;
  now?: () => number;
}

/** The promise, or a rejection once `ms` passed without its answer (a Redis command that hangs). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`redis did not answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A JSON value kept in Redis under `key` for `ttlMs` (SET … PX), shared by every node using that Redis. A miss computes
 * once on this node and stores the result; a Redis failure falls back to the in-process `ttlCache`.
 */
export function sharedTtlCache<T>(redis: CacheRedis, key: string, ttlMs: number, compute: () => Promise<T>, options: SharedTtlCacheOptions = {}): TtlCache<T> {
  const timeoutMs = options.timeoutMs ?? 250;
  const report = options.onRedisError ?? (() => undefined);
  const local = ttlCache(ttlMs, compute, options.now);
  let running: Promise<T> | null = null;

  const computeAndStore = () => {
    running ??= compute()
      .then(async (data) => {
        try {
          await withTimeout(redis.set(key, JSON.stringify(data), 'PX', ttlMs), timeoutMs);
        } catch (error) {
          report(error);
        }
        return data;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    async get(): Promise<T> {
      if (redis.status !== 'ready') return local.get();
      let cached: string | null;
      try {
        cached = await withTimeout(redis.get(key), timeoutMs);
      } catch (error) {
        report(error);
        return local.get();
      }
      if (cached !== null) {
        try {
          return JSON.parse(cached) as T;
        } catch {
          // not ours (or cut short): computed again and overwritten
        }
      }
      return computeAndStore();
    },
    async clear() {
      local.clear();
      if (redis.status === 'ready') await withTimeout(redis.del(key), timeoutMs).catch(report);
    },
  };
}
