import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { ENROLMENT_MSG } from 'shared/rules';
import { badInput, csrfRejected, refused, unauthorized } from '../../errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Constant-time comparison of the bytes (a non-ASCII header of the same length in characters has more bytes). */
function sameToken(a: string, b: string): boolean {
  const given = Buffer.from(a, 'utf8');
  const expected = Buffer.from(b, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Every non-GET /api request must carry X-CSRF-TOKEN equal to its session's token.
 * Routes with `config.csrf === false` (login, sms_login, send_sms) need a JSON body instead,
 * which a cross-site form cannot send.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (SAFE.has(request.method) || !request.routeOptions.url?.startsWith('/api/') || request.is404) return;
      // a gateway's notification (/api/pay/notify/:provider) carries the gateway's signature, checked by its route
      if (request.routeOptions.config.csrf === 'gateway') return;
      if (request.routeOptions.config.csrf === false) {
        const type = request.headers['content-type'] ?? '';
        if (!type.toLowerCase().startsWith('application/json')) throw badInput('请求格式错误，请使用 JSON');
        return;
      }
      // Anonymous enrolment uploads (multipart): the custom X-Enrolment-Token header, which a cross-site form cannot
      // send, stands in for the token; the route itself checks the grant it names.
      if (request.routeOptions.config.csrf === 'grant') {
        if (typeof request.headers['x-enrolment-token'] !== 'string') throw refused(ENROLMENT_MSG.grantMissing);
        return;
      }
      if (!request.session) throw unauthorized();
      const header = request.headers['x-csrf-token'];
      if (typeof header !== 'string' || !sameToken(header, request.session.csrfToken)) throw csrfRejected();
    });
  },
  { name: 'csrf' },
);
