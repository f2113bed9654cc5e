import { useCallback } from 'react';
import type { TableColumnsType } from 'antd';
import { formatAmount, formatDate } from 'shared';
import { ListPage } from 'shared/antd';
import { getSettleList } from '../api/get-settle-list';
import type { SettleListQuery, SettleRow } from '../api/types';

const money = (v: number) => formatAmount(v);

const COLUMNS: TableColumnsType<SettleRow> = [
  { title: '名称', dataIndex: 'name', key: 'name' },
  { title: '订单数', dataIndex: 'order_count', key: 'order_count', align: 'right' },
  { title: '已付', dataIndex: 'paid_cents', key: 'paid', align: 'right', render: money },
  { title: '已退', dataIndex: 'refunded_cents', key: 'refunded', align: 'right', render: money },
  { title: '已结算', dataIndex: 'settled_cents', key: 'settled', align: 'right', render: money },
  { title: '服务费', dataIndex: 'fee_cents', key: 'fee', align: 'right', render: money },
  { title: '待结算', dataIndex: 'pending_cents', key: 'pending', align: 'right', render: money },
  // bookings settle after they are paid: no one date for a venue
  { title: '预计结算时间', dataIndex: 'settle_at', key: 'settle_at', render: (v: string | null) => (v ? formatDate(v) : '支付后结算') },
];

/** 结算明细: the institution's income per competition (sign-up fees) and per venue (bookings), GET /admin/order_settle_list. */
export function SettleList({ institutionId }: { institutionId: number }) {
  const fetcher = useCallback((query: SettleListQuery) => getSettleList({ ...query, institution_id: institutionId }), [institutionId]);
  return <ListPage<SettleRow, SettleListQuery> key={institutionId} title="结算明细" fetcher={fetcher} rowKey="key" columns={COLUMNS} />;
}
