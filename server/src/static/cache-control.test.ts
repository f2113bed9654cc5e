import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-control.js';

describe('cacheControlFor', () => {
  it('makes content-hashed files immutable', () => {
    for (const f of ['/d/main.3f9a1c2b.js', '/d/123.abcdef1234.js', '/d/static/css/app.0a1b2c3d.css', '/d/vendors-1a2b3c4d5e.js']) {
      assert.equal(cacheControlFor(f), IMMUTABLE, f);
    }
  });
  it('revalidates entries, manifests and unhashed files', () => {
    for (const f of ['/d/index.html', '/d/mf-manifest.json', '/d/remoteEntry.js', '/d/favicon.ico', '/d/main.js']) {
      assert.equal(cacheControlFor(f), NO_CACHE, f);
    }
  });
});
