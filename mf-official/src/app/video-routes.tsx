import type { RouteObject } from 'react-router-dom';

/** Public video pages inside the OfficialLayout (features/video): /video and /video/details/:id. */
export const videoRoutes: RouteObject[] = [
  {
    path: 'video',
    handle: { title: '视频', name: 'OfficialVideo' },
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/video/pages/video-list-page')).default }) },
      {
        path: 'details/:id',
        handle: { title: '视频详情', name: 'OfficialVideoDetails' },
        lazy: async () => ({ Component: (await import('../features/video/pages/video-details-page')).default }),
      },
    ],
  },
];

/** Back office of the video library (视频管理 → 视频列表, features/video-management). */
export const videoAdminRoutes: RouteObject[] = [
  {
    path: '/admin/video/list',
    handle: { title: '视频列表', name: 'backVideoList' },
    lazy: async () => ({ Component: (await import('../features/video-management/pages/video-list-page')).default }),
  },
];
