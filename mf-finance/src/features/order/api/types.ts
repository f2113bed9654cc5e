import type { PageQuery } from 'shared';

/** 订单状态 (server: orders.status). */
export type OrderStatus = '待支付' | '已支付' | '已退款' | '已关闭';

export interface Order {
  id: number;
  order_no: string;
  institution_id: number;
  institution_name: string;
  user_id: number | null;
  buyer_name: string;
  competition_id: number | null;
  subject: string;
  /** 分 (cents) */
  amount_cents: number;
  status: OrderStatus;
  /** wechat | alipay | balance | '' */
  pay_channel: string;
  paid_at: string | null;
  created_at: string;
}

export interface OrderItem {
  id: number;
  name: string;
  quantity: number;
  unit_price_cents: number;
}

export interface OrderStatusChange {
  id: number;
  from_status: string;
  to_status: OrderStatus;
  note: string;
  created_at: string;
}

export interface OrderInfo extends Order {
  items: OrderItem[];
  history: OrderStatusChange[];
}

export interface OrderListQuery extends Partial<PageQuery> {
  status?: OrderStatus;
  keyword?: string;
  institution_id?: number;
}
