import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * The policy of every answer that is not a page: the API's JSON, scripts, manifests, media. None of them is a
 * document a browser should run anything in, so nothing may load, nothing may frame them and no form may post from
 * them. Pages replace it with their own: the shell's index.html (src/static/content-security-policy.ts), the API
 * page at /api/docs (swagger-ui.ts) and uploaded media (routes/media, sandboxed).
 */
export const API_CONTENT_SECURITY_POLICY = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers on every answer (@fastify/helmet, helmet's defaults unless said here): nosniff, no framing
 * (X-Frame-Options DENY with CSP frame-ancestors 'none'), HSTS (browsers honour it over HTTPS only), COOP and CORP
 * same-origin, Origin-Agent-Cluster. Referrer: only the origin goes to other sites (strict-origin-when-cross-origin,
 * not helmet's no-referrer: external HLS and video hosts commonly allow-list the embedding site by its Referer).
 * `upgrade-insecure-requests` is not sent: the platform may run over plain HTTP on a LAN, and live streams may be
 * http:// addresses.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: API_CONTENT_SECURITY_POLICY },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
  },
  { name: 'helmet' },
);
