import type { RouteObject } from 'react-router-dom';
import { type SessionStore } from 'shared';
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, INSTITUTION_LOGIN_PATH, MAINTENANCE_PATH, NOT_FOUND_PATH, OFFICIAL_LOGIN_PATH, menuItemForPath, remoteForPath } from 'shared/rules';
import { ADMIN_ROUTE_ID, PUBLIC_ROUTE_ID, RemoteCatchAll, RemoteLoading } from '../features/remotes';
import { loadAntdStylesheet } from './antd-stylesheet';
import { RootError } from './root-error';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-handle';

const handle = (h: RouteHandle) => h;
const menuTitleForPath = (path: string) => menuItemForPath(path)?.title;

/** Route id of the pathless parent that mounts the antd providers (lazily) around every antd route. */
export const ANTD_ROUTE_ID = 'antd';

// Every route below `antd` is loaded on first visit: the public site (root, `public`, the top-level `*`) ships no
// antd. Chunk names group what is visited together (login pages; the console frame; the system pages).
// antd's stylesheet (when the build named one) arrives with the providers, so that no console page is drawn unstyled
const antdLayout = async () => {
  const [{ AntdLayout }, staticStyles] = await Promise.all([import(/* webpackChunkName: "antd-layout" */ './antd-layout'), loadAntdStylesheet()]);
  return { Component: () => <AntdLayout staticStyles={staticStyles} /> };
};
const auth = () => import(/* webpackChunkName: "auth" */ '../features/auth/pages');
const system = () => import(/* webpackChunkName: "system" */ '../features/system/pages');
const consoleFrame = () => import(/* webpackChunkName: "console" */ './console-pages');

/** Starts loading the antd providers and the console frame without rendering them (failures are ignored here). */
export function warmAdminConsole(): void {
  void Promise.all([antdLayout(), consoleFrame()]).catch(() => undefined);
}

/**
 * The shell's own routes (spec §2.1, §2.2 official/login, §2.4). Remote routes arrive later through
 * patchRoutesOnNavigation: under `admin` (inside AdminLayout, inside the antd providers) and under the pathless
 * `public` (no antd).
 */
export function createShellRoutes(session: SessionStore): RouteObject[] {
  return [
    {
      // Pathless on purpose: a root with `path: '/'` would match `/` by itself (no params), and React Router would
      // then never call patchRoutesOnNavigation for the official home. Pathless, `/` only matches the `*`
      // catch-all (a splat match), which triggers route discovery.
      id: 'root',
      element: <RootLayout />,
      errorElement: <RootError />,
      hydrateFallbackElement: <RemoteLoading />,
      // Spec §4: both cookies must still be there on every navigation (the guard reads the result).
      loader: () => {
        session.checkLoggedIn();
        return null;
      },
      shouldRevalidate: () => true,
      children: [
        { id: PUBLIC_ROUTE_ID, children: [] },
        {
          id: ANTD_ROUTE_ID,
          lazy: antdLayout,
          children: [
            {
              path: INSTITUTION_LOGIN_PATH,
              lazy: async () => ({ Component: (await auth()).LoginPage }),
              handle: handle({ title: '登录', name: 'Login' }),
              children: [
                {
                  path: 'acceptInvitation',
                  lazy: async () => ({ Component: (await auth()).AcceptInvitationPage }),
                  handle: handle({ title: '接受邀请', name: 'AcceptInvitation' }),
                },
              ],
            },
            {
              path: ADMIN_LOGIN_PATH,
              lazy: async () => ({ Component: (await auth()).AdminLoginPage }),
              handle: handle({ title: '平台管理员登录', name: 'AdminLogin' }),
            },
            {
              path: OFFICIAL_LOGIN_PATH,
              lazy: async () => ({ Component: (await auth()).OfficialLoginPage }),
              handle: handle({ title: '用户登录', name: 'OfficialLogin' }),
              children: [
                {
                  path: 'retrieveAccount',
                  lazy: async () => ({ Component: (await auth()).RetrieveAccountPage }),
                  handle: handle({ title: '找回账号/密码', name: 'RetrieveAccount' }),
                },
              ],
            },
            {
              path: '/authorized',
              lazy: async () => ({ Component: (await auth()).AuthorizedPage }),
              handle: handle({ title: '授权登录', name: 'Authorized' }),
            },
            {
              path: '/wechat/loginSuccess',
              lazy: async () => ({ Component: (await auth()).WechatLoginSuccessPage }),
              handle: handle({ title: '登录成功', name: 'WechatLoginSuccess' }),
            },
            {
              path: MAINTENANCE_PATH,
              lazy: async () => ({ Component: (await system()).MaintenancePage }),
              handle: handle({ title: '系统维护' }),
            },
            {
              path: NOT_FOUND_PATH,
              lazy: async () => ({ Component: (await system()).NotFoundPage }),
              handle: handle({ title: '页面不存在' }),
            },
            {
              id: ADMIN_ROUTE_ID,
              path: ADMIN_HOME_PATH,
              lazy: async () => ({ Component: (await consoleFrame()).AdminLayout }),
              handle: handle({ title: '后台管理' }),
              children: [
                { index: true, lazy: async () => ({ Component: (await consoleFrame()).DashboardPage }), handle: handle({ title: '首页' }) },
                { path: '*', element: <RemoteCatchAll remoteForPath={remoteForPath} menuTitleForPath={menuTitleForPath} /> },
              ],
            },
          ],
        },
        { path: '*', element: <RemoteCatchAll remoteForPath={remoteForPath} /> },
      ],
    },
  ];
}
