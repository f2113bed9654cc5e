/**
 * The money charts of an institution's account home (资金账户 in mf-finance, 订场账户 in mf-venue), from GET
 * /admin/account_stats: income, refunds and withdrawals by month (12 months, yuan) and income and refunds by
 * competition. Each chart is an image with a text summary (its aria-label); amounts are cents in, yuan on the axes.
 */
import { useMemo } from 'react';
import { formatAmount } from 'shared';
import type { components } from '../api/generated/schema.ts';
import { EChart, type EChartOption } from './echart';

export type AccountStats = components['schemas']['AccountStats'];
type ByMonth = AccountStats['by_month'];
type ByCompetition = AccountStats['by_competition'];

const COLORS = { income: '#fa8c16', refund: '#1677ff', withdraw: '#52c41a' };

/** 2026-03 → 2026年3月 */
export const monthText = (month: string) => {
  const [y, m] = month.split('-');
  return `${y}年${Number(m)}月`;
};

const yuan = (cents: number) => Math.round(cents) / 100;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const axisYuan = { type: 'value', name: '元', axisLabel: { formatter: (v: number) => String(v) } } as const;
const tooltipYuan = { trigger: 'axis', valueFormatter: (v: unknown) => `¥${Number(v).toFixed(2)}` } as const;

/** The summary of the by-month chart: the totals of the 12 months and the month with the most income. */
export function byMonthSummary(rows: ByMonth): string {
  const title = `近${rows.length}个月收入、退款与提现`;
  const income = sum(rows.map((r) => r.income_cents));
  const totals = `收入${formatAmount(income)}，退款${formatAmount(sum(rows.map((r) => r.refund_cents)))}，提现${formatAmount(sum(rows.map((r) => r.withdraw_cents)))}`;
  if (income === 0) return `${title}：${totals}`;
  const top = rows.reduce((a, b) => (b.income_cents > a.income_cents ? b : a));
  return `${title}：${totals}；收入最多为${monthText(top.month)}（${formatAmount(top.income_cents)}）`;
}

export function byMonthOption(rows: ByMonth): EChartOption {
  return {
    color: [COLORS.income, COLORS.refund, COLORS.withdraw],
    aria: { enabled: true, label: { description: byMonthSummary(rows) } },
    legend: { top: 0 },
    tooltip: tooltipYuan,
    grid: { left: 16, right: 16, top: 40, bottom: 8 },
    dataset: {
      dimensions: ['month', '收入', '退款', '提现'],
      source: rows.map((r) => ({ month: monthText(r.month), 收入: yuan(r.income_cents), 退款: yuan(r.refund_cents), 提现: yuan(r.withdraw_cents) })),
    },
    xAxis: { type: 'category', axisLabel: { rotate: rows.length > 6 ? 30 : 0 } },
    yAxis: axisYuan,
    series: [
      { type: 'bar', name: '收入', barMaxWidth: 24 },
      { type: 'bar', name: '退款', barMaxWidth: 24 },
      { type: 'line', name: '提现', smooth: true },
    ],
  };
}

/** The summary of the by-competition chart: each competition's (or venue's) income and refunds. */
export function byCompetitionSummary(rows: ByCompetition, title = '各赛事收入与退款'): string {
  if (rows.length === 0) return `${title}：暂无数据`;
  return `${title}：${rows.map((r) => `${r.name}收入${formatAmount(r.income_cents)}、退款${formatAmount(r.refund_cents)}`).join('；')}`;
}

export function byCompetitionOption(rows: ByCompetition, title?: string): EChartOption {
  return {
    color: [COLORS.income, COLORS.refund],
    aria: { enabled: true, label: { description: byCompetitionSummary(rows, title) } },
    legend: { top: 0 },
    tooltip: tooltipYuan,
    grid: { left: 16, right: 16, top: 40, bottom: 8 },
    xAxis: { type: 'category', data: rows.map((r) => r.name), axisLabel: { interval: 0, rotate: rows.length > 3 ? 30 : 0, width: 120, overflow: 'truncate' } },
    yAxis: axisYuan,
    series: [
      { type: 'bar', name: '收入', data: rows.map((r) => yuan(r.income_cents)), barMaxWidth: 32 },
      { type: 'bar', name: '退款', data: rows.map((r) => yuan(r.refund_cents)), barMaxWidth: 32 },
    ],
  };
}

/** 近12个月收入、退款与提现: bars for income and refunds, a line for withdrawals, yuan. */
export function IncomeByMonthChart({ rows, height }: { rows: ByMonth; height?: number }) {
  const option = useMemo(() => byMonthOption(rows), [rows]);
  return <EChart option={option} label={byMonthSummary(rows)} chartKey="income-by-month" height={height} />;
}

/**
 * 各赛事收入与退款: income and refunds of each competition (bookings as one row, 场地预订), yuan. `title` names the chart
 * in its summary (a venue operator's page: 各场馆…).
 */
export function IncomeByCompetitionChart({ rows, height, title }: { rows: ByCompetition; height?: number; title?: string }) {
  const option = useMemo(() => byCompetitionOption(rows, title), [rows, title]);
  return <EChart option={option} label={byCompetitionSummary(rows, title)} chartKey="income-by-competition" height={height} />;
}
