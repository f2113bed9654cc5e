/**
 * The ECharts options and text summaries of 场馆数据分析 (drawn by the one chart of `shared/charts`): the heat map of
 * occupancy (court × hour, the hours any court was open), the revenue by day, the revenue by sport. Amounts come in
 * fen and are shown in yuan.
 */
import type { EChartOption } from 'shared/charts';
import { formatAmount } from 'shared';
import { clockRangeText } from 'shared/rules';
import type { VenueAnalysis } from '../api/get-venue-analysis';

const yuan = (cents: number) => Math.round(cents) / 100;
const hourText = (hour: number) => clockRangeText(hour * 60, hour * 60 + 60);

/** The hours shown: from the first to the last hour any court was open in the range. */
function openHours(a: VenueAnalysis): number[] {
  const open = a.heatmap.filter((c) => c.open_minutes > 0).map((c) => c.hour);
  if (open.length === 0) return [];
  const first = Math.min(...open);
  return Array.from({ length: Math.max(...open) - first + 1 }, (_, i) => first + i);
}

export function heatmapSummary(a: VenueAnalysis): string {
  const open = a.heatmap.filter((c) => c.percent !== null);
  if (open.length === 0 || a.courts.length === 0) return '场地占用率：所选日期内没有营业时段';
  const top = open.reduce((x, y) => ((y.percent ?? 0) > (x.percent ?? 0) ? y : x));
  const court = a.courts.find((c) => c.id === top.court_id)?.name ?? '';
  return `场地占用率：最高为${court} ${hourText(top.hour)}（${top.percent}%）`;
}

export function heatmapOption(a: VenueAnalysis): EChartOption {
  const hours = openHours(a);
  const rowOf = new Map(a.courts.map((c, i) => [c.id, i]));
  const data = a.heatmap
    .filter((c) => hours.includes(c.hour) && rowOf.has(c.court_id))
    .map((c) => [hours.indexOf(c.hour), rowOf.get(c.court_id)!, c.percent ?? '-']);
  return {
    aria: { enabled: true, label: { description: heatmapSummary(a) } },
    tooltip: { position: 'top', formatter: (p: { value: [number, number, number | string] }) => `${a.courts[p.value[1]]?.name ?? ''} ${hourText(hours[p.value[0]] ?? 0)}：${p.value[2] === '-' ? '未营业' : `${p.value[2]}%`}` },
    grid: { left: 8, right: 16, top: 16, bottom: 64, containLabel: true },
    xAxis: { type: 'category', data: hours.map((h) => `${String(h).padStart(2, '0')}:00`), splitArea: { show: true } },
    yAxis: { type: 'category', data: a.courts.map((c) => c.name), splitArea: { show: true } },
    visualMap: { min: 0, max: 100, calculable: true, orient: 'horizontal', left: 'center', bottom: 0, text: ['100%', '0%'], inRange: { color: ['#f0f5ff', '#fa8c16', '#cf1322'] } },
    series: [{ type: 'heatmap', name: '占用率', data, label: { show: a.courts.length * hours.length <= 120, formatter: (p: { value: [number, number, number | string] }) => (p.value[2] === '-' ? '' : String(p.value[2])) } }],
  };
}

export function revenueByDaySummary(a: VenueAnalysis): string {
  const total = `每日预订收入：合计${formatAmount(a.revenue_cents)}`;
  if (a.revenue_cents === 0) return total;
  const top = a.revenue_by_day.reduce((x, y) => (y.revenue_cents > x.revenue_cents ? y : x));
  return `${total}，最多为${top.day}（${formatAmount(top.revenue_cents)}）`;
}

export function revenueByDayOption(a: VenueAnalysis): EChartOption {
  return {
    color: ['#fa8c16', '#1677ff'],
    aria: { enabled: true, label: { description: revenueByDaySummary(a) } },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    grid: { left: 16, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: a.revenue_by_day.map((d) => d.day.slice(5)), axisLabel: { rotate: a.revenue_by_day.length > 10 ? 30 : 0 } },
    yAxis: [
      { type: 'value', name: '元' },
      { type: 'value', name: '单', minInterval: 1 },
    ],
    series: [
      { type: 'bar', name: '收入', barMaxWidth: 24, data: a.revenue_by_day.map((d) => yuan(d.revenue_cents)), tooltip: { valueFormatter: (v: unknown) => `¥${Number(v).toFixed(2)}` } },
      { type: 'line', name: '预订数', yAxisIndex: 1, smooth: true, data: a.revenue_by_day.map((d) => d.bookings) },
    ],
  };
}

export function revenueBySportSummary(a: VenueAnalysis): string {
  if (a.revenue_by_sport.length === 0) return '各运动项目收入：暂无';
  return `各运动项目收入：${a.revenue_by_sport.map((s) => `${s.sport}${formatAmount(s.revenue_cents)}`).join('、')}`;
}

export function revenueBySportOption(a: VenueAnalysis): EChartOption {
  return {
    aria: { enabled: true, label: { description: revenueBySportSummary(a) } },
    legend: { bottom: 0 },
    tooltip: { trigger: 'item', valueFormatter: (v: unknown) => `¥${Number(v).toFixed(2)}` },
    series: [{ type: 'pie', name: '收入', radius: ['40%', '70%'], data: a.revenue_by_sport.map((s) => ({ name: s.sport, value: yuan(s.revenue_cents) })) }],
  };
}
