import { RemoteLoadError, RemoteRegistry, type FederationRuntime, type RemotesDocument } from './remote-registry';

const doc: RemotesDocument = {
  remotes: [
    { name: 'mf_finance', entry: '/remotes/mf-finance/mf-manifest.json', version: '2.0.0', previous: { entry: '/remotes/mf-finance-1/mf-manifest.json', version: '1.0.0' } },
    { name: 'mf_venue', entry: '/remotes/mf-venue/mf-manifest.json', version: '1.0.0' },
  ],
};

function runtime(load: (id: string, entry: string) => Promise<unknown>) {
  const entries = new Map<string, string>();
  const rt = {
    registerRemotes: jest.fn((remotes: Array<{ name: string; entry: string }>) => remotes.forEach((r) => entries.set(r.name, r.entry))),
    loadRemote: jest.fn((id: string) => load(id, entries.get(id.split('/')[0]) ?? '')),
  };
  return rt as typeof rt & FederationRuntime;
}

describe('RemoteRegistry', () => {
  it('registers every remote of /remotes.json once and loads routes once', async () => {
    const fetchDoc = jest.fn(async () => doc);
    const rt = runtime(async () => ({ default: { adminRoutes: [] } }));
    const registry = new RemoteRegistry(rt, fetchDoc);
    const [a, b] = await Promise.all([registry.loadRoutes('mf_venue'), registry.loadRoutes('mf_venue')]);
    expect(a).toBe(b);
    await registry.loadRoutes('mf_venue');
    expect(fetchDoc).toHaveBeenCalledTimes(1);
    expect(rt.loadRemote).toHaveBeenCalledTimes(1);
    expect(rt.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_finance', entry: '/remotes/mf-finance/mf-manifest.json', version: '2.0.0' },
      { name: 'mf_venue', entry: '/remotes/mf-venue/mf-manifest.json', version: '1.0.0' },
    ]);
    expect(registry.status('mf_venue')).toBe('loaded');
  });

  it('uses the previous entry when the current one fails', async () => {
    const rt = runtime(async (_id, entry) => {
      if (entry.includes('mf-finance-1')) return { default: { adminRoutes: [{ path: '/admin/finance/order' }] } };
      throw new Error('manifest 404');
    });
    const registry = new RemoteRegistry(rt, async () => doc);
    const routes = await registry.loadRoutes('mf_finance');
    expect(routes.adminRoutes?.[0]?.path).toBe('/admin/finance/order');
    expect(rt.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_finance', entry: '/remotes/mf-finance-1/mf-manifest.json', version: '1.0.0' }],
      { force: true },
    );
  });

  it('marks the remote failed when both entries fail, and retry re-registers the current entry', async () => {
    let healthy = false;
    const rt = runtime(async () => {
      if (!healthy) throw new Error('blocked');
      return { default: { publicRoutes: [] } };
    });
    const registry = new RemoteRegistry(rt, async () => doc);
    await expect(registry.loadRoutes('mf_finance')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(registry.status('mf_finance')).toBe('failed');

    healthy = true;
    await expect(registry.retry('mf_finance')).resolves.toEqual({ publicRoutes: [] });
    expect(rt.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_finance', entry: '/remotes/mf-finance/mf-manifest.json', version: '2.0.0' }],
      { force: true },
    );
    expect(registry.status('mf_finance')).toBe('loaded');
  });

  it('rejects a module that is not a routes module', async () => {
    const rt = runtime(async () => ({ default: { adminRoutes: 'nope' } }));
    const registry = new RemoteRegistry(rt, async () => doc);
    await expect(registry.loadRoutes('mf_venue')).rejects.toBeInstanceOf(RemoteLoadError);
  });

  it('fails a remote missing from /remotes.json and retries the document after a fetch error', async () => {
    const fetchDoc = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(doc);
    const rt = runtime(async () => ({ default: {} }));
    const registry = new RemoteRegistry(rt, fetchDoc);
    await expect(registry.loadRoutes('mf_venue')).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(registry.loadRoutes('mf_venue')).resolves.toEqual({});
    await expect(registry.loadRoutes('mf_unknown')).rejects.toThrow('模块 mf_unknown 加载失败');
    expect(fetchDoc).toHaveBeenCalledTimes(2);
  });

  it('preload loads the given remotes and skips failed ones', async () => {
    const rt = runtime(async (id) => {
      if (id.startsWith('mf_finance')) throw new Error('down');
      return { default: {} };
    });
    const registry = new RemoteRegistry(rt, async () => doc);
    await registry.preload(['mf_finance', 'mf_venue']);
    expect(registry.status('mf_venue')).toBe('loaded');
    expect(registry.status('mf_finance')).toBe('failed');
    const calls = rt.loadRemote.mock.calls.length;
    await registry.preload(['mf_finance']);
    expect(rt.loadRemote.mock.calls.length).toBe(calls);
  });

  it('preloadPage runs the lazy modules of the routes a path matches, once per path, and again after a failure', async () => {
    let pageFails = true;
    const layout = jest.fn(async () => ({}));
    const list = jest.fn(async () => {
      if (pageFails) throw new Error('ChunkLoadError');
      return {};
    });
    const other = jest.fn(async () => ({}));
    const adminRoutes = [
      { path: '/admin/stadium', lazy: layout, children: [{ path: 'list', lazy: list }] },
      { path: '/admin/stadium/booking', lazy: other },
    ];
    const rt = runtime(async () => ({ default: { adminRoutes } }));
    const registry = new RemoteRegistry(rt, async () => doc);

    await registry.preloadPage('mf_venue', '/admin/stadium/list');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();

    // the page's module failed to load: the next intent tries again
    pageFails = false;
    await registry.preloadPage('mf_venue', '/admin/stadium/list');
    expect(list).toHaveBeenCalledTimes(2);
    // loaded: not asked again
    await registry.preloadPage('mf_venue', '/admin/stadium/list');
    expect(list).toHaveBeenCalledTimes(2);
    expect(layout).toHaveBeenCalledTimes(2);
  });

  it('preloadPage leaves a failed remote alone and never rejects', async () => {
    const rt = runtime(async () => {
      throw new Error('down');
    });
    const registry = new RemoteRegistry(rt, async () => doc);
    await expect(registry.preloadPage('mf_venue', '/admin/stadium/list')).resolves.toBeUndefined();
    expect(registry.status('mf_venue')).toBe('failed');
    const calls = rt.loadRemote.mock.calls.length;
    await registry.preloadPage('mf_venue', '/admin/stadium/list');
    expect(rt.loadRemote.mock.calls.length).toBe(calls);
  });
});
