import type { RouteObject } from 'react-router-dom';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** 入驻平台 (official/tisch, spec §2.2) inside the OfficialLayout: the application form and 查询进度. */
export const enrolmentRoutes: RouteObject[] = [
  {
    path: 'official/tisch',
    handle: { title: '入驻平台', name: 'OfficialTisch' },
    children: [
      { index: true, lazy: page(() => import('../features/official-enrolment/pages/enrolment-page')) },
      { path: 'progress', handle: { title: '查询进度' }, lazy: page(() => import('../features/official-enrolment/pages/progress-page')) },
    ],
  },
];

/**
 * Phone routes of spec §2.1 outside the official layout: /phone (title Home → 首页) with its children / (the home
 * index), /cgDetail (venue detail with booking), /phone/my-bookings (我的预订), /phone/feedback (a venue's 意见反馈 form) and
 * /phone/my-feedback (我的反馈), under one pathless layout that blocks gesture zoom (§5).
 */
export const phoneRoutes: RouteObject[] = [
  {
    id: 'phone-layout',
    handle: { title: '首页' },
    lazy: page(() => import('../features/phone/components/phone-layout')),
    children: [
      { path: '/phone', handle: { title: '首页', name: 'Home' }, lazy: page(() => import('../features/phone/pages/phone-home-page')) },
      { path: '/cgDetail', handle: { title: '场馆详情', name: 'cgDetail' }, lazy: page(() => import('../features/phone/pages/venue-detail-page')) },
      { path: '/phone/my-bookings', handle: { title: '我的预订', name: 'MyBookings' }, lazy: page(() => import('../features/phone/pages/my-bookings-page')) },
      { path: '/phone/feedback', handle: { title: '意见反馈', name: 'VenueFeedback' }, lazy: page(() => import('../features/phone/pages/venue-feedback-page')) },
      { path: '/phone/my-feedback', handle: { title: '我的反馈', name: 'MyFeedback' }, lazy: page(() => import('../features/phone/pages/my-feedback-page')) },
    ],
  },
];
