/**
 * Standalone mode of a remote (`pnpm --filter <remote> standalone`): the remote's own routes in the browser,
 * against the MSW handlers of `shared/mocks`, without the shell or the server. Admin remotes get a simple
 * antd layout with a side menu of their pages and a demo-account switcher; mf-official brings its own layout.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Layout, Menu, Result, Select, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, RouterProvider, createBrowserRouter, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../antd/app-providers';
import type { RemoteName } from '../rules/menu-catalog';
import { setNavigator } from '../http/ports';
import { SITE_PALETTE } from '../theme';
import { rootStore } from '../session/root-store-instance';
import { useSession } from '../session/store-context';
import { startMockWorker } from './worker';
import { mockDb } from './db';
import { standaloneMenu, type StandaloneMenuItem } from './standalone-menu';
import { DEMO_ACCOUNTS } from '../demo/index.ts';

export interface StandaloneOptions {
  /** Shown in the header, e.g. 财务管理. */
  title: string;
  routes: { adminRoutes?: RouteObject[]; publicRoutes?: RouteObject[] };
  /**
   * The remote whose admin pages get the side menu (absent: no admin layout). The menu is the product's own
   * (shared/rules/menu-catalog.ts): the catalog's items of this remote that it has a route for, with their titles.
   */
  remote?: RemoteName;
  /** The page `/` opens (default: the first item of the menu). */
  home?: string;
  /** Demo account logged in at start (default `admin`; `null`: stay a visitor). */
  account?: string | null;
}

/** The demo accounts of the README (shared/demo), each as its role and account name. */
const ACCOUNT_OPTIONS = DEMO_ACCOUNTS.map((a) => ({ value: a.account, label: `${a.role} ${a.account}` }));

async function loginAsDemo(account: string): Promise<void> {
  const user = mockDb.users.find((u) => u.profile.account === account);
  if (!user) throw new Error(`没有演示账号 ${account}`);
  await rootStore.session.login({ account, password: user.password });
}

const AccountSwitcher = observer(function AccountSwitcher({ onSwitched }: { onSwitched: () => void }) {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const current = mockDb.users.find((u) => u.profile.id === session.account?.user_id)?.profile.account;
  return (
    <Space>
      <Typography.Text style={{ color: '#fff' }}>演示账号</Typography.Text>
      <Select
        aria-label="演示账号"
        style={{ width: 220 }}
        loading={busy}
        value={current}
        options={ACCOUNT_OPTIONS}
        onChange={async (value: string) => {
          setBusy(true);
          try {
            await loginAsDemo(value);
            onSwitched();
          } finally {
            setBusy(false);
          }
        }}
      />
    </Space>
  );
});

function StandaloneAdminLayout({ title, menu }: { title: string; menu: StandaloneMenuItem[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  const selected = menu.filter((m) => location.pathname.startsWith(m.path)).map((m) => m.path);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', background: SITE_PALETTE.orange }}>
        <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>
          {title}（独立运行 · 模拟数据）
        </Typography.Title>
        <AccountSwitcher onSwitched={() => setGeneration((g) => g + 1)} />
      </Layout.Header>
      <Layout>
        <Layout.Sider width={200} theme="light">
          <Menu
            mode="inline"
            selectedKeys={selected}
            items={menu.map((m) => ({ key: m.path, label: m.label }))}
            onClick={({ key }) => navigate(key)}
          />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet key={generation} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

function NotInStandalone({ home }: { home: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="独立运行模式下没有此页面"
      subTitle={`${location.pathname} 由主应用或其他模块提供。`}
      extra={
        <Button
          type="primary"
          onClick={async () => {
            if (!rootStore.session.checkLoggedIn()) await loginAsDemo('admin');
            navigate(home, { replace: true });
          }}
        >
          返回本模块
        </Button>
      }
    />
  );
}

/** Starts the mock worker, logs in with a demo account and renders the remote's routes. */
export async function mountStandalone(options: StandaloneOptions, container: HTMLElement | null = document.getElementById('root')): Promise<void> {
  if (!container) throw new Error('找不到挂载节点 #root');
  await startMockWorker();
  const account = options.account === undefined ? 'admin' : options.account;
  if (account && !rootStore.session.checkLoggedIn()) await loginAsDemo(account);

  const { adminRoutes = [], publicRoutes = [] } = options.routes;
  const menu = options.remote ? standaloneMenu(options.remote, adminRoutes) : null;
  const home = options.home ?? menu?.[0]?.path ?? '/';
  const routes: RouteObject[] = [
    ...publicRoutes,
    ...(menu ? [{ element: <StandaloneAdminLayout title={options.title} menu={menu} />, children: adminRoutes }] : adminRoutes),
    ...(home !== '/' ? [{ path: '/', element: <Navigate to={home} replace /> }] : []),
    { path: '*', element: <NotInStandalone home={home} /> },
  ];
  const router = createBrowserRouter(routes);
  setNavigator(
    (to, navigateOptions) => void router.navigate(to, { replace: navigateOptions?.replace }),
    () => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`,
  );
  createRoot(container).render(
    <AppProviders store={rootStore}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

