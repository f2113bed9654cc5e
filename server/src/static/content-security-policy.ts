import type { RemoteEntry } from './remotes.js';

/** A host that may stand in a CSP source: letters, digits, `.-`, a `*.` wildcard, an IPv6 literal, a port. */
const SAFE_HOST = /^[a-z0-9.\-*[\]:]+$/i;

/**
 * The CSP source of one registry entry: its origin when it lives on another origin (`https://static.example.com`,
 * `http://localhost:3001`), its host when it is protocol-relative (`//cdn.example.com/...`, the page's scheme), null
 * when it is served by this process (a path) or is not an http(s) URL.
 */
function sourceOf(entry: string | undefined): string | null {
  if (!entry) return null;
  const protocolRelative = entry.startsWith('//');
  if (!protocolRelative && !/^[a-z][a-z0-9+.-]*:/i.test(entry)) return null;
  let url: URL;
  try {
    url = new URL(protocolRelative ? `https:${entry}` : entry);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // A host may hold `;` or `'` for the URL parser; in a header they would end the directive.
  if (!SAFE_HOST.test(url.host)) return null;
  return protocolRelative ? url.host : url.origin;
}

/** Where the remotes' scripts come from besides this origin: every entry of the registry and its `previous`. */
export function remoteScriptSources(remotes: RemoteEntry[]): string[] {
  const sources = new Set<string>();
  for (const remote of remotes) {
    for (const entry of [remote.entry, remote.previous?.entry]) {
      const source = sourceOf(entry);
      if (source) sources.add(source);
    }
  }
  return [...sources];
}

/**
 * The Content-Security-Policy of the shell's index.html (every app path), built per page load from the registry
 * the page carries, so a remote moved to another origin (docs/deploying-a-remote.md) is allowed from the next load on.
 *
 * - script-src: this origin and the remotes' origins only. No nonce is needed: the one inline script, the registry,
 *   is `type="application/json"` — a data block the browser never runs, outside script-src — and every script of
 *   the apps is a file. No 'unsafe-eval' (production builds carry no eval source maps).
 * - style-src 'unsafe-inline': antd's CSS-in-JS inserts <style> elements at run time (in the console only the theme's
 *   CSS variables, its component rules come from antd's stylesheet, same origin), and index.html carries the site font
 *   inline.
 * - img-src, media-src, connect-src take any http(s) address: a competition cover may be an external picture, and
 *   live streams, replays and home videos may be external HLS or video addresses (hls.js fetches their playlists and
 *   segments, then plays them from a blob: MediaSource; its ES build transmuxes on the page, without a worker); that
 *   also covers the remotes' manifests, which the MF runtime fetches. Uploads (/api/media) are same-origin; picked
 *   pictures are previewed from blob: and data: addresses.
 * - object-src 'none', base-uri 'self', form-action 'self', frame-ancestors 'none' (no page of the platform is
 *   meant to be framed).
 */
export function pageContentSecurityPolicy(remotes: RemoteEntry[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remoteScriptSources(remotes)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', 'http:']],
    ['media-src', ["'self'", 'blob:', 'https:', 'http:']],
    ['connect-src', ["'self'", 'https:', 'http:']],
    ['font-src', ["'self'", 'data:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
