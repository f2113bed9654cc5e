/**
 * Which remote owns a path (docs/architecture.md "Admin paths"). The shell calls it in
 * patchRoutesOnNavigation and loads `<remote>/routes` lazily.
 */
import type { RemoteName } from './menu-catalog.ts';
import { ACCEPT_INVITATION_PATH, ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, INSTITUTION_LOGIN_PATH, MAINTENANCE_PATH, NOT_FOUND_PATH, OFFICIAL_LOGIN_PATH } from './paths.ts';

/** Path prefixes under /admin and their owner (first segment after /admin). */
export const ADMIN_ROUTE_OWNERS: Readonly<Record<string, RemoteName>> = {
  // mf_account: account, onboarding, registration lists, community registration, personal pages
  admininfo: 'mf_account',
  info: 'mf_account',
  authority: 'mf_account',
  addauthority: 'mf_account',
  editauthority: 'mf_account',
  updatepwd: 'mf_account',
  operationRecords: 'mf_account',
  settlement: 'mf_account',
  register: 'mf_account',
  community: 'mf_account',
  person: 'mf_account',
  system: 'mf_account',
  // mf_competition: results, matches, filing
  gradeManage: 'mf_competition',
  match: 'mf_competition',
  record: 'mf_competition',
  Active: 'mf_competition',
  create: 'mf_competition',
  institution: 'mf_competition',
  // mf_official: content back office
  article: 'mf_official',
  video: 'mf_official',
  image: 'mf_official',
  official: 'mf_official',
  // matchmanage/matchEventList and headlineManage: the home page's recommended events and headlines
  matchmanage: 'mf_official',
  live: 'mf_official',
  // mf_venue: venues, reviews, bookings
  stadium: 'mf_venue',
  check: 'mf_venue',
  reserve: 'mf_venue',
  venueAccount: 'mf_venue',
  dataAnalysis: 'mf_venue',
  // mf_finance
  finance: 'mf_finance',
  account: 'mf_finance',
};

/**
 * Public (non-/admin) path prefixes owned by a remote other than mf_official (first path segment): the sandbox
 * gateway's pay page `/pay/sandbox/:paymentNo` is mf_finance's.
 */
export const PUBLIC_ROUTE_OWNERS: Readonly<Record<string, RemoteName>> = {
  pay: 'mf_finance',
};

/** Paths the shell renders itself. */
export const SHELL_PATHS: readonly string[] = [
  ADMIN_HOME_PATH,
  ADMIN_LOGIN_PATH,
  INSTITUTION_LOGIN_PATH,
  OFFICIAL_LOGIN_PATH,
  `${OFFICIAL_LOGIN_PATH}/retrieveAccount`,
  ACCEPT_INVITATION_PATH,
  NOT_FOUND_PATH,
  MAINTENANCE_PATH,
  '/wechat/loginSuccess',
  '/authorized',
];

function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/**
 * The remote owning `path`: /admin/<segment>/… per ADMIN_ROUTE_OWNERS, shell paths → null, unknown /admin paths
 * → null (404), /<segment>/… per PUBLIC_ROUTE_OWNERS, every other path → mf_official (the public site).
 */
export function remoteForPath(path: string): RemoteName | null {
  const pathname = normalisePath(path);
  if (SHELL_PATHS.includes(pathname)) return null;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    const segment = pathname.split('/')[2] ?? '';
    return Object.prototype.hasOwnProperty.call(ADMIN_ROUTE_OWNERS, segment) ? ADMIN_ROUTE_OWNERS[segment] : null;
  }
  const segment = pathname.split('/')[1] ?? '';
  return Object.prototype.hasOwnProperty.call(PUBLIC_ROUTE_OWNERS, segment) ? PUBLIC_ROUTE_OWNERS[segment] : 'mf_official';
}
