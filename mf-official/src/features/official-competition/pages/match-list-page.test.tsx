import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { ok } from 'shared/mocks';
import { recordRequests, setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const requests = recordRequests(server, '/api/official/competition/list');

const renderAt = (route: string) => renderWithProviders(null, { routes: routes.publicRoutes, route });
const breadcrumb = () => screen.getByRole('navigation', { name: '面包屑' });

describe('OfficialMatch 赛事列表 (official/match/{switchId}/list)', () => {
  it('lists published competitions soonest first with the loading text, breadcrumb 赛事查询 and detail links', async () => {
    renderAt('/official/match/1/list');
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '赛事列表' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(items[0]).getByRole('link', { name: '2026年浙江省田径裁判员培训班' })).toHaveAttribute('href', '/official/match/1/details/15');
    expect(within(items[0]).getByText('时间：2026-02-21 ~ 2026-02-23')).toBeInTheDocument();
    expect(screen.getByText('共 24 条')).toBeInTheDocument();
    expect(breadcrumb()).toHaveTextContent('当前位置：首页 / 赛事查询');
    expect(screen.getByRole('link', { name: '赛事查询' })).toHaveAttribute('aria-current', 'page');
    expect(requests[0].searchParams.get('start')).toBe('0');
    expect(requests[0].searchParams.get('count')).toBe('10');
  });

  it('sends the type, sport and keyword filters and keeps them in the address', async () => {
    const { user, router } = renderAt('/official/match/1/list');
    await screen.findByRole('list', { name: '赛事列表' });
    await user.selectOptions(screen.getByRole('combobox', { name: '类型' }), '比赛');
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: '运动项目' })).getByRole('option', { name: '田径' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: '运动项目' }), '田径');
    await user.type(screen.getByRole('textbox', { name: '关键字' }), '浙江');
    await user.click(screen.getByRole('button', { name: '查询' }));

    expect(await screen.findByText('共 4 条')).toBeInTheDocument();
    const last = requests.at(-1)!;
    expect(last.searchParams.get('c_type')).toBe('1');
    expect(last.searchParams.get('sport')).toBe('田径');
    expect(last.searchParams.get('keyword')).toBe('浙江');
    expect(router!.state.location.search).toBe('?type=1&sport=%E7%94%B0%E5%BE%84&keyword=%E6%B5%99%E6%B1%9F');

    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(await screen.findByText('共 24 条')).toBeInTheDocument();
    expect(requests.at(-1)!.searchParams.has('c_type')).toBe(false);
  });

  it('pages with 上一页 / 下一页', async () => {
    const { user } = renderAt('/official/match/1/list');
    await screen.findByRole('list', { name: '赛事列表' });
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getByText('第 2 / 3 页')).toBeInTheDocument());
    expect(requests.at(-1)!.searchParams.get('start')).toBe('10');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '赛事列表' })).getAllByRole('listitem')).toHaveLength(4));
    expect(requests.at(-1)!.searchParams.get('start')).toBe('20');
    expect(screen.getByText('第 3 / 3 页')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('says 暂无赛事详细内容 for activities (type 2) and 暂无数据 otherwise when nothing matches', async () => {
    renderAt('/official/match/1/list?type=2&keyword=没有这样的赛事');
    expect(await screen.findByText('暂无赛事详细内容')).toBeInTheDocument();
    expect(requests.at(-1)!.searchParams.get('c_type')).toBe('2');
  });

  it('says 暂无数据 for an empty match list', async () => {
    renderAt('/official/match/1/list?type=1&keyword=没有这样的赛事');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('赛事直播 (switchId 2) opens the live tab, 成绩查询 (switchId 3) the results tab, each with its breadcrumb', async () => {
    const { unmount } = renderAt('/official/match/2/list');
    const live = await screen.findByRole('list', { name: '赛事列表' });
    expect(within(live).getByRole('link', { name: '2026年浙江省田径锦标赛' })).toHaveAttribute('href', '/official/match/2/details/13?tab=live');
    expect(breadcrumb()).toHaveTextContent('当前位置：首页 / 赛事直播');
    unmount();
    renderAt('/official/match/3/list');
    const results = await screen.findByRole('list', { name: '赛事列表' });
    expect(within(results).getByRole('link', { name: '2026年浙江省田径锦标赛' })).toHaveAttribute('href', '/official/match/3/details/13?tab=results');
    expect(breadcrumb()).toHaveTextContent('当前位置：首页 / 成绩查询');
  });

  it('opens from the 赛事 top menu item and redirects official/match/1 to its list', async () => {
    const { user, router } = renderAt('/');
    const nav = await screen.findByRole('navigation', { name: '官网导航' });
    await user.click(within(nav).getByRole('button', { name: '赛事' }));
    await screen.findByRole('list', { name: '赛事列表' });
    expect(router!.state.location.pathname).toBe('/official/match/1/list');
    await user.click(within(breadcrumb()).getByText('首页'));
    await router!.navigate('/official/match/1');
    await waitFor(() => expect(router!.state.location.pathname).toBe('/official/match/1/list'));
  });
});

describe('最高纪录 (official/match/{other switchId}/list)', () => {
  const record = {
    id: 1,
    sport: '田径',
    item_name: '男子100米',
    gender: 1,
    age_group: '成年组',
    direction: 'lower' as const,
    value: 10.28,
    holder_name: '张伟',
    affiliation: '杭州市体育运动学校',
    competition_id: 8,
    competition_name: '浙江省田径锦标赛',
    achieved_at: '2026-05-16T07:30:00.000Z',
  };
  const tops = recordRequests(server, '/api/competition/tops');

  beforeEach(() => {
    server.use(
      mswHttp.get('/api/competition/top_items', () => ok({ sports: ['田径', '游泳'], list: [{ sport: '田径', item_name: '男子100米', record_count: 1 }] })),
      mswHttp.get('/api/competition/tops', ({ request }) => {
        const url = new URL(request.url);
        const rows = [record, { ...record, id: 2, item_name: '男子1500米', value: 221.5, holder_name: '李强' }].filter(
          (r) => !url.searchParams.get('sport') || r.sport === url.searchParams.get('sport'),
        );
        return ok({ list: url.searchParams.get('gender') === '2' ? [] : rows, total: url.searchParams.get('gender') === '2' ? 0 : rows.length });
      }),
    );
  });

  it('shows the ratified records with breadcrumb 最高纪录 and filters by sport, gender and age group', async () => {
    const { user } = renderAt('/official/match/4/list');
    const table = await screen.findByRole('table', { name: '最高纪录列表' });
    expect(screen.getByRole('navigation', { name: '面包屑' })).toHaveTextContent('当前位置：首页 / 最高纪录');
    const row = within(table).getByText('男子100米').closest('tr')!;
    expect(within(row).getByText('10.28')).toBeInTheDocument();
    expect(within(row).getByText('张伟')).toBeInTheDocument();
    expect(within(row).getByText('男子')).toBeInTheDocument();
    expect(within(row).getByText('2026-05-16')).toBeInTheDocument();
    expect(within(within(table).getByText('男子1500米').closest('tr')!).getByText('3:41.50')).toBeInTheDocument();

    await waitFor(() => expect(within(screen.getByRole('combobox', { name: '运动项目' })).getByRole('option', { name: '游泳' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: '运动项目' }), '田径');
    await user.selectOptions(screen.getByRole('combobox', { name: '性别' }), '女子');
    await user.type(screen.getByRole('textbox', { name: '年龄组' }), 'U18');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    const last = tops.at(-1)!;
    expect(last.searchParams.get('sport')).toBe('田径');
    expect(last.searchParams.get('gender')).toBe('2');
    expect(last.searchParams.get('age_group')).toBe('U18');
  });
});
