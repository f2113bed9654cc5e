import type { StatusMap } from 'shared';
import type { PayerOrderStatus } from '../api/types';

/** The order statuses as the payer sees them (the same colours as 订单管理). */
export const PAYER_ORDER_STATUS: StatusMap<PayerOrderStatus> = {
  待支付: { text: '待支付', color: 'gold' },
  已支付: { text: '已支付', color: 'green' },
  已退款: { text: '已退款', color: 'purple' },
  已关闭: { text: '已关闭', color: 'default' },
};
