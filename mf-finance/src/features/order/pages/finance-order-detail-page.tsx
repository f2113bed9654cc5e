import { useState } from 'react';
import { Button, Card, Descriptions, Space, Table, Timeline, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { EMPTY_TEXT, formatAmount, formatDateTime } from 'shared';
import { MarkPaidModal, StatusTag } from 'shared/antd';
import { BackToList, UnreadyCard } from '../../../components/detail-card';
import { useRecord } from '../../../components/use-resource';
import { RefundCreateModal, REFUND_STATUS, initiatorText, useOrderRefunds, type Refund } from '../../refund';
import { getOrderInfo } from '../api/get-order-info';
import type { OrderItem } from '../api/types';
import { ORDER_STATUS, payChannelText } from '../components/order-status';

/**
 * 订单详情: the order, its items, its refunds and its status history; 标记已支付 where the server offers it
 * (`can_mark_paid`); 退款 where the server offers it (`can_refund`: a paid online order, to its payee — a live package or a
 * top-up to the platform admin only).
 */
export function FinanceOrderDetailPage() {
  const { id } = useParams();
  const orderId = Number(id);
  const [marking, setMarking] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [load, reload, version] = useRecord(orderId, getOrderInfo);
  const refunds = useOrderRefunds(load.state === 'ready' ? load.data : null, version);

  const back = <BackToList to="/admin/finance/order">返回订单列表</BackToList>;

  if (load.state !== 'ready') return <UnreadyCard title="订单详情" loading={load.state === 'loading'} back={back} />;
  const { data: order } = load;
  const refunded = refunds.state === 'ready' ? refunds : null;
  const refundable = order.can_refund === 1;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title="订单详情"
        extra={
          <Space>
            {order.can_mark_paid === 1 ? (
              <Button type="primary" onClick={() => setMarking(true)}>
                标记已支付
              </Button>
            ) : null}
            {refundable ? (
              <Button danger disabled={!refunded || refunded.refundedCents >= order.amount_cents} onClick={() => setRefunding(true)}>
                退款
              </Button>
            ) : null}
            {back}
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
          <Descriptions.Item label="订单号">{order.order_no}</Descriptions.Item>
          <Descriptions.Item label="订单状态">
            <StatusTag status={order.status} map={ORDER_STATUS} />
          </Descriptions.Item>
          <Descriptions.Item label="订单内容">{order.subject}</Descriptions.Item>
          <Descriptions.Item label="所属机构">{order.institution_name}</Descriptions.Item>
          <Descriptions.Item label="付款人">{order.user_nickname || '-'}</Descriptions.Item>
          <Descriptions.Item label="订单金额">{formatAmount(order.amount_cents)}</Descriptions.Item>
          {refunded && refunded.refunds.length > 0 ? (
            <Descriptions.Item label="已退金额">{formatAmount(refunded.refundedCents)}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label="支付方式">{payChannelText(order.pay_channel)}</Descriptions.Item>
          <Descriptions.Item label="支付时间">{formatDateTime(order.paid_at)}</Descriptions.Item>
          <Descriptions.Item label="下单时间">{formatDateTime(order.created_at)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="订单明细">
        <Table<OrderItem>
          rowKey="id"
          pagination={false}
          dataSource={order.items}
          locale={{ emptyText: EMPTY_TEXT }}
          columns={[
            { title: '项目', dataIndex: 'name', key: 'name' },
            { title: '单价', dataIndex: 'unit_price_cents', key: 'unit', align: 'right', render: (v: number) => formatAmount(v) },
            { title: '数量', dataIndex: 'quantity', key: 'quantity', align: 'right' },
            {
              title: '小计',
              key: 'subtotal',
              align: 'right',
              render: (_: unknown, item: OrderItem) => formatAmount(item.amount_cents),
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                合计
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {formatAmount(order.amount_cents)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </Card>
      {refunded && refunded.refunds.length > 0 ? (
        <Card title="退款记录">
          <Table<Refund>
            rowKey="id"
            pagination={false}
            dataSource={refunded.refunds}
            columns={[
              {
                title: '退款单号',
                dataIndex: 'refund_no',
                key: 'refund_no',
                render: (v: string, r: Refund) => (
                  <Link to={`/admin/finance/refund/${r.id}`} aria-label={`退款详情 ${v}`}>
                    {v}
                  </Link>
                ),
              },
              { title: '退款金额', dataIndex: 'amount_cents', key: 'amount', align: 'right', render: (v: number) => formatAmount(v) },
              { title: '发起方', dataIndex: 'initiator', key: 'initiator', render: initiatorText },
              { title: '退款原因', dataIndex: 'reason', key: 'reason' },
              { title: '状态', dataIndex: 'status', key: 'status', render: (v: Refund['status']) => <StatusTag status={v} map={REFUND_STATUS} /> },
              { title: '申请时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
            ]}
          />
        </Card>
      ) : null}
      <Card title="状态记录">
        {order.status_history.length === 0 ? (
          <Typography.Text type="secondary">{EMPTY_TEXT}</Typography.Text>
        ) : (
          <Timeline
            items={order.status_history.map((h) => ({
              key: h.id,
              content: (
                <span>
                  {formatDateTime(h.created_at)}　{h.from_status ? `${h.from_status} → ` : ''}
                  {h.to_status}
                  {h.note ? `（${h.note}）` : ''}
                </span>
              ),
            }))}
          />
        )}
      </Card>
      <MarkPaidModal
        orderId={marking ? order.id : null}
        onClose={() => setMarking(false)}
        onDone={() => {
          setMarking(false);
          reload();
        }}
      />
      <RefundCreateModal
        open={refunding}
        order={order}
        refundedCents={refunded?.refundedCents ?? 0}
        openRefund={refunded?.open ?? false}
        onClose={() => setRefunding(false)}
        onDone={() => {
          setRefunding(false);
          reload();
        }}
      />
    </Space>
  );
}

export default FinanceOrderDetailPage;
