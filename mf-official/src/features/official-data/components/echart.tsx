/**
 * One ECharts chart, drawn with the SVG renderer. Only what the 数据 page needs is registered from 'echarts/core'
 * (bar, line and pie charts; grid, tooltip, legend and aria components), and this module is loaded lazily by the
 * page, so no other public page downloads ECharts.
 */
import { useEffect, useRef } from 'react';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { chartOption, chartSummary, type ChartSpec } from './chart-data';

echarts.use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

const HEIGHT = 320;

export default function EChart({ spec }: { spec: ChartSpec }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current!;
    const chart = echarts.init(el, undefined, { renderer: 'svg', width: el.clientWidth || 560, height: HEIGHT });
    chart.setOption(chartOption(spec) as echarts.EChartsCoreOption);
    const resize = () => chart.resize({ width: el.clientWidth || 560, height: HEIGHT });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [spec]);
  return <div ref={ref} role="img" aria-label={chartSummary(spec)} data-chart={spec.key} style={{ width: '100%', height: HEIGHT }} />;
}
