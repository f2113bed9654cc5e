/**
 * A local stand-in for the Alipay open platform gateway (gateway.do), for the tests of payments/alipay.ts: a plain
 * node:http server on 127.0.0.1 that checks each request's RSA2 signature (all parameters but `sign`, sorted) with the
 * test application's public key, keeps trades and refunds in memory, and answers like Alipay: JSON
 * `{"<method>_response": {...}, "sign": "..."}`, the sign over the inner object's text with its own Alipay key, codes
 * 10000 / 40004 with sub_code and sub_msg. A GET of a page pay URL is the cashier page: it checks the signature and
 * creates the trade. It also makes asynchronous notifications (urlencoded, signed over the sorted parameters without
 * sign and sign_type).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { centsToYuan, yuanToCents } from 'shared/rules';

export interface FakeAlipayOptions {
  appId: string;
  appPublicKey: crypto.KeyObject;
}

export interface FakeTrade {
  out_trade_no: string;
  subject: string;
  total: number;
  trade_status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FINISHED';
  trade_no: string;
  paid_at: string | null;
  notify_url: string;
  /** How it was created: precreate (QR) or the page pay URL. */
  via: 'precreate' | 'page';
}

export interface FakeRefund {
  out_trade_no: string;
  out_request_no: string;
  amount: number;
  at: string;
}

export interface NotifyOptions {
  /** Sign with another key (a forger). */
  signWith?: crypto.KeyObject;
  /** Fields to add or replace after signing (a tamperer) or before (extra: signed). */
  tamper?: Record<string, string>;
  extra?: Record<string, string>;
}

const randomDigits = (n: number) => Array.from(crypto.randomBytes(n), (b) => String(b % 10)).join('');
const beijingNow = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Alipay's sign content: `k=v` of the sorted parameters, joined with `&`. */
export const signContent = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');

export class FakeAlipay {
  readonly alipayKeys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly alipayPublicKeyPem: string;
  /** Answer precreate with "no permission" (当面付 not signed). */
  precreateForbidden = false;
  /** Sign answers with a key that is not Alipay's (a man in the middle). */
  forgeAnswers = false;
  readonly trades = new Map<string, FakeTrade>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Refunds (out_request_no) the refund query answers without refund_status: Alipay has not received them (yet). */
  readonly refundsNotReceived = new Set<string>();
  readonly requests: { method: string; params: Record<string, string>; signatureValid: boolean }[] = [];
  gatewayUrl = '';
  private server: http.Server | null = null;
  private readonly forgerKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  constructor(private readonly options: FakeAlipayOptions) {
    this.alipayPublicKeyPem = this.alipayKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => this.handle(req, Buffer.concat(chunks).toString('utf8'), res));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.gatewayUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/gateway.do`;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server!.close(resolve));
    this.server = null;
  }

  /** The payer pays: the trade succeeds; returns the notification Alipay would post. */
  pay(outTradeNo: string, options: NotifyOptions = {}): string {
    const trade = this.trade(outTradeNo);
    trade.trade_status = 'TRADE_SUCCESS';
    trade.paid_at = beijingNow();
    return this.notification(trade, options);
  }

  /** An asynchronous notification about `trade` (trade_status_sync), urlencoded. */
  notification(trade: FakeTrade, options: NotifyOptions = {}): string {
    const amount = centsToYuan(trade.total);
    const params: Record<string, string> = {
      gmt_create: beijingNow(),
      charset: 'utf-8',
      seller_email: 'merchant@example.com',
      subject: trade.subject,
      buyer_id: '2088102122524333',
      invoice_amount: amount,
      notify_id: `2026${randomDigits(20)}`,
      fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
      notify_type: 'trade_status_sync',
      trade_status: trade.trade_status,
      receipt_amount: amount,
      app_id: this.options.appId,
      buyer_pay_amount: amount,
      version: '1.0',
      notify_time: beijingNow(),
      out_trade_no: trade.out_trade_no,
      total_amount: amount,
      trade_no: trade.trade_no,
      auth_app_id: this.options.appId,
      point_amount: '0.00',
      ...(trade.paid_at ? { gmt_payment: trade.paid_at } : {}),
      ...options.extra,
    };
    const sign = crypto.createSign('RSA-SHA256').update(signContent(params), 'utf8').sign(options.signWith ?? this.alipayKeys.privateKey, 'base64');
    return new URLSearchParams({ ...params, ...options.tamper, sign, sign_type: 'RSA2' }).toString();
  }

  /** The notification Alipay sends after a refund (out_biz_no = the refund's out_request_no, refund_fee = refunded in total). */
  refundNotification(outRequestNo: string): string {
    const refund = this.refunds.get(outRequestNo)!;
    const trade = this.trade(refund.out_trade_no);
    return this.notification(trade, {
      extra: { out_biz_no: outRequestNo, refund_fee: centsToYuan(this.refunded(trade.out_trade_no)), gmt_refund: `${refund.at}.000` },
    });
  }

  trade(outTradeNo: string): FakeTrade {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    return trade;
  }

  refunded(outTradeNo: string): number {
    return [...this.refunds.values()].filter((r) => r.out_trade_no === outTradeNo).reduce((sum, r) => sum + r.amount, 0);
  }

  private appSigned(params: Record<string, string>): boolean {
    const { sign, ...rest } = params;
    if (!sign || rest.sign_type !== 'RSA2' || rest.app_id !== this.options.appId) return false;
    return crypto.createVerify('RSA-SHA256').update(signContent(rest), 'utf8').verify(this.options.appPublicKey, sign, 'base64');
  }

  private answer(res: http.ServerResponse, method: string, payload: Record<string, unknown>) {
    const inner = JSON.stringify(payload);
    const key = this.forgeAnswers ? this.forgerKey : this.alipayKeys.privateKey;
    const sign = crypto.createSign('RSA-SHA256').update(inner, 'utf8').sign(key, 'base64');
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    res.end(`{"${method.replaceAll('.', '_')}_response":${inner},"sign":"${sign}"}`);
  }

  private refuse(res: http.ServerResponse, method: string, subCode: string, subMsg: string, code = '40004') {
    const msg = code === '40002' ? 'Invalid Arguments' : 'Business Failed';
    return this.answer(res, method, { code, msg, sub_code: subCode, sub_msg: subMsg });
  }

  private handle(req: http.IncomingMessage, body: string, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/gateway.do') {
      res.writeHead(404);
      return res.end();
    }
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    for (const [key, value] of new URLSearchParams(body)) params[key] = value;
    const method = params.method ?? '';
    const signatureValid = this.appSigned(params);
    this.requests.push({ method, params, signatureValid });
    if (req.method === 'GET' && method === 'alipay.trade.page.pay') return this.cashier(res, params, signatureValid);
    if (!signatureValid) return this.refuse(res, method, 'isv.invalid-signature', '验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配', '40002');
    let biz: Record<string, unknown>;
    try {
      biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
    } catch {
      return this.refuse(res, method, 'isv.invalid-parameter', '参数无效', '40002');
    }
    const outTradeNo = String(biz.out_trade_no ?? '');
    const trade = this.trades.get(outTradeNo);
    switch (method) {
      case 'alipay.trade.precreate': {
        if (this.precreateForbidden) return this.refuse(res, method, 'isv.insufficient-isv-permissions', 'ISV权限不足，建议在开发者中心检查签约是否已经生效', '40006');
        const created = this.create(biz, params.notify_url ?? '', 'precreate');
        if (typeof created === 'string') return this.refuse(res, method, 'ACQ.INVALID_PARAMETER', created);
        return this.answer(res, method, { code: '10000', msg: 'Success', out_trade_no: created.out_trade_no, qr_code: `https://qr.alipay.com/bax0${randomDigits(8)}` });
      }
      case 'alipay.trade.query':
        if (!trade) return this.refuse(res, method, 'ACQ.TRADE_NOT_EXIST', '交易不存在');
        return this.answer(res, method, {
          code: '10000',
          msg: 'Success',
          trade_no: trade.trade_no,
          out_trade_no: trade.out_trade_no,
          buyer_logon_id: '159****5620',
          trade_status: trade.trade_status,
          total_amount: centsToYuan(trade.total),
          buyer_pay_amount: trade.paid_at ? centsToYuan(trade.total) : '0.00',
          ...(trade.paid_at ? { send_pay_date: trade.paid_at } : {}),
        });
      case 'alipay.trade.close':
        if (!trade) return this.refuse(res, method, 'ACQ.TRADE_NOT_EXIST', '交易不存在');
        if (trade.trade_status !== 'WAIT_BUYER_PAY') return this.refuse(res, method, 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        trade.trade_status = 'TRADE_CLOSED';
        return this.answer(res, method, { code: '10000', msg: 'Success', trade_no: trade.trade_no, out_trade_no: trade.out_trade_no });
      case 'alipay.trade.refund':
        return this.refund(res, method, biz, trade);
      case 'alipay.trade.fastpay.refund.query': {
        const refund = this.refunds.get(String(biz.out_request_no ?? ''));
        if (!trade) return this.refuse(res, method, 'ACQ.TRADE_NOT_EXIST', '交易不存在');
        if (!refund || refund.out_trade_no !== trade.out_trade_no) return this.answer(res, method, { code: '10000', msg: 'Success' });
        return this.answer(res, method, {
          code: '10000',
          msg: 'Success',
          trade_no: trade.trade_no,
          out_trade_no: trade.out_trade_no,
          out_request_no: refund.out_request_no,
          total_amount: centsToYuan(trade.total),
          refund_amount: centsToYuan(refund.amount),
          ...(this.refundsNotReceived.has(refund.out_request_no) ? {} : { refund_status: 'REFUND_SUCCESS' }),
        });
      }
      default:
        return this.refuse(res, method, 'isv.invalid-method', '不存在的方法名', '40002');
    }
  }

  /** A trade from a precreate or page pay biz_content; a string says why not. */
  private create(biz: Record<string, unknown>, notifyUrl: string, via: FakeTrade['via']): FakeTrade | string {
    const outTradeNo = String(biz.out_trade_no ?? '');
    const total = yuanToCents(String(biz.total_amount ?? ''));
    if (!/^[0-9A-Za-z_]{1,64}$/.test(outTradeNo)) return '商户订单号格式不正确';
    if (total === null || total <= 0) return '订单金额格式不正确';
    if (typeof biz.subject !== 'string' || !biz.subject) return '缺少订单标题';
    if (typeof biz.time_expire !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(biz.time_expire)) return '绝对超时时间格式不正确';
    const existing = this.trades.get(outTradeNo);
    if (existing) return existing.total === total ? existing : '交易信息被篡改';
    const trade: FakeTrade = {
      out_trade_no: outTradeNo,
      subject: biz.subject,
      total,
      trade_status: 'WAIT_BUYER_PAY',
      trade_no: `2026${randomDigits(24)}`,
      paid_at: null,
      notify_url: notifyUrl,
      via,
    };
    this.trades.set(outTradeNo, trade);
    return trade;
  }

  private cashier(res: http.ServerResponse, params: Record<string, string>, signatureValid: boolean) {
    const page = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/html;charset=utf-8' });
      res.end(`<!doctype html><title>支付宝收银台</title><p>${text}</p>`);
    };
    if (!signatureValid) return page(400, '验签出错');
    let biz: Record<string, unknown>;
    try {
      biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
    } catch {
      return page(400, '参数无效');
    }
    if (biz.product_code !== 'FAST_INSTANT_TRADE_PAY') return page(400, '产品码无效');
    const trade = this.create(biz, params.notify_url ?? '', 'page');
    if (typeof trade === 'string') return page(400, trade);
    return page(200, `订单 ${trade.out_trade_no} 待支付 ${centsToYuan(trade.total)} 元`);
  }

  private refund(res: http.ServerResponse, method: string, biz: Record<string, unknown>, trade: FakeTrade | undefined) {
    if (!trade) return this.refuse(res, method, 'ACQ.TRADE_NOT_EXIST', '交易不存在');
    const outRequestNo = String(biz.out_request_no ?? trade.out_trade_no);
    const amount = yuanToCents(String(biz.refund_amount ?? ''));
    if (amount === null || amount <= 0) return this.refuse(res, method, 'ACQ.INVALID_PARAMETER', '退款金额无效');
    const done = this.refunds.get(outRequestNo);
    const answer = (fundChange: 'Y' | 'N') =>
      this.answer(res, method, {
        code: '10000',
        msg: 'Success',
        trade_no: trade.trade_no,
        out_trade_no: trade.out_trade_no,
        buyer_logon_id: '159****5620',
        fund_change: fundChange,
        refund_fee: centsToYuan(this.refunded(trade.out_trade_no)),
      });
    if (done) {
      // the same out_request_no is the same refund: no money moves again
      if (done.amount !== amount || done.out_trade_no !== trade.out_trade_no) return this.refuse(res, method, 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额与原退款请求不一致');
      return answer('N');
    }
    if (trade.trade_status !== 'TRADE_SUCCESS') return this.refuse(res, method, 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    if (this.refunded(trade.out_trade_no) + amount > trade.total) return this.refuse(res, method, 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    this.refunds.set(outRequestNo, { out_trade_no: trade.out_trade_no, out_request_no: outRequestNo, amount, at: beijingNow() });
    if (this.refunded(trade.out_trade_no) === trade.total) trade.trade_status = 'TRADE_CLOSED';
    return answer('Y');
  }
}

export const startFakeAlipay = (options: FakeAlipayOptions) => new FakeAlipay(options).start();
