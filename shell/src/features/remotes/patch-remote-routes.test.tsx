import type { RouteObject } from 'react-router-dom';
import { ADMIN_ROUTE_ID, PUBLIC_ROUTE_ID, createPatchRoutesOnNavigation } from './patch-remote-routes';
import { RemoteRegistry, type FederationRuntime, type RemoteRoutes } from './remote-registry';

const officialRoutes: RemoteRoutes = { publicRoutes: [{ path: '/', element: <h1>官网首页</h1> }] };

function setup() {
  const runtime: FederationRuntime = {
    registerRemotes: () => undefined,
    loadRemote: async <T,>() => ({ default: officialRoutes }) as T,
  };
  const registry = new RemoteRegistry(runtime, async () => ({
    remotes: [{ name: 'mf_official', entry: '/remotes/mf-official/mf-manifest.json', version: '1.0.0' }],
  }));
  const patchRoutesOnNavigation = createPatchRoutesOnNavigation({
    registry,
    remoteForPath: (path) => (path === '/' ? 'mf_official' : null),
    isLoggedIn: () => false,
  });
  const patches: Array<{ id: string | null; children: RouteObject[] }> = [];
  const patch = (id: string | null, children: RouteObject[]) => void patches.push({ id, children });
  return { registry, patchRoutesOnNavigation, patches, patch };
}

describe('patchRoutesOnNavigation', () => {
  it('patches a remote once, under its area, wrapped in the remote boundary', async () => {
    const { registry, patchRoutesOnNavigation, patches, patch } = setup();
    await patchRoutesOnNavigation({ path: '/', patch });
    await patchRoutesOnNavigation({ path: '/', patch });
    expect(patches).toHaveLength(1);
    expect(patches[0].id).toBe(PUBLIC_ROUTE_ID);
    expect(patches[0].id).not.toBe(ADMIN_ROUTE_ID);
    expect(patches[0].children[0].id).toBe('mf_official:public');
    expect(patches[0].children[0].children).toEqual(officialRoutes.publicRoutes);
    expect(registry.isPatched('mf_official')).toBe(true);
  });

  it('a superseded navigation does not count as patched: the navigation that replaced it patches the remote', async () => {
    const { registry, patchRoutesOnNavigation, patches, patch } = setup();
    const first = new AbortController();
    const pending = patchRoutesOnNavigation({ path: '/', patch, signal: first.signal });
    first.abort(); // React Router ignores the patches of an aborted navigation
    await pending;
    expect(patches).toHaveLength(0);
    expect(registry.isPatched('mf_official')).toBe(false);

    await patchRoutesOnNavigation({ path: '/', patch, signal: new AbortController().signal });
    expect(patches).toHaveLength(1);
    expect(registry.isPatched('mf_official')).toBe(true);
  });
});
