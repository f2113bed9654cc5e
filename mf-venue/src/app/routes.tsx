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
  // 预订管理 → 订场设置: courts, prices, hours, closures, booking settings (issue 22)
  {
    path: '/admin/reserve/settings',
    handle: { title: '订场设置', name: 'ReserveSettings', activeMenu: '/admin/reserve/manage' },
    lazy: async () => ({ Component: (await import('../features/reserve-settings/pages/reserve-settings-page')).default }),
  },
  // 场馆数据分析 (dataAnalysis/stadium): occupancy, peak hours, revenue, cancellations (issue 22)
  {
    path: '/admin/dataAnalysis/stadium',
    handle: { title: '场馆数据分析', name: 'DataAnalysisStadium', activeMenu: '/admin/reserve/manage' },
    lazy: async () => ({ Component: (await import('../features/venue-analysis/pages/venue-analysis-page')).default }),
  },
];

const routes: { adminRoutes: RouteObject[] } = { adminRoutes };
export default routes;
