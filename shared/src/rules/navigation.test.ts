import {
  addRegistrationView,
  documentTitle,
  isAdminPath,
  matchEditRecordTitle,
  matchRecordTitle,
  officialInformationDetailsBreadcrumb,
  officialMatchDetailsBreadcrumb,
  resolveGuard,
  safeRedirectTarget,
  unauthorizedRedirect,
} from './navigation';
import { loginRedirectPath } from './paths';

describe('OfficialMatchDetails breadcrumb by switchId (spec §2.7)', () => {
  it.each([
    [1, '赛事查询'],
    ['2', '赛事直播'],
    [3, '成绩查询'],
    [4, '最高纪录'],
    [undefined, '最高纪录'],
  ])('switchId %p → %s', (switchId, title) => {
    expect(officialMatchDetailsBreadcrumb(switchId, 'OfficialMatch')).toEqual({ title, breadcrumb: title });
  });

  it('is skipped when the previous route is gradeList', () => {
    expect(officialMatchDetailsBreadcrumb(1, 'gradeList')).toBeNull();
  });
});

describe('MatchEditRecord (record_type 2)', () => {
  it.each([
    [2, '2', '活动报备'],
    [2, 3, '活动报备'],
    [2, '1', '比赛报备'],
    [2, undefined, '比赛报备'],
    [1, '2', '比赛报备'],
  ])('record_type %p, type %p → %s', (recordType, type, title) => {
    expect(matchEditRecordTitle(recordType, type)).toEqual({ title, breadcrumb: title });
  });
});

describe('MatchRecord', () => {
  it.each([
    ['1', '比赛报备'],
    [1, '比赛报备'],
    ['2', '活动报备'],
    [null, '活动报备'],
  ])('type %p → %s', (type, title) => expect(matchRecordTitle(type).title).toBe(title));
});

describe('OfficialInformationDetails', () => {
  it('breadcrumb is the column query and keeps column_id', () => {
    expect(officialInformationDetailsBreadcrumb({ column: '赛事新闻', column_id: 4 })).toEqual({ breadcrumb: '赛事新闻', params: { column_id: '4' } });
    expect(officialInformationDetailsBreadcrumb({})).toEqual({ breadcrumb: '', params: { column_id: '' } });
  });
});

describe('AddRegistration', () => {
  it('path athlete → register-athlete; key details → 注册信息', () => {
    expect(addRegistrationView('athlete', 'details')).toEqual({
      activeMenu: 'register-athlete',
      activeMenuPath: '/admin/person/register/athlete',
      title: '注册信息',
    });
  });
  it('otherwise register-referee and 提交新注册', () => {
    expect(addRegistrationView('referee', 'new')).toEqual({
      activeMenu: 'register-referee',
      activeMenuPath: '/admin/person/register/referee',
      title: '提交新注册',
    });
    expect(addRegistrationView(undefined, undefined).activeMenu).toBe('register-referee');
  });
});

describe('document title', () => {
  it('from the route title', () => {
    expect(documentTitle('赛事列表')).toBe('赛事列表 - 赛事运营平台');
    expect(documentTitle('')).toBe('赛事运营平台');
    expect(documentTitle(undefined)).toBe('赛事运营平台');
  });
});

describe('guards (spec §2.7)', () => {
  const home = { action: 'redirect', name: 'OfficialHomePage', to: '/', replace: true };

  it('logged-in official visiting OfficialLogin → OfficialHomePage', () => {
    expect(resolveGuard({ routeName: 'OfficialLogin', path: '/official/login', isLoggedIn: true })).toEqual(home);
    expect(resolveGuard({ path: '/official/login', isLoggedIn: true })).toEqual(home);
  });

  it('CreateMatch without has_record → MatchCreateLayout with type 1', () => {
    expect(resolveGuard({ routeName: 'CreateMatch', path: '/admin/create/match', isLoggedIn: true })).toEqual({
      action: 'redirect',
      name: 'MatchCreateLayout',
      to: '/admin/create/record?type=1',
      replace: true,
    });
    expect(resolveGuard({ routeName: 'CreateMatch', path: '/admin/create/match', isLoggedIn: true, hasRecord: true })).toEqual({ action: 'proceed' });
  });

  it('not logged in: paths containing /admin/ (or /admin) → OfficialHomePage', () => {
    for (const path of ['/admin', '/admin/match/list', '/admin/finance/order?x=1', '/institution/admin/x']) {
      expect(resolveGuard({ path, isLoggedIn: false })).toEqual(home);
    }
  });

  it('not logged in: the admin login and other paths proceed', () => {
    for (const path of ['/admin/login', '/', '/official/login', '/login', '/administration', '/official/information']) {
      expect([path, resolveGuard({ path, isLoggedIn: false })]).toEqual([path, { action: 'proceed' }]);
    }
  });

  it('logged in: admin paths proceed', () => {
    expect(resolveGuard({ routeName: 'MatchList', path: '/admin/match/list', isLoggedIn: true })).toEqual({ action: 'proceed' });
  });

  it('isAdminPath', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/login')).toBe(false);
    expect(isAdminPath('/admins')).toBe(false);
  });
});

describe('401 → OfficialLogin with redirect', () => {
  it('keeps the full current path', () => {
    expect(unauthorizedRedirect('/admin/match/list?status=1#top')).toEqual({
      name: 'OfficialLogin',
      to: '/official/login?redirect=%2Fadmin%2Fmatch%2Flist%3Fstatus%3D1%23top',
      replace: true,
    });
  });
  it('does not nest redirects on the login page itself', () => {
    expect(loginRedirectPath('/official/login?redirect=%2Fadmin')).toBe('/official/login?redirect=%2Fadmin');
  });
  it('safe redirect targets only', () => {
    expect(safeRedirectTarget('/admin/match/list?status=1', '/admin')).toBe('/admin/match/list?status=1');
    expect(safeRedirectTarget('https://evil.example', '/admin')).toBe('/admin');
    expect(safeRedirectTarget('//evil.example', '/admin')).toBe('/admin');
    expect(safeRedirectTarget('/official/login', '/admin')).toBe('/admin');
    expect(safeRedirectTarget(null, '/')).toBe('/');
  });
});
