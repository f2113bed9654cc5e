import type { StatusMap } from 'shared';
import type { OrderStatus } from '../api/types';

export const ORDER_STATUS: StatusMap<OrderStatus> = {
  待支付: { text: '待支付', color: 'gold' },
  已支付: { text: '已支付', color: 'green' },
  已退款: { text: '已退款', color: 'purple' },
  已关闭: { text: '已关闭', color: 'default' },
};

export const PAY_CHANNEL_TEXT: Record<string, string> = {
  wechat: '微信支付',
  alipay: '支付宝',
  balance: '账户余额',
  offline: '线下收款',
};

export function payChannelText(channel: string): string {
  return PAY_CHANNEL_TEXT[channel] ?? '-';
}
