import type { RouteObject } from 'react-router-dom';

/** Public album pages inside the OfficialLayout (features/album): /album and /album/details/:id. */
export const albumRoutes: RouteObject[] = [
  {
    path: 'album',
    handle: { title: '相册', name: 'OfficialAlbum' },
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/album/pages/album-list-page')).default }) },
      {
        path: 'details/:id',
        handle: { title: '相册详情', name: 'OfficialAlbumDetails' },
        lazy: async () => ({ Component: (await import('../features/album/pages/album-details-page')).default }),
      },
    ],
  },
];

/** Back office of images (图片管理 group, features/image-management; platform admin). */
export const imageAdminRoutes: RouteObject[] = [
  {
    path: '/admin/image/list',
    handle: { title: '图片管理', name: 'imagemangerList' },
    lazy: async () => ({ Component: (await import('../features/image-management/pages/image-list-page')).default }),
  },
  {
    path: '/admin/image/complaint',
    handle: { title: '图片投诉', name: 'imagecomplaint' },
    lazy: async () => ({ Component: (await import('../features/image-management/pages/image-complaint-page')).default }),
  },
];
