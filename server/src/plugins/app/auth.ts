import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_TTL_MS } from '../../repositories/sessions.js';
import { buildPrincipal } from '../../services/account.js';
import type { SignInClient } from '../../services/sign-in.js';
import type { LiveSession } from './caches.js';

export const SESSION_COOKIE = 'saishi_sid';

/** Freezes a kept session and everything in it: requests share it, and none may change what another one reads. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * Loads the session named by the `saishi_sid` cookie for every /api request. The cookie carries the session's id; the
 * table keeps only its SHA-256 (repositories/sessions.ts `sessionKey`), and `request.session.id` is that stored key.
 *
 * A session found is kept by the node for up to CACHE_TTL_MS (plugins/app/caches.ts): every write through the API,
 * on any node, empties that cache (a logout, a password change, a changed role or membership is a write), and a kept
 * session past its expiry is looked up again.
 */
export default fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.decorateRequest('user', null);
    app.decorateRequest('principal', null);
    const lookUp = async (id: string): Promise<LiveSession | null> => {
      const caches = app.caches;
      if (caches.enabled) {
        const kept = caches.sessions.get(id);
        if (kept && kept.session.expiresAt.getTime() > Date.now()) return kept;
      }
      const generation = caches.generation;
      const live = await app.repos.sessions.findLiveWithMemberships(id);
      if (!live) return null;
      const found: LiveSession = { session: live.session, user: live.user, principal: buildPrincipal(live.user, live.memberships) };
      // not kept when a write happened meanwhile: it may have ended or changed this session
      if (caches.enabled && generation === caches.generation) caches.sessions.set(id, deepFreeze(found));
      return found;
    };
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const id = request.cookies[SESSION_COOKIE];
      if (!id || !/^[0-9a-f]{64}$/.test(id)) return;
      const live = await lookUp(id);
      if (!live) return;
      request.session = live.session;
      request.user = live.user;
      request.principal = live.principal;
    });
  },
  { name: 'auth', dependencies: ['cookies', 'caches'] },
);

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.server.config.cookieSecure,
});

/** Where a sign-in comes from (services/sign-in.ts): the client's address, browser and the session id its cookie names. */
export function signInClient(request: FastifyRequest): SignInClient {
  const previous = request.cookies[SESSION_COOKIE];
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', previousSid: previous && /^[0-9a-f]{64}$/.test(previous) ? previous : null };
}

/** Sets the cookie of a session started by a login (app.signIn). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sid: string) {
  reply.setCookie(SESSION_COOKIE, sid, { ...cookieOptions(request), maxAge: Math.floor(SESSION_TTL_MS / 1000) });
}

/** Clears the session cookie (logout). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}
