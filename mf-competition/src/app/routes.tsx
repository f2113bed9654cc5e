import type { RouteObject } from 'react-router-dom';
import { matchRecordTitle, TITLE_ACTIVITY_FILING, TITLE_MATCH_FILING } from 'shared/rules';
import type { ManagementPageEntry } from '../features/competition/components/management-menu';

/*
 * Routes exposed as `mf_competition/routes` (absolute paths of docs/architecture.md "Admin paths"; pages load
 * lazily). The match and series management layouts take their pages (and side menus) from the two tables below:
 * adding a page is ONE entry in MATCH_MANAGEMENT_PAGES (or SERIES_MANAGEMENT_PAGES), e.g.
 *   { path: 'signUp/setting', title: '报名设置', name: 'ActivitySignUpSetting', group: '报名',
 *     page: () => import('../features/sign-up/pages/sign-up-setting-page') },
 * The page module's default export is rendered inside the layout; it reads `:id` and `:c_type` with useParams.
 */


/** `/admin/institution/match/:id/:c_type/<path>` — spec §2.4 paths, spec §2.5 "Activity menu" groups. */
export const MATCH_MANAGEMENT_PAGES: ManagementPageEntry[] = [
  { path: 'base', title: '基本信息', name: 'ActivityBase', group: '基本信息', page: () => import('../features/competition/pages/match-base-page') },
  {
    path: 'record',
    title: TITLE_MATCH_FILING,
    name: 'MatchEditRecord',
    group: '基本信息',
    only: 1,
    page: () => import('../features/competition/pages/match-filing-page').then((m) => ({ default: m.MatchRecordFilingRoute })),
  },
  {
    path: 'Active',
    title: TITLE_ACTIVITY_FILING,
    name: 'MatchEditRecord',
    group: '基本信息',
    only: 2,
    page: () => import('../features/competition/pages/match-filing-page').then((m) => ({ default: m.MatchActiveFilingRoute })),
  },
  { path: 'code', title: '管理权限', name: 'ActivityCode', group: '基本信息', ownerOnly: true, page: () => import('../features/competition/pages/match-code-page') },
  {
    path: 'signUp_player',
    title: '个人报名名单',
    name: 'ActivitySignUpList',
    group: '报名',
    page: () => import('../features/sign-up/pages/sign-up-list-page').then((m) => ({ default: m.PlayerSignUpListPage })),
  },
  {
    path: 'signUp',
    title: '团队报名名单',
    name: 'ActivitySignUpTeamList',
    group: '报名',
    page: () => import('../features/sign-up/pages/sign-up-list-page').then((m) => ({ default: m.TeamSignUpListPage })),
  },
  { path: 'signUp_apply', title: '报名审核', name: 'ActivitySignUpApplyList', group: '报名', page: () => import('../features/sign-up/pages/sign-up-review-page') },
  { path: 'signUp/setting', title: '报名设置', name: 'ActivitySignUpSetting', group: '报名', page: () => import('../features/sign-up/pages/sign-up-setting-page') },
  { path: 'schedule', title: '赛程', name: 'ScheduleLayout', group: '赛程', page: () => import('../features/schedule/pages/schedule-page') },
  { path: 'schedule/step/:step_id', title: '赛程阶段', name: 'ScheduleStep', group: '赛程', hidden: true, page: () => import('../features/schedule/pages/schedule-step-page') },
  { path: 'scoreRule', title: '计分规则', name: 'scoreRule', group: '成绩', page: () => import('../features/results/pages/score-rule-page') },
  { path: 'score', title: '比分录入', name: 'score', group: '成绩', page: () => import('../features/schedule/pages/score-entry-page') },
  { path: 'rank', title: '排行榜', name: 'RankList', group: '成绩', page: () => import('../features/results/pages/rank-page') },
  { path: 'achievement', title: '成绩', name: 'achievementList', group: '成绩', page: () => import('../features/results/pages/achievement-page') },
  { path: 'setting', title: '奖项设置', name: 'award', group: '成绩', page: () => import('../features/results/pages/award-page') },
  { path: 'clock/clocklist', title: '打卡排行', name: 'ClockList', group: '打卡', only: 2, page: () => import('../features/check-in/pages/check-in-ranking-page') },
  {
    path: 'clock/clockrecordlist',
    title: '打卡记录',
    name: 'ClockRecordList',
    group: '打卡',
    only: 2,
    page: () => import('../features/check-in/pages/check-in-record-list-page'),
  },
  { path: 'clock/clockset', title: '打卡设置', name: 'ClockSet', group: '打卡', only: 2, page: () => import('../features/check-in/pages/check-in-settings-page') },
  {
    path: 'clock/playerlist/:ctid',
    title: '打卡参与者',
    name: 'ClockPlayerList',
    group: '打卡',
    only: 2,
    hidden: true,
    page: () => import('../features/check-in/pages/check-in-participant-list-page'),
  },
  {
    path: 'clock/playerdata/:cpid',
    title: '打卡数据',
    name: 'ClockPlayerData',
    group: '打卡',
    only: 2,
    hidden: true,
    page: () => import('../features/check-in/pages/check-in-participant-page'),
  },
  { path: 'certificate', title: '证书', name: 'certificateList', page: () => import('../features/certificates/pages/certificate-page') },
  { path: 'videoList', title: '视频', name: 'videoListList', page: () => import('../features/video/pages/competition-video-page') },
  { path: 'album/list', title: '相册', name: 'AlbumList', page: () => import('../features/album/pages/album-list-page') },
  {
    path: 'album/create',
    title: '新建相册',
    name: 'AlbumCreate',
    hidden: true,
    page: () => import('../features/album/pages/album-form-page').then((m) => ({ default: m.AlbumCreatePage })),
  },
  { path: 'album/details/:album_id', title: '相册详情', name: 'AlbumDetails', hidden: true, page: () => import('../features/album/pages/album-details-page') },
  {
    path: 'album/edit',
    title: '编辑相册',
    name: 'AlbumEdit',
    hidden: true,
    page: () => import('../features/album/pages/album-form-page').then((m) => ({ default: m.AlbumEditPage })),
  },
  { path: 'records', title: '集锦', name: 'recordsList', page: () => import('../features/highlights/pages/highlights-page') },
  { path: 'downList', title: '下载', name: 'downList', page: () => import('../features/results/pages/download-page') },
];

/**
 * `/admin/institution/series/:id/:c_type/<path>` — spec §2.4 series paths; which of them the menu shows is the shared
 * rule seriesMenu (the series' type, its 系列报备 status, owner or grant holder; docs/series.md).
 */
export const SERIES_MANAGEMENT_PAGES: ManagementPageEntry[] = [
  { path: 'base', title: '系列信息', name: 'SeriesBase', page: () => import('../features/competition/pages/series-base-page') },
  {
    path: 'list',
    title: '系列比赛',
    name: 'SeriesList',
    only: 1,
    page: () => import('../features/competition/pages/series-list-page').then((m) => ({ default: m.SeriesListRoute })),
  },
  {
    path: 'ActivityList',
    title: '系列活动',
    name: 'ActivityList',
    only: 2,
    page: () => import('../features/competition/pages/series-list-page').then((m) => ({ default: m.SeriesActivityListRoute })),
  },
  {
    path: 'create',
    title: '新建比赛',
    name: 'create',
    only: 1,
    page: () => import('../features/competition/pages/series-list-page').then((m) => ({ default: m.SeriesCreateRoute })),
  },
  {
    path: 'createActivity',
    title: '新建活动',
    name: 'createActivity',
    only: 2,
    page: () => import('../features/competition/pages/series-list-page').then((m) => ({ default: m.SeriesCreateActivityRoute })),
  },
  { path: 'record', title: '系列报备', name: 'SeriesRecord', page: () => import('../features/competition/pages/series-record-page') },
  {
    path: 'base2',
    title: '系列信息',
    name: 'manSeriesBase',
    page: () => import('../features/competition/pages/series-base-page').then((m) => ({ default: m.ManSeriesBasePage })),
  },
];

/** Document title of MatchRecord / MatchActive from the `type` query (spec §2.7). */
export const filingTitle = (search: URLSearchParams) => matchRecordTitle(search.get('type')).title;

/** Child routes of a management layout: `base` by default, every table entry, unknown paths → 404. */
function managementChildren(pages: readonly ManagementPageEntry[]): RouteObject[] {
  return [
    { index: true, lazy: async () => ({ Component: (await import('./redirects')).ToBase }) },
    ...pages.map(
      (p): RouteObject => ({
        path: p.path,
        handle: { title: p.title, name: p.name },
        lazy: async () => ({ Component: (await p.page()).default }),
      }),
    ),
    { path: '*', lazy: async () => ({ Component: (await import('./redirects')).ToNotFound }) },
  ];
}

export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/gradeManage/gradeList',
    handle: { title: '成绩列表', name: 'gradeList' },
    lazy: async () => ({ Component: (await import('../features/results/pages/grade-list-page')).default }),
  },
  {
    path: '/admin/gradeManage/highestList',
    handle: { title: '最高纪录', name: 'highestList' },
    lazy: async () => ({ Component: (await import('../features/results/pages/highest-list-page')).default }),
  },
  {
    path: '/admin/match/list',
    handle: { title: '赛事列表', name: 'MatchList' },
    lazy: async () => ({ Component: (await import('../features/competition/pages/match-list-page')).default }),
  },
  {
    // 我的执裁: an approved referee's assigned fixtures (menu 我的注册, see docs/architecture.md)
    path: '/admin/match/referee',
    handle: { title: '我的执裁', name: 'RefereeFixtures' },
    lazy: async () => ({ Component: (await import('../features/schedule/pages/referee-fixtures-page')).default }),
  },
  {
    // 场边计分: 我的执裁 on a phone, usable offline (its own service worker scope, docs/courtside.md)
    path: '/admin/match/referee/courtside',
    handle: { title: '场边计分', name: 'RefereeCourtside' },
    lazy: async () => ({ Component: (await import('../features/schedule/pages/courtside-page')).default }),
  },
  {
    path: '/admin/match/reviewList',
    handle: { title: '报备审核', name: 'MatchReviewList' },
    lazy: async () => ({ Component: (await import('../features/competition/pages/match-review-list-page')).default }),
  },
  {
    // MatchRecord (`?type=1`, 比赛报备): the title follows the type query (spec §2.7: 1 → 比赛报备, else 活动报备)
    path: '/admin/record',
    handle: { title: TITLE_MATCH_FILING, titleFor: filingTitle, name: 'MatchRecord' },
    lazy: async () => ({ Component: (await import('../features/competition/pages/match-record-page')).default }),
  },
  {
    path: '/admin/Active',
    handle: { title: TITLE_ACTIVITY_FILING, titleFor: filingTitle, name: 'MatchActive' },
    lazy: async () => ({ Component: (await import('../features/competition/pages/match-record-page')).default }),
  },
  {
    path: '/admin/create/record',
    handle: { title: '新建赛事', name: 'MatchCreateLayout' },
    lazy: async () => ({ Component: (await import('../features/competition/pages/match-create-layout-page')).default }),
  },
  {
    // CreateMatch without has_record: the shell's guard sends it to MatchCreateLayout (/admin/create/record?type=1).
    path: '/admin/create',
    handle: { title: '新建赛事', name: 'CreateMatch' },
    lazy: async () => ({ Component: (await import('./redirects')).ToCreateLayout }),
  },
  {
    path: '/admin/create/match',
    handle: { title: '新建比赛', name: 'CreateMatch', hasRecord: true },
    lazy: async () => ({ Component: (await import('../features/competition/pages/create-match-page')).CreateMatchRoute }),
  },
  {
    path: '/admin/create/activity',
    handle: { title: '新建活动', name: 'CreateMatch', hasRecord: true },
    lazy: async () => ({ Component: (await import('../features/competition/pages/create-match-page')).CreateActivityRoute }),
  },
  {
    path: '/admin/institution/match/:id/:c_type',
    handle: { title: '赛事管理', name: 'MatchManage' },
    lazy: async () => {
      const { MatchManagementLayout } = await import('../features/competition/components/match-management-layout');
      return { Component: () => <MatchManagementLayout pages={MATCH_MANAGEMENT_PAGES} /> };
    },
    children: managementChildren(MATCH_MANAGEMENT_PAGES),
  },
  {
    path: '/admin/institution/series/:id/:c_type',
    handle: { title: '系列管理', name: 'SeriesManage' },
    lazy: async () => {
      const { SeriesManagementLayout } = await import('../features/competition/components/series-management-layout');
      return { Component: () => <SeriesManagementLayout pages={SERIES_MANAGEMENT_PAGES} /> };
    },
    children: managementChildren(SERIES_MANAGEMENT_PAGES),
  },
];


const routes: { adminRoutes: RouteObject[] } = { adminRoutes };
export default routes;
