import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { envelope, errorEnvelope, loginAs, makeAccount, setupMswServer } from 'shared/testing';
import { consoleApi, FakeFederationRuntime, renderShell, resetBrowserState, wechatStatusApi } from '../testing/render-shell';
import { ANTD_ROUTE_ID } from './routes';

const server = setupMswServer(wechatStatusApi());
afterEach(resetBrowserState);

const officialHome = { mf_official: { publicRoutes: [{ path: '/', element: <h1>官网首页</h1>, handle: { title: '首页' } }] } };

describe('guards (spec §2.7)', () => {
  it('logged out: /admin/x goes to the official home without loading the admin remote', async () => {
    // The official site's routes arrive late, as over a network: the guard's redirect stays pending meanwhile.
    class SlowRuntime extends FakeFederationRuntime {
      async loadRemote<T>(id: string): Promise<T | null> {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return super.loadRemote<T>(id);
      }
    }
    const runtime = new SlowRuntime({
      ...officialHome,
      mf_competition: { adminRoutes: [{ path: '/admin/match/list', element: <h2>赛事列表页面</h2> }] },
    });
    const adminCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/admin/')) adminCalls.push(request.url);
    });
    const { router } = renderShell({ route: '/admin/match/list', runtime });
    expect(await screen.findByRole('heading', { name: '官网首页' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(runtime.loadCalls).toEqual(['mf_official/routes']);
    // The guarded console never renders meanwhile (its calls would answer 401 and send the visitor to the login).
    expect(adminCalls).toEqual([]);
    server.events.removeAllListeners();
    expect(document.title).toBe('首页 - 赛事运营平台');
  });

  it('logged out: /admin itself goes to the official home, /admin/login stays reachable', async () => {
    const first = renderShell({ route: '/admin', modules: officialHome });
    expect(await screen.findByRole('heading', { name: '官网首页' })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/');
    first.unmount();

    const second = renderShell({ route: '/admin/login' });
    expect(await screen.findByText('平台管理员登录')).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/admin/login');
  });

  it('a cookie that disappeared counts as logged out on the next navigation', async () => {
    server.use(...consoleApi({ titles: ['账号管理', '账号信息'] }));
    const { router } = renderShell({ route: '/admin', account: makeAccount(), modules: officialHome });
    expect(await screen.findByRole('heading', { name: /欢迎/ })).toBeInTheDocument();
    document.cookie = 'account=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await act(() => router.navigate('/admin/match/list'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: '官网首页' })).toBeInTheDocument();
  });

  it('a 401 sends the user to OfficialLogin with redirect = the current path', async () => {
    server.use(
      http.get('/api/admin/manager_menu', () => HttpResponse.json(errorEnvelope(401, '请先登录'), { status: 401 })),
      http.get('/api/admin/un_check_count', () => HttpResponse.json(errorEnvelope(401, '请先登录'), { status: 401 })),
      http.get('/api/admin/msg_count', () => HttpResponse.json(errorEnvelope(401, '请先登录'), { status: 401 })),
      http.get('/api/user/info', () => HttpResponse.json(errorEnvelope(401, '请先登录'), { status: 401 })),
    );
    const { router, rootStore } = renderShell({ route: '/admin?from=mail', account: makeAccount() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/official/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin?from=mail')}`);
    expect(await screen.findByRole('tab', { name: '密码登录' })).toBeInTheDocument();
    expect(rootStore.session.isLoggedIn).toBe(false);
  });
});

describe('antd only where it is needed', () => {
  const antdApps = () => document.querySelectorAll('.ant-app');
  const matchedIds = (router: ReturnType<typeof renderShell>['router']) => router.state.matches.map((m) => m.route.id);

  it('the public home renders without the antd providers', async () => {
    const { router } = renderShell({ route: '/', modules: officialHome });
    expect(await screen.findByRole('heading', { name: '官网首页' })).toBeInTheDocument();
    expect(matchedIds(router)).not.toContain(ANTD_ROUTE_ID);
    expect(antdApps()).toHaveLength(0);
  });

  it('login and console pages share one antd App, mounted once across the login → console navigation', async () => {
    server.use(...consoleApi({ titles: ['账号管理', '账号信息'] }));
    const { router } = renderShell({ route: '/login', modules: officialHome });
    expect(await screen.findByRole('tab', { name: '密码登录' })).toBeInTheDocument();
    expect(matchedIds(router)).toContain(ANTD_ROUTE_ID);
    expect(antdApps()).toHaveLength(1);
    const app = antdApps()[0];

    loginAs(makeAccount());
    await act(() => router.navigate('/admin'));
    expect(await screen.findByRole('heading', { name: /欢迎/ })).toBeInTheDocument();
    expect(antdApps()).toHaveLength(1);
    expect(antdApps()[0]).toBe(app);

    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: '官网首页' })).toBeInTheDocument();
    expect(antdApps()).toHaveLength(0);
  });
});

describe('routes', () => {
  it('unknown paths go to /404', async () => {
    server.use(...consoleApi({ titles: [] }));
    const { router } = renderShell({ route: '/admin/no-such-page', account: makeAccount() });
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('a menu page that no remote provides yet says 正在开发中 instead of 404', async () => {
    server.use(...consoleApi({ titles: [] }));
    const account = makeAccount();
    const { router } = renderShell({
      route: '/admin/settlement/government',
      account,
      modules: { mf_account: { adminRoutes: [{ path: '/admin/admininfo', element: <h1>账号信息</h1> }] } },
    });
    expect(await screen.findByText('「政府/事业单位」功能正在开发中，敬请期待。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/settlement/government');
  });

  it('a public path the official site does not have goes to /404', async () => {
    const { router } = renderShell({ route: '/nothing/here', modules: officialHome });
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(document.title).toBe('页面不存在 - 赛事运营平台');
  });

  it('takes a query-dependent document title from the route handle (MatchRecord: type 1 比赛报备, otherwise 活动报备)', async () => {
    server.use(...consoleApi({ titles: ['赛事管理', '比赛报备', '活动报备'] }));
    const filingTitle = (search: URLSearchParams) => (search.get('type') === '1' ? '比赛报备' : '活动报备');
    const { router } = renderShell({
      route: '/admin/record?type=2',
      account: makeAccount(),
      modules: { mf_competition: { adminRoutes: [{ path: '/admin/record', element: <h1>报备列表</h1>, handle: { title: '比赛报备', titleFor: filingTitle } }] } },
    });
    expect(await screen.findByRole('heading', { name: '报备列表' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('活动报备 - 赛事运营平台'));
    await act(() => router.navigate('/admin/record?type=1'));
    await waitFor(() => expect(document.title).toBe('比赛报备 - 赛事运营平台'));
  });

  it('shows the maintenance page', async () => {
    renderShell({ route: '/maintenance' });
    expect(await screen.findByText('中心系统正在升级，请稍后重试')).toBeInTheDocument();
  });

  it('/wechat/loginSuccess has the title 登录成功, takes over the session the WeChat callback started and goes to /admin', async () => {
    const account = makeAccount();
    server.use(
      ...consoleApi({ titles: ['账号管理', '账号信息'], account }),
      http.get('/api/auth/token', () => HttpResponse.json(envelope({ _token: 'csrf-wechat' }))),
    );
    const { router, rootStore } = renderShell({ route: '/wechat/loginSuccess' });
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
    expect(document.title).toBe('登录成功 - 赛事运营平台');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 3000 });
    expect(rootStore.session.token).toBe('csrf-wechat');
    expect(document.cookie).toContain('token=csrf-wechat');
  });

  it('/authorized reads the token query and goes on to the login when logged out', async () => {
    const { router } = renderShell({ route: '/authorized?token=third-party' });
    expect(await screen.findByRole('tab', { name: '密码登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/official/login');
  });
});
