import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from '../http/error-handler.js';
import { ENVELOPE_MSG } from 'shared/rules';
import { cacheControlFor, NO_CACHE } from './cache-control.js';
import { pageContentSecurityPolicy } from './content-security-policy.js';
import { preloadLinksFor, shellHtmlWith } from './preload-hints.js';
import { loadRemotes, REMOTES } from './remotes.js';

/** The shell's offline service worker (shell/src/offline/offline-sw.js). */
const OFFLINE_WORKER_FILE = 'offline-sw.js';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>赛事运营平台</title></head>
<body style="font-family: sans-serif; padding: 48px; color: #333">
<h1>前端尚未构建</h1>
<p>服务器已启动，但没有找到构建好的前端（shell/dist/index.html）。请在仓库根目录运行 <code>pnpm build</code> 后刷新本页。</p>
</body></html>`;

/**
 * Serves the built shell at `/`, each remote at `/remotes/<folder>/`, the registry at `/remotes.json`,
 * and the SPA fallback; text assets go out precompressed (`.br`/`.gz` written by the production build) when the
 * browser accepts it (any GET that is not /api, not /remotes/ and not a file → the shell's index.html).
 */
export default async function staticFiles(app: FastifyInstance) {
  const { appsDir, dataDir, remotesJson } = app.config;
  const shellDir = path.join(appsDir, 'shell', 'dist');
  const shellIndex = path.join(shellDir, 'index.html');
  const registryFile = remotesJson ?? path.join(dataDir, 'remotes.json');
  const registry = () => loadRemotes(registryFile, (message) => app.log.warn(message));
  // A page gets the policy of the shell (it may load the remotes); so does the offline service worker, whose fetches
  // its own script's policy governs (the API's `default-src 'none'` would refuse them all); everything else keeps the
  // API's (helmet.ts).
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('Cache-Control', cacheControlFor(filePath));
    // the precompressed sibling (`offline-sw.js.br`) is the file sent to most browsers
    const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
    if (name.endsWith('.html') || name === OFFLINE_WORKER_FILE) reply.header('Content-Security-Policy', pageContentSecurityPolicy(registry().remotes));
  };

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
    setHeaders,
  });
  const missing: string[] = REMOTES.filter((r) => !existsSync(path.join(appsDir, r.folder, 'dist'))).map((r) => r.folder);
  if (!existsSync(shellIndex)) missing.unshift('shell');
  if (missing.length > 0) app.log.info(`尚未构建：${missing.join('、')}（运行 pnpm build 后即可由本服务提供）`);
  for (const remote of REMOTES) {
    await app.register(fastifyStatic, {
      root: path.join(appsDir, remote.folder, 'dist'),
      prefix: `/remotes/${remote.folder}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      suppressWarning: true,
      setHeaders,
    });
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return registry();
  });

  // index.html carries the registry inline and preload hints for the page (preload-hints.ts); it varies by path. Its
  // Content-Security-Policy allows the scripts of the remotes that registry names (content-security-policy.ts).
  const sendShell = (url: string, reply: FastifyReply) => {
    const remotes = registry();
    reply.header('Cache-Control', NO_CACHE).header('Content-Security-Policy', pageContentSecurityPolicy(remotes.remotes));
    if (!existsSync(shellIndex)) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    const pathname = url.split(/[?#]/)[0] || '/';
    const html = shellHtmlWith(readFileSync(shellIndex, 'utf8'), remotes, preloadLinksFor(pathname, remotes.remotes, appsDir));
    return reply.type('text/html; charset=utf-8').send(html);
  };

  app.get('/', { schema: { hide: true } }, async (request, reply) => sendShell(request.url, reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) return sendError(reply, 404, 404, ENVELOPE_MSG.notFound);
    const lastSegment = url.slice(url.lastIndexOf('/') + 1);
    const isSpaPath = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/remotes/') && !lastSegment.includes('.');
    if (isSpaPath) return sendShell(url, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
  });
}
