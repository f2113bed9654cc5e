import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { preloadLinksFor, REGISTRY_SCRIPT_ID, shellHtmlWith } from './preload-hints.js';
import type { RemoteEntry } from './remotes.js';

const registry = (entry = '/remotes/mf-official/mf-manifest.json'): RemoteEntry[] => [
  { name: 'mf_official', entry, version: '0.1.0' },
  { name: 'mf_finance', entry: '/remotes/mf-finance/mf-manifest.json', version: '0.1.0' },
];

describe('preload hints of index.html', () => {
  let appsDir = '';
  before(() => {
    appsDir = mkdtempSync(path.join(os.tmpdir(), 'saishi-preload-'));
    const dist = path.join(appsDir, 'mf-official', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.abc123.js'], async: ['1.js', '2.js'] } } }],
      }),
    );
    writeFileSync(
      path.join(dist, 'preload.json'),
      JSON.stringify({
        routes: [
          { path: '^/$', scripts: ['official-layout.1a.js', 'official-home.2b.js'], fetch: ['/api/official/home'] },
          { path: '^/(video|article/details)(/|$)', scripts: ['official-layout.1a.js'], fetch: [] },
          { path: '(', scripts: ['broken.js'], fetch: [] },
        ],
      }),
    );
  });
  after(() => rmSync(appsDir, { recursive: true, force: true }));

  it('hints the remote entry, its routes module, the home chunks and the home data for /', () => {
    assert.deepEqual(preloadLinksFor('/', registry(), appsDir), [
      { href: '/remotes/mf-official/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/mf-official/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf-official/__federation_expose_routes.abc123.js', as: 'script' },
      { href: '/remotes/mf-official/official-layout.1a.js', as: 'script' },
      { href: '/remotes/mf-official/official-home.2b.js', as: 'script' },
      { href: '/api/official/home', as: 'fetch' },
    ]);
  });

  it('hints only the layout for another listed page, and nothing for unlisted pages or the console', () => {
    const video = preloadLinksFor('/video/details/3', registry(), appsDir).map((l) => l.href);
    assert.ok(video.includes('/remotes/mf-official/official-layout.1a.js'));
    assert.ok(!video.some((h) => h.includes('official-home') || h.startsWith('/api/')));
    assert.deepEqual(preloadLinksFor('/phone', registry(), appsDir), []);
    assert.deepEqual(preloadLinksFor('/admin', registry(), appsDir), []);
    assert.deepEqual(preloadLinksFor('/admin/article/list', registry(), appsDir), []);
  });

  it('keeps the registry entry as written (query included) and gives no hints for an entry on another origin', () => {
    const links = preloadLinksFor('/', registry('/remotes/mf-official/mf-manifest.json?v=2'), appsDir);
    assert.equal(links[0].href, '/remotes/mf-official/mf-manifest.json?v=2');
    assert.deepEqual(preloadLinksFor('/', registry('https://cdn.example.com/mf-official/mf-manifest.json'), appsDir), []);
    assert.deepEqual(preloadLinksFor('/', registry('/remotes/mf-official/../mf-finance/mf-manifest.json'), appsDir), []);
  });

  it('gives no hints when the remote is not built', () => {
    assert.deepEqual(preloadLinksFor('/', registry(), path.join(appsDir, 'nowhere')), []);
  });

  it('puts the registry inline and the links before </head>, escaped', () => {
    const html = shellHtmlWith(
      '<!doctype html><html><head><title>t</title></head><body></body></html>',
      { remotes: [{ name: 'mf_official', entry: '/x</script><script>alert(1)</script>.json', version: '1' }] },
      [
        { href: '/api/official/home', as: 'fetch' },
        { href: '/remotes/mf-official/a"b.js', as: 'script' },
      ],
    );
    const head = html.slice(0, html.indexOf('</head>'));
    assert.ok(head.includes(`<script id="${REGISTRY_SCRIPT_ID}" type="application/json">`));
    assert.ok(!html.includes('</script><script>alert(1)'), 'the JSON cannot close its script element');
    const inline = /<script id="remotes-registry" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    assert.equal((JSON.parse(inline) as { remotes: RemoteEntry[] }).remotes[0].entry, '/x</script><script>alert(1)</script>.json');
    assert.ok(head.includes('<link rel="preload" as="fetch" href="/api/official/home" crossorigin>'));
    assert.ok(head.includes('<link rel="preload" as="script" href="/remotes/mf-official/a&quot;b.js">'));
  });
});
