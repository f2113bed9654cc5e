/**
 * The official directories and statistics (spec §2.2 人员, 行业, 数据): the statistics of the 数据 page reused for
 * STATISTICS_TTL_MS (in Redis when REDIS_URL is set, so every node answers the same numbers, else per node:
 * ttl-cache.ts), and the person's own 在官网公开 switch written with its audit line in one transaction. The lists and
 * details are repository reads (app.repos.directory).
 */
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import type { Repositories } from '../repositories/index.js';
import { databaseCacheKey, redisWarning, sharedTtlCache, ttlCache, type CacheRedis } from './ttl-cache.js';
import { databaseOf } from '../config.js';

/** How long the statistics of the 数据 page are reused. */
export const STATISTICS_TTL_MS = 60_000;

/**
 * The Redis key of the statistics: per database (a hash of its address, so deployments or test runs sharing one Redis
 * never read each other's numbers) and per shape (bump `v1` when OfficialStatistics changes).
 */
export function statisticsCacheKey(database: string): string {
  return databaseCacheKey(database, 'official-statistics:v1');
}

export interface DirectoryDeps {
  db: Db;
  repos: Pick<Repositories, 'directory' | 'statistics' | 'audit'>;
  /** The shared cache's Redis and key (null: the cache of this node). */
  redis: { client: CacheRedis; key: string } | null;
  /** Told when Redis fails (the statistics are then computed on this node). */
  onRedisError: (error: unknown) => void;
}

export function createDirectoryService({ db, repos, redis, onRedisError }: DirectoryDeps) {
  const compute = () => repos.statistics.compute();
  const statistics = redis ? sharedTtlCache(redis.client, redis.key, STATISTICS_TTL_MS, compute, { onRedisError }) : ttlCache(STATISTICS_TTL_MS, compute);
  return {
    /** 官网数据, computed at most once per STATISTICS_TTL_MS. */
    statistics: () => statistics.get(),

    /** Sets whether the caller's own registration is public, with its audit line; false when it is not theirs. */
    async setPersonPublic(userId: number, personId: number, isPublic: boolean, ip: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await repos.directory.setPublic(tx, userId, personId, isPublic))) return false;
        await repos.audit.writeIn(tx, { actorId: userId, action: 'person.public', target: `person:${personId}`, detail: { is_public: isPublic ? 1 : 0 }, ip });
        return true;
      });
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** 官网人员、行业与数据 (src/services/directory.ts). */
    directory: DirectoryService;
  }
}

export default fp(
  async (app) => {
    const redis = app.redis ? { client: app.redis, key: statisticsCacheKey(databaseOf(app.config)) } : null;
    app.decorate('directory', createDirectoryService({ db: app.database.db, repos: app.repos, redis, onRedisError: redisWarning(app.log, 'statistics cache: Redis unavailable, using the in-process cache') }));
  },
  { name: 'directory-service', dependencies: ['db', 'repositories', 'redis'] },
);
