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
  // 小程序场馆管理 → 新增场馆审核 and its detail (check/stadiumCheck/detail); 小程序反馈 → 意见反馈
  {
    path: '/admin/check/venueAdd',
    handle: { title: '新增场馆审核', name: 'VenueAddSh' },
    lazy: async () => ({ Component: (await import('../features/venue/pages/venue-add-review-page')).default }),
  },
  {
    path: '/admin/check/stadiumCheck/detail/:id',
    handle: { title: '场馆审核详情', name: 'StadiumCheckDetail' },
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
];

const routes: { adminRoutes: RouteObject[] } = { adminRoutes };
export default routes;
