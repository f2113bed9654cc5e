import type { RouteObject } from 'react-router-dom';
import { RemoteBoundary, RemoteRouteError } from './remote-boundary';
import type { RemoteRegistry, RemoteRoutes } from './remote-registry';

/** Route ids of the shell that receive remote routes (docs/architecture.md). */
export const ADMIN_ROUTE_ID = 'admin';
export const PUBLIC_ROUTE_ID = 'public';

type Patch = (routeId: string | null, children: RouteObject[]) => void;

export interface PatchRemoteRoutesOptions {
  registry: RemoteRegistry;
  /** Which remote owns a path (shared rule `remoteForPath`). */
  remoteForPath: (path: string) => string | null | undefined;
  /** Logged-out users never load admin remotes: the admin guard sends them to the official home anyway. */
  isLoggedIn: () => boolean;
}

/** Wraps a remote's route set in a pathless parent with Suspense, error boundary and errorElement. */
export function wrapRemoteRoutes(remote: string, area: 'admin' | 'public', routes: RouteObject[]): RouteObject {
  return {
    id: `${remote}:${area}`,
    element: <RemoteBoundary remote={remote} />,
    errorElement: <RemoteRouteError remote={remote} />,
    children: routes,
  };
}

function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * `patchRoutesOnNavigation` of the shell router. React Router calls it for paths without a match and for paths
 * whose match has params (our `*` catch-alls count), so it runs for every not-yet-loaded remote path. It loads
 * `<remote>/routes` once and patches `adminRoutes` under `admin` and `publicRoutes` under `public`. A remote that
 * fails to load is not patched: the catch-all then renders the `模块加载失败` fallback for that remote only.
 */
export function createPatchRoutesOnNavigation({ registry, remoteForPath, isLoggedIn }: PatchRemoteRoutesOptions) {
  const apply = (remote: string, routes: RemoteRoutes, patch: Patch) => {
    if (registry.isPatched(remote)) return;
    registry.markPatched(remote);
    if (routes.adminRoutes?.length) patch(ADMIN_ROUTE_ID, [wrapRemoteRoutes(remote, 'admin', routes.adminRoutes)]);
    if (routes.publicRoutes?.length) patch(PUBLIC_ROUTE_ID, [wrapRemoteRoutes(remote, 'public', routes.publicRoutes)]);
  };

  return async function patchRoutesOnNavigation({
    path,
    patch,
    signal,
  }: {
    path: string;
    patch: Patch;
    signal?: AbortSignal;
  }): Promise<void> {
    const pathname = path.split(/[?#]/)[0] || '/';
    const remote = remoteForPath(pathname);
    if (!remote || registry.isPatched(remote)) return;
    if (isAdminPath(pathname) && !isLoggedIn()) return;
    try {
      const routes = await registry.loadRoutes(remote);
      // React Router drops the patches of a navigation that was superseded meanwhile (e.g. a <Navigate> run twice
      // by StrictMode, a double click): leave the remote unpatched so the navigation that replaced it patches it.
      if (signal?.aborted) return;
      apply(remote, routes, patch);
    } catch {
      // Status is now 'failed'; the catch-all shows the fallback with 重试.
    }
  };
}
