import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { http as mswHttp, HttpResponse, type RequestHandler } from 'msw';
import { StoreProvider, setNavigator, type Account } from 'shared';
import { TestStyles, createTestRootStore, envelope, loginAs, makeUser } from 'shared/testing';
import { createShellRouter } from '../app/create-router';
import {
  RemoteRegistry,
  RemoteRegistryProvider,
  type FederationRuntime,
  type RemoteRoutes,
  type RemotesDocument,
} from '../features/remotes';

export const REMOTES_DOCUMENT: RemotesDocument = {
  remotes: [
    { name: 'mf_official', entry: '/remotes/mf-official/mf-manifest.json', version: '1.0.0' },
    {
      name: 'mf_competition',
      entry: '/remotes/mf-competition/mf-manifest.json',
      version: '1.1.0',
      previous: { entry: '/remotes/mf-competition-1.0.0/mf-manifest.json', version: '1.0.0' },
    },
    { name: 'mf_finance', entry: '/remotes/mf-finance/mf-manifest.json', version: '1.0.0' },
    { name: 'mf_venue', entry: '/remotes/mf-venue/mf-manifest.json', version: '1.0.0' },
    { name: 'mf_account', entry: '/remotes/mf-account/mf-manifest.json', version: '1.0.0' },
  ],
};

/**
 * A stand-in for the Module Federation runtime: `modules` are the `./routes` modules per remote; entry URLs in
 * `broken` fail to load (as a blocked or missing mf-manifest.json would).
 */
export class FakeFederationRuntime implements FederationRuntime {
  readonly registered = new Map<string, string>();
  readonly registerCalls: Array<{ name: string; entry: string }> = [];
  readonly loadCalls: string[] = [];
  readonly broken = new Set<string>();

  constructor(private readonly modules: Record<string, RemoteRoutes>) {}

  registerRemotes(remotes: Array<{ name: string; entry: string }>) {
    for (const r of remotes) {
      this.registered.set(r.name, r.entry);
      this.registerCalls.push({ name: r.name, entry: r.entry });
    }
  }

  async loadRemote<T>(id: string): Promise<T | null> {
    this.loadCalls.push(id);
    const name = id.split('/')[0];
    const entry = this.registered.get(name);
    if (!entry) throw new Error(`remote ${name} not registered`);
    if (this.broken.has(entry)) throw new Error(`Failed to get manifest ${entry}`);
    const routes = this.modules[name];
    if (!routes) throw new Error(`no module ${id}`);
    return { default: routes } as T;
  }
}

export interface RenderShellOptions {
  route: string;
  /** Logged in as this account (cookies written before the store is built). */
  account?: Account;
  runtime?: FakeFederationRuntime;
  modules?: Record<string, RemoteRoutes>;
}

/**
 * Renders the whole shell at `route` as bootstrap.tsx does: StoreProvider at the root, the antd providers mounted by
 * the lazy `antd` route, the real router with lazy remote routes.
 */
export function renderShell({ route, account, runtime, modules = {} }: RenderShellOptions) {
  if (account) loginAs(account);
  const rootStore = createTestRootStore();
  const federation = runtime ?? new FakeFederationRuntime(modules);
  const registry = new RemoteRegistry(federation, async () => REMOTES_DOCUMENT);
  const router = createShellRouter({ registry, session: rootStore.session, initialEntries: [route] });
  setNavigator(
    (to, options) => void router.navigate(to, { replace: options?.replace }),
    () => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`,
  );
  const user = userEvent.setup({ delay: null });
  const result = render(
    <TestStyles>
      <StoreProvider store={rootStore}>
        <RemoteRegistryProvider registry={registry}>
          <RouterProvider router={router} />
        </RemoteRegistryProvider>
      </StoreProvider>
    </TestStyles>,
  );
  return { ...result, user, router, rootStore, registry, runtime: federation };
}

/** Removes every cookie and the remembered institution between tests. */
export function resetBrowserState() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
}

export interface ConsoleApiOptions {
  titles: string[] | ((institutionId: number) => string[]);
  unCheck?: Partial<Record<string, number>>;
  msg?: Partial<Record<string, number>>;
  /** Receives every institution_id asked for by GET /admin/manager_menu. */
  onMenu?: (institutionId: number) => void;
  /** Account returned by GET /user/info. */
  account?: Account;
}

/** MSW handlers of the admin console endpoints (envelope of docs/architecture.md). */
export function consoleApi({ titles, unCheck = {}, msg = {}, onMenu, account }: ConsoleApiOptions): RequestHandler[] {
  return [
    mswHttp.get('/api/admin/manager_menu', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('institution_id'));
      onMenu?.(id);
      return HttpResponse.json(envelope({ titles: typeof titles === 'function' ? titles(id) : titles }));
    }),
    mswHttp.get('/api/admin/un_check_count', () =>
      HttpResponse.json(
        envelope({
          filing_count: 0,
          add_photo_count: 0,
          report_photo_count: 0,
          add_venue_count: 0,
          update_venue_count: 0,
          feedback_count: 0,
          refund_count: 0,
          withdraw_count: 0,
          article_check_count: 0,
          ...unCheck,
        }),
      ),
    ),
    mswHttp.get('/api/admin/msg_count', () => HttpResponse.json(envelope({ sign_count: 0, check_register_count: 0, ...msg }))),
    mswHttp.get('/api/user/info', () => HttpResponse.json(envelope({ user: makeUser(), account: account ?? null, expire_time: 0 }))),
  ];
}

/**
 * GET /api/auth/weixin/status of the login pages (the WeChat button) and /authorized (the bind form): off and
 * nothing to bind unless a test says otherwise.
 */
export function wechatStatusApi({ enabled = false, bindPending = false }: { enabled?: boolean; bindPending?: boolean } = {}): RequestHandler {
  return mswHttp.get('/api/auth/weixin/status', () => HttpResponse.json(envelope({ enabled: enabled ? 1 : 0, bind_pending: bindPending ? 1 : 0 })));
}
