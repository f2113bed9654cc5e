import { useEffect } from 'react';
import { Button, QRCode, Space, Typography } from 'antd';
import { PAY_CHANNEL_LABEL } from 'shared/rules';
import { getPayStatus } from '../api/get-pay-status';
import type { PayOrderStatus, PayStart } from '../api/types';

/** How often the cashier asks whether the gateway has reported the payment. */
export const PAY_POLL_MS = 2000;

/** What the payer opens: the gateway's page, absolute (a phone scanning the QR code needs the host). */
export function payPageUrl(payUrl: string): string {
  return payUrl.startsWith('/') ? `${window.location.origin}${payUrl}` : payUrl;
}

const SCAN_APP: Record<string, string> = { wechat: '微信', alipay: '支付宝' };

export interface ScanToPayProps {
  orderNo: string;
  start: PayStart;
  /** The order left 待支付 (paid, or closed): the cashier shows the result. */
  onSettled: (status: PayOrderStatus['status']) => void;
  /** 更换支付方式: back to the channel choice (the gateway's payment stays open until it expires). */
  onBack: () => void;
}

/**
 * A gateway payment under way: its QR code (or the pay page's address when the gateway sends none) and a link to
 * the pay page; meanwhile the order's status is read every 2 s until it is no longer 待支付. Polling stops when this
 * unmounts (the page is left, the order expires, the payer goes back).
 */
export function ScanToPay({ orderNo, start, onSettled, onBack }: ScanToPayProps) {
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const order = await getPayStatus(orderNo, { silent: true });
        if (!alive) return;
        if (order.status !== '待支付') {
          onSettled(order.status);
          return;
        }
      } catch {
        // a failed poll is tried again on the next tick
        if (!alive) return;
      }
      timer = setTimeout(check, PAY_POLL_MS);
    };
    timer = setTimeout(check, PAY_POLL_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [orderNo, onSettled]);

  const url = payPageUrl(start.pay_url);
  const app = SCAN_APP[start.channel] ?? PAY_CHANNEL_LABEL[start.channel];
  return (
    <Space orientation="vertical" align="center" style={{ width: '100%' }} aria-label="扫码支付">
      <QRCode type="svg" value={start.qr_code || url} size={200} role="img" aria-label="支付二维码" />
      <Typography.Text strong>请使用{app}扫码支付</Typography.Text>
      <Typography.Text type="secondary">支付完成后本页面将自动跳转</Typography.Text>
      <Space>
        <Button type="primary" href={url} target="_blank" rel="noopener noreferrer">
          打开支付页面
        </Button>
        <Button onClick={onBack}>更换支付方式</Button>
      </Space>
    </Space>
  );
}
