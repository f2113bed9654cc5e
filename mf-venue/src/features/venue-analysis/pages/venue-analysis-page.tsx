import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Card, Col, DatePicker, Empty, Form, Row, Space, Statistic } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { EMPTY_TEXT, formatAmount, LOADING_TEXT } from 'shared';
import { addChinaDays, chinaDate } from 'shared/rules';
import type { EChartOption } from 'shared/charts';
import { ManagedVenuePage, type ManagedVenue } from '../../reserve-settings';
import { getVenueAnalysis, type VenueAnalysis } from '../api/get-venue-analysis';
import { heatmapOption, heatmapSummary, revenueByDayOption, revenueByDaySummary, revenueBySportOption, revenueBySportSummary } from '../components/analysis-charts';

/** ECharts lives in its own chunk (`shared/charts`, a federated singleton): the figures show while it loads. */
const EChart = lazy(() => import('shared/charts'));

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: VenueAnalysis };

/** The last 30 China days, today included (the server's default). */
function lastMonth(): { from: string; to: string } {
  const to = chinaDate(Date.now());
  return { from: addChinaDays(to, -29), to };
}

function ChartCard({ title, label, option, chartKey, height, empty }: { title: string; label: string; option: EChartOption; chartKey: string; height?: number; empty: boolean }) {
  return (
    <Card title={title} size="small">
      {empty ? (
        <Empty description="暂无数据" />
      ) : (
        <Suspense fallback={LOADING_TEXT}>
          <EChart option={option} label={label} chartKey={chartKey} height={height} />
        </Suspense>
      )}
    </Card>
  );
}

/**
 * 场馆数据分析 (/admin/dataAnalysis/stadium, under 预订管理 for venue managers): a venue's occupancy by court and hour,
 * its peak hours, revenue by day and by sport and cancellation rate over a range of days (GET /admin/venue_analysis).
 */
export function VenueAnalysisPage() {
  return <ManagedVenuePage title="场馆数据分析">{(venue) => <Analysis venue={venue} />}</ManagedVenuePage>;
}

function Analysis({ venue }: { venue: ManagedVenue }) {
  const [range, setRange] = useState(lastMonth);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let alive = true;
    setLoad({ state: 'loading' });
    getVenueAnalysis(venue.id, range)
      .then((data) => alive && setLoad({ state: 'ready', data }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [venue.id, range]);

  const picked: [Dayjs, Dayjs] = [dayjs(range.from), dayjs(range.to)];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Form layout="inline">
          <Form.Item label="日期范围">
            <DatePicker.RangePicker
              value={picked}
              allowClear={false}
              placeholder={['开始日期', '结束日期']}
              onChange={(days) => days?.[0] && days[1] && setRange({ from: days[0].format('YYYY-MM-DD'), to: days[1].format('YYYY-MM-DD') })}
            />
          </Form.Item>
        </Form>
      </Card>
      {load.state === 'ready' ? <Figures analysis={load.data} /> : <Card variant="borderless">{load.state === 'loading' ? LOADING_TEXT : EMPTY_TEXT}</Card>}
    </Space>
  );
}

function Figures({ analysis: a }: { analysis: VenueAnalysis }) {
  const heat = useMemo(() => heatmapOption(a), [a]);
  const byDay = useMemo(() => revenueByDayOption(a), [a]);
  const bySport = useMemo(() => revenueBySportOption(a), [a]);
  const heatHeight = Math.max(240, 56 * a.courts.length + 96);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="预订收入" value={formatAmount(a.revenue_cents)} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="已售预订" value={a.bookings} suffix="单" />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="取消率" value={`${a.cancellation.percent}%`} suffix={<span style={{ fontSize: 14 }}>（{a.cancellation.cancelled}/{a.cancellation.total}）</span>} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="高峰时段" value={a.peak_hours.length ? a.peak_hours.map((p) => `${p.text}（${p.percent}%）`).join('、') : '暂无'} styles={{ content: { fontSize: 16 } }} />
          </Card>
        </Col>
      </Row>
      <ChartCard title="场地占用热力图（场地 × 时段）" label={heatmapSummary(a)} option={heat} chartKey="venue-heatmap" height={heatHeight} empty={a.courts.length === 0} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <ChartCard title="每日收入与预订数" label={revenueByDaySummary(a)} option={byDay} chartKey="venue-revenue-by-day" empty={false} />
        </Col>
        <Col xs={24} lg={10}>
          <ChartCard title="各运动项目收入" label={revenueBySportSummary(a)} option={bySport} chartKey="venue-revenue-by-sport" empty={a.revenue_by_sport.length === 0} />
        </Col>
      </Row>
    </Space>
  );
}

export default VenueAnalysisPage;
