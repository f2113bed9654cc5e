import { getInstance, init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationRuntime, RemotesDocument } from './remote-registry';

/**
 * The real Module Federation runtime. The build plugin has already created the shell's instance; `init` is only a
 * fallback (e.g. when the shell is served without the plugin's runtime).
 */
export function createFederationRuntime(): FederationRuntime {
  if (!getInstance()) init({ name: 'shell', remotes: [] });
  return {
    registerRemotes: (remotes, options) => registerRemotes(remotes, options),
    loadRemote: <T>(id: string) => loadRemote<T>(id),
  };
}

/** Id of the registry the server writes into index.html (server/src/static/preload-hints.ts). */
export const REGISTRY_SCRIPT_ID = 'remotes-registry';

/** The registry inline in index.html, read once: later reads (a retry after a failure) fetch it afresh. */
function takeInlineRegistry(): RemotesDocument | null {
  const script = document.getElementById(REGISTRY_SCRIPT_ID);
  if (!script) return null;
  script.remove();
  try {
    const doc = JSON.parse(script.textContent ?? '') as RemotesDocument;
    return Array.isArray(doc?.remotes) ? doc : null;
  } catch {
    return null;
  }
}

/**
 * The remotes registry: the copy the server put into index.html (no round trip), else GET /remotes.json (no-cache on
 * the server; not under /api, so not through the API client) — e.g. under the dev server, or when retrying.
 */
export async function fetchRemotesDocument(): Promise<RemotesDocument> {
  const inline = takeInlineRegistry();
  if (inline) return inline;
  const response = await fetch('/remotes.json', { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/remotes.json 返回 ${response.status}`);
  return (await response.json()) as RemotesDocument;
}
