import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { StoreProvider, rootStore, setNavigator } from 'shared';
import { setAntdStylesheet } from './app/antd-stylesheet';
import { createShellRouter } from './app/create-router';
import { warmAdminConsole } from './app/routes';
import { createFederationRuntime, fetchRemotesDocument } from './features/remotes/federation-runtime';
import { RemoteRegistry, RemoteRegistryProvider } from './features/remotes';

const registry = new RemoteRegistry(createFederationRuntime(), fetchRemotesDocument);
// Fetch /remotes.json right away; a failure is retried when a remote is first needed.
registry.ensureRegistered().catch(() => undefined);

// antd's stylesheet, emitted by the build as a hashed file: the console's components take their styles from it
setAntdStylesheet(new URL('antd/dist/antd.css', import.meta.url).href);
const router = createShellRouter({ registry, session: rootStore.session });
setNavigator(
  (to, options) => void router.navigate(to, options),
  () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  },
);
rootStore.watchNetwork(window);
// A signed-in user on the public site is one click (进入后台) away from the console: fetch its chunks (antd
// included) in the background. Visitors never download antd.
if (rootStore.session.isLoggedIn) warmAdminConsole();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider>
      <RemoteRegistryProvider registry={registry}>
        <RouterProvider router={router} />
      </RemoteRegistryProvider>
    </StoreProvider>
  </StrictMode>,
);
