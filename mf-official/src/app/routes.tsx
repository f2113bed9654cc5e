import type { RouteObject } from 'react-router-dom';

/**
 * Routes exposed as `mf_official/routes`. `publicRoutes` bring their own OfficialLayout as the parent (the shell
 * patches them under its pathless `public` route); the content back office adds `adminRoutes` in later issues.
 */
export const publicRoutes: RouteObject[] = [
  {
    id: 'official-layout',
    lazy: async () => ({ Component: (await import('../features/official-layout/components/official-layout')).default }),
    children: [
      {
        path: '/',
        handle: { title: '首页', name: 'OfficialHomePage' },
        lazy: async () => ({ Component: (await import('../features/official-home/pages/official-home-page')).default }),
      },
    ],
  },
];

const routes: { publicRoutes: RouteObject[]; adminRoutes: RouteObject[] } = { publicRoutes, adminRoutes: [] };
export default routes;
