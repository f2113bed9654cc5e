/**
 * The one ECharts chart of the platform (`shared/charts`, a federated singleton of its own like `shared/antd`), drawn
 * with the SVG renderer. Only the parts the pages use are registered from 'echarts/core': bar and line charts (the
 * back office's money charts, the public 数据 page), pie charts (数据) and heat maps (场馆数据分析, with the visual map); the grid, tooltip, legend, dataset and aria
 * components. Pages load it lazily (`lazy(() => import('shared/charts')…)`), so a page without charts never
 * downloads ECharts — the public site's home included.
 *
 * The chart is an image for assistive technology: `label` is its text summary (aria-label). Pass a memoised `option`:
 * a new option object draws the chart again.
 */
import { useEffect, useRef } from 'react';
import { BarChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, DatasetComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, PieChart, HeatmapChart, GridComponent, TooltipComponent, LegendComponent, DatasetComponent, AriaComponent, VisualMapComponent, SVGRenderer]);

/** An ECharts option built from the registered charts and components. */
export type EChartOption = echarts.EChartsCoreOption;

export interface EChartProps {
  option: EChartOption;
  /** The chart's text summary (its aria-label). */
  label: string;
  /** `data-chart` of the chart's element (which chart it is, for tests and styles). */
  chartKey?: string;
  /** Height in pixels (default 320); the width follows the container. */
  height?: number;
}

const DEFAULT_HEIGHT = 320;
/** The width used when the container has none yet (jsdom, a hidden tab). */
const FALLBACK_WIDTH = 560;

export function EChart({ option, label, chartKey, height = DEFAULT_HEIGHT }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current!;
    const chart = echarts.init(el, undefined, { renderer: 'svg', width: el.clientWidth || FALLBACK_WIDTH, height });
    chart.setOption(option);
    const resize = () => chart.resize({ width: el.clientWidth || FALLBACK_WIDTH, height });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [option, height]);
  return <div ref={ref} role="img" aria-label={label} data-chart={chartKey} style={{ width: '100%', height }} />;
}

export default EChart;
