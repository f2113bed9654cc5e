import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeAccount, makeUser, envelope, errorEnvelope, setupMswServer } from 'shared/testing';
import { consoleApi, renderShell, resetBrowserState, wechatStatusApi } from '../../../testing/render-shell';

const account = makeAccount();
const server = setupMswServer(wechatStatusApi());
afterEach(resetBrowserState);

const loginResult = envelope({ account, user: makeUser(), expire_time: 1_900_000_000 });

describe('/login', () => {
  it('requires account and password', async () => {
    const { user } = renderShell({ route: '/login' });
    expect(await screen.findByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(document.title).toBe('登录 - 赛事运营平台');
  });

  it('validates the mobile number and the code on the SMS tab', async () => {
    const { user } = renderShell({ route: '/login' });
    await user.click(await screen.findByRole('tab', { name: '验证码登录' }));
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '23800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式错误')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: '手机号' }));
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '12ab');
    const buttons = screen.getAllByRole('button', { name: /登\s*录/ });
    await user.click(buttons[buttons.length - 1]);
    expect(await screen.findByText('验证码为6位数字')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('手机号格式错误')).not.toBeInTheDocument());
  });

  it('password login stores the token and goes to the redirect', async () => {
    let body: unknown = null;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(loginResult);
      }),
      http.get('/api/auth/token', () => HttpResponse.json(envelope({ _token: 'csrf-abc' }))),
      ...consoleApi({ titles: ['账号管理', '账号信息'], account }),
    );
    const { user, router, rootStore } = renderShell({
      route: '/official/login?redirect=%2Fadmin%2Fadmininfo%3Ftab%3D1',
      modules: { mf_account: { adminRoutes: [{ path: '/admin/admininfo', element: <h2>账号信息页面</h2> }] } },
    });
    await user.type(await screen.findByRole('textbox', { name: '账号' }), 'zhangwei');
    await user.type(screen.getByLabelText('密码'), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect(await screen.findByRole('heading', { name: '账号信息页面' })).toBeInTheDocument();
    expect(body).toEqual({ account: 'zhangwei', password: 'Secret#2026' });
    expect(router.state.location.pathname).toBe('/admin/admininfo');
    expect(router.state.location.search).toBe('?tab=1');
    expect(rootStore.session.token).toBe('csrf-abc');
    expect(rootStore.session.isLoggedIn).toBe(true);
    expect(document.cookie).toContain('token=csrf-abc');
  });

  it('shows the server message when the login is refused and stays on the page', async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.json(errorEnvelope(40000, '账号或密码错误'))));
    const { user, router, rootStore } = renderShell({ route: '/login' });
    await user.type(await screen.findByRole('textbox', { name: '账号' }), 'zhangwei');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(rootStore.session.isLoggedIn).toBe(false);
  });

  it('SMS tab sends the code and counts down 60 s', async () => {
    let sent: unknown = null;
    server.use(
      http.post('/api/send_sms', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(envelope({}));
      }),
    );
    const { user } = renderShell({ route: '/login?tab=sms' });
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));

    const countdown = await screen.findByRole('button', { name: '60秒后重新获取' });
    expect(countdown).toBeDisabled();
    expect(sent).toMatchObject({ mobile: '13800138000' });
    expect(await screen.findByRole('button', { name: '59秒后重新获取' }, { timeout: 2500 })).toBeDisabled();
  });

  it('SMS login goes to /admin by default', async () => {
    server.use(
      http.post('/api/auth/sms_login', () => HttpResponse.json(loginResult)),
      http.get('/api/auth/token', () => HttpResponse.json(envelope({ _token: 'csrf-sms' }))),
      ...consoleApi({ titles: ['账号管理', '账号信息'], account }),
    );
    const { user, router } = renderShell({ route: '/login?tab=sms' });
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13800138000');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    const buttons = screen.getAllByRole('button', { name: /登\s*录/ });
    await user.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: /欢迎/ })).toBeInTheDocument();
  });
});

describe('/admin/login', () => {
  it('logs the platform administrator in with scope admin', async () => {
    let body: unknown = null;
    const admin = makeAccount({ is_admin: 1 });
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(envelope({ account: admin, user: makeUser(), expire_time: 0 }));
      }),
      http.get('/api/auth/token', () => HttpResponse.json(envelope({ _token: 'csrf-admin' }))),
      ...consoleApi({ titles: ['账号管理', '账号信息'], account: admin }),
    );
    const { user, router } = renderShell({ route: '/admin/login' });
    expect(await screen.findByText('平台管理员登录')).toBeInTheDocument();
    expect(document.title).toBe('平台管理员登录 - 赛事运营平台');
    await user.type(screen.getByRole('textbox', { name: '账号' }), 'admin');
    await user.type(screen.getByLabelText('密码'), 'Admin#2026');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(body).toMatchObject({ account: 'admin', password: 'Admin#2026', scope: 'admin' });
  });
});

describe('/official/login', () => {
  it('sends a logged-in official to the official home', async () => {
    const { router } = renderShell({
      route: '/official/login?redirect=%2Fadmin',
      account,
      modules: { mf_official: { publicRoutes: [{ path: '/', element: <h1>官网首页</h1> }] } },
    });
    expect(await screen.findByRole('heading', { name: '官网首页' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens 找回密码 (retrieveAccount) from the 忘记密码 link', async () => {
    const { user, router } = renderShell({ route: '/official/login' });
    await user.click(await screen.findByRole('link', { name: '忘记密码' }));
    expect(await screen.findByRole('button', { name: '下一步' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/official/login/retrieveAccount');
    expect(document.title).toBe('找回账号/密码 - 赛事运营平台');
  });

  it('hides 微信登录 unless the server has it configured, and goes to the authorization URL when it has', async () => {
    renderShell({ route: '/official/login' });
    expect(await screen.findByRole('tab', { name: '密码登录' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /微信登录/ })).not.toBeInTheDocument();
  });

  it('shows why a WeChat login came back (known codes only)', async () => {
    renderShell({ route: '/official/login?wechat_error=state' });
    expect(await screen.findByText('微信授权已失效，请重新发起微信登录')).toBeInTheDocument();
  });
});
