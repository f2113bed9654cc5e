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
    handle: { title: '场馆详情', name: 'StadiumDetail', activeMenu: '/admin/stadium/list' },
    lazy: async () => ({ Component: (await import('../features/venue/pages/stadium-detail-page')).default }),
  },
  // 小程序场馆管理 → 新增场馆审核 and its detail (check/stadiumCheck/detail); 小程序反馈 → 意见反馈
  {
    path: '/admin/check/venueAdd',
    handle: { title: '新增场馆审核', name: 'VenueAddSh' },
    lazy: async () => ({ Component: (await import('../features/venue/pages/venue-add-review-page')).default }),
  },
  {
    path: '/admin/check/stadiumCheck/detail/:id',
    handle: { title: '场馆审核详情', name: 'StadiumCheckDetail', activeMenu: '/admin/check/venueAdd' },
    lazy: async () => ({ Component: (await import('../features/venue/pages/venue-check-detail-page')).default }),
  },
  {
    path: '/admin/check/feedback',
    handle: { title: '意见反馈', name: 'minifeedback' },
    lazy: async () => ({ Component: (await import('../features/venue-feedback/pages/feedback-inbox-page')).default }),
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
  // 场馆信息 (issue 22): four tabs of one page (用户反馈: the venue's feedback inbox), the menu item 场馆信息 selected
  ...['base', 'photo', 'service', 'feedback'].map((tab) => ({
    path: `/admin/stadium/${tab}`,
    handle: { title: '场馆信息', name: 'StadiumInfo', activeMenu: '/admin/stadium/base' },
    lazy: async () => ({ Component: (await import('../features/venue-profile/pages/stadium-info-page')).default }),
  })),
  // 场馆变更审核 (platform) and its detail (check/stadiumCheck/changeInfo)
  {
    path: '/admin/check/venueEdit',
    handle: { title: '场馆变更审核', name: 'VenueEditSh' },
    lazy: async () => ({ Component: (await import('../features/venue-profile/pages/venue-change-list-page')).default }),
  },
  {
    path: '/admin/check/stadiumCheck/changeInfo/:id',
    handle: { title: '场馆变更详情', name: 'VenueEditSh', activeMenu: '/admin/check/venueEdit' },
    lazy: async () => ({ Component: (await import('../features/venue-profile/pages/venue-change-detail-page')).default }),
  },
  // 预订管理 (issue 22): the board of the front desk, and 预订记录 (active menu ReserveManage)
  {
    path: '/admin/reserve/manage',
    handle: { title: '预订管理', name: 'ReserveManage' },
    lazy: async () => ({ Component: (await import('../features/reserve/pages/reserve-manage-page')).default }),
  },
  {
    path: '/admin/reserve/record',
    handle: { title: '预订记录', name: 'ReserveManage', activeMenu: '/admin/reserve/manage' },
    lazy: async () => ({ Component: (await import('../features/reserve/pages/reserve-record-page')).default }),
  },
];

const routes: { adminRoutes: RouteObject[] } = { adminRoutes };
export default routes;
