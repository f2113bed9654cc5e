import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Files whose name is stable across builds must be revalidated; content-hashed files never change. */
const ALWAYS_REVALIDATE = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'index.html', 'remotes.json']);

/** A content hash in the file name: `main.3f9a1c2b.js`, `123.a1b2c3d4e5.chunk.css`, `vendors-abcdef12.js`. */
const HASHED = /[.-][0-9a-f]{8,}\./i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
