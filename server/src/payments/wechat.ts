/**
 * WeChat Pay API v3 as a PaymentProvider (provider.ts), through the `wechatpay-node-v3` client: Native (a code_url
 * the cashier shows as a QR code) or JSAPI (when the payer's openid is known: the signed wx.requestPayment
 * parameters), query by out_trade_no, close, domestic refunds and their query, and the asynchronous notifications.
 *
 * The client signs every request (WECHATPAY2-SHA256-RSA2048) and builds the JSAPI paySign; its HTTP layer is
 * replaced here (`createHttp`) by one that sends to WECHATPAY_BASE_URL when set (a test gateway) and verifies
 * every answer's platform signature before anything is read from it (the client itself verifies none). The
 * notification's signature check and its AES-256-GCM decryption are done with node:crypto: the client's
 * `verifySign` reads a process-wide certificate cache that it fills by downloading certificates from the real
 * host (and knows nothing of the WeChat Pay public key mode), and its `decipher_gcm` never checks the GCM tag.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import WxPay from 'wechatpay-node-v3';
import { chinaRfc3339 } from 'shared/rules';
import { type CreatedPayment, type CreatePaymentInput, GatewayError, type GatewayChannel, NotificationRejected, type NotificationReply, type PaymentFacts, type PaymentProvider, type RefundFacts, type RefundInput } from './provider.js';

export interface WechatSettings {
  /** 公众号 / 小程序 appid the payments are made for. */
  appId: string;
  /** 商户号. */
  mchId: string;
  /** Serial number of the merchant API certificate (商户API证书序列号), named in every request's Authorization. */
  serialNo: string;
  /** The merchant API private key (apiclient_key.pem), PKCS#8 PEM. */
  privateKey: string;
  /**
   * What WeChat Pay signs its answers and notifications with: the platform certificate's key and serial number, or
   * the WeChat Pay public key and its id (PUB_KEY_ID_…); `serial` is what Wechatpay-Serial must name.
   */
  platformKey: { serial: string; publicKey: string };
  /** APIv3 key (32 characters): decrypts the notifications' resource. */
  apiV3Key: string;
  /** Another origin to send the API calls to (a test gateway); null: the client's own API host. */
  baseUrl: string | null;
}

/** How far a signed timestamp (notification or answer) may be from now. */
const MAX_SKEW_SECONDS = 5 * 60;
const REQUEST_TIMEOUT_MS = 15_000;
/** out_trade_no / out_refund_no: WeChat's own alphabet; they go into URL paths. */
const NUMBER_PATTERN = /^[0-9A-Za-z_\-|*@]{1,32}$/;

const MSG = {
  badSignature: '通知签名验证失败',
  stale: '通知已过期，请重新发送',
  undecryptable: '通知解密失败',
  unreadable: '通知内容无法识别',
  otherMerchant: '通知不属于本商户',
  otherApp: '通知不属于本应用（appid 不符）',
  currency: '通知币种不是人民币',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Settings

const IDENTITY_VARS = [
  'WECHATPAY_APPID',
  'WECHATPAY_MCHID',
  'WECHATPAY_SERIAL_NO',
  'WECHATPAY_PRIVATE_KEY_FILE',
  'WECHATPAY_PLATFORM_CERT_FILE',
  'WECHATPAY_PUBLIC_KEY_FILE',
  'WECHATPAY_PUBLIC_KEY_ID',
  'WECHATPAY_APIV3_KEY',
] as const;

/**
 * WeChat Pay settings from the environment; null when none of its variables is set. A half-configured gateway, an
 * unreadable file or a key that is not one throws an Error naming the variable.
 */
export function wechatSettingsFromEnv(env: NodeJS.ProcessEnv): WechatSettings | null {
  const get = (name: string) => env[name]?.trim() || undefined;
  if (!IDENTITY_VARS.some((name) => get(name))) return null;
  const need = (name: string) => {
    const value = get(name);
    if (!value) throw new Error(`微信支付配置不完整：缺少环境变量 ${name}`);
    return value;
  };
  const read = (name: string) => readConfigFile(name, need(name));

  const appId = need('WECHATPAY_APPID');
  const mchId = need('WECHATPAY_MCHID');
  const serialNo = need('WECHATPAY_SERIAL_NO');
  const privateKeyText = read('WECHATPAY_PRIVATE_KEY_FILE');
  let privateKey: string;
  try {
    privateKey = crypto.createPrivateKey(privateKeyText).export({ type: 'pkcs8', format: 'pem' }).toString();
  } catch {
    throw new Error('WECHATPAY_PRIVATE_KEY_FILE 不是有效的商户 API 私钥（PEM）');
  }

  let platformKey: WechatSettings['platformKey'];
  if (get('WECHATPAY_PLATFORM_CERT_FILE')) {
    const pem = read('WECHATPAY_PLATFORM_CERT_FILE');
    try {
      const cert = new crypto.X509Certificate(pem);
      platformKey = { serial: cert.serialNumber.toUpperCase(), publicKey: exportPublic(cert.publicKey) };
    } catch {
      throw new Error('WECHATPAY_PLATFORM_CERT_FILE 不是有效的微信支付平台证书（PEM）');
    }
  } else if (get('WECHATPAY_PUBLIC_KEY_FILE') || get('WECHATPAY_PUBLIC_KEY_ID')) {
    const id = need('WECHATPAY_PUBLIC_KEY_ID');
    const text = read('WECHATPAY_PUBLIC_KEY_FILE');
    try {
      if (text.includes('PRIVATE KEY')) throw new Error('a private key');
      platformKey = { serial: id, publicKey: exportPublic(crypto.createPublicKey(text)) };
    } catch {
      throw new Error('WECHATPAY_PUBLIC_KEY_FILE 不是有效的微信支付公钥（PEM）');
    }
  } else {
    throw new Error('微信支付配置不完整：缺少环境变量 WECHATPAY_PLATFORM_CERT_FILE（或 WECHATPAY_PUBLIC_KEY_FILE 与 WECHATPAY_PUBLIC_KEY_ID）');
  }

  const apiV3Key = need('WECHATPAY_APIV3_KEY');
  if (Buffer.byteLength(apiV3Key) !== 32) throw new Error('WECHATPAY_APIV3_KEY 应为 32 个字符的 APIv3 密钥');

  let baseUrl: string | null = null;
  const base = get('WECHATPAY_BASE_URL');
  if (base) {
    const url = URL.canParse(base) ? new URL(base) : null;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error('WECHATPAY_BASE_URL 不是有效的地址');
    baseUrl = url.origin;
  }
  return { appId, mchId, serialNo, privateKey, platformKey, apiV3Key, baseUrl };
}

function readConfigFile(name: string, path: string): string {
  try {
    return fs.readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`无法读取 ${name} 指向的文件 ${path}：${(error as Error).message}`);
  }
}

const exportPublic = (key: crypto.KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();

// ---------------------------------------------------------------------------------------------------------------
// Signatures, time, decryption

type Headers = Record<string, string | string[] | undefined>;

interface SignedMessage {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
}

/** The Wechatpay-* headers, whatever their case; null when one is missing. */
function signedHeaders(headers: Headers): SignedMessage | null {
  const lower = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) lower.set(name.toLowerCase(), first);
  }
  const timestamp = lower.get('wechatpay-timestamp');
  const nonce = lower.get('wechatpay-nonce');
  const signature = lower.get('wechatpay-signature');
  const serial = lower.get('wechatpay-serial');
  return timestamp && nonce && signature && serial ? { timestamp, nonce, signature, serial } : null;
}

/** Verifies WeChat Pay's SHA256withRSA signature over `timestamp\nnonce\nbody\n`, made with the configured key. */
function signedByPlatform(settings: WechatSettings, message: SignedMessage, body: string): boolean {
  if (message.serial.toUpperCase() !== settings.platformKey.serial.toUpperCase()) return false;
  try {
    return crypto
      .createVerify('RSA-SHA256')
      .update(`${message.timestamp}\n${message.nonce}\n${body}\n`)
      .verify(settings.platformKey.publicKey, message.signature, 'base64');
  } catch {
    return false;
  }
}

function isFresh(timestamp: string): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(Date.now() / 1000 - Number(timestamp)) <= MAX_SKEW_SECONDS;
}

interface EncryptedResource {
  algorithm?: unknown;
  ciphertext?: unknown;
  associated_data?: unknown;
  nonce?: unknown;
}

/** AEAD_AES_256_GCM with the APIv3 key: ciphertext is base64 of the encrypted text followed by the 16-byte tag. */
function decryptResource(resource: EncryptedResource | undefined, apiV3Key: string): Record<string, unknown> {
  if (!resource || resource.algorithm !== 'AEAD_AES_256_GCM') throw new NotificationRejected(MSG.undecryptable);
  const { ciphertext, nonce } = resource;
  const aad = resource.associated_data ?? '';
  if (typeof ciphertext !== 'string' || typeof nonce !== 'string' || typeof aad !== 'string') {
    throw new NotificationRejected(MSG.undecryptable);
  }
  try {
    const data = Buffer.from(ciphertext, 'base64');
    if (data.length <= 16) throw new Error('too short');
    const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(aad));
    const text = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
    const plain: unknown = JSON.parse(text);
    if (!plain || typeof plain !== 'object') throw new Error('not an object');
    return plain as Record<string, unknown>;
  } catch {
    throw new NotificationRejected(MSG.undecryptable);
  }
}


// ---------------------------------------------------------------------------------------------------------------
// HTTP: the client's requests, sent to the configured origin, answers verified

type PayHttp = Parameters<WxPay['createHttp']>[0];
type Output = Awaited<ReturnType<PayHttp['get']>>;

/** An answer that arrived but cannot be believed or read; the provider turns it into a GatewayError. */
class AnswerRefused extends Error {}

function verifiedHttp(settings: WechatSettings): PayHttp {
  const send = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: string): Promise<Output> => {
    let target = url;
    if (settings.baseUrl) {
      const parsed = new URL(url);
      target = `${settings.baseUrl}${parsed.pathname}${parsed.search}`;
    }
    const response = await fetch(target, { method, headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await response.text();
    if (response.status < 500) {
      const signed = signedHeaders(Object.fromEntries(response.headers));
      if (!signed || !signedByPlatform(settings, signed, text)) throw new AnswerRefused('应答签名验证失败');
      if (!isFresh(signed.timestamp)) throw new AnswerRefused('应答时间戳已过期');
    }
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      if (response.ok) throw new AnswerRefused('应答格式错误');
      data = text;
    }
    return response.ok ? { status: response.status, data } : { status: response.status, error: data };
  };
  return {
    get: (url, headers) => send('GET', url, headers),
    // The client signed JSON.stringify(params); the same call on the same object sends the same text.
    post: (url, params, headers) => send('POST', url, headers, JSON.stringify(params)),
    upload: () => Promise.reject(new AnswerRefused('不支持上传')),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Facts

const TRADE_STATE: Record<string, PaymentFacts['status']> = {
  SUCCESS: 'succeeded',
  REFUND: 'succeeded', // paid, then (partly) refunded: the refunds are facts of their own
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
};

const REFUND_STATUS: Record<string, RefundFacts['status']> = {
  SUCCESS: 'succeeded',
  PROCESSING: 'processing',
  CLOSED: 'failed',
  ABNORMAL: 'failed',
};

const isCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Why a transaction or refund (a query answer or a decrypted notification) is not ours: it must name our merchant
 * (and, for a transaction, our appid) and be in 人民币 — present and equal, never "when present". Null: ours.
 * A refund notification carries no currency; every other answer does.
 */
function foreignProblem(settings: Pick<WechatSettings, 'appId' | 'mchId'>, body: Record<string, unknown>, what: 'transaction' | 'refund' | 'refund_notification'): string | null {
  const amount = (body.amount ?? {}) as Record<string, unknown>;
  if (what !== 'refund' && str(body.mchid) !== settings.mchId) return MSG.otherMerchant;
  if (what === 'transaction' && str(body.appid) !== settings.appId) return MSG.otherApp;
  if (what !== 'refund_notification' && str(amount.currency) !== 'CNY') return MSG.currency;
  return null;
}

/** A transaction (query answer or decrypted notification) as facts; null when it does not read as one. */
function paymentFacts(tx: Record<string, unknown>): PaymentFacts | null {
  const amount = (tx.amount ?? {}) as Record<string, unknown>;
  const status = TRADE_STATE[str(tx.trade_state)];
  if (!str(tx.out_trade_no) || !status || !isCents(amount.total)) return null;
  const paidAt = str(tx.success_time) ? new Date(str(tx.success_time)) : null;
  if (paidAt && Number.isNaN(paidAt.getTime())) return null;
  return {
    kind: 'payment',
    paymentNo: str(tx.out_trade_no),
    tradeNo: str(tx.transaction_id),
    amountCents: amount.total,
    status,
    paidAt,
  };
}

/** A refund (API answer: `status`; notification: `refund_status`) as facts; null when it does not read as one. */
function refundFacts(refund: Record<string, unknown>): RefundFacts | null {
  const amount = (refund.amount ?? {}) as Record<string, unknown>;
  const status = REFUND_STATUS[str(refund.status ?? refund.refund_status)];
  if (!str(refund.out_refund_no) || !str(refund.out_trade_no) || !status || !isCents(amount.refund)) return null;
  return {
    kind: 'refund',
    refundNo: str(refund.out_refund_no),
    paymentNo: str(refund.out_trade_no),
    amountCents: amount.refund,
    status,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The provider

/** Why a call threw, in Chinese where it is ours: a refused answer, a network failure or timeout, else as thrown. */
function reasonOf(error: unknown): string {
  if (error instanceof AnswerRefused) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return '网络超时';
  if (error instanceof TypeError) {
    const cause = (error as { cause?: unknown }).cause;
    return `网络错误（${cause instanceof Error ? cause.message : error.message}）`;
  }
  return error instanceof Error ? error.message : String(error);
}

export function createWechatProvider(settings: WechatSettings): PaymentProvider {
  const pay = new WxPay({
    appid: settings.appId,
    mchid: settings.mchId,
    serial_no: settings.serialNo,
    privateKey: Buffer.from(settings.privateKey),
    // The client only reads `publicKey` to work out serial_no when none is given; serial_no always is.
    publicKey: Buffer.from(settings.platformKey.publicKey),
    key: settings.apiV3Key,
    userAgent: 'wechatpay-node-v3',
  });
  pay.createHttp(verifiedHttp(settings));

  /** Runs one client call; network failures and refused answers become GatewayError. */
  const call = async <T extends Output>(action: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new GatewayError(`微信支付${action}失败：${reasonOf(error)}`, error);
    }
  };
  const failure = (action: string, out: Output) => {
    const error = (out.error ?? {}) as { code?: unknown; message?: unknown };
    const reason = typeof error.message === 'string' && error.message ? error.message : `HTTP ${out.status}`;
    return new GatewayError(`微信支付${action}失败：${reason}`, { status: out.status, error: out.error });
  };
  const errorCode = (out: Output) => (out.error && typeof out.error === 'object' ? str((out.error as { code?: unknown }).code) : '');
  const ok = (out: Output) => out.status >= 200 && out.status < 300;
  const checkNumber = (action: string, value: string) => {
    if (!NUMBER_PATTERN.test(value)) throw new GatewayError(`微信支付${action}失败：单号格式不正确`);
  };
  const checkChannel = (channel: GatewayChannel) => {
    if (channel !== 'wechat') throw new GatewayError('微信支付只受理微信渠道');
  };

  return {
    name: 'wechat',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      checkChannel(input.channel);
      checkNumber('下单', input.paymentNo);
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new GatewayError('微信支付下单失败：金额无效');
      const order = {
        description: input.subject,
        out_trade_no: input.paymentNo,
        time_expire: chinaRfc3339(input.expiresAt),
        notify_url: input.notifyUrl,
        amount: { total: input.amountCents, currency: 'CNY' },
      };
      if (input.openId) {
        const out = await call('下单', () => pay.transactions_jsapi({ ...order, payer: { openid: input.openId! } }));
        if (!ok(out)) throw failure('下单', out);
        // On success the client replaces the answer's data with the signed wx.requestPayment parameters.
        const data = (out.data ?? {}) as Record<string, unknown>;
        const keys = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'] as const;
        if (!keys.every((key) => str(data[key]))) throw new GatewayError('微信支付下单失败：应答缺少 prepay_id');
        return { qrCode: '', payUrl: '', jsapi: Object.fromEntries(keys.map((key) => [key, str(data[key])])) };
      }
      const out = await call('下单', () => pay.transactions_native(order));
      if (!ok(out)) throw failure('下单', out);
      const codeUrl = str((out.data as Record<string, unknown> | undefined)?.code_url);
      if (!codeUrl) throw new GatewayError('微信支付下单失败：应答缺少 code_url');
      return { qrCode: codeUrl, payUrl: '' };
    },

    async parseNotification(headers: Headers, rawBody: string): Promise<PaymentFacts | RefundFacts> {
      const signed = signedHeaders(headers);
      if (!signed || !signedByPlatform(settings, signed, rawBody)) throw new NotificationRejected(MSG.badSignature);
      if (!isFresh(signed.timestamp)) throw new NotificationRejected(MSG.stale);
      let envelope: { event_type?: unknown; resource?: EncryptedResource };
      try {
        envelope = JSON.parse(rawBody) as typeof envelope;
      } catch {
        throw new NotificationRejected(MSG.unreadable);
      }
      const plain = decryptResource(envelope.resource, settings.apiV3Key);
      const event = str(envelope.event_type);
      const foreign = foreignProblem(settings, plain, event.startsWith('REFUND.') ? 'refund_notification' : 'transaction');
      if (foreign) throw new NotificationRejected(foreign);
      const facts = event === 'TRANSACTION.SUCCESS' ? paymentFacts(plain) : event.startsWith('REFUND.') ? refundFacts(plain) : null;
      if (!facts) throw new NotificationRejected(event ? `${MSG.unreadable}（${event}）` : MSG.unreadable);
      return facts;
    },

    reply(ok: boolean, message?: string): NotificationReply {
      if (ok) return { status: 200, contentType: 'text/plain; charset=utf-8', body: '' };
      return {
        status: 500,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ code: 'FAIL', message: message || '处理失败' }),
      };
    },

    async queryPayment(paymentNo: string, channel: GatewayChannel): Promise<PaymentFacts | null> {
      checkChannel(channel);
      checkNumber('查询订单', paymentNo);
      const out = await call('查询订单', () => pay.query({ out_trade_no: paymentNo }));
      if (errorCode(out) === 'ORDER_NOT_EXIST') return null;
      if (!ok(out)) throw failure('查询订单', out);
      const data = (out.data ?? {}) as Record<string, unknown>;
      const foreign = foreignProblem(settings, data, 'transaction');
      if (foreign) throw new GatewayError(`微信支付查询订单失败：${foreign.replace('通知', '应答')}`, out.data);
      const facts = paymentFacts(data);
      if (!facts) throw new GatewayError('微信支付查询订单失败：应答内容无法识别', out.data);
      return facts;
    },

    async closePayment(paymentNo: string, channel: GatewayChannel): Promise<void> {
      checkChannel(channel);
      checkNumber('关闭订单', paymentNo);
      const out = await call('关闭订单', () => pay.close(paymentNo));
      if (ok(out) || errorCode(out) === 'ORDER_NOT_EXIST' || errorCode(out) === 'ORDER_CLOSED') return;
      throw failure('关闭订单', out);
    },

    async refund(input: RefundInput, channel: GatewayChannel): Promise<RefundFacts> {
      checkChannel(channel);
      checkNumber('退款', input.paymentNo);
      checkNumber('退款', input.refundNo);
      const out = await call('退款', () =>
        pay.refunds({
          out_trade_no: input.paymentNo,
          out_refund_no: input.refundNo,
          ...(input.reason ? { reason: input.reason.slice(0, 80) } : {}),
          notify_url: input.notifyUrl,
          amount: { refund: input.amountCents, total: input.totalCents, currency: 'CNY' },
        }),
      );
      if (!ok(out)) throw failure('退款', out);
      const answer = (out.data ?? {}) as unknown as Record<string, unknown>;
      if (foreignProblem(settings, answer, 'refund')) throw new GatewayError('微信支付退款失败：应答币种不是人民币', out.data);
      const facts = refundFacts(answer);
      if (!facts) throw new GatewayError('微信支付退款失败：应答内容无法识别', out.data);
      return facts;
    },

    async queryRefund(refundNo: string, _paymentNo: string, channel: GatewayChannel): Promise<RefundFacts | null> {
      checkChannel(channel);
      checkNumber('查询退款', refundNo);
      const out = await call('查询退款', () => pay.find_refunds(refundNo));
      if (errorCode(out) === 'RESOURCE_NOT_EXISTS') return null;
      if (!ok(out)) throw failure('查询退款', out);
      const answer = (out.data ?? {}) as unknown as Record<string, unknown>;
      if (foreignProblem(settings, answer, 'refund')) throw new GatewayError('微信支付查询退款失败：应答币种不是人民币', out.data);
      const facts = refundFacts(answer);
      if (!facts) throw new GatewayError('微信支付查询退款失败：应答内容无法识别', out.data);
      return facts;
    },
  };
}
