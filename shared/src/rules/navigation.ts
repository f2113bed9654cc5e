/**
 * Navigation rules of spec §2.7 as pure functions returning plain data; the shell (and the remotes' layouts)
 * apply them.
 */
import { ADMIN_LOGIN_PATH, OFFICIAL_HOME_PATH, OFFICIAL_LOGIN_PATH, loginRedirectPath } from './paths.ts';

export const SITE_NAME = '赛事运营平台';

export const TITLE_MATCH_FILING = '比赛报备';
export const TITLE_ACTIVITY_FILING = '活动报备';
export const TITLE_REGISTRATION_INFO = '注册信息';
export const TITLE_NEW_REGISTRATION = '提交新注册';

/** Spec §2.7: document title from the route title. */
export function documentTitle(routeTitle?: string | null): string {
  const title = routeTitle?.trim();
  return title ? `${title} - ${SITE_NAME}` : SITE_NAME;
}

export interface TitleAndBreadcrumb {
  title: string;
  breadcrumb: string;
}

/** switchId of OfficialMatchDetails → layout breadcrumb. */
export const MATCH_SWITCH_TITLES: Readonly<Record<number, string>> = { 1: '赛事查询', 2: '赛事直播', 3: '成绩查询' };
export const HIGHEST_RECORDS_TITLE = '最高纪录';

/**
 * OfficialMatchDetails: breadcrumb by switchId (1 赛事查询, 2 赛事直播, 3 成绩查询, other 最高纪录);
 * null (nothing changes) when the previous route is gradeList.
 */
export function officialMatchDetailsBreadcrumb(switchId: string | number | null | undefined, previousRouteName?: string | null): TitleAndBreadcrumb | null {
  if (previousRouteName === 'gradeList') return null;
  const title = MATCH_SWITCH_TITLES[Number(switchId)] ?? HIGHEST_RECORDS_TITLE;
  return { title, breadcrumb: title };
}

/** MatchEditRecord: record_type 2 with query type 2 or 3 → 活动报备, otherwise 比赛报备. */
export function matchEditRecordTitle(recordType: string | number | null | undefined, type: string | number | null | undefined): TitleAndBreadcrumb {
  const activity = Number(recordType) === 2 && (Number(type) === 2 || Number(type) === 3);
  const title = activity ? TITLE_ACTIVITY_FILING : TITLE_MATCH_FILING;
  return { title, breadcrumb: title };
}

/** MatchRecord: query type 1 → 比赛报备, otherwise 活动报备. */
export function matchRecordTitle(type: string | number | null | undefined): TitleAndBreadcrumb {
  const title = Number(type) === 1 ? TITLE_MATCH_FILING : TITLE_ACTIVITY_FILING;
  return { title, breadcrumb: title };
}

/** OfficialInformationDetails: the breadcrumb is the `column` query, `column_id` is kept as a parameter. */
export function officialInformationDetailsBreadcrumb(query: { column?: string | null; column_id?: string | number | null }): {
  breadcrumb: string;
  params: { column_id: string };
} {
  return {
    breadcrumb: query.column ?? '',
    params: { column_id: query.column_id == null ? '' : String(query.column_id) },
  };
}

export interface AddRegistrationView {
  /** Menu key that stays active: register-athlete or register-referee. */
  activeMenu: 'register-athlete' | 'register-referee';
  /** Path of that menu item. */
  activeMenuPath: string;
  title: string;
}

/** AddRegistration: path athlete → register-athlete else register-referee; key details → 注册信息 else 提交新注册. */
export function addRegistrationView(path: string | null | undefined, key: string | null | undefined): AddRegistrationView {
  const athlete = path === 'athlete';
  return {
    activeMenu: athlete ? 'register-athlete' : 'register-referee',
    activeMenuPath: athlete ? '/admin/person/register/athlete' : '/admin/person/register/referee',
    title: key === 'details' ? TITLE_REGISTRATION_INFO : TITLE_NEW_REGISTRATION,
  };
}

export interface GuardInput {
  /** Route name of the target (spec names: OfficialLogin, CreateMatch, …). */
  routeName?: string | null;
  /** Target pathname. */
  path: string;
  isLoggedIn: boolean;
  /** Route meta flag has_record. */
  hasRecord?: boolean;
}

export type GuardDecision =
  | { action: 'proceed' }
  | { action: 'redirect'; name: string; to: string; replace: true };

/** Where CreateMatch without has_record goes. */
export const MATCH_CREATE_LAYOUT_PATH = '/admin/create/record';

/** True when the path is inside the back office (contains /admin/ or equals /admin), except the admin login. */
export function isAdminPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  if (pathname === ADMIN_LOGIN_PATH || pathname === `${ADMIN_LOGIN_PATH}/`) return false;
  return pathname === '/admin' || pathname.includes('/admin/');
}

/**
 * Spec §2.7 guards: logged in → OfficialLogin goes to OfficialHomePage, CreateMatch without has_record goes to
 * MatchCreateLayout with type 1; not logged in → any /admin/ path goes to OfficialHomePage (the admin login page
 * itself stays reachable); everything else proceeds.
 */
export function resolveGuard({ routeName, path, isLoggedIn, hasRecord }: GuardInput): GuardDecision {
  const pathname = path.split(/[?#]/)[0];
  if (isLoggedIn) {
    if (routeName === 'OfficialLogin' || pathname === OFFICIAL_LOGIN_PATH) {
      return { action: 'redirect', name: 'OfficialHomePage', to: OFFICIAL_HOME_PATH, replace: true };
    }
    if (routeName === 'CreateMatch' && !hasRecord) {
      return { action: 'redirect', name: 'MatchCreateLayout', to: `${MATCH_CREATE_LAYOUT_PATH}?type=1`, replace: true };
    }
    return { action: 'proceed' };
  }
  if (isAdminPath(path)) {
    return { action: 'redirect', name: 'OfficialHomePage', to: OFFICIAL_HOME_PATH, replace: true };
  }
  return { action: 'proceed' };
}

/** 401 or a dropped session → OfficialLogin with redirect = the full current path. */
export function unauthorizedRedirect(currentFullPath: string): { name: 'OfficialLogin'; to: string; replace: true } {
  return { name: 'OfficialLogin', to: loginRedirectPath(currentFullPath), replace: true };
}

/** After login on OfficialLogin: go back to `redirect` when it is a same-site path, else the default. */
export function safeRedirectTarget(redirect: string | null | undefined, fallback: string): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  if (redirect.split(/[?#]/)[0] === OFFICIAL_LOGIN_PATH) return fallback;
  return redirect;
}

/** Route `handle` of the shell and the remotes (docs/architecture.md). */
export interface RouteHandle {
  title?: string;
  /** A query-dependent title (e.g. MatchRecord by `type`); wins over `title` (docs/architecture.md). */
  titleFor?: (search: URLSearchParams) => string;
  name?: string;
  hasRecord?: boolean;
}
