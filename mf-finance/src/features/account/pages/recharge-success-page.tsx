import { useCallback, type ReactNode } from 'react';
import { Button, Card, Result } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT, formatAmount, formatDateTime, useSession } from 'shared';
import { PaidResult, payChannelText, WaitingForPayment } from '../../../components/payment-result';
import { getTopUpStatus } from '../api/get-top-up-status';
import type { PayOrderStatus } from '../api/types';
import { useResource } from '../../../components/use-resource';
import { ACCOUNT_INFO_PATH, MY_WALLET_PATH, cashierPath } from '../paths';

const TITLE = '充值结果';

/**
 * 充值成功 (AccountRechargeSuccess): where a paid top-up ends (the cashier's 支付结果 sends it here) — the amount, the
 * channel and the time, and the way back to the wallet it filled (资金账户, or 我的钱包 for a personal user).
 */
export const RechargeSuccessPage = observer(function RechargeSuccessPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderNo = search.get('order_no') ?? '';
  const [order, reload] = useResource(useCallback(() => (orderNo ? getTopUpStatus(orderNo) : Promise.reject(new Error('no order'))), [orderNo]));
  const home = session.isPerson || !session.activeInstitution ? { path: MY_WALLET_PATH, text: '返回我的钱包' } : { path: ACCOUNT_INFO_PATH, text: '返回资金账户' };
  const back = (
    <Button key="home" type="primary" onClick={() => navigate(home.path)}>
      {home.text}
    </Button>
  );

  if (order.state === 'loading') return <Card title={TITLE}>{LOADING_TEXT}</Card>;
  if (order.state === 'failed' || order.data.kind !== 'top_up') return <Card title={TITLE} extra={back}>{EMPTY_TEXT}</Card>;
  return <Card title={TITLE} variant="borderless">{resultOf(order.data, back, reload, () => navigate(cashierPath(order.data.order_no)))}</Card>;
});

function resultOf(order: PayOrderStatus, back: ReactNode, refresh: () => void, toCashier: () => void) {
  if (order.status === '已支付') {
    return (
      <PaidResult
        title="充值成功"
        facts={[
          ['充值金额', formatAmount(order.amount_cents)],
          ['支付方式', payChannelText(order.pay_channel)],
          ['到账时间', formatDateTime(order.paid_at)],
          ['订单号', order.order_no],
        ]}
        extra={[back]}
      />
    );
  }
  if (order.status === '待支付') {
    return (
      <WaitingForPayment
        orderNo={order.order_no}
        onRefresh={refresh}
        cashier={
          <Button key="cashier" onClick={toCashier}>
            返回收银台
          </Button>
        }
      />
    );
  }
  return <Result status="error" title={`充值未成功（订单${order.status}）`} subTitle={`订单号：${order.order_no}`} extra={[back]} />;
}

export default RechargeSuccessPage;
