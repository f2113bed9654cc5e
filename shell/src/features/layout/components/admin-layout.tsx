import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Grid, Layout, Space, Spin, Typography } from 'antd';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation } from 'react-router-dom';
import { LOADING_TEXT, useRootStore } from 'shared';
import { OFFICIAL_HOME_PATH, remotesForMenu, SITE_NAME, type MenuItem } from 'shared/rules';
import { schedulePreload, useRemoteRegistry } from '../../remotes';
import { AdminConsoleContext } from '../stores/admin-console-context';
import { AdminConsoleStore } from '../stores/admin-console-store';
import { AdminMenu } from './admin-menu';
import { InstitutionSwitch } from './institution-switch';

export const COUNTS_REFRESH_MS = 60_000;

/** The back-office shell of spec §2.4: left menu with badges, header with institution switch and 退出登录. */
export const AdminLayout = observer(function AdminLayout() {
  const root = useRootStore();
  const { session, ui } = root;
  const registry = useRemoteRegistry();
  const location = useLocation();
  const [store] = useState(() => new AdminConsoleStore(session, root.http));

  // Menu: on entry, after an institution switch (menuVersion) and when the active institution changes.
  const institutionId = session.activeInstitutionId;
  const menuVersion = ui.menuVersion;
  useEffect(() => {
    void store.loadMenu();
  }, [store, institutionId, menuVersion]);

  // Badges: on every navigation, when a page asks (ui.countsVersion, e.g. after a review) and every 60 s.
  const countsVersion = ui.countsVersion;
  useEffect(() => {
    void store.loadCounts();
  }, [store, location.pathname, institutionId, countsVersion]);
  useEffect(() => {
    const timer = window.setInterval(() => void store.loadCounts(), COUNTS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [store]);

  // Profile for the header (cookies carry the account only).
  useEffect(() => {
    if (session.isLoggedIn && !session.user) void session.loadUserInfo().catch(() => undefined);
  }, [session]);

  // Preload the remotes the menu links to, when the browser is idle.
  const menu = store.menu;
  const remotesKey = useMemo(() => remotesForMenu(menu).join(','), [menu]);
  useEffect(() => {
    if (!remotesKey) return undefined;
    return schedulePreload((names) => registry.preload(names), remotesKey.split(','));
  }, [registry, remotesKey]);

  // …and the page of a menu item before its click: the items of an open group, the item under the pointer.
  const preloadPages = useCallback(
    (items: MenuItem[]) => {
      for (const item of items) void registry.preloadPage(item.remote, item.path);
    },
    [registry],
  );

  const displayName = session.user?.nickname || session.user?.account || '';

  // On a phone (below md: the cashier a phone booking pays in, 我的订单…) the menu folds away behind antd's
  // zero-width trigger and lies over the page when opened; a navigation folds it again.
  const narrow = Grid.useBreakpoint().md === false;
  const [menuFolded, setMenuFolded] = useState(false);
  useEffect(() => {
    if (narrow) setMenuFolded(true);
  }, [narrow, location.pathname]);
  const gap = narrow ? 8 : 24;

  return (
    <AdminConsoleContext.Provider value={store}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            background: '#fff',
            borderBottom: '1px solid #f0f0f0',
            paddingInline: gap,
          }}
        >
          <Typography.Title level={4} style={{ margin: 0 }}>
            {SITE_NAME}
          </Typography.Title>
          <Space size="middle">
            <InstitutionSwitch />
            {displayName ? <Typography.Text>{displayName}</Typography.Text> : null}
            <Button icon={<LogoutOutlined />} onClick={() => void session.logout({ to: OFFICIAL_HOME_PATH })}>
              退出登录
            </Button>
          </Space>
        </Layout.Header>
        <Layout style={{ position: 'relative' }}>
          <Layout.Sider
            width={232}
            theme="light"
            breakpoint="md"
            collapsedWidth={0}
            collapsed={narrow && menuFolded}
            onCollapse={setMenuFolded}
            style={{
              borderInlineEnd: '1px solid #f0f0f0',
              ...(narrow ? { position: 'absolute', insetBlock: 0, insetInlineStart: 0, zIndex: 20 } : { overflow: 'auto' }),
            }}
          >
            {!store.menuSettled ? (
              <div style={{ padding: 24, textAlign: 'center' }}>
                <Spin size="small" />
                <div style={{ marginTop: 8, color: 'rgba(0,0,0,0.45)' }}>{LOADING_TEXT}</div>
              </div>
            ) : null}
            {store.menuError ? (
              <Alert
                type="error"
                showIcon
                style={{ margin: 12 }}
                title="菜单加载失败"
                action={
                  <Button size="small" onClick={() => void store.loadMenu()}>
                    重试
                  </Button>
                }
              />
            ) : null}
            {store.menuSettled ? <AdminMenu menu={menu} preload={preloadPages} /> : null}
          </Layout.Sider>
          <Layout.Content style={{ padding: gap, background: '#f5f5f5' }}>
            <div style={{ background: '#fff', padding: gap, minHeight: '100%', borderRadius: 8 }}>
              <Outlet />
            </div>
          </Layout.Content>
        </Layout>
      </Layout>
    </AdminConsoleContext.Provider>
  );
});
