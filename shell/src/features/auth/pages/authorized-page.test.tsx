import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { envelope, errorEnvelope, makeAccount, makeUser, setupMswServer } from 'shared/testing';
import { consoleApi, renderShell, resetBrowserState, wechatStatusApi } from '../../../testing/render-shell';

const server = setupMswServer(wechatStatusApi({ enabled: true, bindPending: true }));
afterEach(resetBrowserState);

describe('/authorized (微信首次登录绑定手机号)', () => {
  it('binds the pending WeChat authorization to the mobile proven by SMS and signs in', async () => {
    const account = makeAccount({ isPerson: 1, manager_data: [] });
    let sms: unknown = null;
    let bind: unknown = null;
    server.use(
      http.post('/api/send_sms', async ({ request }) => {
        sms = await request.json();
        return HttpResponse.json(envelope({ expire_in: 600, resend_in: 60 }));
      }),
      http.post('/api/auth/token_login', async ({ request }) => {
        bind = await request.json();
        return HttpResponse.json(envelope({ account, user: makeUser(), expire_time: '2026-12-06T00:00:00.000Z', redirect: '/admin' }));
      }),
      http.get('/api/auth/token', () => HttpResponse.json(envelope({ _token: 'csrf-bind' }))),
      ...consoleApi({ titles: ['我的信息'], account }),
    );
    const { user, router, rootStore } = renderShell({ route: '/authorized?token=ignored' });
    expect(await screen.findByText('绑定手机号')).toBeInTheDocument();
    expect(document.title).toBe('授权登录 - 赛事运营平台');
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(sms).toEqual({ mobile: '13800138000', scene: 'wechat_bind' });
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '654321');
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(bind).toEqual({ mobile: '13800138000', code: '654321' });
    expect(rootStore.session.isLoggedIn).toBe(true);
    expect(rootStore.session.token).toBe('csrf-bind');
  });

  it('shows the refusal and stays when the authorization expired', async () => {
    server.use(
      http.post('/api/auth/token_login', () => HttpResponse.json(errorEnvelope(40000, '微信授权已过期，请重新发起微信登录'))),
    );
    const { user, router, rootStore } = renderShell({ route: '/authorized' });
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13800138000');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '654321');
    await user.click(screen.getByRole('button', { name: '绑定并登录' }));
    expect(await screen.findByText('微信授权已过期，请重新发起微信登录')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authorized');
    expect(rootStore.session.isLoggedIn).toBe(false);
  });

  it('without a pending authorization goes on to the login', async () => {
    server.use(wechatStatusApi({ enabled: true, bindPending: false }));
    const { router } = renderShell({ route: '/authorized' });
    expect(await screen.findByRole('tab', { name: '密码登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/official/login');
  });
});
