import type { RouteObject } from 'react-router-dom';
import {
  ADMIN_HOME_PATH,
  ADMIN_LOGIN_PATH,
  INSTITUTION_LOGIN_PATH,
  MAINTENANCE_PATH,
  NOT_FOUND_PATH,
  OFFICIAL_LOGIN_PATH,
  remoteForPath,
  type SessionStore,
} from 'shared';
import { AdminLoginPage } from '../features/auth/pages/admin-login-page';
import { AuthorizedPage } from '../features/auth/pages/authorized-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { OfficialLoginPage } from '../features/auth/pages/official-login-page';
import { RetrieveAccountPage } from '../features/auth/pages/retrieve-account-page';
import { WechatLoginSuccessPage } from '../features/auth/pages/wechat-login-success-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { AdminLayout } from '../features/layout/components/admin-layout';
import { ADMIN_ROUTE_ID, PUBLIC_ROUTE_ID, RemoteCatchAll, RemoteLoading } from '../features/remotes';
import { MaintenancePage } from '../features/system/pages/maintenance-page';
import { NotFoundPage } from '../features/system/pages/not-found-page';
import { RootError } from './root-error';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-handle';

const handle = (h: RouteHandle) => h;

/**
 * The shell's own routes (spec §2.1, §2.2 official/login, §2.4). Remote routes arrive later through
 * patchRoutesOnNavigation: under `admin` (inside AdminLayout) and under the pathless `public`.
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
        { path: INSTITUTION_LOGIN_PATH, element: <LoginPage />, handle: handle({ title: '登录', name: 'Login' }) },
        { path: ADMIN_LOGIN_PATH, element: <AdminLoginPage />, handle: handle({ title: '平台管理员登录', name: 'AdminLogin' }) },
        {
          path: OFFICIAL_LOGIN_PATH,
          element: <OfficialLoginPage />,
          handle: handle({ title: '用户登录', name: 'OfficialLogin' }),
          children: [
            {
              path: 'retrieveAccount',
              element: <RetrieveAccountPage />,
              handle: handle({ title: '找回账号/密码', name: 'RetrieveAccount' }),
            },
          ],
        },
        { path: '/wechat/loginSuccess', element: <WechatLoginSuccessPage />, handle: handle({ title: '登录成功', name: 'WechatLoginSuccess' }) },
        { path: '/authorized', element: <AuthorizedPage />, handle: handle({ title: '授权登录', name: 'Authorized' }) },
        { path: MAINTENANCE_PATH, element: <MaintenancePage />, handle: handle({ title: '系统维护' }) },
        { path: NOT_FOUND_PATH, element: <NotFoundPage />, handle: handle({ title: '页面不存在' }) },
        {
          id: ADMIN_ROUTE_ID,
          path: ADMIN_HOME_PATH,
          element: <AdminLayout />,
          handle: handle({ title: '后台管理' }),
          children: [
            { index: true, element: <DashboardPage />, handle: handle({ title: '首页' }) },
            { path: '*', element: <RemoteCatchAll remoteForPath={remoteForPath} /> },
          ],
        },
        { path: '*', element: <RemoteCatchAll remoteForPath={remoteForPath} /> },
      ],
    },
  ];
}
