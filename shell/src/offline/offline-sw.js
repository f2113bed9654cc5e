// @ts-check
/// <reference lib="webworker" />
/**
 * The offline service worker of the console (served at /offline-sw.js, emitted by the shell's build). It is
 * registered only with the scope of a page that must work without a network (场边计分,
 * /admin/match/referee/courtside: shared/src/offline/offline-page.ts), so it sees the requests of that page alone.
 *
 * Every same-origin GET goes to the network first and its successful answer is kept in the cache; without a network
 * (or when the network does not answer within NETWORK_WAIT_MS and a kept copy exists) the kept copy answers, and a
 * page navigation falls back to the kept page of its scope. Writes (POST …) are never touched: the page queues them
 * itself (IndexedDB) and sends them when the network returns. The streams of live scores are left alone.
 * The page asks for the files it loaded before the worker took control (`cache-urls`); signing out clears the cache
 * (`clear`).
 */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const CACHE = 'saishi-offline-v1';
const NETWORK_WAIT_MS = 6000;

sw.addEventListener('install', () => {
  void sw.skipWaiting();
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(sw.clients.claim());
});

/** @param {URL} url */
function cacheable(url) {
  return url.origin === sw.location.origin && !url.pathname.startsWith('/api/official/competition/live/stream');
}

/** @param {Request} request @param {Response} response */
async function keep(request, response) {
  if (!response.ok || response.type !== 'basic') return;
  const cache = await caches.open(CACHE);
  await cache.put(request, response);
}

/**
 * @param {Request} request
 * @param {boolean} navigation
 */
async function networkFirst(request, navigation) {
  const cache = await caches.open(CACHE);
  const kept = navigation
    ? (await cache.match(request, { ignoreSearch: true })) ?? (await cache.match(new URL(sw.registration.scope).pathname))
    : await cache.match(request);
  const network = fetch(request).then(async (response) => {
    await keep(request, response.clone());
    return response;
  });
  if (!kept) return network;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(kept), NETWORK_WAIT_MS);
  });
  try {
    return /** @type {Response} */ (await Promise.race([network, late]));
  } catch {
    return kept;
  } finally {
    clearTimeout(timer);
  }
}

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!cacheable(url)) return;
  event.respondWith(networkFirst(request, request.mode === 'navigate'));
});

sw.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'cache-urls' && Array.isArray(data.urls)) {
    event.waitUntil(
      (async () => {
        const cache = await caches.open(CACHE);
        let count = 0;
        for (const href of data.urls) {
          if (typeof href !== 'string' || !cacheable(new URL(href))) continue;
          try {
            const response = await fetch(href, { credentials: 'same-origin' });
            if (response.ok && response.type === 'basic') {
              await cache.put(href, response);
              count += 1;
            }
          } catch {
            // offline already: what is kept stays
          }
        }
        event.source?.postMessage({ type: 'cached', count });
      })(),
    );
  }
  if (data && data.type === 'clear') event.waitUntil(caches.delete(CACHE));
});
