import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * The policy of the API page: swagger-ui's own files only (its scripts, styles and icons ship in the npm package;
 * nothing comes from a CDN), requests to this origin only ("Try it out"), no framing. Its inline styles are React's
 * and the bundle's.
 */
export const API_DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The human-readable API page (Swagger UI) at /api/docs, the OpenAPI document it shows at /api/docs/json (YAML at
 * /api/docs/yaml). Anyone may read them, like the document before. Not wrapped in fastify-plugin: the hooks below
 * stay with the page's own routes.
 */
export default async function apiDocsPage(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, auth: 'public' };
  });
  // The page's texts are the document's (Chinese); swagger-ui writes `lang="en"` and lets us set only the title.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
    return payload.replace('<html lang="en">', '<html lang="zh-CN">');
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: API_DOCS_CONTENT_SECURITY_POLICY,
    theme: { title: '赛事运营平台 API 文档' },
    uiConfig: {
      // The document and its operations, without the top bar (a logo and a box that loads a document from any address).
      layout: 'BaseLayout',
      docExpansion: 'list',
      deepLinking: true,
      filter: true,
      displayRequestDuration: true,
      defaultModelsExpandDepth: 0,
    },
  });
}
