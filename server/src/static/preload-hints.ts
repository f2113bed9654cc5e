import { existsSync } from 'node:fs';
import path from 'node:path';
import { readJsonFile } from './json-file.js';
import { REMOTES, type RemoteEntry } from './remotes.js';

/** `preload.json` of a remote build (shared/tooling/webpack.cjs, PreloadHintsPlugin). */
interface PreloadDocument {
  routes: { path: string; scripts: string[]; fetch: string[] }[];
}

/** The part of a remote's `mf-manifest.json` the hints need. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

export interface PreloadLink {
  href: string;
  as: 'script' | 'fetch';
}

/** The id of the inline registry script; the shell reads it instead of fetching /remotes.json. */
export const REGISTRY_SCRIPT_ID = 'remotes-registry';

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * What index.html should preload for `pathname`: the official site's remote (every path outside /admin that its
 * `preload.json` lists) — its manifest (fetched by the MF runtime), its remote entry, its `./routes` module, then
 * the page's chunks and the page's first API request, all starting with the HTML instead of one after another.
 * Only a registry entry served by this process (`/remotes/<folder>/…`) is read from disk; another origin's entry
 * gets no hints. Nothing is hinted for the console (/admin), whose pages need a session first.
 */
export function preloadLinksFor(pathname: string, registry: RemoteEntry[], appsDir: string): PreloadLink[] {
  if (isAdminPath(pathname)) return [];
  const entry = registry.find((r) => r.name === 'mf_official');
  const remote = REMOTES.find((r) => r.name === 'mf_official');
  if (!entry || !remote) return [];
  const base = `/remotes/${remote.folder}/`;
  const entryPath = entry.entry.split(/[?#]/)[0];
  if (!entryPath.startsWith(base) || entryPath.slice(base.length).includes('/')) return [];
  const dist = path.join(appsDir, remote.folder, 'dist');
  const preload = readJsonFile<PreloadDocument>(path.join(dist, 'preload.json'));
  const route = preload?.routes?.find((r) => safeTest(r.path, pathname));
  if (!route) return [];
  const links: PreloadLink[] = [];
  const manifestFile = path.join(dist, path.basename(entryPath));
  const manifest = entryPath.endsWith('.json') ? readJsonFile<Manifest>(manifestFile) : null;
  if (manifest) {
    links.push({ href: entry.entry, as: 'fetch' });
    const remoteEntry = manifest.metaData?.remoteEntry;
    if (remoteEntry?.name) links.push({ href: `${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, as: 'script' });
    const routes = manifest.exposes?.find((e) => e.name === 'routes');
    for (const file of routes?.assets?.js?.sync ?? []) links.push({ href: `${base}${file}`, as: 'script' });
  } else if (existsSync(path.join(dist, path.basename(entryPath)))) {
    links.push({ href: entry.entry, as: 'script' });
  }
  for (const file of route.scripts) links.push({ href: `${base}${file}`, as: 'script' });
  for (const url of route.fetch) if (url.startsWith('/api/')) links.push({ href: url, as: 'fetch' });
  return links;
}

function safeTest(pattern: string, pathname: string): boolean {
  try {
    return new RegExp(pattern).test(pathname);
  } catch {
    return false;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html for one request: the registry inline (one round trip less; it is as fresh as the page, both are
 * no-cache) and the preload links, just before `</head>`. `fetch` preloads carry `crossorigin` so they match the
 * same-origin `fetch()`/XHR requests that use them (credentials `same-origin`).
 */
export function shellHtmlWith(template: string, registry: { remotes: RemoteEntry[] }, links: PreloadLink[]): string {
  // `<` escaped: the JSON cannot close the script element.
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  const tags = [
    `<script id="${REGISTRY_SCRIPT_ID}" type="application/json">${json}</script>`,
    ...links.map((l) => `<link rel="preload" as="${l.as}" href="${escapeAttribute(l.href)}"${l.as === 'fetch' ? ' crossorigin' : ''}>`),
  ].join('');
  const at = template.indexOf('</head>');
  return at < 0 ? template : `${template.slice(0, at)}${tags}${template.slice(at)}`;
}
