/**
 * Pages that work without a network (场边计分): the shell's offline service worker (shell/src/offline/offline-sw.js,
 * served at /offline-sw.js) is registered with the page's own path as its scope, so it answers that page's requests
 * alone: the network first, the kept copy when there is none. The files and the data the page loaded before the
 * worker took control are handed to it to keep (`cache-urls`), the data being the GET requests the one http client
 * made (recordGet).
 */

export const OFFLINE_WORKER_URL = '/offline-sw.js';

const MAX_RECORDED = 100;
const recorded: string[] = [];

/** The one http client records the absolute URL of every GET it sends (the last MAX_RECORDED). */
export function recordGet(url: string): void {
  const href = new URL(url, globalThis.location?.href ?? 'http://localhost/').href;
  const i = recorded.indexOf(href);
  if (i >= 0) recorded.splice(i, 1);
  recorded.push(href);
  if (recorded.length > MAX_RECORDED) recorded.shift();
}

/** 离线可用 state of a page: ready (kept for offline), unsupported (no service worker here), failed (e.g. not built: no worker file). */
export type OfflineState = 'ready' | 'unsupported' | 'failed';

function sameOriginFiles(): string[] {
  const origin = location.origin;
  const files = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((href) => {
      const url = new URL(href);
      return url.origin === origin && !url.pathname.startsWith('/api/');
    });
  return [...new Set([location.href, ...files, ...recorded])];
}

/** The registration's worker once it is activated (a first registration installs and activates it). */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  if (!worker || worker.state === 'activated') return Promise.resolve(worker);
  return new Promise((resolve) => {
    const onChange = () => {
      if (worker.state !== 'activated' && worker.state !== 'redundant') return;
      worker.removeEventListener('statechange', onChange);
      resolve(worker.state === 'activated' ? worker : registration.active);
    };
    worker.addEventListener('statechange', onChange);
  });
}

/**
 * Registers the offline worker for `scope` (the page's path) and hands it what the page has loaded so far; resolves
 * once all of it is kept. A page calls it once on mount. The worker answers the page's own requests from the next
 * load of the page on (a document opened at another path and moved here by an in-app link is not in its scope until
 * then); a reload without a network is answered from what is kept.
 */
export async function enableOfflinePage(scope: string): Promise<OfflineState> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || typeof caches === 'undefined') return 'unsupported';
  try {
    const registration = await navigator.serviceWorker.register(OFFLINE_WORKER_URL, { scope });
    const worker = await activated(registration);
    if (!worker) return 'failed';
    await new Promise<void>((resolve) => {
      const onMessage = (event: MessageEvent) => {
        if ((event.data as { type?: string } | null)?.type !== 'cached') return;
        navigator.serviceWorker.removeEventListener('message', onMessage);
        resolve();
      };
      navigator.serviceWorker.addEventListener('message', onMessage);
      worker.postMessage({ type: 'cache-urls', urls: sameOriginFiles() });
    });
    return 'ready';
  } catch {
    return 'failed';
  }
}

/** On sign-out: the kept pages and data of the offline worker are deleted (what was queued to send is not). */
export async function clearOfflinePages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith('saishi-offline')).map((n) => caches.delete(n)));
}
