import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { ACCOUNT_GROUP, ADMIN_MENU, MY_INFO_GROUP, MY_REGISTRATION_GROUP, ORGANISER_MENU, PERSONAL_MENU, VENUE_MANAGER_MENU, type MenuGroupDef } from 'shared/rules';
import { envelope, makeAccount, makeInstitution, setupMswServer } from 'shared/testing';
import { consoleApi, renderShell, resetBrowserState } from '../../../testing/render-shell';

/** Every title the server could allow: the client must still show only the user's own menu set. */
const ALL_TITLES = [...new Set([ADMIN_MENU, ORGANISER_MENU, VENUE_MANAGER_MENU, PERSONAL_MENU].flat().flatMap((g: MenuGroupDef) => [g.title, ...g.items.map((i) => i.title)]))];

const server = setupMswServer();
afterEach(resetBrowserState);

async function sideMenu() {
  return screen.findByRole('menu', { name: '后台菜单' });
}

/** The path a menu item opens (antd keeps the item's key, our path, in data-menu-id). */
const itemPath = (title: HTMLElement) => title.closest('[data-menu-id]')?.getAttribute('data-menu-id') ?? '';

function groupTitles(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map((el) => el.textContent?.replace(/\d+$/, '').trim() ?? '');
}

describe('AdminLayout menu sets (spec §2.5, §6)', () => {
  it('platform admin sees the full admin menu', async () => {
    server.use(...consoleApi({ titles: ALL_TITLES }));
    renderShell({ route: '/admin', account: makeAccount({ is_admin: 1 }) });
    const menu = await sideMenu();
    await waitFor(() => expect(within(menu).getByText('B类文章')).toBeInTheDocument());
    expect(groupTitles(menu)).toEqual([
      '首页',
      '账号管理',
      '入驻管理',
      '成绩管理',
      '注册名单',
      '资讯管理',
      '视频管理',
      '图片管理',
      '官网首页管理',
      '小程序场馆管理',
      '小程序反馈',
      '财务管理',
      '赛事管理',
      'B类文章',
      '系统管理',
    ]);
    expect(screen.getByRole('button', { name: /退出登录/ })).toBeInTheDocument();
  });

  it('organiser of institution type 1 has 资讯管理, type 3 has not', async () => {
    server.use(...consoleApi({ titles: ALL_TITLES }));
    const first = renderShell({
      route: '/admin',
      account: makeAccount({ manager_data: [makeInstitution({ institution_id: 7, institution_type: 1 })] }),
    });
    let menu = await sideMenu();
    await waitFor(() => expect(within(menu).getByText('资讯管理')).toBeInTheDocument());
    expect(within(menu).getByText('社区人员注册')).toBeInTheDocument();
    expect(within(menu).queryByText('入驻管理')).not.toBeInTheDocument();
    // 财务管理: the institution's orders, the refunds it reviews and its 资金账户 (no 提现管理: the platform admin's)
    await first.user.click(within(menu).getByText('财务管理'));
    expect(itemPath(await within(menu).findByText('资金账户'))).toMatch(/\/admin\/account\/info$/);
    expect(itemPath(within(menu).getByText('订单管理'))).toMatch(/\/admin\/finance\/order$/);
    expect(itemPath(within(menu).getByText('退款管理'))).toMatch(/\/admin\/finance\/refund$/);
    expect(within(menu).queryByText('提现管理')).not.toBeInTheDocument();
    first.unmount();
    resetBrowserState();

    renderShell({
      route: '/admin',
      account: makeAccount({ manager_data: [makeInstitution({ institution_id: 8, institution_type: 3 })] }),
    });
    menu = await sideMenu();
    await waitFor(() => expect(within(menu).getByText('赛事管理')).toBeInTheDocument());
    expect(within(menu).queryByText('资讯管理')).not.toBeInTheDocument();
  });

  it('personal user sees only 我的信息 and 我的注册', async () => {
    server.use(...consoleApi({ titles: ALL_TITLES }));
    const { user } = renderShell({ route: '/admin', account: makeAccount({ isPerson: 1, manager_data: [] }) });
    const menu = await sideMenu();
    await waitFor(() => expect(within(menu).getByText(MY_INFO_GROUP.title)).toBeInTheDocument());
    expect(groupTitles(menu)).toEqual(['首页', MY_INFO_GROUP.title, MY_REGISTRATION_GROUP.title]);
    expect(within(menu).queryByText(ACCOUNT_GROUP.title)).not.toBeInTheDocument();
    await user.click(within(menu).getByText(MY_INFO_GROUP.title));
    expect(itemPath(await within(menu).findByText('我的钱包'))).toMatch(/\/admin\/account\/wallet$/);
    expect(itemPath(within(menu).getByText('我的订单'))).toMatch(/\/admin\/account\/orders$/);
  });

  it('on a phone folds the menu away behind its trigger, opens it on a tap and folds it after a navigation', async () => {
    const desktopWidth = window.innerWidth;
    window.innerWidth = 390;
    try {
      server.use(...consoleApi({ titles: ALL_TITLES }));
      const { user, container } = renderShell({ route: '/admin', account: makeAccount({ isPerson: 1, manager_data: [] }) });
      const menu = await sideMenu();
      const sider = container.querySelector('.ant-layout-sider')!;
      await waitFor(() => expect(sider).toHaveClass('ant-layout-sider-collapsed'));
      await user.click(container.querySelector('.ant-layout-sider-zero-width-trigger')!);
      await waitFor(() => expect(sider).not.toHaveClass('ant-layout-sider-collapsed'));
      await user.click(within(menu).getByText(MY_INFO_GROUP.title));
      await user.click(await within(menu).findByText('我的订单'));
      await waitFor(() => expect(sider).toHaveClass('ant-layout-sider-collapsed'));
    } finally {
      window.innerWidth = desktopWidth;
    }
  });

  it('shows only items whose group and title the server returned', async () => {
    server.use(...consoleApi({ titles: ['账号管理', '账号信息', '赛事管理', '赛事列表'] }));
    const { user } = renderShell({ route: '/admin', account: makeAccount({ is_admin: 1 }) });
    const menu = await sideMenu();
    await waitFor(() => expect(groupTitles(menu)).toEqual(['首页', '账号管理', '赛事管理']));
    await user.click(within(menu).getByText('账号管理'));
    expect(await within(menu).findByText('账号信息')).toBeInTheDocument();
    expect(within(menu).queryByText('修改密码')).not.toBeInTheDocument();
  });

  it('shows red-point badges from un_check_count and msg_count, and pending cards on the dashboard', async () => {
    server.use(
      ...consoleApi({
        titles: ALL_TITLES,
        unCheck: { article_check_count: 3, refund_count: 2 },
        msg: { sign_count: 5, check_register_count: 1 },
      }),
    );
    renderShell({
      route: '/admin',
      account: makeAccount({ manager_data: [makeInstitution({ institution_id: 7, institution_type: 1 })] }),
    });
    // Group badges are the sum of their items.
    expect(await screen.findByTitle('资讯管理：待处理 3')).toBeInTheDocument();
    expect(screen.getByTitle('赛事管理：待处理 5')).toBeInTheDocument();
    expect(screen.getByTitle('社区人员注册：待处理 1')).toBeInTheDocument();
    // Dashboard cards link to their menu items.
    expect(await screen.findByRole('heading', { name: /欢迎/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '文章审核 待处理 3' })).toHaveAttribute('href', '/admin/article/examine');
    expect(screen.getByRole('link', { name: '赛事列表 待处理 5' })).toHaveAttribute('href', '/admin/match/list');
  });

  it('switching the institution updates the account and reloads the menu', async () => {
    const asked: number[] = [];
    server.use(
      ...consoleApi({
        titles: (id) => (id === 22 ? ['账号管理', '账号信息', '场馆管理', '场馆信息'] : ['账号管理', '账号信息', '赛事管理', '赛事列表']),
        onMenu: (id) => asked.push(id),
      }),
    );
    const { user, rootStore } = renderShell({
      route: '/admin',
      account: makeAccount({
        manager_data: [
          makeInstitution({ institution_id: 21, name: '杭州市体育总会', institution_type: 2 }),
          makeInstitution({ institution_id: 22, name: '西湖体育中心', institution_type: 4, sports_venues_id: 5 }),
        ],
      }),
    });
    const menu = await sideMenu();
    await waitFor(() => expect(within(menu).getByText('赛事管理')).toBeInTheDocument());
    expect(asked).toEqual([21]);

    await user.click(screen.getByRole('combobox', { name: '切换机构' }));
    await user.click(await screen.findByTitle('西湖体育中心'));

    await waitFor(() => expect(within(menu).getByText('场馆管理')).toBeInTheDocument());
    expect(within(menu).queryByText('赛事管理')).not.toBeInTheDocument();
    expect(asked).toContain(22);
    expect(rootStore.session.activeInstitutionId).toBe(22);
    expect(decodeURIComponent(document.cookie)).toContain('"institution_id":22');
  });

  it('has no institution drop-down with a single institution', async () => {
    server.use(...consoleApi({ titles: ALL_TITLES }));
    renderShell({ route: '/admin', account: makeAccount() });
    await sideMenu();
    expect(screen.queryByRole('combobox', { name: '切换机构' })).not.toBeInTheDocument();
  });

  it('keeps the menu item of a page that is not a menu item itself selected (route handle activeMenu)', async () => {
    server.use(...consoleApi({ titles: ALL_TITLES }));
    renderShell({
      route: '/admin/article/edit?id=3',
      account: makeAccount({ is_admin: 1 }),
      modules: {
        mf_official: {
          adminRoutes: [
            { path: '/admin/article/list', element: <h1>文章列表</h1> },
            { path: '/admin/article/edit', handle: { title: '编辑文章', activeMenu: '/admin/article/list' }, element: <h1>编辑文章</h1> },
          ],
        },
      },
    });
    expect(await screen.findByRole('heading', { name: '编辑文章' })).toBeInTheDocument();
    const menu = await sideMenu();
    await waitFor(() => expect(within(menu).getByText('文章列表').closest('li')).toHaveClass('ant-menu-item-selected'));
    expect(within(menu).getByText('文章审核').closest('li')).not.toHaveClass('ant-menu-item-selected');
  });
});

describe('AdminLayout loads a page before its click', () => {
  it('opening a menu group loads the pages of its items; pointing at an item of another group loads that page', async () => {
    const stadiumList = jest.fn(async () => ({ Component: () => null }));
    const stadiumOther = jest.fn(async () => ({ Component: () => null }));
    const orderList = jest.fn(async () => ({ Component: () => null }));
    server.use(...consoleApi({ titles: ALL_TITLES }));
    const { user } = renderShell({
      route: '/admin',
      account: makeAccount({ is_admin: 1 }),
      modules: {
        mf_venue: {
          adminRoutes: [
            { path: '/admin/stadium/list', lazy: stadiumList },
            { path: '/admin/stadium/detail/:id', lazy: stadiumOther },
          ],
        },
        mf_finance: { adminRoutes: [{ path: '/admin/finance/order', lazy: orderList }] },
      },
    });
    const menu = await sideMenu();
    await user.click(await within(menu).findByText('小程序场馆管理'));
    // once the browser is idle (jsdom has no requestIdleCallback: whenIdle's 1.5 s fallback)
    await waitFor(() => expect(stadiumList).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(stadiumOther).not.toHaveBeenCalled();
    expect(orderList).not.toHaveBeenCalled();

    await user.click(within(menu).getByText('财务管理'));
    await user.hover(await within(menu).findByText('订单管理'));
    await waitFor(() => expect(orderList).toHaveBeenCalledTimes(1));
    // the page loaded ahead is the one the click shows
    await user.click(within(menu).getByText('订单管理'));
    await waitFor(() => expect(orderList).toHaveBeenCalledTimes(2));
    expect(stadiumList).toHaveBeenCalledTimes(1);
  });
});

describe('AdminLayout 退出登录', () => {
  it('ends the server session with POST /auth/logout and the CSRF token (never a GET), then goes to the official home', async () => {
    const calls: { method: string; token: string | null }[] = [];
    server.use(
      ...consoleApi({ titles: ALL_TITLES }),
      mswHttp.all('/api/auth/logout', ({ request }) => {
        calls.push({ method: request.method, token: request.headers.get('X-CSRF-TOKEN') });
        return HttpResponse.json(envelope({}));
      }),
    );
    const { user, router, rootStore } = renderShell({ route: '/admin', account: makeAccount({ is_admin: 1 }) });
    await sideMenu();
    await user.click(screen.getByRole('button', { name: /退出登录/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual([{ method: 'POST', token: 'test-csrf-token' }]);
    expect(rootStore.session.isLoggedIn).toBe(false);
  });
});
