import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type FakeWechat, startFakeWechat } from '../../test/payments/fake-wechat.js';
import { GatewayError, NotificationRejected, type PaymentFacts, type PaymentProvider, type RefundFacts } from './provider.js';
import { createWechatProvider, type WechatSettings, wechatSettingsFromEnv } from './wechat.js';

const APP_ID = 'wx8888888888888888';
const MCH_ID = '1900000109';
const MERCHANT_SERIAL = '3775B6A45ACD588826D15E583A95F5DD00000000';
const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const apiV3Key = crypto.randomBytes(16).toString('hex'); // 32 characters

let seq = 0;
const newNo = (prefix: string) => `${prefix}${Date.now()}${++seq}${crypto.randomBytes(2).toString('hex')}`;

const rejection = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof NotificationRejected || error instanceof GatewayError) return error;
    throw error;
  }
  assert.fail('expected a refusal');
};

describe('WeChat Pay v3 provider against a local fake gateway', () => {
  let fake: FakeWechat;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let settings: WechatSettings;
  let wechat: PaymentProvider;

  const input = (paymentNo: string, extra: { openId?: string; amountCents?: number } = {}) => ({
    paymentNo,
    channel: 'wechat' as const,
    amountCents: extra.amountCents ?? 29,
    subject: '2026 城市联赛报名费',
    expiresAt: new Date(Date.now() + 15 * 60_000),
    notifyUrl: 'https://pay.example.com/api/pay/notify/wechat',
    returnUrl: 'https://pay.example.com/orders',
    ...(extra.openId ? { openId: extra.openId } : {}),
  });

  const refundInput = (paymentNo: string, refundNo: string, amountCents: number, totalCents = 29) => ({
    paymentNo,
    refundNo,
    amountCents,
    totalCents,
    reason: '报名取消',
    notifyUrl: 'https://pay.example.com/api/pay/notify/wechat',
  });

  before(async () => {
    fake = await startFakeWechat({ appId: APP_ID, mchId: MCH_ID, merchantSerial: MERCHANT_SERIAL, merchantPublicKey: merchant.publicKey, apiV3Key });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wechatpay-test-'));
    const write = (name: string, content: string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, content);
      return file;
    };
    env = {
      WECHATPAY_APPID: APP_ID,
      WECHATPAY_MCHID: MCH_ID,
      WECHATPAY_SERIAL_NO: MERCHANT_SERIAL,
      WECHATPAY_PRIVATE_KEY_FILE: write('apiclient_key.pem', merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
      WECHATPAY_PLATFORM_CERT_FILE: write('wechatpay_platform.pem', fake.platformCertPem),
      WECHATPAY_APIV3_KEY: apiV3Key,
      WECHATPAY_BASE_URL: `${fake.baseUrl}/`,
    };
    fs.writeFileSync(path.join(dir, 'pub_key.pem'), fake.platformPublicKeyPem);
    settings = wechatSettingsFromEnv(env)!;
    wechat = createWechatProvider(settings);
  });

  after(async () => {
    await fake.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('settings', () => {
    it('reads the platform certificate: its serial and key; the base URL as an origin', () => {
      assert.equal(settings.platformKey.serial, fake.platformCertSerial);
      assert.equal(settings.platformKey.publicKey, fake.platformPublicKeyPem);
      assert.equal(settings.baseUrl, fake.baseUrl);
      assert.equal(settings.mchId, MCH_ID);
    });

    it('is null when nothing is configured; a half-configured gateway names the missing variable', () => {
      assert.equal(wechatSettingsFromEnv({}), null);
      assert.equal(wechatSettingsFromEnv({ WECHATPAY_BASE_URL: fake.baseUrl, WECHATPAY_APPID: '  ' }), null);
      assert.throws(() => wechatSettingsFromEnv({ ...env, WECHATPAY_MCHID: '' }), /^Error: 微信支付配置不完整：缺少环境变量 WECHATPAY_MCHID$/);
      assert.throws(() => wechatSettingsFromEnv({ WECHATPAY_APPID: APP_ID }), /缺少环境变量 WECHATPAY_MCHID/);
      assert.throws(() => wechatSettingsFromEnv({ ...env, WECHATPAY_PLATFORM_CERT_FILE: undefined }), /缺少环境变量 WECHATPAY_PLATFORM_CERT_FILE（或 WECHATPAY_PUBLIC_KEY_FILE 与 WECHATPAY_PUBLIC_KEY_ID）/);
      assert.throws(
        () => wechatSettingsFromEnv({ ...env, WECHATPAY_PLATFORM_CERT_FILE: undefined, WECHATPAY_PUBLIC_KEY_FILE: path.join(dir, 'pub_key.pem') }),
        /缺少环境变量 WECHATPAY_PUBLIC_KEY_ID/,
      );
      assert.throws(() => wechatSettingsFromEnv({ ...env, WECHATPAY_APIV3_KEY: 'short' }), /WECHATPAY_APIV3_KEY 应为 32 个字符/);
      assert.throws(() => wechatSettingsFromEnv({ ...env, WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'missing.pem') }), /无法读取 WECHATPAY_PRIVATE_KEY_FILE/);
      assert.throws(() => wechatSettingsFromEnv({ ...env, WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'pub_key.pem') }), /WECHATPAY_PRIVATE_KEY_FILE 不是有效的商户 API 私钥/);
      assert.throws(() => wechatSettingsFromEnv({ ...env, WECHATPAY_BASE_URL: 'ftp://x' }), /WECHATPAY_BASE_URL 不是有效的地址/);
      assert.throws(() => wechatSettingsFromEnv({ ...env, WECHATPAY_PLATFORM_CERT_FILE: path.join(dir, 'pub_key.pem') }), /WECHATPAY_PLATFORM_CERT_FILE 不是有效的微信支付平台证书/);
      assert.throws(
        () => wechatSettingsFromEnv({ ...env, WECHATPAY_PLATFORM_CERT_FILE: '', WECHATPAY_PUBLIC_KEY_FILE: env.WECHATPAY_PRIVATE_KEY_FILE, WECHATPAY_PUBLIC_KEY_ID: fake.publicKeyId }),
        /WECHATPAY_PUBLIC_KEY_FILE 不是有效的微信支付公钥/,
      );
    });
  });

  describe('payments', () => {
    it('creates a Native payment: the code_url is the QR code, the request signed and shaped as WeChat Pay expects', async () => {
      const no = newNo('WN');
      const created = await wechat.createPayment(input(no));
      assert.match(created.qrCode, /^weixin:\/\/wxpay\/bizpayurl\?pr=/);
      assert.equal(created.payUrl, '');
      assert.equal(created.jsapi, undefined);
      const request = fake.requests.at(-1)!;
      assert.equal(request.path, '/v3/pay/transactions/native');
      assert.equal(request.signatureValid, true);
      const body = JSON.parse(request.body) as Record<string, unknown>;
      assert.deepEqual(body.amount, { total: 29, currency: 'CNY' });
      assert.equal(body.appid, APP_ID);
      assert.equal(body.mchid, MCH_ID);
      assert.equal(body.out_trade_no, no);
      assert.equal(body.notify_url, 'https://pay.example.com/api/pay/notify/wechat');
      assert.match(String(body.time_expire), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
      assert.equal(fake.orders.get(no)?.total, 29);
    });

    it('creates a JSAPI payment when the openid is given: wx.requestPayment parameters signed with the merchant key', async () => {
      const no = newNo('WJ');
      const created = await wechat.createPayment(input(no, { openId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }));
      assert.equal(created.qrCode, '');
      const jsapi = created.jsapi!;
      assert.deepEqual(Object.keys(jsapi).sort(), ['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp']);
      assert.equal(jsapi.appId, APP_ID);
      assert.equal(jsapi.signType, 'RSA');
      assert.match(jsapi.package, /^prepay_id=wx/);
      const signed = `${jsapi.appId}\n${jsapi.timeStamp}\n${jsapi.nonceStr}\n${jsapi.package}\n`;
      assert.equal(crypto.createVerify('RSA-SHA256').update(signed).verify(merchant.publicKey, jsapi.paySign, 'base64'), true);
      assert.equal(fake.orders.get(no)?.openid, 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o');
      assert.equal(fake.requests.at(-1)!.path, '/v3/pay/transactions/jsapi');
    });

    it('queries a payment: pending before, succeeded with the transaction id and time after; unknown is null', async () => {
      const no = newNo('WQ');
      await wechat.createPayment(input(no, { amountCents: 12_345 }));
      assert.deepEqual(await wechat.queryPayment(no, 'wechat'), {
        kind: 'payment',
        paymentNo: no,
        tradeNo: '',
        amountCents: 12_345,
        status: 'pending',
        paidAt: null,
      } satisfies PaymentFacts);
      fake.pay(no);
      const facts = await wechat.queryPayment(no, 'wechat');
      assert.equal(facts?.status, 'succeeded');
      assert.equal(facts?.tradeNo, fake.orders.get(no)!.transaction_id);
      assert.equal(facts?.amountCents, 12_345);
      assert.ok(facts?.paidAt instanceof Date && Math.abs(facts.paidAt.getTime() - Date.now()) < 60_000);
      assert.equal(await wechat.queryPayment(newNo('WX'), 'wechat'), null);
    });

    it('closes an unpaid payment; one already closed or unknown is fine; a paid one is a gateway error', async () => {
      const no = newNo('WC');
      await wechat.createPayment(input(no));
      await wechat.closePayment(no, 'wechat');
      assert.equal(fake.orders.get(no)?.trade_state, 'CLOSED');
      assert.equal((await wechat.queryPayment(no, 'wechat'))?.status, 'closed');
      await wechat.closePayment(no, 'wechat');
      await wechat.closePayment(newNo('WX'), 'wechat');
      const paid = newNo('WC');
      await wechat.createPayment(input(paid));
      fake.pay(paid);
      const error = await rejection(() => wechat.closePayment(paid, 'wechat'));
      assert.ok(error instanceof GatewayError);
      assert.equal(error.message, '微信支付关闭订单失败：订单已支付');
    });
  });

  describe('notifications', () => {
    it('verifies, decrypts and maps a genuine TRANSACTION.SUCCESS notification', async () => {
      const no = newNo('WP');
      await wechat.createPayment(input(no));
      const notice = fake.pay(no);
      const facts = await wechat.parseNotification(notice.headers, notice.body);
      assert.equal(facts.kind, 'payment');
      const payment = facts as PaymentFacts;
      assert.equal(payment.paymentNo, no);
      assert.equal(payment.amountCents, 29);
      assert.equal(payment.status, 'succeeded');
      assert.equal(payment.tradeNo, fake.orders.get(no)!.transaction_id);
      assert.equal(payment.paidAt?.toISOString(), new Date(fake.orders.get(no)!.success_time!).toISOString());
    });

    it('reads the Wechatpay-* headers whatever their case', async () => {
      const no = newNo('WP');
      await wechat.createPayment(input(no));
      const notice = fake.pay(no);
      const headers = Object.fromEntries(Object.entries(notice.headers).map(([k, v]) => [k.replace(/(^|-)w/g, (s) => s.toUpperCase()), [v]]));
      assert.equal(((await wechat.parseNotification(headers, notice.body)) as PaymentFacts).paymentNo, no);
    });

    it('refuses a forged signature, a missing one, and another serial', async () => {
      const no = newNo('WF');
      await wechat.createPayment(input(no));
      const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      const forged = fake.pay(no, { signWith: forger });
      assert.equal((await rejection(() => wechat.parseNotification(forged.headers, forged.body))).message, '通知签名验证失败');
      const { 'wechatpay-signature': _dropped, ...unsigned } = fake.pay(no).headers;
      const genuine = fake.pay(no);
      assert.equal((await rejection(() => wechat.parseNotification(unsigned, genuine.body))).message, '通知签名验证失败');
      const otherSerial = fake.pay(no, { serial: 'ABCDEF0123456789' });
      const refused = await rejection(() => wechat.parseNotification(otherSerial.headers, otherSerial.body));
      assert.ok(refused instanceof NotificationRejected);
      assert.equal(refused.message, '通知签名验证失败');
    });

    it('refuses a genuine notification whose timestamp is more than 5 minutes old', async () => {
      const no = newNo('WS');
      await wechat.createPayment(input(no));
      const stale = fake.pay(no, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });
      const refused = await rejection(() => wechat.parseNotification(stale.headers, stale.body));
      assert.ok(refused instanceof NotificationRejected);
      assert.equal(refused.message, '通知已过期，请重新发送');
    });

    it('refuses a tampered amount: the body no longer matches its signature', async () => {
      const no = newNo('WT');
      await wechat.createPayment(input(no, { amountCents: 2_900 }));
      const genuine = fake.pay(no);
      const order = fake.orders.get(no)!;
      const tampered = fake.notification('TRANSACTION.SUCCESS', { ...fake.transaction(order), amount: { total: 1, payer_total: 1, currency: 'CNY' } });
      assert.equal((await rejection(() => wechat.parseNotification(genuine.headers, tampered.body))).message, '通知签名验证失败');
      assert.equal((await rejection(() => wechat.parseNotification(genuine.headers, genuine.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ')))).message, '通知签名验证失败');
      assert.equal(((await wechat.parseNotification(genuine.headers, genuine.body)) as PaymentFacts).amountCents, 2_900);
    });

    it('refuses a signed notification it cannot decrypt (another APIv3 key)', async () => {
      const no = newNo('WD');
      await wechat.createPayment(input(no));
      const notice = fake.pay(no, { apiV3Key: crypto.randomBytes(16).toString('hex') });
      const refused = await rejection(() => wechat.parseNotification(notice.headers, notice.body));
      assert.ok(refused instanceof NotificationRejected);
      assert.equal(refused.message, '通知解密失败');
    });

    it('refuses a genuine notification for another merchant or app, or not in 人民币: each one required, not compared only when present', async () => {
      const no = newNo('WM');
      await wechat.createPayment(input(no));
      fake.pay(no);
      const tx = fake.transaction(fake.orders.get(no)!) as Record<string, unknown> & { amount: Record<string, unknown> };
      const { mchid: _mchid, ...noMerchant } = tx;
      const { appid: _appid, ...noApp } = tx;
      const { currency: _currency, ...amountWithoutCurrency } = tx.amount;
      const cases: [Record<string, unknown>, string][] = [
        [{ ...tx, mchid: '1900000999' }, '通知不属于本商户'],
        [noMerchant, '通知不属于本商户'],
        [{ ...tx, appid: 'wx0000000000000000' }, '通知不属于本应用（appid 不符）'],
        [noApp, '通知不属于本应用（appid 不符）'],
        [{ ...tx, amount: { ...tx.amount, currency: 'USD' } }, '通知币种不是人民币'],
        [{ ...tx, amount: amountWithoutCurrency }, '通知币种不是人民币'],
      ];
      for (const [body, message] of cases) {
        const notice = fake.notification('TRANSACTION.SUCCESS', body);
        const refused = await rejection(() => wechat.parseNotification(notice.headers, notice.body));
        assert.ok(refused instanceof NotificationRejected, message);
        assert.equal(refused.message, message);
      }
      const genuine = fake.notification('TRANSACTION.SUCCESS', tx);
      assert.equal(((await wechat.parseNotification(genuine.headers, genuine.body)) as PaymentFacts).paymentNo, no);
      // a refund notification names our merchant too
      const refund = fake.notification('REFUND.SUCCESS', { out_trade_no: no, out_refund_no: newNo('WR'), refund_status: 'SUCCESS', amount: { total: 29, refund: 29, payer_total: 29, payer_refund: 29 } });
      assert.equal((await rejection(() => wechat.parseNotification(refund.headers, refund.body))).message, '通知不属于本商户');
    });

    it('answers WeChat Pay: 200 with an empty body, or 500 with FAIL and the message', () => {
      assert.deepEqual(wechat.reply(true), { status: 200, contentType: 'text/plain; charset=utf-8', body: '' });
      const failed = wechat.reply(false, '订单处理失败');
      assert.equal(failed.status, 500);
      assert.match(failed.contentType, /^application\/json/);
      assert.deepEqual(JSON.parse(failed.body), { code: 'FAIL', message: '订单处理失败' });
      assert.equal((JSON.parse(wechat.reply(false).body) as { code: string }).code, 'FAIL');
    });
  });

  describe('refunds', () => {
    it('refunds (idempotent per out_refund_no), queries the refund, and maps the REFUND.SUCCESS notification', async () => {
      const no = newNo('WR');
      await wechat.createPayment(input(no));
      fake.pay(no);
      const refundNo = newNo('RF');
      const first = await wechat.refund(refundInput(no, refundNo, 10), 'wechat');
      assert.deepEqual(first, { kind: 'refund', refundNo, paymentNo: no, amountCents: 10, status: 'processing' } satisfies RefundFacts);
      const body = JSON.parse(fake.requests.at(-1)!.body) as Record<string, unknown>;
      assert.deepEqual(body.amount, { refund: 10, total: 29, currency: 'CNY' });
      assert.equal(body.reason, '报名取消');
      assert.deepEqual(await wechat.refund(refundInput(no, refundNo, 10), 'wechat'), first);
      assert.equal([...fake.refunds.values()].filter((r) => r.out_trade_no === no).length, 1);

      const tooMuch = await rejection(() => wechat.refund(refundInput(no, newNo('RF'), 20), 'wechat'));
      assert.ok(tooMuch instanceof GatewayError);
      assert.equal(tooMuch.message, '微信支付退款失败：申请退款金额超过订单可退金额');

      assert.equal((await wechat.queryRefund(refundNo, no, 'wechat'))?.status, 'processing');
      const notice = fake.settleRefund(refundNo);
      assert.deepEqual(await wechat.parseNotification(notice.headers, notice.body), { ...first, status: 'succeeded' });
      assert.deepEqual(await wechat.queryRefund(refundNo, no, 'wechat'), { ...first, status: 'succeeded' });
      assert.equal(await wechat.queryRefund(newNo('RX'), no, 'wechat'), null);
      assert.equal((await wechat.queryPayment(no, 'wechat'))?.status, 'succeeded');
    });

    it('maps an abnormal refund to failed', async () => {
      const no = newNo('WR');
      await wechat.createPayment(input(no));
      fake.pay(no);
      const refundNo = newNo('RF');
      await wechat.refund(refundInput(no, refundNo, 29), 'wechat');
      const notice = fake.settleRefund(refundNo, 'ABNORMAL');
      assert.equal(((await wechat.parseNotification(notice.headers, notice.body)) as RefundFacts).status, 'failed');
    });
  });

  describe('gateway failures', () => {
    it('a request the gateway refuses (bad merchant signature) is a GatewayError with its message', async () => {
      const impostor = createWechatProvider({
        ...settings,
        privateKey: crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      });
      const error = await rejection(() => impostor.createPayment(input(newNo('WE'))));
      assert.ok(error instanceof GatewayError);
      assert.equal(error.message, '微信支付下单失败：签名错误，请检查后再试');
    });

    it('an answer whose platform signature does not verify is never believed', async () => {
      const no = newNo('WM');
      await wechat.createPayment(input(no));
      fake.forgeAnswers = true;
      try {
        const error = await rejection(() => wechat.queryPayment(no, 'wechat'));
        assert.ok(error instanceof GatewayError);
        assert.equal(error.message, '微信支付查询订单失败：应答签名验证失败');
      } finally {
        fake.forgeAnswers = false;
      }
    });

    it('an unreachable gateway is a GatewayError', async () => {
      // a port that was just free: nothing listens there
      const probe = net.createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const { port } = probe.address() as net.AddressInfo;
      await new Promise((resolve) => probe.close(resolve));
      const offline = createWechatProvider({ ...settings, baseUrl: `http://127.0.0.1:${port}` });
      const error = await rejection(() => offline.queryPayment(newNo('WO'), 'wechat'));
      assert.ok(error instanceof GatewayError);
      assert.match(error.message, /^微信支付查询订单失败：网络错误（.*ECONNREFUSED/);
    });
  });

  describe('WeChat Pay public key mode', () => {
    it('verifies answers and notifications signed under the public key id', async () => {
      const keyed = wechatSettingsFromEnv({
        ...env,
        WECHATPAY_PLATFORM_CERT_FILE: '',
        WECHATPAY_PUBLIC_KEY_FILE: path.join(dir, 'pub_key.pem'),
        WECHATPAY_PUBLIC_KEY_ID: fake.publicKeyId,
      })!;
      assert.deepEqual(keyed.platformKey, { serial: fake.publicKeyId, publicKey: fake.platformPublicKeyPem });
      const provider = createWechatProvider(keyed);
      const no = newNo('WK');
      fake.serial = fake.publicKeyId;
      try {
        await provider.createPayment(input(no));
        assert.equal((await provider.queryPayment(no, 'wechat'))?.status, 'pending');
        const notice = fake.pay(no);
        assert.equal(((await provider.parseNotification(notice.headers, notice.body)) as PaymentFacts).status, 'succeeded');
        // the certificate-configured provider does not take a key id it was not given
        assert.equal((await rejection(() => wechat.parseNotification(notice.headers, notice.body))).message, '通知签名验证失败');
      } finally {
        fake.serial = fake.platformCertSerial;
      }
    });
  });
});
