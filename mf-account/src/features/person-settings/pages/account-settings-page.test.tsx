import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { mockDb } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
afterEach(() => server.events.removeAllListeners());

function renderPage() {
  const { rootStore } = signInForTest('athlete');
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/person/set', rootStore });
}

const athlete = () => mockDb.users.find((u) => u.profile.account === 'athlete')!.profile;

describe('AccountSettings 个人设置', () => {
  it('saves a new nickname and updates the session', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/api/user/info')) bodies.push(await request.clone().json());
    });
    const { user, rootStore } = renderPage();
    const nickname = await screen.findByLabelText('昵称');
    expect(nickname).toHaveValue('林晓跑');
    await user.clear(nickname);
    await user.paste('飞人小张');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodies).toEqual([{ nickname: '飞人小张' }]);
    expect(athlete().nickname).toBe('飞人小张');
    expect(rootStore.session.user?.nickname).toBe('飞人小张');
  });

  it('refuses an empty or too long nickname', async () => {
    const { user } = renderPage();
    const nickname = await screen.findByLabelText('昵称');
    await user.clear(nickname);
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入昵称')).toBeInTheDocument();
    await user.click(nickname);
    await user.paste('这是一个超过二十个字的非常非常非常长的昵称啊啊');
    expect(await screen.findByText('昵称不能超过20个字')).toBeInTheDocument();
  });

  it('rejects a picture over 1 MB with the spec message', async () => {
    const { user } = renderPage();
    await screen.findByLabelText('昵称');
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('选择头像图片'), big);
    expect(await screen.findByText('文件big.png超过1M,上传失败')).toBeInTheDocument();
  });

  it('saves a small picture as the avatar', async () => {
    const { user } = renderPage();
    await screen.findByLabelText('昵称');
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('选择头像图片'), png);
    await waitFor(() => expect(screen.getByRole('img', { name: '头像预览' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(athlete().image).toMatch(/^data:image\/png;base64,/);
  });
});
