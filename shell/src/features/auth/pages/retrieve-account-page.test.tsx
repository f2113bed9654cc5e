import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { envelope, errorEnvelope, setupMswServer } from 'shared/testing';
import { renderShell, resetBrowserState, wechatStatusApi } from '../../../testing/render-shell';

const server = setupMswServer(wechatStatusApi());
afterEach(resetBrowserState);

const RESET_TOKEN = 'a'.repeat(64);

/** /send_sms, /password/check and /password/reset/home; records what the page sent. */
function recoveryApi(options: { checkRefusal?: string; resetRefusal?: string } = {}) {
  const seen: { sms?: unknown; check?: Record<string, string>; reset?: unknown } = {};
  server.use(
    http.post('/api/send_sms', async ({ request }) => {
      seen.sms = await request.json();
      return HttpResponse.json(envelope({ expire_in: 600, resend_in: 60 }));
    }),
    http.get('/api/password/check', ({ request }) => {
      seen.check = Object.fromEntries(new URL(request.url).searchParams);
      if (options.checkRefusal) return HttpResponse.json(errorEnvelope(40000, options.checkRefusal));
      return HttpResponse.json(envelope({ reset_token: RESET_TOKEN, expire_in: 600 }));
    }),
    http.post('/api/password/reset/home', async ({ request }) => {
      seen.reset = await request.json();
      if (options.resetRefusal) return HttpResponse.json(errorEnvelope(40000, options.resetRefusal));
      return HttpResponse.json(envelope({}));
    }),
  );
  return seen;
}

async function verifyMobile(user: ReturnType<typeof renderShell>['user']) {
  await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13800138000');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
  await user.click(screen.getByRole('button', { name: '下一步' }));
}

describe('/official/login/retrieveAccount (找回密码)', () => {
  it('verifies the mobile by SMS code, sets a new password and sends the user back to the login', async () => {
    const seen = recoveryApi();
    const { user, router } = renderShell({ route: '/official/login/retrieveAccount' });
    await verifyMobile(user);
    expect(seen.sms).toEqual({ mobile: '13800138000', scene: 'reset_password' });
    expect(seen.check).toEqual({ mobile: '13800138000', code: '123456' });

    await user.type(await screen.findByLabelText('新密码'), 'Renewed2027');
    await user.type(screen.getByLabelText('确认新密码'), 'Renewed2027');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('密码已重置', { selector: '.ant-result-title' })).toBeInTheDocument();
    expect(screen.getByText('该账号在所有设备上的登录均已退出，请使用新密码登录。')).toBeInTheDocument();
    expect(seen.reset).toEqual({ reset_token: RESET_TOKEN, password: 'Renewed2027' });

    await user.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/official/login'));
  });

  it('checks the new password before sending it: shape and confirmation', async () => {
    const seen = recoveryApi();
    const { user } = renderShell({ route: '/official/login/retrieveAccount' });
    await verifyMobile(user);
    await user.type(await screen.findByLabelText('新密码'), 'abcdefgh');
    await user.type(screen.getByLabelText('确认新密码'), 'abcdefgx');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新密码须同时包含字母和数字')).toBeInTheDocument();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(seen.reset).toBeUndefined();
  });

  it('stays on the first step and shows the server message for a wrong code', async () => {
    recoveryApi({ checkRefusal: '验证码错误或已过期' });
    const { user } = renderShell({ route: '/official/login/retrieveAccount' });
    await verifyMobile(user);
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步' })).toBeInTheDocument();
    expect(screen.queryByLabelText('新密码')).not.toBeInTheDocument();
  });

  it('shows the refusal of a spent grant and keeps the form', async () => {
    recoveryApi({ resetRefusal: '验证已失效，请重新获取验证码' });
    const { user } = renderShell({ route: '/official/login/retrieveAccount' });
    await verifyMobile(user);
    await user.type(await screen.findByLabelText('新密码'), 'Renewed2027');
    await user.type(screen.getByLabelText('确认新密码'), 'Renewed2027');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('验证已失效，请重新获取验证码')).toBeInTheDocument();
    expect(screen.queryByText('该账号在所有设备上的登录均已退出，请使用新密码登录。')).not.toBeInTheDocument();
  });
});
