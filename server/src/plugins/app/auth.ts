import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_TTL_MS } from '../../repositories/sessions.js';
import type { UserRow } from '../../repositories/users.js';
import { buildAccount, buildPrincipal, buildProfile } from '../../services/account.js';

export const SESSION_COOKIE = 'saishi_sid';

/**
 * Loads the session named by the `saishi_sid` cookie for every /api request. The cookie carries the session's id; the
 * table keeps only its SHA-256 (repositories/sessions.ts `sessionKey`), and `request.session.id` is that stored key.
 */
export default fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.decorateRequest('user', null);
    app.decorateRequest('principal', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const id = request.cookies[SESSION_COOKIE];
      if (!id || !/^[0-9a-f]{64}$/.test(id)) return;
      const live = await app.repos.sessions.findLiveWithMemberships(id);
      if (!live) return;
      request.session = live.session;
      request.user = live.user;
      request.principal = buildPrincipal(live.user, live.memberships);
    });
  },
  { name: 'auth', dependencies: ['cookies'] },
);

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.server.config.cookieSecure,
});

/** Starts a fresh session (new id at every login: no fixation), ends the previous one, sets the cookie. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow, method: string) {
  const { repos } = request.server;
  const previous = request.cookies[SESSION_COOKIE];
  if (previous && /^[0-9a-f]{64}$/.test(previous)) await repos.sessions.revokeByCookie(previous);
  const memberships = await repos.users.memberships(user.id);
  const session = await repos.sessions.create({
    userId: user.id,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    activeInstitution: memberships[0]?.institutionId ?? null,
  });
  reply.setCookie(SESSION_COOKIE, session.id, { ...cookieOptions(request), maxAge: Math.floor(SESSION_TTL_MS / 1000) });
  await repos.audit.write({ actorId: user.id, action: 'auth.login', target: `user:${user.id}`, detail: { method }, ip: request.ip });
  return {
    account: buildAccount(user, memberships, session.activeInstitution),
    user: buildProfile(user),
    expire_time: session.expiresAt.toISOString(),
  };
}

export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.session) {
    await request.server.repos.sessions.revoke(request.session.id);
    await request.server.repos.audit.write({
      actorId: request.session.userId,
      action: 'auth.logout',
      target: `user:${request.session.userId}`,
      ip: request.ip,
    });
  }
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}
