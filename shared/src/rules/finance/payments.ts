/**
 * 支付 (payments, issue 13 "Payments"): what an order is for, how a payer may pay it, and the Chinese refusals of the
 * payment routes — stated once for the server (routes/finance/pay*.ts), the mocks and the cashier pages.
 */

/** The statuses of an order (orders.status). */
export const ORDER_STATUSES = ['待支付', '已支付', '已退款', '已关闭'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order is for (orders.kind): who receives the money follows from it (docs/finance.md, "Ledger"). */
export const ORDER_KINDS = ['sign_up', 'booking', 'live_package', 'top_up'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_KIND_LABEL: Readonly<Record<OrderKind, string>> = {
  sign_up: '报名费',
  booking: '场地预订',
  live_package: '直播套餐',
  top_up: '账户充值',
};

/** How a payer pays (the choice of the cashier): a gateway, or the payer's wallet (账户余额). */
export const PAY_CHANNELS = ['wechat', 'alipay', 'balance'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

export const PAY_CHANNEL_LABEL: Readonly<Record<PayChannel | 'offline', string>> = {
  wechat: '微信支付',
  alipay: '支付宝',
  balance: '账户余额',
  offline: '线下收款',
};

/** The channels that may pay an order of this kind: a top-up is never paid from the wallet it fills. */
export function channelsFor(kind: OrderKind): PayChannel[] {
  return kind === 'top_up' ? ['wechat', 'alipay'] : [...PAY_CHANNELS];
}

/** A payment (one attempt to pay an order through one channel). */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'closed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABEL: Readonly<Record<PaymentStatus, string>> = {
  pending: '待支付',
  succeeded: '支付成功',
  closed: '已取消',
  failed: '支付失败',
};

/** Minutes an unpaid order stays open by default (ORDER_PAY_MINUTES). */
export const ORDER_PAY_MINUTES_DEFAULT = 30;

export const PAY_MSG = {
  orderMissing: '订单不存在',
  orderPaid: '订单已支付，请勿重复支付',
  orderClosed: '订单已关闭，不能支付',
  orderRefunded: '订单已退款，不能支付',
  channelUnavailable: '该订单不支持此支付方式',
  balanceInsufficient: '余额不足',
  paymentMissing: '支付单不存在',
  paymentEnded: '该支付单已结束，请返回商户重新发起支付',
  notifySignature: '通知签名验证失败',
  notifyStale: '通知已过期，请重新发送',
  notifyAmount: '通知金额与支付单金额不一致',
  idempotencyKeyMissing: '缺少 Idempotency-Key 请求头',
  idempotencyKeyInvalid: 'Idempotency-Key 格式错误（1 到 64 位字母、数字、- 或 _）',
  idempotencyKeyReused: '该 Idempotency-Key 已用于另一个请求，请更换后重试',
  idempotencyInFlight: '相同的请求正在处理中，请稍后查看结果',
} as const;

/** The refusal of paying an order in this status, or null when it is 待支付. */
export function payStatusProblem(status: string): string | null {
  if (status === '待支付') return null;
  if (status === '已支付') return PAY_MSG.orderPaid;
  if (status === '已退款') return PAY_MSG.orderRefunded;
  return PAY_MSG.orderClosed;
}

/** Whole seconds left before `expiresAt` at `now` (0 when passed; null when the order never expires). */
export function secondsLeft(expiresAt: string | null, now: number): number | null {
  if (!expiresAt) return null;
  return Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
}
