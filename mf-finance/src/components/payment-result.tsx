import type { ReactNode } from 'react';
import { Button, Result, Space } from 'antd';
import { PAY_CHANNEL_LABEL } from 'shared/rules';

/** 微信支付, 支付宝, … for a pay channel; - for an unknown one. */
export const payChannelText = (channel: string) => PAY_CHANNEL_LABEL[channel as keyof typeof PAY_CHANNEL_LABEL] ?? '-';

/** 等待支付结果 of an order the gateway has not confirmed yet: 刷新 runs `onRefresh`; `cashier` leads back to the cashier (返回收银台). */
export function WaitingForPayment({ orderNo, onRefresh, cashier }: { orderNo: string; onRefresh: () => void; cashier: ReactNode }) {
  return (
    <Result
      status="info"
      title="等待支付结果"
      subTitle={`订单号：${orderNo}。如已完成支付，请稍后刷新查看。`}
      extra={[
        <Button key="refresh" type="primary" onClick={onRefresh}>
          刷新
        </Button>,
        cashier,
      ]}
    />
  );
}

/** The success screen of a paid order: `title` (支付成功, 充值成功) over its facts, one a line (订单号：…, 支付方式：…). */
export function PaidResult({ title, facts, extra }: { title: string; facts: [label: string, value: ReactNode][]; extra: ReactNode[] }) {
  return (
    <Result
      status="success"
      title={title}
      subTitle={
        <Space orientation="vertical" size={2}>
          {facts.map(([label, value]) => (
            <span key={label}>
              {label}：{value}
            </span>
          ))}
        </Space>
      }
      extra={extra}
    />
  );
}
