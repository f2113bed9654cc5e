import { Navigate, type RouteObject } from 'react-router-dom';
import { HIGHEST_RECORDS_TITLE, MATCH_SWITCH_TITLES } from 'shared/rules';
import { homeManagementRoutes } from '../features/home-management/routes';
import { articleAdminRoutes, informationRoutes, phoneArticleRoutes } from './article-routes';
import { liveAdminRoutes, liveRoutes } from './live-routes';
import { videoAdminRoutes, videoRoutes } from './video-routes';
import { albumRoutes, imageAdminRoutes } from './album-routes';
import { directoryRoutes } from './directory-routes';
import { enrolmentRoutes, phoneRoutes } from './enrolment-routes';

const matchListPage = async () => ({ Component: (await import('../features/official-competition/pages/match-list-page')).default });
const matchDetailsPage = async () => ({ Component: (await import('../features/official-competition/pages/match-details-page')).default });
const seriesPage = async () => ({ Component: (await import('../features/official-competition/pages/series-page')).default });
const recordsPage = async () => ({ Component: (await import('../features/official-competition/pages/records-page')).default });

const DETAILS = { title: '赛事详情', name: 'OfficialMatchDetails' };

/**
 * OfficialMatch sections (spec §2.2, §2.7): official/match/{switchId} with list, details/{details_id} and
 * series/{id}. The section title is the breadcrumb of everything below it: 1 赛事查询, 2 赛事直播, 3 成绩查询,
 * any other switchId 最高纪录 (static segments win over `:switchId`).
 */
function matchSection(switchId: string, title: string): RouteObject {
  return {
    path: `official/match/${switchId}`,
    handle: { title, name: 'OfficialMatch' },
    children: [
      { index: true, element: <Navigate to="list" replace /> },
      { path: 'list', lazy: switchId === ':switchId' ? recordsPage : matchListPage },
      { path: 'details/:details_id', handle: DETAILS, lazy: matchDetailsPage },
      { path: 'series/:id', handle: { title: '赛事系列' }, lazy: seriesPage },
    ],
  };
}

/** Public pages of the competition domain (features/official-competition). */
export const competitionRoutes: RouteObject[] = [
  matchSection('1', MATCH_SWITCH_TITLES[1]),
  matchSection('2', MATCH_SWITCH_TITLES[2]),
  matchSection('3', MATCH_SWITCH_TITLES[3]),
  matchSection(':switchId', HIGHEST_RECORDS_TITLE),
  { path: 'match/:details_id', handle: DETAILS, lazy: matchDetailsPage },
  {
    path: 'calendar',
    handle: { title: '赛事日历' },
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/official-competition/pages/calendar-page')).default }) },
      { path: 'details/:details_id', handle: DETAILS, lazy: matchDetailsPage },
      {
        path: 'series',
        handle: { title: '赛事系列' },
        lazy: async () => ({ Component: (await import('../features/official-competition/pages/series-list-page')).default }),
      },
    ],
  },
  {
    path: 'series/:id',
    handle: { title: '赛事系列' },
    children: [
      { index: true, lazy: seriesPage },
      { path: 'details/:details_id', handle: DETAILS, lazy: matchDetailsPage },
    ],
  },
];

/**
 * Routes exposed as `mf_official/routes`. `publicRoutes` bring their own OfficialLayout as the parent (the shell
 * patches them under its pathless `public` route); the content back office adds `adminRoutes` in later issues.
 */
export const publicRoutes: RouteObject[] = [
  {
    id: 'official-layout',
    // Chunk names: the build lists these chunks in preload.json, and the server preloads them from index.html.
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "official-layout" */ '../features/official-layout/components/official-layout')).default }),
    children: [
      {
        path: '/',
        handle: { title: '首页', name: 'OfficialHomePage' },
        lazy: async () => ({ Component: (await import(/* webpackChunkName: "official-home" */ '../features/official-home/pages/official-home-page')).default }),
      },
      ...competitionRoutes,
      ...informationRoutes,
      ...liveRoutes,
      ...videoRoutes,
      ...albumRoutes,
      ...directoryRoutes,
      ...enrolmentRoutes,
      {
        path: 'certificate/verify/:code',
        handle: { title: '证书验证', name: 'CertificateVerify' },
        lazy: async () => ({ Component: (await import('../features/certificate-verify/pages/certificate-verify-page')).default }),
      },
    ],
  },
  ...phoneArticleRoutes,
  ...phoneRoutes,
];

const routes: { publicRoutes: RouteObject[]; adminRoutes: RouteObject[] } = { publicRoutes, adminRoutes: [...homeManagementRoutes, ...articleAdminRoutes, ...liveAdminRoutes, ...videoAdminRoutes, ...imageAdminRoutes] };
export default routes;
