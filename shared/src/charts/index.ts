/**
 * shared/charts — the one chart component (ECharts, SVG renderer) and the charts more than one remote draws, a
 * federated singleton of its own so ECharts is one copy in the browser and only pages with charts download it. It
 * imports react, echarts and the core as the bare `shared` (the singleton, never by relative path): never antd.
 */
export { EChart, default } from './echart';
export type { EChartOption, EChartProps } from './echart';
export {
  IncomeByCompetitionChart,
  IncomeByMonthChart,
  byCompetitionOption,
  byCompetitionSummary,
  byMonthOption,
  byMonthSummary,
  monthText,
} from './money-charts';
export type { AccountStats } from './money-charts';
