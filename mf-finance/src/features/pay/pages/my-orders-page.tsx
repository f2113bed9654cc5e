import { useState } from 'react';
import { Button, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatAmount, formatDateTime, saveDownloadedFile, statusOptions } from 'shared';
import { ORDER_KIND_LABEL } from 'shared/rules';
import { ListPage, StatusFilter, StatusTag } from 'shared/antd';
import { InvoiceApplyModal, downloadInvoice, useMyInvoices } from '../../invoice';
import { RefundApplyModal } from '../../refund';
import { getMyOrders } from '../api/get-my-orders';
import type { MyOrdersQuery, PayerOrder, PayerOrderStatus } from '../api/types';
import { PAYER_ORDER_STATUS } from '../components/order-status';
import { cashierPath } from '../paths';

interface FilterValues {
  status?: PayerOrderStatus;
}

/** A paid sign-up fee may be asked back online (申请退款), within the competition's refund policy. */
const mayApplyForRefund = (order: PayerOrder) => order.status === '已支付' && order.kind === 'sign_up';

/** A paid order (not a top-up) may have a 普通发票 asked for (申请发票), again after a rejection. */
const mayApplyForInvoice = (order: PayerOrder) => order.status === '已支付' && order.kind !== 'top_up';

/**
 * 我的订单 (MyOrders): the signed-in user's own orders; a 待支付 order goes to the cashier (去支付), a paid sign-up fee
 * may be asked back (申请退款).
 */
export function MyOrdersPage() {
  const navigate = useNavigate();
  const [refunding, setRefunding] = useState<string | null>(null);
  const [invoicing, setInvoicing] = useState<string | null>(null);
  const invoices = useMyInvoices();
  const invoiceAction = (order: PayerOrder) => {
    const invoice = invoices.byOrderNo.get(order.order_no);
    if (invoice?.status === 'issued') {
      return (
        <Button size="small" onClick={() => void downloadInvoice(invoice.id).then(saveDownloadedFile, () => undefined)} aria-label={`下载发票 ${order.order_no}`}>
          下载发票
        </Button>
      );
    }
    if (invoice?.status === 'pending') return <span>发票待开具</span>;
    if (!mayApplyForInvoice(order)) return null;
    return (
      <Button size="small" onClick={() => setInvoicing(order.order_no)} aria-label={`申请发票 ${order.order_no}`}>
        申请发票
      </Button>
    );
  };
  const columns: TableColumnsType<PayerOrder> = [
    { title: '订单号', dataIndex: 'order_no', key: 'order_no' },
    { title: '类型', dataIndex: 'kind', key: 'kind', render: (v: PayerOrder['kind']) => ORDER_KIND_LABEL[v] ?? '-' },
    { title: '内容', dataIndex: 'subject', key: 'subject' },
    { title: '收款方', dataIndex: 'institution_name', key: 'institution_name' },
    { title: '金额', dataIndex: 'amount_cents', key: 'amount', align: 'right', render: (v: number) => formatAmount(v) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (v: PayerOrderStatus) => <StatusTag status={v} map={PAYER_ORDER_STATUS} /> },
    { title: '下单时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, order: PayerOrder) => (
        <Space size={4}>
          {order.status === '待支付' ? (
            <Button type="primary" size="small" onClick={() => navigate(cashierPath(order.order_no))} aria-label={`去支付 ${order.order_no}`}>
              去支付
            </Button>
          ) : null}
          {mayApplyForRefund(order) ? (
            <Button size="small" onClick={() => setRefunding(order.order_no)} aria-label={`申请退款 ${order.order_no}`}>
              申请退款
            </Button>
          ) : null}
          {invoiceAction(order)}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<PayerOrder, MyOrdersQuery, FilterValues>
        title="我的订单"
        fetcher={getMyOrders}
        rowKey="order_no"
        columns={columns}
        initialValues={{}}
        filters={<StatusFilter label="订单状态" width={140} options={statusOptions(PAYER_ORDER_STATUS)} />}
      />
      <RefundApplyModal orderNo={refunding} onClose={() => setRefunding(null)} onDone={() => setRefunding(null)} />
      <InvoiceApplyModal
        orderNo={invoicing}
        onClose={() => setInvoicing(null)}
        onDone={() => {
          setInvoicing(null);
          invoices.reload();
        }}
      />
    </>
  );
}

export default MyOrdersPage;
