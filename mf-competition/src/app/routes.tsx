import type { RouteObject } from 'react-router-dom';

/** Routes exposed as `mf_competition/routes` (absolute paths of docs/architecture.md; pages load lazily). */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/match/list',
    handle: { title: '赛事列表', name: 'MatchList' },
    lazy: async () => ({ Component: (await import('../features/competition/pages/match-list-page')).default }),
  },
];

const routes: { adminRoutes: RouteObject[] } = { adminRoutes };
export default routes;
