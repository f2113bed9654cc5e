import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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

/** helmet's options: its defaults unless said here (see below). */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: API_CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets with `options`, read once: helmet's middleware writes the same headers on every response
 * (no nonce, nothing taken from the request), so they are computed at start and not at every request (as
 * @fastify/helmet did: it built helmet's middleware, parsing every directive, for each request).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {
      // X-Powered-By: Fastify never sends it
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer (helmet's defaults unless said here): nosniff, no framing (X-Frame-Options DENY with
 * CSP frame-ancestors 'none'), HSTS (browsers honour it over HTTPS only), COOP and CORP same-origin,
 * Origin-Agent-Cluster. Referrer: only the origin goes to other sites (strict-origin-when-cross-origin, not helmet's
 * no-referrer: external HLS and video hosts commonly allow-list the embedding site by its Referer).
 * `upgrade-insecure-requests` is not sent: the platform may run over plain HTTP on a LAN, and live streams may be
 * http:// addresses. A route that answers a page sets its own Content-Security-Policy over this one.
 */
export default fp(
  async (app) => {
    const headers = helmetHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', function securityHeaders(_request, reply, done) {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
