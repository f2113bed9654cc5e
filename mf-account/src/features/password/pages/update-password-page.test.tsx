import { screen, waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { getCookie } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { mockDb } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();

function renderPage() {
  const { rootStore } = signInForTest('org_gov');
  return renderWithProviders(null, {
    routes: [...routes.adminRoutes, { path: '/official/login', element: <h1>用户登录页</h1> }],
    route: '/admin/updatepwd',
    rootStore,
  });
}

async function fill(user: ReturnType<typeof renderPage>['user'], old: string, next: string, confirm: string) {
  if (old) {
    await user.click(screen.getByLabelText('原密码'));
    await user.paste(old);
  }
  if (next) {
    await user.click(screen.getByLabelText('新密码'));
    await user.paste(next);
  }
  if (confirm) {
    await user.click(screen.getByLabelText('确认新密码'));
    await user.paste(confirm);
  }
  await user.click(screen.getByRole('button', { name: /确认修改/ }));
}

describe('updatepwd 修改密码', () => {
  it('asks for all three fields', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /确认修改/ }));
    expect(await screen.findByText('请输入原密码')).toBeInTheDocument();
    expect(screen.getByText('请输入新密码')).toBeInTheDocument();
    expect(screen.getByText('请再次输入新密码')).toBeInTheDocument();
  });

  it('checks the length, the difference from the old password and the confirmation', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/user/password')) requests.push(request.url);
    });
    const { user } = renderPage();
    await screen.findByLabelText('原密码');
    await fill(user, 'Saishi@2026', 'short', 'other');
    expect(await screen.findByText('新密码长度为8-32位')).toBeInTheDocument();
    expect(screen.getByText('两次输入的新密码不一致')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('新密码'));
    await user.paste('Saishi@2026');
    expect(await screen.findByText('新密码不能与原密码相同')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    server.events.removeAllListeners();
  });

  it('shows the server reason when the old password is wrong', async () => {
    const { user } = renderPage();
    await screen.findByLabelText('原密码');
    await fill(user, 'Wrong@2026', 'Saishi@2027', 'Saishi@2027');
    expect(await screen.findByText('原密码错误')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /确认修改/ })).toBeInTheDocument();
  });

  it('changes the password, says so and logs out to the login page', async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/api/user/password')) sent = await request.clone().json();
    });
    const { user, rootStore } = renderPage();
    await screen.findByLabelText('原密码');
    await fill(user, 'Saishi@2026', 'Saishi@2027', 'Saishi@2027');

    expect(await screen.findByText('密码修改成功，请重新登录')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '用户登录页' })).toBeInTheDocument();
    expect(sent).toEqual({ old_password: 'Saishi@2026', new_password: 'Saishi@2027' });
    expect(mockDb.users.find((u) => u.profile.account === 'org_gov')!.password).toBe('Saishi@2027');
    await waitFor(() => expect(rootStore.session.isLoggedIn).toBe(false));
    expect(getCookie('token')).toBeFalsy();
    server.events.removeAllListeners();
  });

  it('stays on the page when the session expired (403)', async () => {
    server.use(
      mswHttp.post('/api/user/password', () =>
        Response.json({ errno: 403, result: { errors: [{ msg: '登录过期，请重新登录' }] } }, { status: 403 }),
      ),
    );
    const { user } = renderPage();
    await screen.findByLabelText('原密码');
    await fill(user, 'Saishi@2026', 'Saishi@2027', 'Saishi@2027');
    expect(await screen.findByText('登录过期，请重新登录')).toBeInTheDocument();
    expect(screen.queryByText('密码修改成功，请重新登录')).not.toBeInTheDocument();
  });
});
