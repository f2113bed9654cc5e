export { RemoteRegistry, RemoteLoadError } from './remote-registry';
export type { FederationRuntime, RemoteRegistryEntry, RemoteRoutes, RemotesDocument, RemoteStatus } from './remote-registry';
export { RemoteRegistryProvider, useRemoteRegistry } from './remote-registry-context';
export { RemoteBoundary, RemoteLoading, RemoteRouteError } from './remote-boundary';
export { RemoteFallback } from './remote-fallback';
export { RemoteCatchAll } from './remote-catch-all';
export { ADMIN_ROUTE_ID, PUBLIC_ROUTE_ID, createPatchRoutesOnNavigation, wrapRemoteRoutes } from './patch-remote-routes';
export { schedulePreload, whenIdle } from './preload-remotes';
