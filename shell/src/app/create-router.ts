import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { type SessionStore } from 'shared';
import { remoteForPath } from 'shared/rules';
import { createPatchRoutesOnNavigation, type RemoteRegistry } from '../features/remotes';
import { createShellRoutes } from './routes';

export interface ShellRouterOptions {
  registry: RemoteRegistry;
  session: SessionStore;
  /** Tests: a memory router starting at these entries. */
  initialEntries?: string[];
}

export type ShellRouter = ReturnType<typeof createBrowserRouter>;

/** History-mode router (base `/`) with lazy remote route discovery. */
export function createShellRouter({ registry, session, initialEntries }: ShellRouterOptions): ShellRouter {
  const routes = createShellRoutes(session);
  const patchRoutesOnNavigation = createPatchRoutesOnNavigation({
    registry,
    remoteForPath,
    isLoggedIn: () => session.isLoggedIn,
  });
  if (initialEntries) return createMemoryRouter(routes, { initialEntries, patchRoutesOnNavigation });
  return createBrowserRouter(routes, { basename: '/', patchRoutesOnNavigation });
}
