/**
 * Entry `shared/mocks/browser`, standalone mode only (never imported by jest): the MSW service worker with the
 * shared handlers (worker.ts) and the standalone page of a remote (standalone.tsx).
 */
export { createBrowserWorker, startMockWorker } from './worker';
export { mountStandalone, type StandaloneOptions } from './standalone';
export type { StandaloneMenuItem } from './standalone-menu';
