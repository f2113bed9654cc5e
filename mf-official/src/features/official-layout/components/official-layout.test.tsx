import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { NARROW_SCREEN_QUERY } from './use-narrow-screen';

jest.setTimeout(60_000);
setupPageTest();

const renderSite = () => renderWithProviders(null, { routes: routes.publicRoutes, route: '/' });

describe('OfficialLayout 官网布局', () => {
  it('has the six top items in the spec order and a breadcrumb', async () => {
    renderSite();
    const nav = await screen.findByRole('navigation', { name: '官网导航' });
    const top = within(nav).getAllByRole('button').map((b) => b.textContent);
    expect(top).toEqual(['首页', '资讯', '赛事', '人员', '行业', '数据']);
    expect(within(nav).getByRole('button', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: '面包屑' })).toHaveTextContent('当前位置：首页');
  });

  it('opens the Data page from the sixth item (issue 4 replaces the spec\'s 正在开发中) and highlights it', async () => {
    const { user, router } = renderSite();
    const nav = await screen.findByRole('navigation', { name: '官网导航' });
    await user.click(within(nav).getByRole('button', { name: '数据' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/official/data'), { timeout: 10_000 });
    expect(await screen.findByRole('region', { name: '平台总览' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: '数据' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('正在开发中')).not.toBeInTheDocument();
  });

  it('opens the personnel and industry children on their pages', async () => {
    const { user, router } = renderSite();
    const nav = await screen.findByRole('navigation', { name: '官网导航' });
    await user.click(within(nav).getByRole('button', { name: '人员' }));
    // fireEvent for the sub-menu item: in jsdom user-event's click on it does not reach its onClick (not yet understood)
    fireEvent.click(within(screen.getByRole('list', { name: '人员子菜单' })).getByRole('button', { name: '裁判员' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/official/personnel/referee'), { timeout: 10_000 });
    // the router's location moves first; the menu follows when React renders the new page
    await waitFor(() => expect(within(nav).getByRole('button', { name: '人员' })).toHaveAttribute('aria-current', 'page'));
    await user.click(within(nav).getByRole('button', { name: '行业' }));
    fireEvent.click(within(screen.getByRole('list', { name: '行业子菜单' })).getByRole('button', { name: '赛事运营机构/企业' }));
    await waitFor(() => expect(router!.state.location.pathname + router!.state.location.search).toBe('/official/industry/list?kind=6'), { timeout: 10_000 });
    // the router's location moves first; the menu follows when React renders the new page
    await waitFor(() => expect(within(nav).getByRole('button', { name: '行业' })).toHaveAttribute('aria-current', 'page'));
  });

  it('opens sub-menus 160px further right per top item, industry children in the spec order', async () => {
    const { user } = renderSite();
    const nav = await screen.findByRole('navigation', { name: '官网导航' });
    await user.click(within(nav).getByRole('button', { name: '人员' }));
    const personnel = screen.getByRole('list', { name: '人员子菜单' });
    expect(personnel).toHaveStyle({ left: '480px' });
    expect(within(personnel).getAllByRole('button').map((b) => b.textContent)).toEqual(['运动员', '裁判员']);

    await user.click(within(nav).getByRole('button', { name: '行业' }));
    const industry = screen.getByRole('list', { name: '行业子菜单' });
    expect(industry).toHaveStyle({ left: '640px' });
    expect(within(industry).getAllByRole('button').map((b) => b.textContent)).toEqual([
      '政府/事业单位',
      '社会组织/协会',
      '赛事运营机构/企业',
      '青少年培训机构/企业',
      '场馆运营方',
      '赞助商',
    ]);
    expect(screen.queryByRole('list', { name: '人员子菜单' })).not.toBeInTheDocument();
  });

  it('highlights 赛事 on a match detail page, not only on the list', async () => {
    renderWithProviders(null, { routes: routes.publicRoutes, route: '/match/1' });
    const nav = await screen.findByRole('navigation', { name: '官网导航' });
    expect(within(nav).getByRole('button', { name: '赛事' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('on a phone puts the menu on its own scrolling row and opens sub-menus as a row below it', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === NARROW_SCREEN_QUERY })) as typeof window.matchMedia;
    try {
      const { user } = renderSite();
      const nav = await screen.findByRole('navigation', { name: '官网导航' });
      expect(nav).toHaveStyle({ width: '100%' });
      expect(within(nav).getByRole('button', { name: '赛事' })).not.toHaveStyle({ width: '160px' });
      await user.click(within(nav).getByRole('button', { name: '行业' }));
      const industry = screen.getByRole('list', { name: '行业子菜单' });
      expect(industry).not.toHaveStyle({ position: 'absolute' });
      expect(within(industry).getAllByRole('button')).toHaveLength(6);
    } finally {
      window.matchMedia = original;
    }
  });

  it('offers 用户登录 to visitors and 入驻平台 to everyone', async () => {
    renderSite();
    expect(await screen.findByRole('link', { name: '用户登录' })).toHaveAttribute('href', '/official/login');
    expect(screen.getByRole('link', { name: '入驻平台' })).toHaveAttribute('href', '/official/tisch');
    expect(screen.queryByRole('link', { name: '进入后台' })).not.toBeInTheDocument();
  });

  it('offers 进入后台 when logged in', async () => {
    const { rootStore } = signInForTest('org_gov');
    renderWithProviders(null, { routes: routes.publicRoutes, route: '/', rootStore });
    expect(await screen.findByRole('link', { name: '进入后台' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: '用户登录' })).not.toBeInTheDocument();
  });
});
