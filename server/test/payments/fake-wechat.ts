/**
 * A local stand-in for the WeChat Pay API v3, for the tests of payments/wechat.ts: a plain node:http server on
 * 127.0.0.1 that checks each request's merchant signature (WECHATPAY2-SHA256-RSA2048) with the test merchant's public
 * key, keeps orders and refunds in memory, answers like the real API (JSON bodies, error `{code, message}`, 204 on
 * close) with every answer signed by its own platform key (Wechatpay-Timestamp/Nonce/Signature/Serial), and makes
 * notifications: the resource encrypted with the APIv3 key (AEAD_AES_256_GCM) and the body signed like an answer.
 * The platform key is generated here; its self-signed certificate is written in DER by hand (node:crypto cannot
 * make one), so the settings can be read from a certificate file like a real platform certificate.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWechatOptions {
  appId: string;
  mchId: string;
  merchantSerial: string;
  merchantPublicKey: crypto.KeyObject;
  apiV3Key: string;
}

export interface FakeOrder {
  out_trade_no: string;
  description: string;
  trade_type: 'NATIVE' | 'JSAPI';
  total: number;
  time_expire: string;
  notify_url: string;
  openid: string | null;
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transaction_id: string | null;
  success_time: string | null;
}

export interface FakeRefund {
  out_refund_no: string;
  out_trade_no: string;
  refund_id: string;
  refund: number;
  total: number;
  reason: string;
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';
}

export interface SignedNotification {
  headers: Record<string, string>;
  body: string;
}

export interface NotificationOptions {
  /** Unix seconds of Wechatpay-Timestamp (default now). */
  timestamp?: number;
  /** Sign with another key (a forger). */
  signWith?: crypto.KeyObject;
  /** Name another serial in Wechatpay-Serial. */
  serial?: string;
  /** Encrypt with another APIv3 key. */
  apiV3Key?: string;
}

const randomText = (bytes: number) => crypto.randomBytes(bytes).toString('hex');
const beijingNow = () => `${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

export class FakeWechat {
  readonly platformKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  /** Uppercase hex, as Wechatpay-Serial names a platform certificate. */
  readonly platformCertSerial = `5${randomText(20).slice(1)}`.toUpperCase();
  readonly platformCertPem: string;
  readonly platformPublicKeyPem: string;
  readonly publicKeyId = `PUB_KEY_ID_${randomText(12).toUpperCase()}`;
  /** What Wechatpay-Serial names in answers and notifications: the certificate serial or the public key id. */
  serial: string;
  /** Sign answers with a key that is not the platform's (a man in the middle). */
  forgeAnswers = false;
  readonly orders = new Map<string, FakeOrder>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Every request as received (after its signature was accepted or not). */
  readonly requests: { method: string; path: string; body: string; signatureValid: boolean }[] = [];
  baseUrl = '';
  private server: http.Server | null = null;
  private readonly forgerKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  constructor(private readonly options: FakeWechatOptions) {
    this.platformCertPem = selfSignedCertificate(this.platformKeys, this.platformCertSerial);
    this.platformPublicKeyPem = this.platformKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    this.serial = this.platformCertSerial;
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => this.handle(req, Buffer.concat(chunks).toString('utf8'), res));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server!.close(resolve));
    this.server = null;
  }

  /** The payer pays: the order succeeds; returns the TRANSACTION.SUCCESS notification WeChat Pay would post. */
  pay(outTradeNo: string, options: NotificationOptions = {}): SignedNotification {
    const order = this.orders.get(outTradeNo);
    if (!order) throw new Error(`no order ${outTradeNo}`);
    order.trade_state = 'SUCCESS';
    order.transaction_id = `4200${randomText(12)}`;
    order.success_time = beijingNow();
    return this.notification('TRANSACTION.SUCCESS', this.transaction(order), options);
  }

  /** The refund is settled by WeChat Pay; returns its REFUND.* notification. */
  settleRefund(outRefundNo: string, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED' = 'SUCCESS'): SignedNotification {
    const refund = this.refunds.get(outRefundNo);
    if (!refund) throw new Error(`no refund ${outRefundNo}`);
    refund.status = status;
    const order = this.orders.get(refund.out_trade_no)!;
    return this.notification(`REFUND.${status}`, {
      mchid: this.options.mchId,
      out_trade_no: refund.out_trade_no,
      transaction_id: order.transaction_id,
      out_refund_no: refund.out_refund_no,
      refund_id: refund.refund_id,
      refund_status: status,
      success_time: status === 'SUCCESS' ? beijingNow() : undefined,
      user_received_account: '支付用户零钱',
      amount: { total: refund.total, refund: refund.refund, payer_total: refund.total, payer_refund: refund.refund },
    });
  }

  /** A notification as WeChat Pay posts it: encrypted resource, body signed with the platform key. */
  notification(eventType: string, resource: object, options: NotificationOptions = {}): SignedNotification {
    const original = eventType.startsWith('REFUND.') ? 'refund' : 'transaction';
    const nonce = randomText(6); // 12 characters, the GCM nonce
    const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(options.apiV3Key ?? this.options.apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(original));
    const encrypted = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      create_time: beijingNow(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType.startsWith('REFUND.') ? '退款成功' : '支付成功',
      resource: { original_type: original, algorithm: 'AEAD_AES_256_GCM', ciphertext: encrypted.toString('base64'), associated_data: original, nonce },
    });
    return { headers: this.signedHeaders(body, options), body };
  }

  /** Wechatpay-* headers signing `body`, as on a notification or an answer. */
  signedHeaders(body: string, options: NotificationOptions = {}): Record<string, string> {
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
    const nonce = randomText(16);
    const key = options.signWith ?? this.platformKeys.privateKey;
    const signature = crypto.createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(key, 'base64');
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': options.serial ?? this.serial,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    };
  }

  /** The query answer of an order (also the plaintext of its TRANSACTION.SUCCESS notification). */
  transaction(order: FakeOrder): Record<string, unknown> {
    return {
      appid: this.options.appId,
      mchid: this.options.mchId,
      out_trade_no: order.out_trade_no,
      ...(order.transaction_id ? { transaction_id: order.transaction_id } : {}),
      trade_type: order.trade_type,
      trade_state: order.trade_state,
      trade_state_desc: order.trade_state === 'SUCCESS' ? '支付成功' : order.trade_state,
      ...(order.success_time ? { success_time: order.success_time, bank_type: 'OTHERS' } : {}),
      ...(order.openid ? { payer: { openid: order.openid } } : {}),
      amount:
        order.trade_state === 'NOTPAY' || order.trade_state === 'CLOSED'
          ? { total: order.total, currency: 'CNY' }
          : { total: order.total, payer_total: order.total, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  private refundAnswer(refund: FakeRefund) {
    return {
      refund_id: refund.refund_id,
      out_refund_no: refund.out_refund_no,
      transaction_id: this.orders.get(refund.out_trade_no)?.transaction_id,
      out_trade_no: refund.out_trade_no,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      create_time: beijingNow(),
      status: refund.status,
      funds_account: 'AVAILABLE',
      amount: { total: refund.total, refund: refund.refund, payer_total: refund.total, payer_refund: refund.refund, currency: 'CNY' },
    };
  }

  private answer(res: http.ServerResponse, status: number, payload?: unknown) {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const headers = this.signedHeaders(body, this.forgeAnswers ? { signWith: this.forgerKey } : {});
    res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'request-id': crypto.randomUUID() });
    res.end(body);
  }

  private merchantSigned(req: http.IncomingMessage, body: string): boolean {
    const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(req.headers.authorization ?? '');
    if (!match) return false;
    const fields = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (fields.mchid !== this.options.mchId || fields.serial_no !== this.options.merchantSerial) return false;
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300) return false;
    const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return crypto.createVerify('RSA-SHA256').update(message).verify(this.options.merchantPublicKey, fields.signature ?? '', 'base64');
  }

  private handle(req: http.IncomingMessage, body: string, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const signatureValid = this.merchantSigned(req, body);
    this.requests.push({ method: req.method ?? '', path: req.url ?? '', body, signatureValid });
    if (!signatureValid) return this.answer(res, 401, { code: 'SIGN_ERROR', message: '签名错误，请检查后再试' });
    let json: Record<string, unknown> = {};
    if (body) {
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return this.answer(res, 400, { code: 'PARAM_ERROR', message: '请求体不是 JSON' });
      }
    }
    const path = url.pathname;
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && (m = /^\/v3\/pay\/transactions\/(native|jsapi)$/.exec(path))) return this.create(res, m[1] as 'native' | 'jsapi', json);
    if (req.method === 'GET' && (m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path))) {
      if (url.searchParams.get('mchid') !== this.options.mchId) return this.answer(res, 400, { code: 'PARAM_ERROR', message: 'mchid 不正确' });
      const order = this.orders.get(decodeURIComponent(m[1]));
      return order ? this.answer(res, 200, this.transaction(order)) : this.answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
    }
    if (req.method === 'POST' && (m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path))) {
      if (json.mchid !== this.options.mchId) return this.answer(res, 400, { code: 'PARAM_ERROR', message: 'mchid 不正确' });
      const order = this.orders.get(decodeURIComponent(m[1]));
      if (!order) return this.answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (order.trade_state === 'SUCCESS' || order.trade_state === 'REFUND') return this.answer(res, 400, { code: 'ORDER_PAID', message: '订单已支付' });
      order.trade_state = 'CLOSED';
      return this.answer(res, 204);
    }
    if (req.method === 'POST' && path === '/v3/refund/domestic/refunds') return this.refund(res, json);
    if (req.method === 'GET' && (m = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path))) {
      const refund = this.refunds.get(decodeURIComponent(m[1]));
      return refund ? this.answer(res, 200, this.refundAnswer(refund)) : this.answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
    }
    return this.answer(res, 404, { code: 'NOT_FOUND', message: '接口不存在' });
  }

  private create(res: http.ServerResponse, kind: 'native' | 'jsapi', json: Record<string, unknown>) {
    const amount = (json.amount ?? {}) as { total?: unknown; currency?: unknown };
    const payer = (json.payer ?? {}) as { openid?: unknown };
    if (json.appid !== this.options.appId || json.mchid !== this.options.mchId) return this.answer(res, 400, { code: 'PARAM_ERROR', message: 'appid 和 mch_id 不匹配' });
    if (typeof json.out_trade_no !== 'string' || !/^[0-9A-Za-z_\-|*]{6,32}$/.test(json.out_trade_no)) return this.answer(res, 400, { code: 'PARAM_ERROR', message: '商户订单号格式不正确' });
    if (typeof json.description !== 'string' || !json.description || json.description.length > 127) return this.answer(res, 400, { code: 'PARAM_ERROR', message: '商品描述不正确' });
    if (!Number.isSafeInteger(amount.total) || (amount.total as number) <= 0 || amount.currency !== 'CNY') return this.answer(res, 400, { code: 'PARAM_ERROR', message: '订单金额不正确' });
    if (typeof json.notify_url !== 'string' || !/^https?:\/\//.test(json.notify_url)) return this.answer(res, 400, { code: 'PARAM_ERROR', message: '通知地址不正确' });
    if (typeof json.time_expire !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/.test(json.time_expire)) return this.answer(res, 400, { code: 'PARAM_ERROR', message: '订单失效时间格式不正确' });
    if (kind === 'jsapi' && typeof payer.openid !== 'string') return this.answer(res, 400, { code: 'PARAM_ERROR', message: '缺少 payer.openid' });
    const existing = this.orders.get(json.out_trade_no);
    if (existing && (existing.total !== amount.total || existing.trade_type.toLowerCase() !== kind)) return this.answer(res, 400, { code: 'INVALID_REQUEST', message: '201 商户订单号重复' });
    if (existing && existing.trade_state !== 'NOTPAY') return this.answer(res, 400, { code: 'ORDER_CLOSED', message: '订单已关闭或已支付' });
    const order: FakeOrder = existing ?? {
      out_trade_no: json.out_trade_no,
      description: json.description,
      trade_type: kind === 'native' ? 'NATIVE' : 'JSAPI',
      total: amount.total as number,
      time_expire: json.time_expire,
      notify_url: json.notify_url,
      openid: kind === 'jsapi' ? (payer.openid as string) : null,
      trade_state: 'NOTPAY',
      transaction_id: null,
      success_time: null,
    };
    this.orders.set(order.out_trade_no, order);
    if (kind === 'native') return this.answer(res, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no.slice(-6)}${randomText(3)}` });
    return this.answer(res, 200, { prepay_id: `wx${randomText(14)}` });
  }

  private refund(res: http.ServerResponse, json: Record<string, unknown>) {
    const amount = (json.amount ?? {}) as { refund?: unknown; total?: unknown; currency?: unknown };
    if (typeof json.out_refund_no !== 'string' || typeof json.out_trade_no !== 'string') return this.answer(res, 400, { code: 'PARAM_ERROR', message: '缺少单号' });
    const existing = this.refunds.get(json.out_refund_no);
    if (existing) return this.answer(res, 200, this.refundAnswer(existing)); // the same out_refund_no is the same refund
    const order = this.orders.get(json.out_trade_no);
    if (!order) return this.answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
    if (order.trade_state !== 'SUCCESS' && order.trade_state !== 'REFUND') return this.answer(res, 403, { code: 'TRADE_STATE_ERROR', message: '订单未支付，不能退款' });
    if (amount.total !== order.total || amount.currency !== 'CNY') return this.answer(res, 400, { code: 'PARAM_ERROR', message: '订单金额与原订单不符' });
    const refunded = [...this.refunds.values()].filter((r) => r.out_trade_no === order.out_trade_no).reduce((sum, r) => sum + r.refund, 0);
    if (!Number.isSafeInteger(amount.refund) || (amount.refund as number) <= 0 || refunded + (amount.refund as number) > order.total) {
      return this.answer(res, 403, { code: 'NOT_ENOUGH', message: '申请退款金额超过订单可退金额' });
    }
    const refund: FakeRefund = {
      out_refund_no: json.out_refund_no,
      out_trade_no: order.out_trade_no,
      refund_id: `5030${randomText(12)}`,
      refund: amount.refund as number,
      total: order.total,
      reason: typeof json.reason === 'string' ? json.reason : '',
      status: 'PROCESSING',
    };
    this.refunds.set(refund.out_refund_no, refund);
    order.trade_state = 'REFUND';
    return this.answer(res, 200, this.refundAnswer(refund));
  }
}

export const startFakeWechat = (options: FakeWechatOptions) => new FakeWechat(options).start();

// ---------------------------------------------------------------------------------------------------------------
// A self-signed X.509 certificate in DER, by hand

function der(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  let length: Buffer;
  if (body.length < 0x80) length = Buffer.from([body.length]);
  else {
    const hex = body.length.toString(16);
    const bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
    length = Buffer.concat([Buffer.from([0x80 | bytes.length]), bytes]);
  }
  return Buffer.concat([Buffer.from([tag]), length, body]);
}

const sequence = (...parts: Buffer[]) => der(0x30, ...parts);

/** A certificate for `keys` with the given serial (hex, first digit 1–7), issued by itself, valid 2025–2049. */
export function selfSignedCertificate(keys: crypto.KeyPairKeyObjectResult, serialHex: string): string {
  const sha256WithRsa = sequence(Buffer.from('06092a864886f70d01010b', 'hex'), Buffer.from('0500', 'hex'));
  const name = sequence(der(0x31, sequence(Buffer.from('0603550403', 'hex'), der(0x0c, Buffer.from('Fake Tenpay Platform')))));
  const validity = sequence(der(0x17, Buffer.from('250101000000Z')), der(0x17, Buffer.from('491231235959Z')));
  const spki = keys.publicKey.export({ type: 'spki', format: 'der' });
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))), // v3
    der(0x02, Buffer.from(serialHex, 'hex')),
    sha256WithRsa,
    name,
    validity,
    name,
    spki,
  );
  const signature = crypto.sign('sha256', tbs, keys.privateKey);
  const cert = sequence(tbs, sha256WithRsa, der(0x03, Buffer.from([0]), signature));
  const lines = cert.toString('base64').match(/.{1,64}/g)!.join('\n');
  return `-----BEGIN CERTIFICATE-----\n${lines}\n-----END CERTIFICATE-----\n`;
}
