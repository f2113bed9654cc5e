import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { institutionScope } from '../../access/institutions.js';
import type { Principal } from '../../access/principal.js';
import type { SessionRow, UserRow } from '../../repositories/sessions.js';
import {
  CACHED_RESPONSE_MAX_CHARS,
  CACHED_COMPRESS_THRESHOLD_BYTES,
  CachedResponse,
  createNodeCaches,
  pickEncoding,
  type NodeCaches,
} from '../../services/response-cache.js';
import { databaseCacheKey, redisWarning } from '../../services/ttl-cache.js';
import { databaseOf } from '../../config.js';

/** A live session as the auth plugin attaches it to a request (frozen when kept: requests share it). */
export interface LiveSession {
  session: SessionRow;
  user: UserRow;
  principal: Principal;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's public answers and session lookups (services/response-cache.ts). */
    caches: NodeCaches<LiveSession>;
  }
  interface FastifyContextConfig {
    /**
     * The answer may be served from the node's cache for up to CACHE_TTL_MS, or until the next write through the API
     * (plugins/app/caches.ts): 'public' when it is the same for every visitor (the session is not read);
     * 'institution-scope' when it is the same for every caller who manages the same institutions (institutionScope
     * after the access checks: every platform administrator alike).
     */
    cache?: 'public' | 'institution-scope';
  }
}

/** The invalidation channel of a database: the nodes of one deployment share it, other deployments (tests) do not. */
export function invalidationChannel(database: string): string {
  return databaseCacheKey(database, 'invalidate');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The caches of this node (services/response-cache.ts) and the two hooks that use them:
 * - a GET of a route with `config.cache` is answered from the cache when it holds its key (the URL; for
 *   'institution-scope' with the caller's institutions), compressed as the client accepts; a 'public' one before the
 *   session is even looked up. Otherwise its answer is kept on the way out, unless a write happened while it was
 *   computed;
 * - every write under /api that was not refused outright (status below 400) empties the caches of every node before
 *   its own answer goes out, so whoever wrote reads what they wrote, on any node.
 */
export default fp(
  async (app) => {
    const caches = createNodeCaches<LiveSession>({
      ttlMs: app.config.cacheTtlMs,
      redis: app.redis,
      channel: invalidationChannel(databaseOf(app.config)),
      onRedisError: redisWarning(app.log, 'caches: Redis unavailable, this node keeps nothing until it hears the other nodes again'),
    });
    app.decorate('caches', caches);
    /** the key and the generation of a cacheable GET not answered from the cache */
    const started = new WeakMap<FastifyRequest, { key: string; generation: number }>();

    /** The kept answer of `key`, sent as the client accepts it; or, on a miss, the generation the answer starts in. */
    const answerFromCache = (key: string, request: FastifyRequest, reply: FastifyReply) => {
      const hit = caches.responses.get(key);
      if (!hit) {
        started.set(request, { key, generation: caches.generation });
        return undefined;
      }
      reply.type('application/json; charset=utf-8');
      const encoding = hit.bytes >= CACHED_COMPRESS_THRESHOLD_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
      if (!encoding) return reply.send(hit.json);
      // already compressed: the compress plugin lets it through as it is
      reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
      return reply.send(hit.body(encoding));
    };
    // public answers before the session is looked up; the others once the access checks passed
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || request.routeOptions.config.cache !== 'public' || !caches.enabled) return;
      return answerFromCache(request.url, request, reply);
    });
    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'GET' || request.routeOptions.config.cache !== 'institution-scope' || !request.principal || !caches.enabled) return;
      const scope = institutionScope(request.principal);
      return answerFromCache(`${request.url}#${scope === 'all' ? 'all' : scope.join(',')}`, request, reply);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (SAFE_METHODS.has(request.method)) {
        const miss = started.get(request);
        if (
          miss !== undefined &&
          miss.generation === caches.generation &&
          reply.statusCode === 200 &&
          typeof payload === 'string' &&
          payload.length <= CACHED_RESPONSE_MAX_CHARS &&
          caches.enabled
        ) {
          caches.responses.set(miss.key, new CachedResponse(payload));
        }
        return payload;
      }
      if (request.url.startsWith('/api/') && reply.statusCode < 400) await caches.invalidate();
      return payload;
    });

    app.addHook('onReady', function subscribeToCacheInvalidations() {
      return caches.ready();
    });
    app.addHook('preClose', () => caches.close());
  },
  { name: 'caches', dependencies: ['config', 'redis'] },
);
