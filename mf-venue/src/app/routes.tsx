import type { RouteObject } from 'react-router-dom';

/** Routes exposed as `mf_venue/routes` (absolute paths of docs/architecture.md; pages load lazily). */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/stadium/list',
    handle: { title: '场馆列表', name: 'StadiumList' },
    lazy: async () => ({ Component: (await import('../features/venue/pages/stadium-list-page')).default }),
  },
  {
    path: '/admin/stadium/detail/:id',
    handle: { title: '场馆详情', name: 'StadiumDetail' },
    lazy: async () => ({ Component: (await import('../features/venue/pages/stadium-detail-page')).default }),
  },
  // 场馆管理 → 订场账户: the venue operator's booking income (issue 13)
  {
    path: '/admin/venueAccount',
    handle: { title: '订场账户', name: 'AccountHome' },
    lazy: async () => ({ Component: (await import('../features/venue-account/pages/venue-account-page')).default }),
  },
  // 预订管理 (issue 22): the board of the front desk, and 预订记录 (active menu ReserveManage)
  {
    path: '/admin/reserve/manage',
    handle: { title: '预订管理', name: 'ReserveManage' },
    lazy: async () => ({ Component: (await import('../features/reserve/pages/reserve-manage-page')).default }),
  },
  {
    path: '/admin/reserve/record',
    handle: { title: '预订记录', name: 'ReserveManage' },
    lazy: async () => ({ Component: (await import('../features/reserve/pages/reserve-record-page')).default }),
  },
];

const routes: { adminRoutes: RouteObject[] } = { adminRoutes };
export default routes;
