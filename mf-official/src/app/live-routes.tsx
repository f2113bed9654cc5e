import type { RouteObject } from 'react-router-dom';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Public live pages inside the OfficialLayout (features/live): the list and the player (hls.js loads only there). */
export const liveRoutes: RouteObject[] = [
  {
    path: 'live',
    handle: { title: '赛事直播', name: 'OfficialLive' },
    children: [
      { index: true, lazy: page(() => import('../features/live/pages/live-list-page')) },
      { path: 'details/:id', handle: { title: '直播详情', name: 'OfficialLiveDetails' }, lazy: page(() => import('../features/live/pages/live-details-page')) },
    ],
  },
];

/** Back office of live rooms (视频管理 > 直播列表 and 直播管理, features/live-management). */
export const liveAdminRoutes: RouteObject[] = [
  { path: '/admin/video/lives', handle: { title: '直播列表', name: 'backLivesList' }, lazy: page(() => import('../features/live-management/pages/back-lives-page')) },
  { path: '/admin/live/BuyLiveIndex', handle: { title: '购买直播', name: 'BuyLiveIndex' }, lazy: page(() => import('../features/live-management/pages/buy-live-page')) },
  { path: '/admin/live/PlanLiveList', handle: { title: '直播计划', name: 'PlanLiveList' }, lazy: page(() => import('../features/live-management/pages/plan-live-page')) },
  { path: '/admin/live/PlayedLiveList', handle: { title: '已播列表', name: 'PlayedLiveList' }, lazy: page(() => import('../features/live-management/pages/played-live-page')) },
  { path: '/admin/live/liveAdvertisement', handle: { title: '直播广告', name: 'liveAdvertisement' }, lazy: page(() => import('../features/live-management/pages/live-ad-page')) },
];
