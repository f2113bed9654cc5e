import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one Redis connection of this node (REDIS_URL), or null: shared rate limits and shared caches. */
    redis: Redis | null;
  }
}

/**
 * Connects to REDIS_URL when it is set (one connection per node, shared by the rate limiter and the shared caches);
 * the app waits up to a second for it at start, and closes it at the end. Commands fail fast while Redis is away (one retry, 500 ms connect timeout): callers fall back
 * (the rate limiter per node, caches to computing).
 */
export default fp(
  async (app) => {
    // ioredis is loaded only when there is a Redis to connect to (a third of a second of every start otherwise)
    const redis = app.config.redisUrl
      ? new (await import('ioredis')).Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    // without a listener ioredis reports every failed reconnection as an unhandled error event
    redis?.on('error', (error: Error) => app.log.debug({ err: error }, 'redis connection error'));
    app.decorate('redis', redis);
    // start with the connection when Redis is there (up to a second); a node starts without it otherwise
    if (redis) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, 1000);
        redis.once('ready', done);
      });
    }
    if (redis) {
      app.addHook('onClose', async () => {
        // QUIT waits for Redis to answer: only while it is there
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      });
    }
  },
  { name: 'redis', dependencies: ['config'] },
);
