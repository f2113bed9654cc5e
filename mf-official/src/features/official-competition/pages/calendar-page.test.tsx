import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const requests = recordRequests(server, '/api/official/competition/list');

const renderAt = (route: string) => renderWithProviders(null, { routes: routes.publicRoutes, route });

describe('赛事日历 (calendar)', () => {
  it('shows the month grid with multi-day competitions on every day they run, and the month list below', async () => {
    renderAt('/calendar?month=2026-06');
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: '2026年6月月历' });
    expect(screen.getByRole('heading', { name: '2026年6月' })).toBeInTheDocument();
    for (const day of ['2026-06-13', '2026-06-14', '2026-06-15']) {
      expect(within(within(grid).getByLabelText(day)).getByRole('link', { name: '2026年浙江省田径锦标赛' })).toHaveAttribute('href', '/calendar/details/13');
    }
    expect(within(within(grid).getByLabelText('2026-06-16')).queryByRole('link', { name: '2026年浙江省田径锦标赛' })).not.toBeInTheDocument();
    expect(within(within(grid).getByLabelText('2026-06-01')).getAllByRole('link').map((a) => a.textContent)).toEqual(['2026年西湖区青少年足球联赛', '2026年杭州市中小学生篮球联赛', '星辰亲子趣味运动会']);
    // the July padding days of the last week are not this month's: no competitions there
    expect(within(within(grid).getByLabelText('2026-07-01')).queryAllByRole('link')).toHaveLength(0);
    const list = screen.getByRole('list', { name: '本月赛事' });
    expect(within(list).getAllByRole('listitem').map((li) => within(li).getAllByRole('link')[0].textContent)).toEqual([
      '2026年西湖区青少年足球联赛',
      '2026年杭州市中小学生篮球联赛',
      '星辰亲子趣味运动会',
      '2026年浙江省田径锦标赛',
      '2026年宁波市全民运动会足球比赛',
    ]);
    expect(requests[0].searchParams.get('month')).toBe('2026-06');
    expect(requests[0].searchParams.get('count')).toBe('100');
    expect(screen.getByRole('navigation', { name: '面包屑' })).toHaveTextContent('当前位置：首页 / 赛事日历');
  });

  it('moves between months with 上个月 / 下个月 and keeps the month in the address', async () => {
    const { user, router } = renderAt('/calendar?month=2026-01');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下个月' }));
    expect(await screen.findByRole('table', { name: '2026年2月月历' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: '本月赛事' })).getAllByRole('listitem')).toHaveLength(1));
    expect(router!.state.location.search).toBe('?month=2026-02');
    await user.click(screen.getByRole('button', { name: '上个月' }));
    await user.click(screen.getByRole('button', { name: '上个月' }));
    expect(await screen.findByRole('table', { name: '2025年12月月历' })).toBeInTheDocument();
    expect(requests.at(-1)!.searchParams.get('month')).toBe('2025-12');
  });

  it('falls back to the current month for a malformed month', async () => {
    renderAt('/calendar?month=2026-13');
    await screen.findByRole('table', { name: /月历$/ });
    expect(requests[0].searchParams.get('month')).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    expect(requests[0].searchParams.get('month')).not.toBe('2026-13');
  });
});

describe('赛事系列 (calendar/series, series/{id})', () => {
  it('lists the series with published competitions and opens one', async () => {
    const { user, router } = renderAt('/calendar/series');
    const list = await screen.findByRole('list', { name: '赛事系列列表' });
    // newest first: the orienteering series (from 04-11), then the athletics league (from 03-28)
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByRole('link')[0].textContent)).toEqual(['西湖城市定向系列赛', '浙江省青少年田径联赛']);
    const item = items[1];
    expect(within(item).getByText('3 场比赛')).toBeInTheDocument();
    expect(within(item).getByText('时间：2026-03-28 ~ 2026-09-20')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '面包屑' })).toHaveTextContent('当前位置：首页 / 赛事日历 / 赛事系列');
    await user.click(within(item).getByRole('link', { name: '浙江省青少年田径联赛' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/series/1'));

    const competitions = await screen.findByRole('list', { name: '系列赛事' });
    // only the published stations: the final is still pending review
    expect(within(competitions).getAllByRole('listitem')).toHaveLength(3);
    expect(within(competitions).queryByRole('link', { name: '2026年浙江省青少年田径联赛（总决赛）' })).not.toBeInTheDocument();
    expect(within(competitions).getByRole('link', { name: '2026年浙江省青少年田径联赛（杭州站）' })).toHaveAttribute('href', '/series/1/details/9');
    expect(screen.getByRole('heading', { name: '浙江省青少年田径联赛' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '面包屑' })).toHaveTextContent('当前位置：首页 / 赛事系列');
  });

  it('opens a competition of the series with the series in the breadcrumb', async () => {
    renderAt('/series/1/details/9');
    expect(await screen.findByRole('heading', { name: '比赛 2026年浙江省青少年田径联赛（杭州站）' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '面包屑' })).toHaveTextContent('当前位置：首页 / 赛事系列 / 赛事详情');
  });

  it('keeps the section of official/match/{switchId}/series/{id} for its competitions', async () => {
    renderAt('/official/match/1/series/1');
    const competitions = await screen.findByRole('list', { name: '系列赛事' });
    expect(within(competitions).getByRole('link', { name: '2026年浙江省青少年田径联赛（杭州站）' })).toHaveAttribute('href', '/official/match/1/details/9');
    expect(screen.getByRole('navigation', { name: '面包屑' })).toHaveTextContent('当前位置：首页 / 赛事查询 / 赛事系列');
  });

  it('says 暂无数据 for a series that is not public', async () => {
    renderAt('/series/999');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
