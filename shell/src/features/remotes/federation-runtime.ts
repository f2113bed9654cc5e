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

/** GET /remotes.json (no-cache on the server); not under /api, so not through the API client. */
export async function fetchRemotesDocument(): Promise<RemotesDocument> {
  const response = await fetch('/remotes.json', { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/remotes.json 返回 ${response.status}`);
  return (await response.json()) as RemotesDocument;
}
