import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../antd/app-providers';
import { bindHttpSession, http } from '../http/default-client';
import { setNavigator } from '../http/ports';
import { RootStore } from '../session/root-store';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial location (default '/'). */
  route?: string;
  /**
   * Default: `createTestRootStore()` — a fresh store (reading the cookies of the test) that the one `http`
   * client, used by every endpoint function, reports to.
   */
  rootStore?: RootStore;
  /**
   * Data routes for createMemoryRouter. When given, `ui` is ignored unless no route matches; the router is
   * returned and bound as the navigator port (401/403 and logout navigate inside it).
   */
  routes?: RouteObject[];
}

export interface RenderWithProvidersResult extends RenderResult {
  rootStore: RootStore;
  user: ReturnType<typeof userEvent.setup>;
  /** Present when `routes` were given. */
  router?: ReturnType<typeof createMemoryRouter>;
}

/**
 * A fresh RootStore wired to the one `http` client (so endpoint functions called by pages send this store's
 * token and clear this store's session on 401/403).
 */
export function createTestRootStore(): RootStore {
  const store = new RootStore({ http });
  bindHttpSession(store.session);
  return store;
}

/** Binds the navigator port to the surrounding (memory) router while mounted. */
export function RouterNavigatorBinder() {
  const navigate = useNavigate();
  const location = useLocation();
  const current = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    setNavigator(
      (to, navigateOptions) => void navigate(to, { replace: navigateOptions?.replace }),
      () => current,
    );
  }, [navigate, current]);
  return null;
}

/**
 * Renders with the real providers (AppProviders: store, antd zh_CN + theme, App, notifier) and a memory router,
 * inside TestStyles.
 */
// antd hides closed popups, inactive panes and the like with `<component>-hidden` classes (display: none); the one
// `-hidden` class that only hides a decoration (the required mark of a form label) must keep its label visible.
const TEST_STYLES = ':is([class$="-hidden"], [class*="-hidden "]):not(.ant-form-item-required-mark-hidden) { display: none; }';

/** The stylesheet standing in for antd's CSS in jsdom (see TestStyles). */
function installTestStyles(doc: Document = document): void {
  if (doc.getElementById('saishi-test-styles')) return;
  const style = doc.createElement('style');
  style.id = 'saishi-test-styles';
  style.textContent = TEST_STYLES;
  doc.head.appendChild(style);
}

/**
 * antd's CSS-in-JS in its server mode (`StyleProvider mock="server"`): styles are computed but not inserted into
 * jsdom, whose getComputedStyle otherwise matches thousands of antd rules for every element an accessible-name
 * query looks at (a page test took 30 s instead of 3). The only antd styles a test can observe — closed popups and
 * inactive panes (`*-hidden`) are not displayed — come from one small stylesheet. Every test render of antd goes
 * through it.
 */
export function TestStyles({ children }: { children: ReactNode }) {
  installTestStyles();
  return <StyleProvider mock="server">{children}</StyleProvider>;
}

export function renderWithProviders(ui: ReactElement | null, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { route = '/', rootStore = createTestRootStore(), routes, ...renderOptions } = options;
  if (rootStore.http === http) bindHttpSession(rootStore.session);
  const user = userEvent.setup();
  if (routes) {
    const router = createMemoryRouter(routes, { initialEntries: [route] });
    setNavigator(
      (to, navigateOptions) => void router.navigate(to, { replace: navigateOptions?.replace }),
      () => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`,
    );
    const result = render(
      <TestStyles>
        <AppProviders store={rootStore}>
          <RouterProvider router={router} />
        </AppProviders>
      </TestStyles>,
      renderOptions,
    );
    return { ...result, rootStore, user, router };
  }
  const result = render(
    <TestStyles>
      <AppProviders store={rootStore}>
        <MemoryRouter initialEntries={[route]}>
          <RouterNavigatorBinder />
          {ui}
        </MemoryRouter>
      </AppProviders>
    </TestStyles>,
    renderOptions,
  );
  return { ...result, rootStore, user };
}
