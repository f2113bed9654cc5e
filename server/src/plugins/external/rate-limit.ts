import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { throttled } from '../../errors.js';

/** Opt-in rate limits (routes set `config.rateLimit`); shared through Redis (the redis plugin) when REDIS_URL is set. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      redis: app.redis ?? undefined,
      nameSpace: 'saishi-rl-',
      errorResponseBuilder: () => throttled(),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'redis'] },
);
