import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { ok } from 'shared/mocks';
import { setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { chartOption, chartSpecs, chartSummary, monthLabel } from '../components/chart-data';

jest.setTimeout(60_000);
const server = setupPageTest();
// jsdom has no canvas: zrender then measures text without one (its own fallback); keep jsdom's
// "getContext not implemented" message out of the output. The SVG renderer draws the charts.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

const renderAt = (route: string) => renderWithProviders(null, { routes: routes.publicRoutes, route });

describe('OfficialData 数据 (official/data)', () => {
  it('shows the headline numbers and six charts drawn by ECharts (SVG) with text summaries and data tables', async () => {
    renderAt('/official/data');
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();
    const overview = await screen.findByRole('region', { name: '平台总览' });
    expect(within(overview).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '25场已发布赛事',
      '514人报名人数',
      '8个场馆',
      '15家入驻机构',
      '9人注册运动员',
      '4人注册裁判员',
    ]);
    const figures = screen.getAllByRole('figure');
    expect(figures.map((f) => within(f).getByText(/分布|数量|人数/, { selector: 'figcaption' }).textContent)).toEqual([
      '近12个月赛事数量',
      '赛事运动项目分布',
      '近12个月报名人数',
      '场馆地区分布',
      '入驻机构类型分布',
      '入驻机构地区分布',
    ]);
    // the lazily loaded ECharts chunk draws an SVG into each chart, labelled with its summary
    await waitFor(() => expect(document.querySelectorAll('[data-chart] svg')).toHaveLength(6));
    const byMonth = screen.getByRole('img', { name: /^近12个月赛事数量：合计25场，最多为2026年5月（4场）/ });
    expect(byMonth.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('img', { name: /^入驻机构类型分布：合计15家/ })).toHaveAccessibleName(expect.stringContaining('赛事运营机构/企业2家'));

    const table = screen.getByRole('table', { name: '场馆地区分布数据表' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['城市场馆数', '杭州市5个', '宁波市2个', '温州市1个']);
    expect(screen.getByRole('navigation', { name: '面包屑' })).toHaveTextContent('当前位置：首页 / 数据');
  });

  it('says 暂无数据 for a chart without data', async () => {
    server.use(
      mswHttp.get('/api/official/statistics', () =>
        ok({
          totals: { competitions: 0, entrants: 0, venues: 0, institutions: 0, athletes: 0, referees: 0 },
          competitions_by_month: [],
          competitions_by_sport: [],
          entrants_by_month: [],
          venues_by_region: [],
          institutions_by_kind: [],
          institutions_by_region: [],
          generated_at: '2026-11-23T00:00:00.000Z',
        }),
      ),
    );
    renderAt('/official/data');
    await screen.findByRole('region', { name: '平台总览' });
    expect(screen.getAllByText('暂无数据')).toHaveLength(6);
    expect(document.querySelector('[data-chart]')).toBeNull();
  });
});

describe('chart data shaping', () => {
  const stats = {
    totals: { competitions: 3, entrants: 5, venues: 1, institutions: 2, athletes: 1, referees: 0 },
    competitions_by_month: [
      { month: '2026-10', count: 1 },
      { month: '2026-11', count: 2 },
    ],
    competitions_by_sport: [{ name: '田径', count: 3 }],
    entrants_by_month: [{ month: '2026-11', count: 5 }],
    venues_by_region: [{ name: '杭州市', count: 1 }],
    institutions_by_kind: [
      { institution_type: 6, count: 1 },
      { institution_type: 4, count: 1 },
    ],
    institutions_by_region: [{ name: '浙江省杭州市', count: 2 }],
    generated_at: '2026-11-23T00:00:00.000Z',
  };

  it('labels months and institution kinds in Chinese and summarises each chart', () => {
    expect(monthLabel('2026-03')).toBe('2026年3月');
    const specs = chartSpecs(stats);
    expect(specs[0].points).toEqual([
      { label: '2026年10月', value: 1 },
      { label: '2026年11月', value: 2 },
    ]);
    expect(specs[4].points.map((p) => p.label)).toEqual(['赛事运营机构/企业', '场馆运营方']);
    expect(chartSummary(specs[0])).toBe('近12个月赛事数量：合计3场，最多为2026年11月（2场）。2026年10月1场，2026年11月2场');
  });

  it('builds a category axis for bar and line charts and named slices for pies', () => {
    const [line, pie] = chartSpecs(stats);
    const lineOption = chartOption(line) as { xAxis: { data: string[] }; series: { type: string; data: number[] }[] };
    expect(lineOption.xAxis.data).toEqual(['2026年10月', '2026年11月']);
    expect(lineOption.series[0]).toMatchObject({ type: 'line', data: [1, 2] });
    const pieOption = chartOption(pie) as { series: { type: string; data: { name: string; value: number }[] }[] };
    expect(pieOption.series[0]).toMatchObject({ type: 'pie', data: [{ name: '田径', value: 3 }] });
  });
});
