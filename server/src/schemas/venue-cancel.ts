/**
 * Named response schema of a booking's cancellation with its money (docs/venues.md, "Payment and cancellation";
 * routes/venue/cancel.ts). Registered through `allSchemas` in components.ts.
 */
import { int, obj, str } from './json-schema.js';

export const VenueBookingCancelled = obj('VenueBookingCancelled', '取消预订的结果（预订、订单与退款）', {
  id: int,
  status: { type: 'string', enum: ['cancelled'], description: 'cancelled 已取消' },
  order_no: { ...str, description: '支付该预订的订单号（无订单：空）' },
  order_status: { ...str, description: '取消后订单的状态：已支付（部分退款或不退款）、已退款、已关闭（未支付的预订）；无订单：空' },
  refund_cents: { ...int, description: '本次退款金额（分），按场馆退订规则（用户取消）或全额（场馆取消）；0 = 不退款' },
  refund_no: { ...str, description: '退款单号（无退款：空）' },
  refund_status: { type: 'string', enum: ['', 'processing', 'succeeded'], description: 'processing 退款中（原路退回），succeeded 已退款（退回账户余额）；无退款：空' },
  refund_text: { ...str, description: '退款说明，如「距开始还有25小时30分钟，开始前24小时及以上取消全额退款，退款¥120」' },
});

export const venueCancelSchemas = [VenueBookingCancelled];
