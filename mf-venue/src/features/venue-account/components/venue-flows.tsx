import { useCallback, useRef } from 'react';
import { DatePicker, Form, Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  LEDGER_TRANSACTION_KINDS,
  LEDGER_TRANSACTION_LABEL,
  INSTITUTION_ACCOUNTS,
  INSTITUTION_ACCOUNT_LABEL,
  flowKindText,
  formatAmount,
  formatDateTime,
  signedAmount,
  type LedgerTransactionKind,
  type InstitutionAccount,
} from 'shared';
import { FlowExportButton, ListPage } from 'shared/antd';
import { createFlowExport } from '../api/create-flow-export';
import { getAccountFlows } from '../api/get-account-flows';
import type { AccountFlow, AccountFlowQuery } from '../api/types';

interface FilterValues {
  account: InstitutionAccount;
  dates?: [Dayjs | null, Dayjs | null] | null;
  kind?: LedgerTransactionKind;
}

const COLUMNS: TableColumnsType<AccountFlow> = [
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

const ACCOUNT_OPTIONS = INSTITUTION_ACCOUNTS.map((a) => ({ value: a, label: INSTITUTION_ACCOUNT_LABEL[a] }));
const KIND_OPTIONS = LEDGER_TRANSACTION_KINDS.map((k) => ({ value: k, label: LEDGER_TRANSACTION_LABEL[k] }));

/** 资金流水 of the venue operator: one account (待结算收入 first: the bookings' income), dates, kind. */
export function VenueFlows({ institutionId }: { institutionId: number }) {
  const toQuery = useCallback(
    ({ account, dates, kind }: FilterValues): AccountFlowQuery => ({
      institution_id: institutionId,
      account,
      kind,
      from: dates?.[0]?.format('YYYY-MM-DD'),
      to: dates?.[1]?.format('YYYY-MM-DD'),
    }),
    [institutionId],
  );
  // the query of the list as last fetched: what 导出 exports
  const current = useRef<AccountFlowQuery>({ institution_id: institutionId, account: 'pending' });
  const fetcher = useCallback((query: AccountFlowQuery) => {
    current.current = query;
    return getAccountFlows(query);
  }, []);
  const exportFlows = useCallback(() => {
    const { institution_id, account, kind, from, to } = current.current;
    return createFlowExport({ institution_id, account, kind, from, to });
  }, []);
  return (
    <ListPage<AccountFlow, AccountFlowQuery, FilterValues>
      key={institutionId}
      title="资金流水"
      fetcher={fetcher}
      extra={<FlowExportButton start={exportFlows} />}
      rowKey="id"
      columns={COLUMNS}
      toQuery={toQuery}
      initialValues={{ account: 'pending' }}
      filters={
        <>
          <Form.Item name="account" label="账户">
            <Select style={{ width: 140 }} options={ACCOUNT_OPTIONS} />
          </Form.Item>
          <Form.Item name="dates" label="日期">
            <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} />
          </Form.Item>
          <Form.Item name="kind" label="类型">
            <Select allowClear placeholder="全部类型" style={{ width: 160 }} options={KIND_OPTIONS} />
          </Form.Item>
        </>
      }
    />
  );
}
