import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { EChart, IncomeByCompetitionChart, IncomeByMonthChart, byMonthOption, byMonthSummary, monthText, type EChartOption } from 'shared/charts';

// jsdom has no canvas: zrender then measures text without one (its own fallback); keep jsdom's
// "getContext not implemented" message out of the output. The SVG renderer draws the charts.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

const months = ['2026年9月', '2026年10月', '2026年11月'];
const option: EChartOption = {
  legend: {},
  tooltip: { trigger: 'axis' },
  grid: { left: 16, right: 16, top: 32, bottom: 16 },
  dataset: { source: [['月份', '收入', '退款'], ...months.map((m, i) => [m, 100 * (i + 1), 10 * i])] },
  xAxis: { type: 'category' },
  yAxis: { type: 'value' },
  series: [{ type: 'bar' }, { type: 'line' }],
};

describe('shared/charts EChart', () => {
  it('draws the option as SVG (bar and line series from a dataset, legend, tooltip) inside a labelled image', async () => {
    const { unmount } = render(<EChart option={option} label="近3个月收入与退款" chartKey="money" height={240} />);
    const chart = screen.getByRole('img', { name: '近3个月收入与退款' });
    expect(chart).toHaveAttribute('data-chart', 'money');
    expect(chart).toHaveStyle({ height: '240px' });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    const svg = chart.querySelector('svg')!;
    // the legend's two series names and the category axis are drawn as SVG text
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['收入', '退款', ...months]));
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(3);
    unmount();
    expect(document.querySelector('svg')).toBeNull();
  });

  it('draws pie charts too (the public 数据 page)', async () => {
    render(<EChart option={{ series: [{ type: 'pie', data: [{ name: '田径', value: 3 }, { name: '篮球', value: 1 }] }] }} label="运动项目分布" />);
    const chart = screen.getByRole('img', { name: '运动项目分布' });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
  });

  it('is an entry of its own: react, echarts and the bare `shared` at run time (no antd, nothing outside the folder by path)', () => {
    const files = readdirSync(__dirname).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
    expect(files.sort()).toEqual(['echart.tsx', 'index.ts', 'money-charts.tsx']);
    for (const file of files) {
      const source = readFileSync(path.join(__dirname, file), 'utf8');
      for (const [, typeOnly, spec] of source.matchAll(/(?:import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
        if (typeOnly) continue;
        expect([file, spec === 'react' || spec === 'shared' || spec.startsWith('echarts/') || /^\.\/[\w-]+$/.test(spec)]).toEqual([file, true]);
      }
    }
  });
});

describe('the account home money charts', () => {
  const byMonth = [
    { month: '2026-09', income_cents: 43800, refund_cents: 16000, withdraw_cents: 0 },
    { month: '2026-10', income_cents: 0, refund_cents: 0, withdraw_cents: 11900 },
    { month: '2026-11', income_cents: 120050, refund_cents: 0, withdraw_cents: 0 },
  ];

  it('sums the months for the summary and names the month with the most income', () => {
    expect(monthText('2026-03')).toBe('2026年3月');
    expect(byMonthSummary(byMonth)).toBe('近3个月收入、退款与提现：收入¥1,638.50，退款¥160.00，提现¥119.00；收入最多为2026年11月（¥1,200.50）');
    expect(byMonthSummary(byMonth.map((m) => ({ ...m, income_cents: 0 })))).toBe('近3个月收入、退款与提现：收入¥0.00，退款¥160.00，提现¥119.00');
  });

  it('puts yuan into a dataset: income and refunds as bars, withdrawals as a line', () => {
    const option = byMonthOption(byMonth) as { dataset: { source: object[] }; series: { type: string; name: string }[] };
    expect(option.dataset.source[0]).toEqual({ month: '2026年9月', 收入: 438, 退款: 160, 提现: 0 });
    expect(option.series.map((s) => [s.type, s.name])).toEqual([
      ['bar', '收入'],
      ['bar', '退款'],
      ['line', '提现'],
    ]);
  });

  it('draws both charts as SVG images with their summaries', async () => {
    render(
      <>
        <IncomeByMonthChart rows={byMonth} />
        <IncomeByCompetitionChart rows={[{ name: '2026杭州马拉松', income_cents: 59800, refund_cents: 16000 }]} />
      </>,
    );
    const month = screen.getByRole('img', { name: /^近3个月收入、退款与提现/ });
    const competition = screen.getByRole('img', { name: '各赛事收入与退款：2026杭州马拉松收入¥598.00、退款¥160.00' });
    await waitFor(() => expect(month.querySelector('svg')).not.toBeNull());
    await waitFor(() => expect(competition.querySelector('svg')).not.toBeNull());
    expect([...competition.querySelectorAll('text')].map((t) => t.textContent)).toEqual(expect.arrayContaining(['收入', '退款', '2026杭州马拉松']));
  });
});
