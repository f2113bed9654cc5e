import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { envelope, errorEnvelope, setupMswServer } from 'shared/testing';
import { renderShell, resetBrowserState, wechatStatusApi } from '../../../testing/render-shell';

const server = setupMswServer(wechatStatusApi());
afterEach(resetBrowserState);

/** /staff_invitation/send_sms and /staff_invitation/accept; records what the page sent. */
function invitationApi(options: { sendRefusal?: string; acceptRefusal?: [number, string] } = {}) {
  const seen: { sms: unknown[]; accept?: unknown } = { sms: [] };
  server.use(
    http.post('/api/staff_invitation/send_sms', async ({ request }) => {
      seen.sms.push(await request.json());
      if (options.sendRefusal) return HttpResponse.json(errorEnvelope(40000, options.sendRefusal));
      return HttpResponse.json(envelope({}));
    }),
    http.post('/api/staff_invitation/accept', async ({ request }) => {
      seen.accept = await request.json();
      if (options.acceptRefusal) return HttpResponse.json(errorEnvelope(...options.acceptRefusal));
      return HttpResponse.json(envelope({ account: 'm13912340001', institutions: ['杭州市体育局'] }));
    }),
  );
  return seen;
}

describe('/login/acceptInvitation (接受邀请)', () => {
  it('is reached from the institution login without logging in', async () => {
    invitationApi();
    const { user, router } = renderShell({ route: '/login' });
    await user.click(await screen.findByRole('link', { name: '接受邀请' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/acceptInvitation'));
    expect(await screen.findByRole('button', { name: '接受邀请' })).toBeInTheDocument();
  });

  it('asks for a code (countdown), then accepts with a password for a new account and leads to the login', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const seen = invitationApi();
      const { user, router } = renderShell({ route: '/login/acceptInvitation' });
      await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13912340001');
      await user.click(screen.getByRole('button', { name: '获取验证码' }));
      expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
      expect(seen.sms).toEqual([{ mobile: '13912340001' }]);
      act(() => {
        jest.advanceTimersByTime(60_000);
      });
      expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled();

      await user.type(screen.getByRole('textbox', { name: '验证码' }), '100432');
      await user.type(screen.getByLabelText('登录密码'), 'Joined2027');
      await user.type(screen.getByLabelText('确认登录密码'), 'Joined2027');
      await user.click(screen.getByRole('button', { name: '接受邀请' }));
      expect(await screen.findByText('已加入', { selector: '.ant-result-title' })).toBeInTheDocument();
      expect(screen.getByText('账号 m13912340001 已加入：杭州市体育局。请使用该账号或手机号登录。')).toBeInTheDocument();
      expect(seen.accept).toEqual({ mobile: '13912340001', code: '100432', password: 'Joined2027' });

      await user.click(screen.getByRole('button', { name: '去登录' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the server refusals: no invitation for the mobile, a new account without a password', async () => {
    const seen = invitationApi({ sendRefusal: '没有待接受的邀请，或邀请已过期', acceptRefusal: [42200, '请设置登录密码'] });
    const { user } = renderShell({ route: '/login/acceptInvitation' });
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13912340001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('没有待接受的邀请，或邀请已过期')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();

    await user.type(screen.getByRole('textbox', { name: '验证码' }), '100432');
    await user.click(screen.getByRole('button', { name: '接受邀请' }));
    expect(await screen.findByText('请设置登录密码')).toBeInTheDocument();
    expect(seen.accept).toEqual({ mobile: '13912340001', code: '100432' });
    expect(screen.queryByText('已加入')).not.toBeInTheDocument();
  });

  it('checks the password before sending it: shape and confirmation', async () => {
    const seen = invitationApi();
    const { user } = renderShell({ route: '/login/acceptInvitation' });
    await user.type(await screen.findByRole('textbox', { name: '手机号' }), '13912340001');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '100432');
    await user.type(screen.getByLabelText('登录密码'), 'abcdefgh');
    await user.type(screen.getByLabelText('确认登录密码'), 'abcdefgx');
    await user.click(screen.getByRole('button', { name: '接受邀请' }));
    expect(await screen.findByText('登录密码须同时包含字母和数字')).toBeInTheDocument();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(seen.accept).toBeUndefined();
  });
});
