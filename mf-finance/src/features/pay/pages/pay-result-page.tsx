import { useMemo } from 'react';
import { Button, Card, Result } from 'antd';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT, formatAmount, formatDateTime } from 'shared';
import { MY_BOOKINGS_PATH } from 'shared/rules';
import { PaidResult, payChannelText, WaitingForPayment } from '../../../components/payment-result';
import { useResource } from '../../../components/use-resource';
import { rechargeSuccessPath } from '../../account';
import { getPayStatus } from '../api/get-pay-status';
import type { PayOrderStatus } from '../api/types';
import { MY_ORDERS_PATH, cashierPath } from '../paths';

const toMyOrders = (
  <Link key="orders" to={MY_ORDERS_PATH}>
    <Button type="primary">查看我的订单</Button>
  </Link>
);

/** A paid court booking: its 核销码 and QR are in 我的预订 on the phone. */
const toMyBookings = (
  <Link key="bookings" to={MY_BOOKINGS_PATH}>
    <Button type="primary">查看我的预订</Button>
  </Link>
);

/** 支付结果 (PayResult): where the cashier ends — paid, closed, or still waiting for the gateway (刷新). */
export function PayResultPage() {
  const [search] = useSearchParams();
  const orderNo = search.get('order_no') ?? '';
  const [load, refresh] = useResource(useMemo(() => (orderNo ? () => getPayStatus(orderNo) : null), [orderNo]));

  if (load.state === 'loading') return <Card title="支付结果">{LOADING_TEXT}</Card>;
  if (load.state === 'failed') return <Card title="支付结果" extra={toMyOrders}>{EMPTY_TEXT}</Card>;
  const { data: order } = load;
  if (order.kind === 'top_up' && order.status === '已支付') return <Navigate replace to={rechargeSuccessPath(order.order_no)} />;
  return <Card title="支付结果">{resultOf(order, refresh)}</Card>;
}

function resultOf(order: PayOrderStatus, refresh: () => void) {
  const home = (
    <Link key="home" to="/admin">
      <Button>返回首页</Button>
    </Link>
  );
  switch (order.status) {
    case '已支付':
      return (
        <PaidResult
          title="支付成功"
          facts={[
            ['订单号', order.order_no],
            ['支付金额', formatAmount(order.amount_cents)],
            ['支付方式', payChannelText(order.pay_channel)],
            ['支付时间', formatDateTime(order.paid_at)],
          ]}
          extra={order.kind === 'booking' ? [toMyBookings, home] : [toMyOrders, home]}
        />
      );
    case '已关闭':
      return <Result status="error" title="支付失败（订单已关闭）" subTitle={`订单号：${order.order_no}`} extra={[toMyOrders, home]} />;
    case '待支付':
      return (
        <WaitingForPayment
          orderNo={order.order_no}
          onRefresh={refresh}
          cashier={
            <Link key="cashier" to={cashierPath(order.order_no)}>
              <Button>返回收银台</Button>
            </Link>
          }
        />
      );
    default:
      return <Result status="info" title={`订单${order.status}`} subTitle={`订单号：${order.order_no}`} extra={[toMyOrders, home]} />;
  }
}

export default PayResultPage;
