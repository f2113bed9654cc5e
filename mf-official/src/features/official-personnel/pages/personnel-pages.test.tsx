import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { ok } from 'shared/mocks';
import { recordRequests, setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const requests = recordRequests(server, '/api/official/personnel/list');

const renderAt = (route: string) => renderWithProviders(null, { routes: routes.publicRoutes, route });
const breadcrumb = () => screen.getByRole('navigation', { name: '面包屑' });

describe('OfficialPersonnel 人员 (official/personnel)', () => {
  it('lists public athletes with the loading text, details links and the breadcrumb', async () => {
    renderAt('/official/personnel/athlete');
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '运动员列表' });
    const names = within(list).getAllByRole('link').map((a) => a.textContent);
    expect(names).toEqual(['陈雨桐', '林晓跑', '孙浩然', '吴思远', '郑可欣', '周子航']);
    expect(within(list).getByRole('link', { name: '林晓跑' })).toHaveAttribute('href', '/official/personnel/details/1');
    expect(within(list).getByText('女 · 田径 · 国家一级运动员')).toBeInTheDocument();
    // the athlete's private registration (11, 游泳) and the pending one (12) are not listed
    expect(within(list).getAllByRole('link', { name: '林晓跑' })).toHaveLength(1);
    expect(screen.queryByText('何俊熙')).not.toBeInTheDocument();
    expect(screen.getByText('共 6 条')).toBeInTheDocument();
    expect(breadcrumb()).toHaveTextContent('当前位置：首页 / 人员 / 运动员');
    expect(requests[0].searchParams.get('kind')).toBe('athlete');
    expect(requests[0].searchParams.get('count')).toBe('12');
  });

  it('searches by name, sport and region, keeps them in the address, and says 暂无数据 when nothing matches', async () => {
    const { user, router } = renderAt('/official/personnel/referee');
    await screen.findByRole('list', { name: '裁判员列表' });
    await user.type(screen.getByRole('textbox', { name: '运动项目' }), '游泳');
    await user.type(screen.getByRole('textbox', { name: '地区' }), '宁波');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '裁判员列表' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('link', { name: '赵敏' })).toBeInTheDocument();
    expect(new URLSearchParams(router!.state.location.search).get('sport')).toBe('游泳');
    expect(requests.at(-1)!.searchParams.get('region')).toBe('宁波');

    await user.type(screen.getByRole('textbox', { name: '姓名' }), '不存在的人');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '裁判员列表' })).getAllByRole('listitem')).toHaveLength(4));
    expect(router!.state.location.search).toBe('');
  });

  it('pages with 上一页 / 下一页', async () => {
    server.use(
      mswHttp.get('/api/official/personnel/list', ({ request }) => {
        const start = Number(new URL(request.url).searchParams.get('start'));
        const list = Array.from({ length: start === 0 ? 12 : 3 }, (_, i) => ({
          id: 100 + start + i,
          kind: 'athlete',
          real_name: `运动员${start + i + 1}`,
          gender: 1,
          sport: '田径',
          level: '',
          region: '浙江省杭州市',
          institution_name: '浙江省田径协会',
          photo: '',
        }));
        return ok({ list, total: 15 });
      }),
    );
    const { user, router } = renderAt('/official/personnel/athlete');
    await screen.findByText('运动员1');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('运动员13')).toBeInTheDocument();
    expect(screen.getByText('第 2 / 2 页')).toBeInTheDocument();
    expect(router!.state.location.search).toBe('?page=2');
  });

  it('shows a public profile with results and records and no sensitive field', async () => {
    renderAt('/official/personnel/details/1');
    const profile = await screen.findByRole('region', { name: '人员资料' });
    expect(within(profile).getByRole('heading', { name: '林晓跑' })).toBeInTheDocument();
    expect(within(profile).getByText('国家一级运动员')).toBeInTheDocument();
    expect(within(profile).getByText('浙江省田径协会')).toBeInTheDocument();
    expect(profile).not.toHaveTextContent('身份证');
    expect(profile).not.toHaveTextContent('手机');
    const results = screen.getByRole('table', { name: '比赛成绩' });
    const rows = within(results).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['2026年浙江省田径锦标赛', '女子100米', '11.82秒', '2026-05-16'],
      ['2026年浙江省田径锦标赛', '女子200米', '未出发', '2026-05-16'],
    ]);
    expect(within(results).getAllByRole('link', { name: '2026年浙江省田径锦标赛' })[0]).toHaveAttribute('href', '/match/3');
    expect(screen.getByRole('list', { name: '最高纪录' })).toHaveTextContent('田径 女子100米：11.82（2026年浙江省田径锦标赛，2026-05-16）现行纪录');
    expect(breadcrumb()).toHaveTextContent('当前位置：首页 / 人员 / 人员详情');
  });

  it('shows a referee without a results section', async () => {
    renderAt('/official/personnel/details/2');
    expect(await screen.findByRole('heading', { name: '王正裁' })).toBeInTheDocument();
    expect(screen.getByText('国家级裁判员')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '比赛成绩' })).not.toBeInTheDocument();
  });

  it('says 暂无数据 for a private or unapproved person', async () => {
    renderAt('/official/personnel/details/11');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '人员资料' })).not.toBeInTheDocument();
  });
});
