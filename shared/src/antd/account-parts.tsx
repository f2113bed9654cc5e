/**
 * The parts of an institution's account (资金账户 in mf-finance, 订场账户 in mf-venue) and of a user's wallet: the two
 * money chart cards (GET /admin/account_stats), the columns of 资金流水 and its filters (GET /admin/acc_flow_list,
 * /account/flow_list).
 */
import { lazy, Suspense } from 'react';
import { Card, Col, DatePicker, Empty, Form, Row, Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { EMPTY_TEXT, LOADING_TEXT, INSTITUTION_ACCOUNTS, INSTITUTION_ACCOUNT_LABEL, flowKindText, formatAmount, formatDateTime, signedAmount, type InstitutionAccount } from 'shared';
import { LEDGER_TRANSACTION_KINDS, LEDGER_TRANSACTION_LABEL, type LedgerTransactionKind } from 'shared/rules';
import type { components } from '../api/generated/schema.ts';

export type AccountStats = components['schemas']['AccountStats'];
export type AccountFlow = components['schemas']['AccountFlow'];

// ECharts comes with `shared/charts` (a federated singleton), loaded after the balances show.
const IncomeByMonthChart = lazy(() => import('shared/charts').then((m) => ({ default: m.IncomeByMonthChart })));
const IncomeByCompetitionChart = lazy(() => import('shared/charts').then((m) => ({ default: m.IncomeByCompetitionChart })));

const loading = <div style={{ height: 320, display: 'grid', placeItems: 'center', color: '#8c8c8c' }}>{LOADING_TEXT}</div>;

export interface AccountChartsProps {
  stats: AccountStats;
  /** What the second chart shows: 各赛事收入与退款 (default) or, for a venue operator, 订场与赛事收入与退款. */
  byCompetitionTitle?: string;
}

/**
 * 收支趋势 (income, refunds and withdrawals of 12 months) and 各赛事收入与退款 (or the title given) of an institution,
 * side by side, each in a card titled with its unit (元); the second card says 暂无数据 when there is no row.
 */
export function AccountCharts({ stats, byCompetitionTitle }: AccountChartsProps) {
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
        <Card title={`${byCompetitionTitle ?? '各赛事收入与退款'}（元）`} size="small">
          {stats.by_competition.length === 0 ? (
            <Empty description={EMPTY_TEXT} />
          ) : (
            <Suspense fallback={loading}>
              <IncomeByCompetitionChart rows={stats.by_competition} title={byCompetitionTitle} />
            </Suspense>
          )}
        </Card>
      </Col>
    </Row>
  );
}

/** The columns of 资金流水: 时间, 类型, 说明, 订单号, 金额 (money in green with +, out in red with −), 余额. */
export const FLOW_COLUMNS: TableColumnsType<AccountFlow> = [
  { title: '时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
  { title: '类型', dataIndex: 'kind', key: 'kind', render: (v: string) => flowKindText(v) },
  { title: '说明', dataIndex: 'memo', key: 'memo', render: (v: string) => v || '-' },
  { title: '订单号', dataIndex: 'order_no', key: 'order_no', render: (v: string) => v || '-' },
  {
    title: '金额',
    dataIndex: 'amount_cents',
    key: 'amount',
    align: 'right',
    render: (v: number) => (
      <Typography.Text type={v > 0 ? 'success' : 'danger'} strong>
        {signedAmount(v)}
      </Typography.Text>
    ),
  },
  { title: '余额', dataIndex: 'balance_cents', key: 'balance', align: 'right', render: (v: number) => formatAmount(v) },
];

/** The filters of a page of flows: a date range (China days, inclusive) and a kind. */
export interface FlowFilterValues {
  dates?: [Dayjs | null, Dayjs | null] | null;
  kind?: LedgerTransactionKind;
}

/** The filters of the flows of one of an institution's accounts: the account first. */
export interface InstitutionFlowFilterValues extends FlowFilterValues {
  account: InstitutionAccount;
}

const KIND_OPTIONS = LEDGER_TRANSACTION_KINDS.map((k) => ({ value: k, label: LEDGER_TRANSACTION_LABEL[k] }));
const ACCOUNT_OPTIONS = INSTITUTION_ACCOUNTS.map((a) => ({ value: a, label: INSTITUTION_ACCOUNT_LABEL[a] }));

/** from / to / kind of GET /admin/acc_flow_list and /account/flow_list. */
export function flowQuery({ dates, kind }: FlowFilterValues) {
  return { kind, from: dates?.[0]?.format('YYYY-MM-DD'), to: dates?.[1]?.format('YYYY-MM-DD') };
}

/**
 * 日期 (a range, either end may stay empty) and 类型 (全部类型 or one kind of ledger transaction); with `account`, 账户
 * (one of the institution's accounts) before them.
 */
export function FlowFilterItems({ account = false }: { account?: boolean }) {
  return (
    <>
      {account && (
        <Form.Item name="account" label="账户">
          <Select style={{ width: 140 }} options={ACCOUNT_OPTIONS} />
        </Form.Item>
      )}
      <Form.Item name="dates" label="日期">
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} />
      </Form.Item>
      <Form.Item name="kind" label="类型">
        <Select allowClear placeholder="全部类型" style={{ width: 160 }} options={KIND_OPTIONS} />
      </Form.Item>
    </>
  );
}
