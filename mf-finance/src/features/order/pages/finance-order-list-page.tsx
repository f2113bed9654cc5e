import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { INVOICE_LIST_PATH } from '../../invoice';
import { formatAmount, formatDateTime, statusOptions, useSession } from 'shared';
import { institutionColumns, KeywordFilter, ListPage, StatusFilter, StatusTag } from 'shared/antd';
import { getOrderList } from '../api/get-order-list';
import type { Order, OrderListQuery, OrderStatus } from '../api/types';
import { ORDER_STATUS, payChannelText } from '../components/order-status';

interface FilterValues {
  status?: OrderStatus;
  keyword?: string;
}

/** 订单管理 (FinanceOrderList): platform admins see every institution, others the active institution. */
export const FinanceOrderListPage = observer(function FinanceOrderListPage() {
  const session = useSession();
  const isAdmin = session.isAdmin;
  const institutionId = isAdmin ? undefined : session.activeInstitutionId;

  const columns: TableColumnsType<Order> = [
    { title: '订单号', dataIndex: 'order_no', key: 'order_no' },
    { title: '订单内容', dataIndex: 'subject', key: 'subject' },
    { title: '付款人', dataIndex: 'user_nickname', key: 'user_nickname' },
    ...institutionColumns(isAdmin),
    { title: '金额', dataIndex: 'amount_cents', key: 'amount', align: 'right', render: (v: number) => formatAmount(v) },
    { title: '支付方式', dataIndex: 'pay_channel', key: 'pay_channel', render: (v: string) => payChannelText(v) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (v: OrderStatus) => <StatusTag status={v} map={ORDER_STATUS} /> },
    { title: '下单时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, order: Order) => (
        <Link to={`/admin/finance/order/${order.id}`} aria-label={`查看订单 ${order.order_no}`}>
          详情
        </Link>
      ),
    },
  ];

  return (
    <ListPage<Order, OrderListQuery, FilterValues>
      // A new active institution starts a new list.
      key={institutionId ?? 'all'}
      title="订单管理"
      // 发票管理 is not a menu item (the spec's finance menu): the platform admin reaches it from here
      extra={
        isAdmin ? (
          <Link to={INVOICE_LIST_PATH}>
            <Button>发票管理</Button>
          </Link>
        ) : undefined
      }
      fetcher={getOrderList}
      rowKey="id"
      columns={columns}
      toQuery={(values) => ({ ...values, institution_id: institutionId })}
      initialValues={{}}
      filters={
        <>
          <StatusFilter label="订单状态" width={140} options={statusOptions(ORDER_STATUS)} />
          <KeywordFilter placeholder="订单号 / 订单内容 / 付款人" width={240} />
        </>
      }
    />
  );
});

export default FinanceOrderListPage;
