import { screen, waitFor, within } from '@testing-library/react';
import { makeAccount, setupMswServer } from 'shared/testing';
import { consoleApi, FakeFederationRuntime, REMOTES_DOCUMENT, renderShell, resetBrowserState } from '../../testing/render-shell';

const server = setupMswServer();
afterEach(resetBrowserState);

const competition = REMOTES_DOCUMENT.remotes.find((r) => r.name === 'mf_competition')!;

function runtimeWithBrokenCompetition() {
  const runtime = new FakeFederationRuntime({
    mf_competition: { adminRoutes: [{ path: '/admin/match/list', element: <h2>赛事列表页面</h2>, handle: { title: '赛事列表' } }] },
    mf_account: { adminRoutes: [{ path: '/admin/admininfo', element: <h2>账号信息页面</h2> }] },
  });
  runtime.broken.add(competition.entry);
  runtime.broken.add(competition.previous!.entry);
  return runtime;
}

describe('a remote that does not load', () => {
  beforeEach(() => {
    server.use(...consoleApi({ titles: ['账号管理', '账号信息', '赛事管理', '赛事列表'] }));
  });

  it('tries the previous entry, then shows 模块加载失败 with 重试 while the rest of the console works', async () => {
    const runtime = runtimeWithBrokenCompetition();
    const { user, router } = renderShell({ route: '/admin/match/list', account: makeAccount({ is_admin: 1 }), runtime });

    expect(await screen.findByText('模块加载失败')).toBeInTheDocument();
    expect(screen.getByText(/「赛事管理」模块暂时无法加载/)).toBeInTheDocument();
    // Current entry first, then the previous one from /remotes.json.
    const competitionEntries = runtime.registerCalls.filter((c) => c.name === 'mf_competition').map((c) => c.entry);
    expect(competitionEntries).toContain(competition.previous!.entry);
    expect(runtime.loadCalls.filter((id) => id === 'mf_competition/routes').length).toBeGreaterThanOrEqual(2);

    // Menu, header and the other remotes keep working.
    const menu = screen.getByRole('menu', { name: '后台菜单' });
    expect(screen.getByRole('button', { name: /退出登录/ })).toBeInTheDocument();
    await user.click(within(menu).getByText('账号管理'));
    await user.click(await within(menu).findByText('账号信息'));
    expect(await screen.findByRole('heading', { name: '账号信息页面' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/admininfo');
  });

  it('重试 loads the remote once it is back', async () => {
    const runtime = runtimeWithBrokenCompetition();
    const { user } = renderShell({ route: '/admin/match/list', account: makeAccount({ is_admin: 1 }), runtime });
    await user.click(await screen.findByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText(/仍无法加载/)).toBeInTheDocument();

    runtime.broken.clear();
    const retry = screen.getByRole('button', { name: /重\s*试/ });
    // The button leaves its busy (disabled) state one render after the request settles.
    await waitFor(() => expect(retry).toBeEnabled());
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: '赛事列表页面' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('赛事列表 - 赛事运营平台'));
  });

  it('falls back to the previous entry silently when only the current one is broken', async () => {
    const runtime = runtimeWithBrokenCompetition();
    runtime.broken.delete(competition.previous!.entry);
    renderShell({ route: '/admin/match/list', account: makeAccount({ is_admin: 1 }), runtime });
    expect(await screen.findByRole('heading', { name: '赛事列表页面' })).toBeInTheDocument();
    expect(screen.queryByText('模块加载失败')).not.toBeInTheDocument();
  });

  it('a remote page that throws while rendering shows the fallback inside the console', async () => {
    const Broken = () => {
      throw new Error('chunk 404');
    };
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell({
      route: '/admin/match/list',
      account: makeAccount({ is_admin: 1 }),
      modules: { mf_competition: { adminRoutes: [{ path: '/admin/match/list', element: <Broken /> }] } },
    });
    expect(await screen.findByText('模块加载失败')).toBeInTheDocument();
    expect(screen.getByRole('menu', { name: '后台菜单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeInTheDocument();
    error.mockRestore();
  });
});
