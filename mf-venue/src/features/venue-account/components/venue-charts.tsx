import { lazy, Suspense } from 'react';
import { Card, Col, Empty, Row } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import type { AccountStats } from '../api/types';

// ECharts comes with `shared/charts` (a federated singleton), loaded after the balances show.
const IncomeByMonthChart = lazy(() => import('shared/charts').then((m) => ({ default: m.IncomeByMonthChart })));
const IncomeByCompetitionChart = lazy(() => import('shared/charts').then((m) => ({ default: m.IncomeByCompetitionChart })));

const loading = <div style={{ height: 320, display: 'grid', placeItems: 'center', color: '#8c8c8c' }}>{LOADING_TEXT}</div>;

/** 订场收支趋势 (12 months) and 收入与退款 per venue / competition of the venue operator. */
export function VenueCharts({ stats }: { stats: AccountStats }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card title="收支趋势（近12个月，元）" size="small">
          <Suspense fallback={loading}>
            <IncomeByMonthChart rows={stats.by_month} />
          </Suspense>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title="订场与赛事收入与退款（元）" size="small">
          {stats.by_competition.length === 0 ? (
            <Empty description={EMPTY_TEXT} />
          ) : (
            <Suspense fallback={loading}>
              <IncomeByCompetitionChart rows={stats.by_competition} title="订场与赛事收入与退款" />
            </Suspense>
          )}
        </Card>
      </Col>
    </Row>
  );
}
