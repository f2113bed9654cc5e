import { screen, waitFor } from '@testing-library/react';
import { formatAmount } from 'shared';
import { addChinaDays, chinaDate, chinaWeekday } from 'shared/rules';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// ECharts and antd pickers are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const reads = recordRequests(server, '/api/admin/venue_analysis');
// jsdom has no canvas: zrender then measures text without one (its own fallback); the SVG renderer draws the charts.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

function renderAt(account = 'venue_mgr') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/dataAnalysis/stadium', rootStore });
}

const statistic = (title: string) => screen.getByText(title).closest('.ant-statistic')!;

/**
 * 黄龙体育中心体育场 (venue_mgr's stadium) in the mocks: the athlete's 田径 booking yesterday 19:00–20:00, checked in
 * (高峰价 ¥800/小时), and tomorrow 07:00–08:00 (平日价 ¥400 or 周末价 ¥600); venue_mgr's block of 足球场（天然草） is not a sale.
 */
describe('场馆数据分析 (dataAnalysis/stadium)', () => {
  it('shows the last 30 days: revenue, bookings, cancellation rate, peak hour and the three charts drawn as SVG', async () => {
    renderAt();
    expect(await screen.findByText('场馆数据分析（黄龙体育中心体育场）')).toBeInTheDocument();
    const today = chinaDate(Date.now());
    await waitFor(() => expect(statistic('预订收入')).toHaveTextContent('¥800.00'));
    expect(reads[0].searchParams.get('venue_id')).toBe('1');
    expect([reads[0].searchParams.get('from'), reads[0].searchParams.get('to')]).toEqual([addChinaDays(today, -29), today]);
    expect(statistic('已售预订')).toHaveTextContent('1单');
    expect(statistic('取消率')).toHaveTextContent('0%（0/1）');
    expect(statistic('高峰时段')).toHaveTextContent(/^高峰时段19:00–20:00（\d+%）$/);

    const heat = await screen.findByRole('img', { name: /^场地占用率：最高为主田径场 19:00–20:00（\d+%）$/ });
    const byDay = await screen.findByRole('img', { name: `每日预订收入：合计¥800.00，最多为${addChinaDays(today, -1)}（¥800.00）` });
    const bySport = await screen.findByRole('img', { name: '各运动项目收入：田径¥800.00' });
    for (const chart of [heat, byDay, bySport]) await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    expect(heat).toHaveAttribute('data-chart', 'venue-heatmap');
  });

  it('reads another range: yesterday to tomorrow adds the booking of tomorrow', async () => {
    const { user } = renderAt();
    await waitFor(() => expect(statistic('预订收入')).toHaveTextContent('¥800.00'));
    const today = chinaDate(Date.now());
    const tomorrow = addChinaDays(today, 1);
    await user.click(screen.getByPlaceholderText('开始日期'));
    await user.clear(screen.getByPlaceholderText('开始日期'));
    await user.type(screen.getByPlaceholderText('开始日期'), `${addChinaDays(today, -1)}{Enter}`);
    await user.clear(screen.getByPlaceholderText('结束日期'));
    await user.type(screen.getByPlaceholderText('结束日期'), `${tomorrow}{Enter}`);
    await waitFor(() => expect(reads.at(-1)!.searchParams.get('to')).toBe(tomorrow));
    expect(reads.at(-1)!.searchParams.get('from')).toBe(addChinaDays(today, -1));
    const tomorrowCents = chinaWeekday(tomorrow) >= 6 ? 60000 : 40000;
    await waitFor(() => expect(statistic('预订收入')).toHaveTextContent(formatAmount(80000 + tomorrowCents)));
    expect(statistic('已售预订')).toHaveTextContent('2单');
  });
});
