/**
 * Standalone mode only (never imported by jest): the MSW service worker with the shared handlers.
 * The webpack factory emits `mockServiceWorker.js` at the app root in `--env standalone`.
 */
import { setupWorker } from 'msw/browser';
import { scoreStreaming } from '../http/score-feed';
import { handlers } from './index';

export function createBrowserWorker() {
  return setupWorker(...handlers);
}

/** Starts the worker; requests that no handler knows go to the network with a console warning. */
export async function startMockWorker(): Promise<void> {
  // the mocks answer the polled score events, not the stream (比分推送, shared/src/http/score-feed.ts)
  scoreStreaming.available = false;
  await createBrowserWorker().start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
