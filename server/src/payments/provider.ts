/**
 * One interface for every payment gateway (docs/finance.md, "Payments"). The finance service speaks only to this
 * interface; which gateway serves a channel is configuration (PAYMENT_PROVIDER, payments/index.ts):
 * - `sandbox` (default): the platform's own stand-in gateway (payments/sandbox.ts) — a pay page where the tester
 *   confirms or cancels, then a signed asynchronous notification to /api/pay/notify/sandbox, retried until it is
 *   acknowledged;
 * - `wechat` (WeChat Pay API v3, payments/wechat.ts) and `alipay` (payments/alipay.ts) through their npm clients.
 *
 * Amounts are whole cents (分) everywhere. A provider never decides anything about orders: it creates payments and
 * refunds at the gateway, and turns what the gateway sends (notifications, query answers) into the plain facts below,
 * after verifying them; the finance service compares those facts with its own rows.
 */

/** The channels a gateway serves (账户余额 is not a gateway). */
export type GatewayChannel = 'wechat' | 'alipay';

export interface CreatePaymentInput {
  /** Our payment number (支付单号, out_trade_no): unique, 32 characters at most. */
  paymentNo: string;
  channel: GatewayChannel;
  amountCents: number;
  /** What the payer sees on the gateway's page (description / subject), ≤ 127 characters. */
  subject: string;
  /** The gateway must refuse to take money after this moment. */
  expiresAt: Date;
  /** Absolute URL the gateway posts its notifications to. */
  notifyUrl: string;
  /** Where a page payment returns to (alipay page pay); absolute. */
  returnUrl: string;
  /** WeChat JSAPI only: the payer's openid; without it Native (QR) is used. */
  openId?: string;
}

export interface CreatedPayment {
  /** Text the cashier shows as a QR code (WeChat Native code_url, Alipay qr_code); '' when there is none. */
  qrCode: string;
  /** A page to open instead (the sandbox page, Alipay's page pay URL); '' when there is none. */
  payUrl: string;
  /** JSAPI: the parameters wx.requestPayment needs (already signed); absent otherwise. */
  jsapi?: Record<string, string>;
}

/** What a gateway says about a payment, verified. */
export interface PaymentFacts {
  kind: 'payment';
  paymentNo: string;
  /** The gateway's own number of the trade (transaction_id, trade_no). */
  tradeNo: string;
  /** What the gateway says was paid, in cents. */
  amountCents: number;
  /** succeeded: the money was taken; closed: cancelled or expired; pending: not paid yet. */
  status: 'succeeded' | 'closed' | 'pending';
  paidAt: Date | null;
}

export interface RefundInput {
  paymentNo: string;
  /** Our refund number (out_refund_no); the gateway treats a repeated number as the same refund (idempotent). */
  refundNo: string;
  amountCents: number;
  /** What the payment was for in total (WeChat requires it). */
  totalCents: number;
  reason: string;
  notifyUrl: string;
}

/** What a gateway says about a refund, verified. */
export interface RefundFacts {
  kind: 'refund';
  refundNo: string;
  paymentNo: string;
  amountCents: number;
  /** processing: accepted, the result comes later (notification or query). */
  status: 'processing' | 'succeeded' | 'failed';
}

/** The answer a gateway expects to a notification (its acknowledgement format). */
export interface NotificationReply {
  status: number;
  contentType: string;
  body: string;
}

/** A notification that must not be believed (forged, stale, undecryptable); `message` is Chinese, for the log and the reply. */
export class NotificationRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotificationRejected';
  }
}

/** A gateway call that failed (network, gateway error); `message` is Chinese. The caller may retry later. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'wechat' | 'alipay';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Verifies a notification the gateway posted (headers as Node gives them, the raw body as sent) and returns its
   * facts; throws NotificationRejected when its signature, age or content cannot be trusted.
   */
  parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<PaymentFacts | RefundFacts>;
  /** The reply telling the gateway the notification was handled (`ok`) or must be sent again. */
  reply(ok: boolean, message?: string): NotificationReply;
  /** Asks the gateway about a payment (for polling when a notification is late); null when the gateway does not know it. */
  queryPayment(paymentNo: string, channel: GatewayChannel): Promise<PaymentFacts | null>;
  /** Closes an unpaid payment at the gateway (order closed); a payment already closed or unknown is fine. */
  closePayment(paymentNo: string, channel: GatewayChannel): Promise<void>;
  /** Asks for a refund; idempotent per refundNo. */
  refund(input: RefundInput, channel: GatewayChannel): Promise<RefundFacts>;
  /** Asks the gateway about a refund. */
  queryRefund(refundNo: string, paymentNo: string, channel: GatewayChannel): Promise<RefundFacts | null>;
}
