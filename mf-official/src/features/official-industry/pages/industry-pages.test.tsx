import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { ok } from 'shared/mocks';
import { recordRequests, setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { industryListTitle } from '../../../app/directory-routes';
import { TOP_MENU } from '../../official-layout';
import { INDUSTRY_KINDS } from '../components/institution-kinds';

jest.setTimeout(60_000);
const server = setupPageTest();
const requests = recordRequests(server, '/api/official/industry/list');

const renderAt = (route: string) => renderWithProviders(null, { routes: routes.publicRoutes, route });
const breadcrumb = () => screen.getByRole('navigation', { name: '面包屑' });

describe('OfficialIndustry 行业 (official/industry)', () => {
  it('agrees with the top menu on the six kinds and titles the list by its kind', () => {
    const menu = TOP_MENU.find((i) => i.key === 'industry')!.children!;
    expect(menu.map((c) => [c.title, c.path])).toEqual(INDUSTRY_KINDS.map((k) => [k.title, `/official/industry/list?kind=${k.kind}`]));
    expect(industryListTitle(new URLSearchParams('kind=4'))).toBe('场馆运营方');
    expect(industryListTitle(new URLSearchParams('kind=9'))).toBe('政府/事业单位');
  });

  it('lists the approved institutions of a kind with logo, region and a short intro', async () => {
    renderAt('/official/industry/list?kind=4');
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '机构列表' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByRole('link')[0].textContent)).toEqual(['黄龙体育中心运营公司', '温州奥体中心管理有限公司']);
    expect(within(items[0]).getByRole('link', { name: '黄龙体育中心运营公司' })).toHaveAttribute('href', '/official/industry/details/4?kind=4');
    expect(within(items[0]).getByRole('img', { name: '黄龙体育中心运营公司标志' })).toBeInTheDocument();
    expect(within(items[0]).getByText('地区：浙江省杭州市西湖区')).toBeInTheDocument();
    expect(screen.queryByText('待审核场馆运营方')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '场馆运营方' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '机构类型' })).getByRole('link', { name: '场馆运营方' })).toHaveAttribute('aria-current', 'page');
    expect(breadcrumb()).toHaveTextContent('当前位置：首页 / 行业 / 场馆运营方');
    expect(requests[0].searchParams.get('kind')).toBe('4');
  });

  it('switches kind by tab, searches by name and region, and says 暂无数据 when nothing matches', async () => {
    const { user, router } = renderAt('/official/industry/list?kind=1');
    await screen.findByRole('link', { name: '宁波市体育局' });
    expect(screen.getByRole('link', { name: '杭州市体育局' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '地区' }), '宁波');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '杭州市体育局' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '宁波市体育局' })).toBeInTheDocument();
    expect(router!.state.location.search).toBe(`?kind=1&region=${encodeURIComponent('宁波')}`);

    await user.click(within(screen.getByRole('navigation', { name: '机构类型' })).getByRole('link', { name: '赛事运营机构/企业' }));
    expect(await screen.findByRole('link', { name: '之江户外赛事策划有限公司' })).toBeInTheDocument();
    expect(router!.state.location.search).toBe('?kind=6');
    await user.type(screen.getByRole('textbox', { name: '机构名称' }), '不存在的机构');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('pages with 下一页', async () => {
    server.use(
      mswHttp.get('/api/official/industry/list', ({ request }) => {
        const start = Number(new URL(request.url).searchParams.get('start'));
        const list = Array.from({ length: start === 0 ? 10 : 2 }, (_, i) => ({ id: 200 + start + i, institution_type: 5, name: `赞助企业${start + i + 1}`, logo: '', region: '浙江省杭州市', intro: '' }));
        return ok({ list, total: 12 });
      }),
    );
    const { user, router } = renderAt('/official/industry/list?kind=5');
    await screen.findByText('赞助企业1');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('赞助企业11')).toBeInTheDocument();
    expect(router!.state.location.search).toBe('?kind=5&page=2');
  });

  it('shows a venue operator with its published contact, published competitions and approved venues', async () => {
    renderAt('/official/industry/details/4?kind=4');
    const profile = await screen.findByRole('region', { name: '机构资料' });
    expect(within(profile).getByRole('heading', { name: '黄龙体育中心运营公司' })).toBeInTheDocument();
    expect(within(profile).getByText('场馆运营方')).toBeInTheDocument();
    expect(within(profile).getByText('0571-87962333', { exact: false })).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'https://www.hlsports.cn' })).toHaveAttribute('rel', 'noopener noreferrer');
    const comps = screen.getByRole('list', { name: '发布的赛事' });
    expect(within(comps).getAllByRole('link').map((a) => a.textContent)).toEqual(['黄龙体育中心全民开放日']);
    const venues = screen.getByRole('list', { name: '运营场馆' });
    expect(within(venues).getAllByRole('listitem').map((li) => li.querySelector('strong')!.textContent)).toEqual([
      '黄龙体育中心体育场',
      '黄龙体育中心游泳跳水馆',
      '黄龙网球中心',
    ]);
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/official/industry/list?kind=4');
    expect(breadcrumb()).toHaveTextContent('当前位置：首页 / 行业 / 机构详情');
  });

  it('hides the contact a sponsor did not publish and shows no venue section', async () => {
    renderAt('/official/industry/details/5');
    const profile = await screen.findByRole('region', { name: '机构资料' });
    expect(within(profile).getByText('未公开')).toBeInTheDocument();
    expect(profile).not.toHaveTextContent('0592-5566888');
    expect(screen.queryByRole('heading', { name: '运营场馆' })).not.toBeInTheDocument();
    // no published competition of its own
    expect(screen.queryByRole('list', { name: '发布的赛事' })).not.toBeInTheDocument();
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('says 暂无数据 for an unapproved institution', async () => {
    renderAt('/official/industry/details/127');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '机构资料' })).not.toBeInTheDocument();
  });
});
