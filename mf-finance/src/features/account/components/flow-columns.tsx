import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatAmount, formatDateTime, flowKindText, signedAmount } from 'shared';
import type { AccountFlow } from '../api/types';

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
