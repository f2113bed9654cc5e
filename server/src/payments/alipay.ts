/**
 * Alipay (open platform, OpenAPI with RSA2 keys) as a PaymentProvider (provider.ts), through the `alipay-sdk` client
 * (v4): a payment is a precreate QR code (alipay.trade.precreate, 当面付) plus a page pay URL
 * (alipay.trade.page.pay, 电脑网站支付) for the same out_trade_no; query, close, refund (alipay.trade.refund with
 * out_request_no = our refund number) and refund query (alipay.trade.fastpay.refund.query); the asynchronous
 * notifications are verified with Alipay's public key (checkNotifySignV2). Every call's answer is verified too
 * (`validateSign`). Amounts go out as yuan text written from cents and come back through `yuanToCents`, never
 * through floating point.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { AlipayRequestError, AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import { centsToYuan, chinaSecond, yuanToCents } from 'shared/rules';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  GatewayError,
  type GatewayChannel,
  NotificationRejected,
  type NotificationReply,
  type PaymentFacts,
  type PaymentProvider,
  type RefundFacts,
  type RefundInput,
} from './provider.js';

export interface AlipaySettings {
  /** 应用 APPID. */
  appId: string;
  /** The application private key (应用私钥), PKCS#8 PEM. */
  privateKey: string;
  /** Alipay's public key (支付宝公钥), SPKI PEM: verifies answers and notifications. */
  alipayPublicKey: string;
  /** The gateway (…/gateway.do); null: the client's own default. */
  gatewayUrl: string | null;
}

const REQUEST_TIMEOUT_MS = 15_000;

const MSG = {
  badSignature: '通知签名验证失败',
  unreadable: '通知内容无法识别',
  otherApp: '通知不属于本应用',
} as const;

/** Sub-codes saying this merchant may not use precreate (当面付 not signed): the page pay URL alone then. */
const PRECREATE_UNAVAILABLE = new Set(['isv.insufficient-isv-permissions', 'isv.insufficient-user-permissions', 'ACQ.ACCESS_FORBIDDEN']);

// ---------------------------------------------------------------------------------------------------------------
// Settings

const IDENTITY_VARS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE'] as const;

/**
 * Alipay settings from the environment; null when none of its variables is set. A half-configured gateway, an
 * unreadable file or a key that is not one throws an Error naming the variable. Key files may hold PEM or the bare
 * base64 text Alipay's key tool writes.
 */
export function alipaySettingsFromEnv(env: NodeJS.ProcessEnv): AlipaySettings | null {
  const get = (name: string) => env[name]?.trim() || undefined;
  if (!IDENTITY_VARS.some((name) => get(name))) return null;
  const need = (name: string) => {
    const value = get(name);
    if (!value) throw new Error(`支付宝配置不完整：缺少环境变量 ${name}`);
    return value;
  };
  const read = (name: string) => {
    const path = need(name);
    try {
      return fs.readFileSync(path, 'utf8');
    } catch (error) {
      throw new Error(`无法读取 ${name} 指向的文件 ${path}：${(error as Error).message}`);
    }
  };

  const appId = need('ALIPAY_APP_ID');
  const privateText = read('ALIPAY_PRIVATE_KEY_FILE');
  const publicText = read('ALIPAY_PUBLIC_KEY_FILE');
  let privateKey: string;
  try {
    privateKey = loadKey(privateText, 'private').export({ type: 'pkcs8', format: 'pem' }).toString();
  } catch {
    throw new Error('ALIPAY_PRIVATE_KEY_FILE 不是有效的应用私钥');
  }
  let alipayPublicKey: string;
  try {
    alipayPublicKey = loadKey(publicText, 'public').export({ type: 'spki', format: 'pem' }).toString();
  } catch {
    throw new Error('ALIPAY_PUBLIC_KEY_FILE 不是有效的支付宝公钥');
  }

  let gatewayUrl: string | null = null;
  const gateway = get('ALIPAY_GATEWAY_URL');
  if (gateway) {
    const url = URL.canParse(gateway) ? new URL(gateway) : null;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error('ALIPAY_GATEWAY_URL 不是有效的地址');
    gatewayUrl = url.toString();
  }
  return { appId, privateKey, alipayPublicKey, gatewayUrl };
}

/** A PEM key, or the bare base64 of its DER (PKCS#8 or PKCS#1 private, SPKI or PKCS#1 public). */
function loadKey(text: string, kind: 'private' | 'public'): crypto.KeyObject {
  const trimmed = text.trim();
  if (kind === 'public' && trimmed.includes('PRIVATE KEY')) throw new Error('a private key');
  if (trimmed.includes('-----BEGIN')) return kind === 'private' ? crypto.createPrivateKey(trimmed) : crypto.createPublicKey(trimmed);
  const key = Buffer.from(trimmed.replace(/\s+/g, ''), 'base64');
  const attempts =
    kind === 'private'
      ? [() => crypto.createPrivateKey({ key, format: 'der', type: 'pkcs8' }), () => crypto.createPrivateKey({ key, format: 'der', type: 'pkcs1' })]
      : [() => crypto.createPublicKey({ key, format: 'der', type: 'spki' }), () => crypto.createPublicKey({ key, format: 'der', type: 'pkcs1' })];
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch {
      // try the next encoding
    }
  }
  throw new Error('not a key');
}

// ---------------------------------------------------------------------------------------------------------------
// Time, facts

/** Beijing time as Alipay writes it (2026-06-08 10:34:56, `chinaSecond` writes it) back to an instant. */
function fromBeijingTime(value: unknown): Date | null {
  const match = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value) : null;
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A trade (query answer or notification) as facts; null when it does not read as one. TRADE_CLOSED is also what a
 * paid trade becomes once refunded in full: with a payment time it stays `succeeded` (the refunds are facts of their
 * own), without one it was never paid (`closed`).
 */
function tradeFacts(trade: Record<string, unknown>, paidAtField: 'send_pay_date' | 'gmt_payment'): PaymentFacts | null {
  const paymentNo = str(trade.out_trade_no);
  const amountCents = yuanToCents(str(trade.total_amount));
  const paidAt = fromBeijingTime(trade[paidAtField]);
  let status: PaymentFacts['status'];
  switch (trade.trade_status) {
    case 'TRADE_SUCCESS':
    case 'TRADE_FINISHED':
      status = 'succeeded';
      break;
    case 'TRADE_CLOSED':
      status = paidAt ? 'succeeded' : 'closed';
      break;
    case 'WAIT_BUYER_PAY':
      status = 'pending';
      break;
    default:
      return null;
  }
  if (!paymentNo || amountCents === null) return null;
  return { kind: 'payment', paymentNo, tradeNo: str(trade.trade_no), amountCents, status, paidAt: status === 'succeeded' ? paidAt : null };
}

// ---------------------------------------------------------------------------------------------------------------
// The provider

export function createAlipayProvider(settings: AlipaySettings): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: settings.appId,
    // trimmed: the client rebuilds the PEM line by line and would keep a trailing newline's empty line
    privateKey: settings.privateKey.trim(),
    keyType: 'PKCS8',
    alipayPublicKey: settings.alipayPublicKey.trim(),
    signType: 'RSA2',
    camelcase: false,
    timeout: REQUEST_TIMEOUT_MS,
    ...(settings.gatewayUrl ? { gateway: settings.gatewayUrl } : {}),
  });

  /** One OpenAPI call with its answer's signature verified; network failures and refused answers become GatewayError. */
  const exec = async (action: string, method: string, bizContent: Record<string, unknown>, extra: Record<string, string> = {}) => {
    try {
      return await sdk.exec(method, { bizContent, ...extra }, { validateSign: true });
    } catch (error) {
      let reason = (error as Error).message;
      if (error instanceof AlipayRequestError) {
        if (reason.startsWith('验签失败')) reason = '应答签名验证失败';
        else if (reason.startsWith('HttpClient Request error')) reason = `网络错误（${reason.replace(/^HttpClient Request error: /, '')}）`;
      }
      throw new GatewayError(`支付宝${action}失败：${reason}`, error);
    }
  };
  const succeeded = (result: AlipaySdkCommonResult) => result.code === '10000';
  const failure = (action: string, result: AlipaySdkCommonResult) =>
    new GatewayError(`支付宝${action}失败：${str(result.sub_msg) || str(result.msg) || result.code}`, result);
  const checkChannel = (channel: GatewayChannel) => {
    if (channel !== 'alipay') throw new GatewayError('支付宝只受理支付宝渠道');
  };

  const queryRefund = async (refundNo: string, paymentNo: string): Promise<RefundFacts | null> => {
    const result = await exec('查询退款', 'alipay.trade.fastpay.refund.query', { out_trade_no: paymentNo, out_request_no: refundNo });
    if (!succeeded(result)) {
      if (result.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
      throw failure('查询退款', result);
    }
    // An answer without the refund's amount means Alipay has no such refund (it may be asked again).
    if (!str(result.out_request_no) || !str(result.refund_amount)) return null;
    const amountCents = yuanToCents(str(result.refund_amount));
    if (amountCents === null) throw new GatewayError('支付宝查询退款失败：应答内容无法识别', result);
    // Only REFUND_SUCCESS says the money went back; without refund_status Alipay did not receive the refund (or it
    // failed): not received, so the refund job asks for it again with the same number (Alipay treats that as one refund)
    if (result.refund_status !== 'REFUND_SUCCESS') return null;
    return { kind: 'refund', refundNo, paymentNo: str(result.out_trade_no) || paymentNo, amountCents, status: 'succeeded' };
  };

  const queryPayment = async (paymentNo: string): Promise<PaymentFacts | null> => {
    const result = await exec('查询订单', 'alipay.trade.query', { out_trade_no: paymentNo });
    if (!succeeded(result)) {
      if (result.sub_code === 'ACQ.TRADE_NOT_EXIST') return null;
      throw failure('查询订单', result);
    }
    const facts = tradeFacts(result, 'send_pay_date');
    if (!facts) throw new GatewayError('支付宝查询订单失败：应答内容无法识别', result);
    return facts;
  };

  return {
    name: 'alipay',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      checkChannel(input.channel);
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new GatewayError('支付宝下单失败：金额无效');
      const order = {
        out_trade_no: input.paymentNo,
        total_amount: centsToYuan(input.amountCents),
        subject: input.subject,
        time_expire: chinaSecond(input.expiresAt),
      };
      const precreate = await exec('下单', 'alipay.trade.precreate', order, { notifyUrl: input.notifyUrl });
      let qrCode = '';
      if (succeeded(precreate)) {
        qrCode = str(precreate.qr_code);
        if (!qrCode) throw new GatewayError('支付宝下单失败：应答缺少 qr_code', precreate);
      } else if (!PRECREATE_UNAVAILABLE.has(str(precreate.sub_code))) {
        throw failure('下单', precreate);
      }
      // The page pay URL is signed here; Alipay creates the trade when the payer opens it.
      const payUrl = sdk.pageExecute('alipay.trade.page.pay', 'GET', {
        bizContent: { ...order, product_code: 'FAST_INSTANT_TRADE_PAY' },
        notifyUrl: input.notifyUrl,
        returnUrl: input.returnUrl,
      });
      return { qrCode, payUrl };
    },

    async parseNotification(_headers, rawBody: string): Promise<PaymentFacts | RefundFacts> {
      const params: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(rawBody)) {
        if (key in params) throw new NotificationRejected(MSG.badSignature);
        params[key] = value;
      }
      if (params.sign_type !== 'RSA2' || !params.sign) throw new NotificationRejected(MSG.badSignature);
      let verified = false;
      try {
        verified = sdk.checkNotifySignV2(params);
      } catch {
        verified = false;
      }
      if (!verified) throw new NotificationRejected(MSG.badSignature);
      if (params.app_id !== settings.appId) throw new NotificationRejected(MSG.otherApp);

      // A refund's notification (out_biz_no = our refund number) carries the trade's refunded total, not this
      // refund's amount: the refund query says what this refund is.
      if (params.out_biz_no || params.gmt_refund) {
        if (!params.out_biz_no || !params.out_trade_no) throw new NotificationRejected(MSG.unreadable);
        const refund = await queryRefund(params.out_biz_no, params.out_trade_no);
        if (!refund) throw new GatewayError('支付宝查询退款失败：退款不存在');
        return refund;
      }
      const facts = tradeFacts(params, 'gmt_payment');
      if (!facts) throw new NotificationRejected(MSG.unreadable);
      return facts;
    },

    reply(ok: boolean): NotificationReply {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' };
    },

    async queryPayment(paymentNo: string, channel: GatewayChannel): Promise<PaymentFacts | null> {
      checkChannel(channel);
      return queryPayment(paymentNo);
    },

    async closePayment(paymentNo: string, channel: GatewayChannel): Promise<void> {
      checkChannel(channel);
      const result = await exec('关闭订单', 'alipay.trade.close', { out_trade_no: paymentNo });
      if (succeeded(result) || result.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
      if (result.sub_code === 'ACQ.TRADE_STATUS_ERROR') {
        // closed already (fine) or paid (not)
        const facts = await queryPayment(paymentNo);
        if (!facts || facts.status === 'closed') return;
        if (facts.status === 'succeeded') throw new GatewayError('支付宝关闭订单失败：交易已支付', result);
      }
      throw failure('关闭订单', result);
    },

    async refund(input: RefundInput, channel: GatewayChannel): Promise<RefundFacts> {
      checkChannel(channel);
      const result = await exec('退款', 'alipay.trade.refund', {
        out_trade_no: input.paymentNo,
        refund_amount: centsToYuan(input.amountCents),
        out_request_no: input.refundNo,
        ...(input.reason ? { refund_reason: input.reason } : {}),
      });
      if (!succeeded(result)) throw failure('退款', result);
      const facts: RefundFacts = { kind: 'refund', refundNo: input.refundNo, paymentNo: input.paymentNo, amountCents: input.amountCents, status: 'succeeded' };
      if (result.fund_change === 'Y') return facts;
      // fund_change N: the money moved before (the same out_request_no again) or has not moved yet; the query says which
      return (await queryRefund(input.refundNo, input.paymentNo)) ?? { ...facts, status: 'processing' };
    },

    async queryRefund(refundNo: string, paymentNo: string, channel: GatewayChannel): Promise<RefundFacts | null> {
      checkChannel(channel);
      return queryRefund(refundNo, paymentNo);
    },
  };
}
