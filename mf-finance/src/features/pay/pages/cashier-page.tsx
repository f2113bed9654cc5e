import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Descriptions, Radio, Result, Space, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EMPTY_TEXT, formatAmount, LOADING_TEXT, outcomeUnknown, useSubmitAttempt } from 'shared';
import { PAY_CHANNEL_LABEL, type PayChannel, payStatusProblem } from 'shared/rules';
import { StatusTag } from 'shared/antd';
import { getPayStatus } from '../api/get-pay-status';
import { startPayment } from '../api/start-payment';
import type { PayOrderStatus, PayStart } from '../api/types';
import { PAYER_ORDER_STATUS } from '../components/order-status';
import { ScanToPay } from '../components/scan-to-pay';
import { formatCountdown, useSecondsLeft } from '../components/use-seconds-left';
import { MY_ORDERS_PATH, payResultPath } from '../paths';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; order: PayOrderStatus };

const toMyOrders = (
  <Link to={MY_ORDERS_PATH}>
    <Button>返回我的订单</Button>
  </Link>
);

/** 收银台 (Cashier): pays one 待支付 order of the signed-in user with a gateway (QR code) or the wallet (账户余额). */
export function CashierPage() {
  const { orderNo = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // bumped after a refusal, to read the order again (it may have been paid or closed meanwhile)
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let alive = true;
    getPayStatus(orderNo)
      .then((order) => alive && setLoad({ state: 'ready', order }))
      .catch(() => alive && setLoad((l) => (l.state === 'ready' ? l : { state: 'failed' })));
    return () => {
      alive = false;
    };
  }, [orderNo, version]);

  if (load.state === 'loading') return <Card title="收银台">{LOADING_TEXT}</Card>;
  if (load.state === 'failed') return <Card title="收银台" extra={toMyOrders}>{EMPTY_TEXT}</Card>;
  const { order } = load;
  if (order.status !== '待支付') {
    return (
      <Card title="收银台">
        <Result
          status={order.status === '已支付' ? 'success' : 'info'}
          title={payStatusProblem(order.status)}
          subTitle={
            <Space>
              <span>订单号 {order.order_no}</span>
              <StatusTag status={order.status} map={PAYER_ORDER_STATUS} />
            </Space>
          }
          extra={toMyOrders}
        />
      </Card>
    );
  }
  return <Cashier order={order} onRefused={reload} />;
}

function Cashier({ order, onRefused }: { order: PayOrderStatus; onRefused: () => void }) {
  const navigate = useNavigate();
  const left = useSecondsLeft(order.expires_at);
  const affordable = order.wallet_balance_cents >= order.amount_cents;
  const usable = (c: PayChannel) => c !== 'balance' || affordable;
  const [channel, setChannel] = useState<PayChannel | undefined>(() => order.channels.find(usable));
  const [paying, setPaying] = useState(false);
  const [started, setStarted] = useState<PayStart | null>(null);
  // The attempt a network error interrupted: paying again with the same channel sends the same key.
  const attempt = useSubmitAttempt();
  const toResult = useCallback(() => navigate(payResultPath(order.order_no)), [navigate, order.order_no]);

  const pay = async () => {
    if (!channel || paying) return;
    setPaying(true);
    try {
      const payload = { order_no: order.order_no, channel };
      const answer = await attempt.send(payload, (key) => startPayment(payload, key));
      if (answer.status === 'succeeded') toResult();
      else setStarted(answer);
    } catch (error) {
      // No answer (network, 5xx): the outcome is unknown, the retry keeps the key. A refusal ends the attempt; the
      // shared client has shown its message.
      if (!outcomeUnknown(error)) onRefused();
    } finally {
      setPaying(false);
    }
  };

  const expired = left === 0;
  return (
    <Card title="收银台" extra={toMyOrders}>
      <Descriptions column={1} bordered size="middle" style={{ maxWidth: 640 }}>
        <Descriptions.Item label="订单号">{order.order_no}</Descriptions.Item>
        <Descriptions.Item label="内容">{order.subject}</Descriptions.Item>
        <Descriptions.Item label="收款方">{order.payee_name}</Descriptions.Item>
        <Descriptions.Item label="应付金额">
          <Typography.Text strong style={{ fontSize: 20, color: '#fa541c' }}>
            {formatAmount(order.amount_cents)}
          </Typography.Text>
        </Descriptions.Item>
        {left !== null ? (
          <Descriptions.Item label="剩余支付时间">
            <span role="timer" aria-label="剩余支付时间">
              {expired ? '00:00' : formatCountdown(left)}
            </span>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <div style={{ marginTop: 24, maxWidth: 640 }}>
        {expired ? (
          <Result status="warning" title="订单已超时关闭" subTitle="请返回我的订单重新下单" />
        ) : started ? (
          <ScanToPay orderNo={order.order_no} start={started} onSettled={toResult} onBack={() => setStarted(null)} />
        ) : (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <Radio.Group value={channel} onChange={(e) => setChannel(e.target.value as PayChannel)} aria-label="支付方式">
              <Space orientation="vertical">
                {order.channels.map((c) => (
                  <Radio key={c} value={c} disabled={!usable(c)}>
                    {PAY_CHANNEL_LABEL[c]}
                    {c === 'balance' ? (
                      <Typography.Text type={affordable ? 'secondary' : 'danger'} style={{ marginLeft: 8 }}>
                        （可用 {formatAmount(order.wallet_balance_cents)}{affordable ? '' : '，余额不足'}）
                      </Typography.Text>
                    ) : null}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
            <Button type="primary" size="large" loading={paying} disabled={!channel} onClick={() => void pay()}>
              立即支付
            </Button>
          </Space>
        )}
      </div>
    </Card>
  );
}

export default CashierPage;
