/**
 * Data shaping of the 数据 page, without ECharts: each chart is a titled list of (label, value) points with a text
 * summary (the chart's aria-label) and the rows of its table fallback. `chartOption` turns one into an ECharts
 * option for the bar, line and pie charts the page registers.
 */
import { industryKindName } from '../../official-industry';
import type { OfficialStatistics } from '../api/statistics';

export type ChartKind = 'bar' | 'line' | 'pie';

export interface ChartSpec {
  key: string;
  title: string;
  kind: ChartKind;
  /** column headings of the table fallback */
  labelHeading: string;
  valueHeading: string;
  unit: string;
  points: { label: string; value: number }[];
}

/** 2026-03 → 2026年3月 */
export const monthLabel = (month: string) => {
  const [y, m] = month.split('-');
  return `${y}年${Number(m)}月`;
};

export function chartSpecs(s: OfficialStatistics): ChartSpec[] {
  return [
    { key: 'competitions-month', title: '近12个月赛事数量', kind: 'line', labelHeading: '月份', valueHeading: '赛事数', unit: '场', points: s.competitions_by_month.map((m) => ({ label: monthLabel(m.month), value: m.count })) },
    { key: 'competitions-sport', title: '赛事运动项目分布', kind: 'pie', labelHeading: '运动项目', valueHeading: '赛事数', unit: '场', points: s.competitions_by_sport.map((x) => ({ label: x.name, value: x.count })) },
    { key: 'entrants-month', title: '近12个月报名人数', kind: 'bar', labelHeading: '月份', valueHeading: '报名人数', unit: '人', points: s.entrants_by_month.map((m) => ({ label: monthLabel(m.month), value: m.count })) },
    { key: 'venues-region', title: '场馆地区分布', kind: 'bar', labelHeading: '城市', valueHeading: '场馆数', unit: '个', points: s.venues_by_region.map((x) => ({ label: x.name, value: x.count })) },
    {
      key: 'institutions-kind',
      title: '入驻机构类型分布',
      kind: 'pie',
      labelHeading: '机构类型',
      valueHeading: '机构数',
      unit: '家',
      points: s.institutions_by_kind.map((x) => ({ label: industryKindName(x.institution_type) ?? `类型${x.institution_type}`, value: x.count })),
    },
    { key: 'institutions-region', title: '入驻机构地区分布', kind: 'bar', labelHeading: '地区', valueHeading: '机构数', unit: '家', points: s.institutions_by_region.map((x) => ({ label: x.name, value: x.count })) },
  ];
}

/** One sentence for screen readers: the title, the total and the largest point. */
export function chartSummary(spec: ChartSpec): string {
  if (spec.points.length === 0) return `${spec.title}：暂无数据`;
  const total = spec.points.reduce((n, p) => n + p.value, 0);
  const top = spec.points.reduce((a, b) => (b.value > a.value ? b : a));
  const parts = spec.points.map((p) => `${p.label}${p.value}${spec.unit}`).join('，');
  return `${spec.title}：合计${total}${spec.unit}，最多为${top.label}（${top.value}${spec.unit}）。${parts}`;
}

export const headline = (s: OfficialStatistics) => [
  { label: '已发布赛事', value: s.totals.competitions, unit: '场' },
  { label: '报名人数', value: s.totals.entrants, unit: '人' },
  { label: '场馆', value: s.totals.venues, unit: '个' },
  { label: '入驻机构', value: s.totals.institutions, unit: '家' },
  { label: '注册运动员', value: s.totals.athletes, unit: '人' },
  { label: '注册裁判员', value: s.totals.referees, unit: '人' },
];

const ORANGE = ['#fa8c16', '#1677ff', '#52c41a', '#722ed1', '#13c2c2', '#eb2f96', '#faad14', '#2f54eb', '#a0d911', '#f5222d', '#08979c', '#595959'];

/** The ECharts option of a chart for `shared/charts` (its registered components: grid, tooltip, legend; charts: bar, line, pie). */
export function chartOption(spec: ChartSpec) {
  const base = { color: ORANGE, aria: { enabled: true, label: { description: chartSummary(spec) } }, tooltip: { trigger: spec.kind === 'pie' ? 'item' : 'axis' } };
  if (spec.kind === 'pie') {
    return {
      ...base,
      legend: { type: 'scroll', bottom: 0 },
      series: [{ type: 'pie', radius: ['35%', '65%'], center: ['50%', '45%'], name: spec.title, data: spec.points.map((p) => ({ name: p.label, value: p.value })), label: { formatter: '{b}: {c}' } }],
    };
  }
  return {
    ...base,
    grid: { left: 16, right: 16, top: 24, bottom: 16 },
    xAxis: { type: 'category', data: spec.points.map((p) => p.label), axisLabel: { interval: 0, rotate: spec.points.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: spec.kind, name: spec.valueHeading, data: spec.points.map((p) => p.value), smooth: spec.kind === 'line', areaStyle: spec.kind === 'line' ? { opacity: 0.15 } : undefined, barMaxWidth: 36 }],
  };
}
