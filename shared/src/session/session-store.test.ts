import { http as mswHttp, HttpResponse } from 'msw';
import { setNavigator, setNotifier, type Notifier } from '../http/ports';
import { envelope, errorEnvelope, loginAs, makeAccount, makeInstitution, makeUser } from '../testing/fixtures';
import { setupMswServer } from '../testing/msw-server';
import { ACTIVE_INSTITUTION_STORAGE_KEY } from './account';
import { getCookie, getJsonCookie, removeCookie, setCookie } from './cookies';
import { RootStore } from './root-store';

const server = setupMswServer();

const twoInstitutions = makeAccount({
  user_id: 7,
  manager_data: [
    makeInstitution({ institution_id: 11, name: '杭州市体育总会', institution_type: 1 }),
    makeInstitution({ institution_id: 12, name: '西湖体育中心', institution_type: 4, sports_venues_id: 301 }),
  ],
});

function loginHandlers(account = twoInstitutions, seen: { body?: unknown; path?: string }[] = []) {
  const result = { account, user: makeUser({ id: 7 }), expire_time: 1767225600 };
  return [
    mswHttp.post('/api/auth/login', async ({ request }) => {
      seen.push({ body: await request.json(), path: '/auth/login' });
      return HttpResponse.json(envelope(result));
    }),
    mswHttp.post('/api/auth/sms_login', async ({ request }) => {
      seen.push({ body: await request.json(), path: '/auth/sms_login' });
      return HttpResponse.json(envelope(result));
    }),
    mswHttp.post('/api/send_sms', async ({ request }) => {
      seen.push({ body: await request.json(), path: '/send_sms' });
      return HttpResponse.json(envelope({}));
    }),
    mswHttp.get('/api/auth/token', () => HttpResponse.json(envelope({ _token: 'csrf-abc' }))),
  ];
}

let navigations: { to: string; replace?: boolean }[];
let errors: string[];

beforeEach(() => {
  navigations = [];
  errors = [];
  setNavigator((to, options) => navigations.push({ to, replace: options?.replace }), () => '/admin/finance/order?status=1');
  setNotifier({ error: (m: string) => errors.push(m), success: () => undefined, warning: () => undefined } as Notifier);
});

afterEach(() => {
  for (const name of ['token', 'account', 'XSRF-TOKEN']) removeCookie(name);
  localStorage.clear();
  setNavigator(null);
  setNotifier(null);
  jest.useRealTimers();
});

describe('SessionStore login state (spec §4)', () => {
  it('is logged out without cookies', () => {
    const { session } = new RootStore();
    expect(session.isLoggedIn).toBe(false);
    expect(session.checkLoggedIn()).toBe(false);
  });

  it('is logged in when both the token and the account cookie are present', () => {
    loginAs(twoInstitutions, 'tok');
    const { session } = new RootStore();
    expect(session.isLoggedIn).toBe(true);
    expect(session.checkLoggedIn()).toBe(true);
    expect(session.token).toBe('tok');
    expect(session.account?.user_id).toBe(7);
  });

  it.each([
    ['token', 'account'],
    ['account', 'token'],
  ])('a missing %s cookie: %s cookie removed too, logged out', (missing, kept) => {
    loginAs(twoInstitutions, 'tok');
    const root = new RootStore();
    expect(root.session.isLoggedIn).toBe(true);
    removeCookie(missing);
    expect(root.session.checkLoggedIn()).toBe(false);
    expect(getCookie(kept)).toBeUndefined();
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.session.token).toBe('');
    expect(root.session.account).toBeNull();
  });

  it('a page load with only one of the cookies removes it and starts logged out', () => {
    setCookie('token', 'tok');
    const { session } = new RootStore();
    expect(session.isLoggedIn).toBe(false);
    expect(getCookie('token')).toBeUndefined();
  });
});

describe('SessionStore login flows', () => {
  it('password login: POST /auth/login, then GET /auth/token; token + account cookies stored', async () => {
    const seen: { body?: unknown; path?: string }[] = [];
    server.use(...loginHandlers(twoInstitutions, seen));
    const { session } = new RootStore();
    await session.login({ account: 'zhangwei', password: 'Saishi@2026' });
    expect(seen).toEqual([{ path: '/auth/login', body: { account: 'zhangwei', password: 'Saishi@2026' } }]);
    expect(session.token).toBe('csrf-abc');
    expect(session.isLoggedIn).toBe(true);
    expect(session.user?.nickname).toBe('张伟');
    expect(getCookie('token')).toBe('csrf-abc');
    expect(getJsonCookie<{ user_id: number }>('account')?.user_id).toBe(7);
    expect(session.activeInstitutionId).toBe(11);
  });

  it('admin login sends scope admin', async () => {
    const seen: { body?: unknown; path?: string }[] = [];
    server.use(...loginHandlers(makeAccount({ is_admin: 1, manager_data: [] }), seen));
    const { session } = new RootStore();
    await session.adminLogin({ account: 'admin', password: 'Admin@2026' });
    expect(seen[0].body).toEqual({ account: 'admin', password: 'Admin@2026', scope: 'admin' });
    expect(session.isAdmin).toBe(true);
  });

  it('SMS: send_sms with scene login, then sms_login and token', async () => {
    const seen: { body?: unknown; path?: string }[] = [];
    server.use(...loginHandlers(twoInstitutions, seen));
    const { session } = new RootStore();
    await session.sendSms('13800138000');
    await session.smsLogin({ mobile: '13800138000', code: '123456' });
    expect(seen).toEqual([
      { path: '/send_sms', body: { mobile: '13800138000', scene: 'login' } },
      { path: '/auth/sms_login', body: { mobile: '13800138000', code: '123456' } },
    ]);
    expect(session.token).toBe('csrf-abc');
  });

  it('a refused login stores nothing and shows the server message', async () => {
    server.use(mswHttp.post('/api/auth/login', () => HttpResponse.json(errorEnvelope(40000, '账号或密码错误'))));
    const { session } = new RootStore();
    await expect(session.login({ account: 'x', password: 'y' })).rejects.toMatchObject({ message: '账号或密码错误' });
    expect(errors).toEqual(['账号或密码错误']);
    expect(session.isLoggedIn).toBe(false);
    expect(getCookie('token')).toBeUndefined();
  });

  it('loadUserInfo refreshes the profile', async () => {
    loginAs(twoInstitutions, 'tok');
    server.use(
      mswHttp.get('/api/user/info', () =>
        HttpResponse.json(envelope({ user: makeUser({ nickname: '李娜' }), account: twoInstitutions, expire_time: 1 })),
      ),
    );
    const { session } = new RootStore();
    await session.loadUserInfo();
    expect(session.user?.nickname).toBe('李娜');
  });
});

describe('active institution', () => {
  it('switching updates the account cookie, persists across reloads and asks for a menu reload', () => {
    loginAs(twoInstitutions, 'tok');
    const root = new RootStore();
    expect(root.session.activeInstitution?.name).toBe('杭州市体育总会');
    const before = root.ui.menuVersion;
    root.session.setActiveInstitution(12);
    expect(root.ui.menuVersion).toBe(before + 1);
    expect(root.session.account).toMatchObject({ institution_id: 12, sports_venues_id: 301 });
    expect(getJsonCookie<{ institution_id: number }>('account')?.institution_id).toBe(12);
    expect(localStorage.getItem(ACTIVE_INSTITUTION_STORAGE_KEY)).toBe('12');

    const reloaded = new RootStore();
    expect(reloaded.session.activeInstitutionId).toBe(12);
    expect(reloaded.session.activeInstitution?.name).toBe('西湖体育中心');
  });

  it('ignores institutions the user does not manage', () => {
    loginAs(twoInstitutions, 'tok');
    const root = new RootStore();
    root.session.setActiveInstitution(999);
    expect(root.session.activeInstitutionId).toBe(11);
    expect(root.ui.menuVersion).toBe(0);
  });

  it('a stored id of another user is not applied', () => {
    localStorage.setItem(ACTIVE_INSTITUTION_STORAGE_KEY, '55');
    loginAs(twoInstitutions, 'tok');
    expect(new RootStore().session.activeInstitutionId).toBe(11);
  });
});

describe('logout routine (spec §4)', () => {
  it('posts /auth/logout with the CSRF token, removes token, account, XSRF-TOKEN, empties the token, replaces to the login', async () => {
    const calls: { method: string; token: string | null }[] = [];
    server.use(
      mswHttp.all('/api/auth/logout', ({ request }) => {
        calls.push({ method: request.method, token: request.headers.get('X-CSRF-TOKEN') });
        return HttpResponse.json(envelope({}));
      }),
    );
    loginAs(twoInstitutions, 'tok');
    setCookie('XSRF-TOKEN', 'x');
    const { session } = new RootStore();
    await session.logout();
    expect(calls).toEqual([{ method: 'POST', token: 'tok' }]);
    expect(getCookie('token')).toBeUndefined();
    expect(getCookie('account')).toBeUndefined();
    expect(getCookie('XSRF-TOKEN')).toBeUndefined();
    expect(session.token).toBe('');
    expect(session.isLoggedIn).toBe(false);
    expect(navigations).toEqual([{ to: '/official/login', replace: true }]);
  });

  it('without a token in the store (e.g. after a 403) asks GET /auth/token first, so the server session still ends', async () => {
    const calls: string[] = [];
    server.use(
      mswHttp.get('/api/auth/token', () => (calls.push('token'), HttpResponse.json(envelope({ _token: 'fresh' })))),
      mswHttp.post('/api/auth/logout', ({ request }) => (calls.push(`logout ${request.headers.get('X-CSRF-TOKEN')}`), HttpResponse.json(envelope({})))),
    );
    loginAs(twoInstitutions, 'tok');
    const { session } = new RootStore();
    session.expireLogin();
    await session.logout();
    expect(calls).toEqual(['token', 'logout fresh']);
    expect(navigations).toEqual([{ to: '/official/login', replace: true }]);
  });

  it('retries once with the session\'s own token when the store\'s token is refused (403), without the 403 routine', async () => {
    const calls: string[] = [];
    server.use(
      mswHttp.get('/api/auth/token', () => (calls.push('token'), HttpResponse.json(envelope({ _token: 'current' })))),
      mswHttp.post('/api/auth/logout', ({ request }) => {
        const token = request.headers.get('X-CSRF-TOKEN');
        calls.push(`logout ${token}`);
        return token === 'current' ? HttpResponse.json(envelope({})) : HttpResponse.json(errorEnvelope(403, '登录过期，请重新登录'), { status: 403 });
      }),
    );
    loginAs(twoInstitutions, 'stale');
    const { session } = new RootStore();
    await session.logout();
    expect(calls).toEqual(['logout stale', 'token', 'logout current']);
    expect(errors).toEqual([]);
    expect(navigations).toEqual([{ to: '/official/login', replace: true }]);
  });

  it('an errno≠0 answer of the logout call shows its message for 2 s; the routine goes on', async () => {
    const durations: (number | undefined)[] = [];
    setNotifier({ error: (m: string, d?: number) => (errors.push(m), durations.push(d)), success: () => undefined, warning: () => undefined } as Notifier);
    server.use(mswHttp.post('/api/auth/logout', () => HttpResponse.json(errorEnvelope(40000, '退出失败，请重试'))));
    loginAs(twoInstitutions, 'tok');
    const { session } = new RootStore();
    await session.logout();
    expect(errors).toEqual(['退出失败，请重试']);
    expect(durations).toEqual([2]);
    expect(session.isLoggedIn).toBe(false);
    expect(navigations).toEqual([{ to: '/official/login', replace: true }]);
  });

  it('goes on when the server call fails, and can go to the official home', async () => {
    server.use(mswHttp.post('/api/auth/logout', () => HttpResponse.json(errorEnvelope(401, '请先登录'), { status: 401 })));
    loginAs(twoInstitutions, 'tok');
    const { session } = new RootStore();
    await session.logout({ to: '/' });
    expect(errors).toEqual([]);
    expect(session.isLoggedIn).toBe(false);
    expect(navigations).toEqual([{ to: '/', replace: true }]);
  });

  it('with no session left on the server (GET /auth/token answers 401) posts nothing and stays on the routine', async () => {
    let posted = 0;
    server.use(
      mswHttp.get('/api/auth/token', () => HttpResponse.json(errorEnvelope(401, '请先登录'), { status: 401 })),
      mswHttp.post('/api/auth/logout', () => ((posted += 1), HttpResponse.json(envelope({})))),
    );
    const { session } = new RootStore();
    await session.logout();
    expect(posted).toBe(0);
    expect(errors).toEqual([]);
    expect(navigations).toEqual([{ to: '/official/login', replace: true }]);
  });
});

describe('the store wired to its client', () => {
  it('401: session cleared, OfficialLogin with redirect of the current path', async () => {
    server.use(mswHttp.get('/api/user/info', () => HttpResponse.json(errorEnvelope(401, '请先登录'), { status: 401 })));
    loginAs(twoInstitutions, 'tok');
    const { session } = new RootStore();
    await expect(session.loadUserInfo()).rejects.toMatchObject({ status: 401 });
    expect(session.isLoggedIn).toBe(false);
    expect(getCookie('token')).toBeUndefined();
    expect(navigations).toEqual([{ to: '/official/login?redirect=%2Fadmin%2Ffinance%2Forder%3Fstatus%3D1', replace: true }]);
  });

  it('403: message, token cleared, login state emptied, logout routine after 1000 ms', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let logoutCalls = 0;
    server.use(
      mswHttp.post('/api/user/info', () => HttpResponse.json(errorEnvelope(403, '登录过期，请重新登录'), { status: 403 })),
      mswHttp.get('/api/auth/token', () => HttpResponse.json(envelope({ _token: 'server-token' }))),
      mswHttp.post('/api/auth/logout', ({ request }) => {
        if (request.headers.get('X-CSRF-TOKEN') === 'server-token') logoutCalls += 1;
        return HttpResponse.json(envelope({}));
      }),
    );
    loginAs(twoInstitutions, 'tok');
    const { session, http } = new RootStore();
    await expect(http.post('/user/info', { nickname: 'x' })).rejects.toMatchObject({ status: 403 });
    expect(errors).toEqual(['登录过期，请重新登录']);
    expect(session.token).toBe('');
    expect(session.account).toBeNull();
    expect(getCookie('token')).toBeUndefined();
    expect(navigations).toEqual([]);
    jest.advanceTimersByTime(1000);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logoutCalls).toBe(1);
    expect(getCookie('account')).toBeUndefined();
    expect(navigations).toEqual([{ to: '/official/login', replace: true }]);
  });

  it('offline failure sets network false; the online event sets it back', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    try {
      server.use(mswHttp.get('/api/user/info', () => HttpResponse.error()));
      const root = new RootStore();
      const stop = root.watchNetwork(window);
      await expect(root.session.loadUserInfo()).rejects.toMatchObject({ kind: 'network' });
      expect(root.session.network).toBe(false);
      window.dispatchEvent(new Event('online'));
      expect(root.session.network).toBe(true);
      stop();
    } finally {
      Object.defineProperty(Navigator.prototype, 'onLine', descriptor);
    }
  });
});
