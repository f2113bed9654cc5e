import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { envelope, renderWithProviders, setupMswServer } from 'shared/testing';
import { WechatLoginButton } from './wechat-login-button';

const server = setupMswServer();

describe('WechatLoginButton', () => {
  it('asks for the authorization URL with the page to return to, and goes there', async () => {
    let body: unknown = null;
    server.use(
      http.get('/api/auth/weixin/status', () => HttpResponse.json(envelope({ enabled: 1, bind_pending: 0 }))),
      http.post('/api/auth/weixin', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(envelope({ url: 'https://open.weixin.example/connect/qrconnect?state=s#wechat_redirect', expire_in: 600 }));
      }),
    );
    const go = jest.fn();
    const { user } = renderWithProviders(<WechatLoginButton redirect="/admin/person/set" go={go} />);
    await user.click(await screen.findByRole('button', { name: /微信登录/ }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://open.weixin.example/connect/qrconnect?state=s#wechat_redirect'));
    expect(body).toEqual({ redirect: '/admin/person/set' });
  });

  it('is not shown while WeChat login is off', async () => {
    let asked = false;
    server.use(
      http.get('/api/auth/weixin/status', () => {
        asked = true;
        return HttpResponse.json(envelope({ enabled: 0, bind_pending: 0 }));
      }),
    );
    renderWithProviders(<WechatLoginButton redirect={null} go={jest.fn()} />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('button', { name: /微信登录/ })).not.toBeInTheDocument();
    expect(screen.queryByText('其他登录方式')).not.toBeInTheDocument();
  });
});
