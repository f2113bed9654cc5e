import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { throttled } from '../../errors.js';

/** Opt-in rate limits (routes set `config.rateLimit`); shared through Redis when REDIS_URL is set. */
export default fp(
  async (app) => {
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'saishi-rl-',
      errorResponseBuilder: () => throttled(),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
