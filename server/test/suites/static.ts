import assert from 'node:assert/strict';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { API_DOCS_CONTENT_SECURITY_POLICY } from '../../src/plugins/external/swagger-ui.js';
import { COMPRESS_THRESHOLD_BYTES } from '../../src/services/response-cache.js';
import type { TestContext } from '../helpers.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `directive → sources` of a Content-Security-Policy header. */
const directivesOf = (policy: unknown) =>
  new Map(
    String(policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );

export function staticSuite(ctx: TestContext) {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  describe('static files, caching and SPA fallback', () => {
    it('serves hashed files as immutable and entry files as no-cache', async () => {
      const main = await get('/main.3f9a1c2b.js');
      assert.equal(main.statusCode, 200);
      assert.equal(main.headers['cache-control'], IMMUTABLE);
      const chunk = await get('/remotes/mf-official/123.abcdef12.js');
      assert.equal(chunk.statusCode, 200);
      assert.equal(chunk.headers['cache-control'], IMMUTABLE);
      for (const url of ['/remotes/mf-official/mf-manifest.json', '/remotes/mf-official/remoteEntry.js', '/favicon.ico', '/remotes.json']) {
        const res = await get(url);
        assert.equal(res.statusCode, 200, url);
        assert.equal(res.headers['cache-control'], 'no-cache', url);
      }
    });

    it('sends the precompressed .br / .gz file when the browser accepts it, the plain file otherwise', async () => {
      const { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } = await import('node:zlib');
      const dir = path.join(ctx.appsDir, 'mf-official', 'dist');
      const source = 'export const 赛事 = "压缩";\n'.repeat(200);
      writeFileSync(path.join(dir, '456.cafebabe12.js'), source);
      writeFileSync(path.join(dir, '456.cafebabe12.js.br'), brotliCompressSync(Buffer.from(source)));
      writeFileSync(path.join(dir, '456.cafebabe12.js.gz'), gzipSync(Buffer.from(source)));
      const url = '/remotes/mf-official/456.cafebabe12.js';
      const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(br.statusCode, 200);
      assert.equal(br.headers['content-encoding'], 'br');
      assert.match(String(br.headers.vary), /accept-encoding/i);
      assert.match(String(br.headers['content-type']), /javascript/);
      assert.equal(br.headers['cache-control'], IMMUTABLE);
      assert.equal(brotliDecompressSync(br.rawPayload).toString(), source);
      const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(gz.rawPayload).toString(), source);
      const plain = await ctx.app.inject({ method: 'GET', url });
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body, source);
    });

    it('falls back to the shell index.html for app paths', async () => {
      for (const url of ['/', '/admin/match/list', '/official/login?redirect=%2Fadmin', '/login']) {
        const res = await get(url);
        assert.equal(res.statusCode, 200, url);
        assert.match(String(res.headers['content-type']), /text\/html/);
        assert.equal(res.headers['cache-control'], 'no-cache');
        assert.ok(res.body.includes('赛事运营平台测试壳'), url);
      }
    });

    it('puts the remotes registry into index.html, with preload hints for the official pages only', async () => {
      const index = path.join(ctx.appsDir, 'shell', 'dist', 'index.html');
      const dist = path.join(ctx.appsDir, 'mf-official', 'dist');
      const original = readFileSync(index, 'utf8');
      writeFileSync(index, '<!doctype html><html><head><title>壳</title></head><body><div id="root"></div></body></html>');
      writeFileSync(
        path.join(dist, 'preload.json'),
        JSON.stringify({ routes: [{ path: '^/$', scripts: ['official-home.0a1b2c3d4e.js'], fetch: ['/api/official/home'] }] }),
      );
      try {
        const home = await get('/');
        assert.equal(home.headers['cache-control'], 'no-cache');
        const inline = /<script id="remotes-registry" type="application\/json">(.*?)<\/script>/.exec(home.body)?.[1];
        assert.ok(inline, 'inline registry');
        const registry = JSON.parse(inline) as { remotes: { name: string; entry: string }[] };
        assert.deepEqual(registry, (await get('/remotes.json')).json());
        assert.ok(home.body.includes('<link rel="preload" as="script" href="/remotes/mf-official/official-home.0a1b2c3d4e.js">'));
        assert.ok(home.body.includes('<link rel="preload" as="fetch" href="/api/official/home" crossorigin>'));
        const admin = await get('/admin/match/list');
        assert.ok(admin.body.includes('id="remotes-registry"'));
        assert.ok(!admin.body.includes('rel="preload"'), 'no hints for the console');
      } finally {
        writeFileSync(index, original);
        rmSync(path.join(dist, 'preload.json'), { force: true });
      }
    });

    it('compresses API answers for browsers that accept it', async () => {
      const url = '/api/official/home';
      const plain = await ctx.app.inject({ method: 'GET', url });
      assert.equal(plain.headers['content-encoding'], undefined);
      const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.match(String(br.headers.vary), /accept-encoding/i);
      const { brotliDecompressSync } = await import('node:zlib');
      assert.deepEqual(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), plain.json());
      assert.ok(br.rawPayload.length < plain.rawPayload.length / 3, `${br.rawPayload.length} of ${plain.rawPayload.length} bytes`);
    });

    it('compresses answers as they go out from COMPRESS_THRESHOLD_BYTES (4 KiB) only', async () => {
      const { brotliDecompressSync } = await import('node:zlib');
      const sized = (bytes: number) => ctx.app.inject({ method: 'GET', url: `/api/test/sized?size=${bytes}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const below = await sized(COMPRESS_THRESHOLD_BYTES - 1);
      assert.equal(below.headers['content-encoding'], undefined);
      assert.equal(below.rawPayload.length, COMPRESS_THRESHOLD_BYTES - 1);
      const at = await sized(COMPRESS_THRESHOLD_BYTES);
      assert.equal(at.headers['content-encoding'], 'br');
      assert.equal(brotliDecompressSync(at.rawPayload).length, COMPRESS_THRESHOLD_BYTES);
    });

    it('does not fall back for missing files, remotes or the API', async () => {
      const missingFile = await get('/missing.3f9a1c2b.js');
      assert.equal(missingFile.statusCode, 404);
      assert.ok(!missingFile.body.includes('测试壳'));
      const missingRemote = await get('/remotes/mf-official/nope');
      assert.equal(missingRemote.statusCode, 404);
      assert.ok(!missingRemote.body.includes('测试壳'));
      const api = await get('/api/nope');
      assert.equal(api.json().errno, 404);
    });

    it('serves /remotes.json from defaults merged with the registry file', async () => {
      const body = (await get('/remotes.json')).json() as {
        remotes: { name: string; entry: string; version: string; previous?: { entry: string; version: string } }[];
      };
      assert.deepEqual(body.remotes.map((r) => r.name), ['mf_official', 'mf_competition', 'mf_finance', 'mf_venue', 'mf_account']);
      const official = body.remotes[0];
      assert.equal(official.entry, '/remotes/mf-official/mf-manifest.json?v=2');
      assert.deepEqual(official.previous, { entry: '/remotes/mf-official/mf-manifest.json', version: '0.1.0' });
      const finance = body.remotes[2];
      assert.equal(finance.entry, '/remotes/mf-finance/mf-manifest.json');
      assert.match(finance.version, /^\d+\.\d+\.\d+/);
      assert.equal(finance.previous, undefined);
    });

    it('falls back to the default entries when the registry file is broken', async () => {
      const file = path.join(ctx.dataDir, 'remotes.json');
      const good = readFileSync(file, 'utf8');
      writeFileSync(file, '{"remotes": [ {"name": "mf_off');
      try {
        const res = await get('/remotes.json');
        assert.equal(res.statusCode, 200);
        const body = res.json() as { remotes: { name: string; entry: string }[] };
        assert.equal(body.remotes.length, 5);
        assert.equal(body.remotes[0].entry, '/remotes/mf-official/mf-manifest.json');
      } finally {
        writeFileSync(file, good);
      }
    });

    it('shows a Chinese 503 page when the shell is not built', async () => {
      const index = path.join(ctx.appsDir, 'shell', 'dist', 'index.html');
      renameSync(index, `${index}.bak`);
      try {
        const res = await get('/admin');
        assert.equal(res.statusCode, 503);
        assert.ok(res.body.includes('pnpm build'));
        assert.ok(res.body.includes('前端尚未构建'));
        assert.ok(directivesOf(res.headers['content-security-policy']).get('style-src')?.includes("'unsafe-inline'"), 'its inline styles apply');
      } finally {
        renameSync(`${index}.bak`, index);
      }
    });
  });

  describe('security headers', () => {
    it('gives every page of the shell a Content-Security-Policy: scripts of this origin only, no plugins, no framing', async () => {
      for (const url of ['/', '/admin/match/list', '/official/login?redirect=%2Fadmin', '/live/details/1', '/index.html']) {
        const res = await get(url);
        assert.equal(res.statusCode, 200, url);
        const csp = directivesOf(res.headers['content-security-policy']);
        assert.deepEqual(csp.get('default-src'), ["'self'"], url);
        assert.deepEqual(csp.get('script-src'), ["'self'"], url);
        assert.deepEqual(csp.get('object-src'), ["'none'"], url);
        assert.deepEqual(csp.get('base-uri'), ["'self'"], url);
        assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], url);
        assert.deepEqual(csp.get('style-src'), ["'self'", "'unsafe-inline'"], url);
        // uploads are same-origin; live streams, replays and covers may be external http(s) addresses
        assert.deepEqual(csp.get('media-src'), ["'self'", 'blob:', 'https:', 'http:'], url);
        assert.deepEqual(csp.get('connect-src'), ["'self'", 'https:', 'http:'], url);
        assert.ok(!csp.has('upgrade-insecure-requests'), url);
        assert.equal(res.headers['x-frame-options'], 'DENY', url);
        assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
        assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      }
    });

    it("allows the scripts of every remote origin the registry names, from the next page load on", async () => {
      const file = path.join(ctx.dataDir, 'remotes.json');
      const good = readFileSync(file, 'utf8');
      writeFileSync(
        file,
        JSON.stringify({
          remotes: [
            {
              name: 'mf_finance',
              entry: 'https://static.example.com/mf-finance/0.2.0/mf-manifest.json',
              version: '0.2.0',
              previous: { entry: 'http://localhost:3003/mf-manifest.json', version: '0.1.0' },
            },
          ],
        }),
      );
      try {
        for (const url of ['/', '/admin/finance/order']) {
          const csp = directivesOf((await get(url)).headers['content-security-policy']);
          assert.deepEqual(csp.get('script-src'), ["'self'", 'https://static.example.com', 'http://localhost:3003'], url);
        }
      } finally {
        writeFileSync(file, good);
      }
      assert.deepEqual(directivesOf((await get('/')).headers['content-security-policy']).get('script-src'), ["'self'"]);
    });

    it('serves the offline service worker fresh, under the pages’ policy: its own fetches (what it keeps for offline use) are allowed', async () => {
      const { brotliCompressSync } = await import('node:zlib');
      const file = path.join(ctx.appsDir, 'shell', 'dist', 'offline-sw.js');
      writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file)));
      try {
        // the plain file, and the precompressed one most browsers get
        for (const headers of [{}, { 'accept-encoding': 'br' }]) {
          const res = await ctx.app.inject({ method: 'GET', url: '/offline-sw.js', headers });
          assert.equal(res.statusCode, 200);
          assert.equal(res.headers['cache-control'], 'no-cache');
          const csp = directivesOf(res.headers['content-security-policy']);
          assert.deepEqual(csp.get('default-src'), ["'self'"], JSON.stringify(headers));
          assert.deepEqual(csp.get('connect-src'), ["'self'", 'https:', 'http:'], JSON.stringify(headers));
        }
      } finally {
        rmSync(`${file}.br`);
      }
    });

    it('answers the API, scripts and manifests with a policy that loads nothing and may not be framed', async () => {
      for (const url of ['/api/ping', '/api/nope', '/remotes.json', '/remotes/mf-official/remoteEntry.js', '/main.3f9a1c2b.js']) {
        const res = await get(url);
        assert.equal(res.headers['content-security-policy'], "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'", url);
        assert.equal(res.headers['x-frame-options'], 'DENY', url);
        assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
        assert.equal(res.headers['cross-origin-resource-policy'], 'same-origin', url);
        assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
        assert.match(String(res.headers['strict-transport-security']), /max-age=\d+/, url);
      }
    });
  });

  describe('API page at /api/docs', () => {
    it('serves a Chinese Swagger UI page to anyone, from its own files, under its own policy', async () => {
      for (const url of ['/api/docs', '/api/docs/']) {
        const res = await get(url);
        assert.equal(res.statusCode, 200, url);
        assert.match(String(res.headers['content-type']), /^text\/html/, url);
        assert.ok(res.body.includes('<title>赛事运营平台 API 文档</title>'), url);
        assert.ok(res.body.includes('<html lang="zh-CN">'), url);
        assert.ok(res.body.includes('<div id="swagger-ui">'), url);
        assert.ok(!/(src|href)="(https?:)?\/\//.test(res.body), `${url}: nothing from another origin`);
        assert.equal(res.headers['content-security-policy'], API_DOCS_CONTENT_SECURITY_POLICY, url);
        const csp = directivesOf(res.headers['content-security-policy']);
        assert.deepEqual(csp.get('script-src'), ["'self'"]);
        assert.deepEqual(csp.get('connect-src'), ["'self'"]);
        assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
      }
      const bundle = await get('/api/docs/static/swagger-ui-bundle.js');
      assert.equal(bundle.statusCode, 200);
      assert.match(String(bundle.headers['content-type']), /javascript/);
      const init = await get('/api/docs/static/swagger-initializer.js');
      assert.equal(init.statusCode, 200);
      assert.match(init.body, /validatorUrl: null/, 'no request to an online validator');
      assert.match(init.body, /"layout":"BaseLayout"/, 'no top bar that loads documents from other addresses');
    });

    it('serves the OpenAPI 3.1 document beside it at /api/docs/json', async () => {
      const res = await get('/api/docs/json');
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      const doc = res.json() as {
        openapi: string;
        info: { title: string; version: string };
        paths: Record<string, Record<string, { responses?: Record<string, unknown>; tags?: string[] }>>;
        components: { schemas: Record<string, unknown> };
      };
      assert.match(doc.openapi, /^3\.1\.\d+$/);
      assert.equal(doc.info.title, '赛事运营平台 API');
      assert.ok(doc.info.version);
      assert.ok(doc.paths['/api/ping']?.get, 'the route schemas are in it');
      const operations = Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([method, op]) => ({ key: `${method} ${p}`, op })));
      assert.ok(operations.length > 100, `${operations.length} operations`);
      for (const { key, op } of operations) assert.ok(op.responses && Object.keys(op.responses).length > 0, `${key} documents its responses`);
      assert.ok(Object.keys(doc.components.schemas).length > 0);
      assert.ok(!Object.keys(doc.paths).some((p) => p.startsWith('/api/docs')), 'the page itself is not an operation');
      const yaml = await get('/api/docs/yaml');
      assert.equal(yaml.statusCode, 200);
      assert.match(yaml.body, /^openapi: 3\.1\./m);
    });
  });
}
