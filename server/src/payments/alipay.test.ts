import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type FakeAlipay, startFakeAlipay } from '../../test/payments/fake-alipay.js';
import { alipaySettingsFromEnv, type AlipaySettings, createAlipayProvider } from './alipay.js';
import { GatewayError, NotificationRejected, type PaymentFacts, type PaymentProvider, type RefundFacts } from './provider.js';

const APP_ID = '2021004100000001';
const app = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

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

describe('Alipay provider against a local fake gateway', () => {
  let fake: FakeAlipay;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let settings: AlipaySettings;
  let alipay: PaymentProvider;

  const input = (paymentNo: string, amountCents = 29) => ({
    paymentNo,
    channel: 'alipay' as const,
    amountCents,
    subject: '2026 城市联赛报名费',
    expiresAt: new Date(Date.now() + 15 * 60_000),
    notifyUrl: 'https://pay.example.com/api/pay/notify/alipay',
    returnUrl: 'https://pay.example.com/orders?tab=paid',
  });

  const refundInput = (paymentNo: string, refundNo: string, amountCents: number, totalCents = 29) => ({
    paymentNo,
    refundNo,
    amountCents,
    totalCents,
    reason: '报名取消',
    notifyUrl: 'https://pay.example.com/api/pay/notify/alipay',
  });

  /** Creates a payment and has the payer pay it; returns the genuine notification. */
  const paid = async (paymentNo: string, amountCents = 29) => {
    await alipay.createPayment(input(paymentNo, amountCents));
    return fake.pay(paymentNo);
  };

  before(async () => {
    fake = await startFakeAlipay({ appId: APP_ID, appPublicKey: app.publicKey });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alipay-test-'));
    const write = (name: string, content: string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, content);
      return file;
    };
    env = {
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY_FILE: write('app_private_key.pem', app.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
      ALIPAY_PUBLIC_KEY_FILE: write('alipay_public_key.pem', fake.alipayPublicKeyPem),
      ALIPAY_GATEWAY_URL: fake.gatewayUrl,
    };
    // the bare base64 text Alipay's key tool writes
    write('app_private_key.txt', app.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'));
    write('alipay_public_key.txt', fake.alipayKeys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'));
    settings = alipaySettingsFromEnv(env)!;
    alipay = createAlipayProvider(settings);
  });

  after(async () => {
    await fake.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('settings', () => {
    it('reads PEM (PKCS#1 or PKCS#8) and bare base64 keys alike', () => {
      const pkcs8 = app.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      assert.equal(settings.privateKey, pkcs8);
      assert.equal(settings.alipayPublicKey, fake.alipayPublicKeyPem);
      assert.equal(settings.gatewayUrl, fake.gatewayUrl);
      const bare = alipaySettingsFromEnv({
        ...env,
        ALIPAY_PRIVATE_KEY_FILE: path.join(dir, 'app_private_key.txt'),
        ALIPAY_PUBLIC_KEY_FILE: path.join(dir, 'alipay_public_key.txt'),
        ALIPAY_GATEWAY_URL: undefined,
      })!;
      assert.deepEqual(bare, { ...settings, gatewayUrl: null });
    });

    it('is null when nothing is configured; a half-configured gateway names the missing variable', () => {
      assert.equal(alipaySettingsFromEnv({}), null);
      assert.equal(alipaySettingsFromEnv({ ALIPAY_GATEWAY_URL: fake.gatewayUrl }), null);
      assert.throws(() => alipaySettingsFromEnv({ ...env, ALIPAY_APP_ID: '' }), /^Error: 支付宝配置不完整：缺少环境变量 ALIPAY_APP_ID$/);
      assert.throws(() => alipaySettingsFromEnv({ ALIPAY_APP_ID: APP_ID }), /缺少环境变量 ALIPAY_PRIVATE_KEY_FILE/);
      assert.throws(() => alipaySettingsFromEnv({ ...env, ALIPAY_PUBLIC_KEY_FILE: undefined }), /缺少环境变量 ALIPAY_PUBLIC_KEY_FILE/);
      assert.throws(() => alipaySettingsFromEnv({ ...env, ALIPAY_PUBLIC_KEY_FILE: path.join(dir, 'missing.pem') }), /无法读取 ALIPAY_PUBLIC_KEY_FILE/);
      assert.throws(() => alipaySettingsFromEnv({ ...env, ALIPAY_PRIVATE_KEY_FILE: env.ALIPAY_PUBLIC_KEY_FILE }), /ALIPAY_PRIVATE_KEY_FILE 不是有效的应用私钥/);
      assert.throws(() => alipaySettingsFromEnv({ ...env, ALIPAY_GATEWAY_URL: 'gateway.do' }), /ALIPAY_GATEWAY_URL 不是有效的地址/);
      assert.throws(() => alipaySettingsFromEnv({ ...env, ALIPAY_PUBLIC_KEY_FILE: env.ALIPAY_PRIVATE_KEY_FILE }), /ALIPAY_PUBLIC_KEY_FILE 不是有效的支付宝公钥/);
    });
  });

  describe('payments', () => {
    it('creates a precreate QR code and a signed page pay URL for the same trade; 0.29 yuan is 29 cents', async () => {
      const no = newNo('AP');
      const created = await alipay.createPayment(input(no));
      assert.match(created.qrCode, /^https:\/\/qr\.alipay\.com\//);
      assert.equal(created.jsapi, undefined);
      const precreate = fake.requests.at(-1)!;
      assert.equal(precreate.method, 'alipay.trade.precreate');
      assert.equal(precreate.signatureValid, true);
      assert.equal(precreate.params.notify_url, 'https://pay.example.com/api/pay/notify/alipay');
      const biz = JSON.parse(precreate.params.biz_content) as Record<string, string>;
      assert.equal(biz.total_amount, '0.29');
      assert.equal(biz.subject, '2026 城市联赛报名费');
      assert.match(biz.time_expire, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      assert.equal(fake.trade(no).total, 29);

      const page = new URL(created.payUrl);
      assert.equal(`${page.origin}${page.pathname}`, fake.gatewayUrl);
      assert.equal(page.searchParams.get('method'), 'alipay.trade.page.pay');
      assert.equal(page.searchParams.get('return_url'), 'https://pay.example.com/orders?tab=paid');
      const pageBiz = JSON.parse(page.searchParams.get('biz_content')!) as Record<string, string>;
      assert.deepEqual(pageBiz, { ...biz, product_code: 'FAST_INSTANT_TRADE_PAY' });
      // the cashier accepts the URL: its signature holds
      const cashier = await fetch(created.payUrl);
      assert.equal(cashier.status, 200, await cashier.text());
      assert.equal(fake.requests.at(-1)!.signatureValid, true);
    });

    it('gives the page pay URL alone when the merchant may not use precreate', async () => {
      const no = newNo('AF');
      fake.precreateForbidden = true;
      try {
        const created = await alipay.createPayment(input(no, 12_345));
        assert.equal(created.qrCode, '');
        assert.equal(JSON.parse(new URL(created.payUrl).searchParams.get('biz_content')!).total_amount, '123.45');
        assert.equal((await fetch(created.payUrl)).status, 200);
        assert.equal(fake.trade(no).via, 'page');
        assert.equal(fake.trade(no).total, 12_345);
      } finally {
        fake.precreateForbidden = false;
      }
    });

    it('queries a trade: pending, then succeeded with its trade number, amount and time; unknown is null', async () => {
      const no = newNo('AQ');
      await alipay.createPayment(input(no, 1_000_001));
      assert.deepEqual(await alipay.queryPayment(no, 'alipay'), {
        kind: 'payment',
        paymentNo: no,
        tradeNo: fake.trade(no).trade_no,
        amountCents: 1_000_001,
        status: 'pending',
        paidAt: null,
      } satisfies PaymentFacts);
      fake.pay(no);
      const facts = await alipay.queryPayment(no, 'alipay');
      assert.equal(facts?.status, 'succeeded');
      assert.equal(facts?.amountCents, 1_000_001);
      assert.ok(facts?.paidAt instanceof Date && Math.abs(facts.paidAt.getTime() - Date.now()) < 60_000);
      assert.equal(await alipay.queryPayment(newNo('AX'), 'alipay'), null);
    });

    it('closes an unpaid trade; closed or unknown is fine; a paid one is a gateway error', async () => {
      const no = newNo('AC');
      await alipay.createPayment(input(no));
      await alipay.closePayment(no, 'alipay');
      assert.equal(fake.trade(no).trade_status, 'TRADE_CLOSED');
      assert.equal((await alipay.queryPayment(no, 'alipay'))?.status, 'closed');
      await alipay.closePayment(no, 'alipay');
      await alipay.closePayment(newNo('AX'), 'alipay');
      const done = newNo('AC');
      await paid(done);
      const error = await rejection(() => alipay.closePayment(done, 'alipay'));
      assert.ok(error instanceof GatewayError);
      assert.equal(error.message, '支付宝关闭订单失败：交易已支付');
    });
  });

  describe('notifications', () => {
    it('verifies and maps a genuine TRADE_SUCCESS notification: 0.29 yuan is 29 cents', async () => {
      const no = newNo('AN');
      const notice = await paid(no);
      const facts = (await alipay.parseNotification({ 'content-type': 'application/x-www-form-urlencoded' }, notice)) as PaymentFacts;
      assert.deepEqual(facts, {
        kind: 'payment',
        paymentNo: no,
        tradeNo: fake.trade(no).trade_no,
        amountCents: 29,
        status: 'succeeded',
        paidAt: new Date(`${fake.trade(no).paid_at!.replace(' ', 'T')}+08:00`),
      } satisfies PaymentFacts);
    });

    it('maps TRADE_FINISHED to succeeded and an unpaid TRADE_CLOSED to closed', async () => {
      const no = newNo('AN');
      await paid(no, 2_900);
      const trade = fake.trade(no);
      const finished = fake.notification({ ...trade, trade_status: 'TRADE_FINISHED' });
      assert.equal(((await alipay.parseNotification({}, finished)) as PaymentFacts).status, 'succeeded');
      const closedNo = newNo('AN');
      await alipay.createPayment(input(closedNo));
      const closed = fake.notification({ ...fake.trade(closedNo), trade_status: 'TRADE_CLOSED' });
      const facts = (await alipay.parseNotification({}, closed)) as PaymentFacts;
      assert.equal(facts.status, 'closed');
      assert.equal(facts.paidAt, null);
    });

    it('refuses a forged signature, an unsigned notification and RSA (not RSA2)', async () => {
      const no = newNo('AF');
      await alipay.createPayment(input(no));
      const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      const forged = fake.pay(no, { signWith: forger });
      const refused = await rejection(() => alipay.parseNotification({}, forged));
      assert.ok(refused instanceof NotificationRejected);
      assert.equal(refused.message, '通知签名验证失败');
      const genuine = new URLSearchParams(fake.pay(no));
      const unsigned = new URLSearchParams(genuine);
      unsigned.delete('sign');
      assert.equal((await rejection(() => alipay.parseNotification({}, unsigned.toString()))).message, '通知签名验证失败');
      const rsa1 = new URLSearchParams(genuine);
      rsa1.set('sign_type', 'RSA');
      assert.equal((await rejection(() => alipay.parseNotification({}, rsa1.toString()))).message, '通知签名验证失败');
      assert.equal((await rejection(() => alipay.parseNotification({}, `${genuine.toString()}&total_amount=0.01`))).message, '通知签名验证失败');
    });

    it('refuses a tampered amount: the signature no longer holds', async () => {
      const no = newNo('AT');
      await alipay.createPayment(input(no, 100_000));
      const tampered = fake.pay(no, { tamper: { total_amount: '0.01' } });
      assert.equal(new URLSearchParams(tampered).get('total_amount'), '0.01');
      assert.equal((await rejection(() => alipay.parseNotification({}, tampered))).message, '通知签名验证失败');
      const genuine = fake.notification(fake.trade(no));
      assert.equal(((await alipay.parseNotification({}, genuine)) as PaymentFacts).amountCents, 100_000);
    });

    it('refuses a genuine notification for another application', async () => {
      const no = newNo('AO');
      await alipay.createPayment(input(no));
      fake.pay(no);
      const other = fake.notification(fake.trade(no), { extra: { app_id: '2021009999999999' } });
      assert.equal((await rejection(() => alipay.parseNotification({}, other))).message, '通知不属于本应用');
    });

    it('answers Alipay with plain text success / fail', () => {
      assert.deepEqual(alipay.reply(true), { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' });
      assert.deepEqual(alipay.reply(false, '处理失败'), { status: 200, contentType: 'text/plain; charset=utf-8', body: 'fail' });
    });
  });

  describe('refunds', () => {
    it('refunds with out_request_no = refundNo, idempotently; queries the refund; unknown is null', async () => {
      const no = newNo('AR');
      await paid(no);
      const refundNo = newNo('RF');
      const expected: RefundFacts = { kind: 'refund', refundNo, paymentNo: no, amountCents: 10, status: 'succeeded' };
      assert.deepEqual(await alipay.refund(refundInput(no, refundNo, 10), 'alipay'), expected);
      const request = fake.requests.at(-1)!;
      assert.equal(request.method, 'alipay.trade.refund');
      assert.deepEqual(JSON.parse(request.params.biz_content), { out_trade_no: no, refund_amount: '0.10', out_request_no: refundNo, refund_reason: '报名取消' });
      // the same refund number again: no second refund, the same facts (fund_change N, confirmed by the query)
      assert.deepEqual(await alipay.refund(refundInput(no, refundNo, 10), 'alipay'), expected);
      assert.equal(fake.refunded(no), 10);
      assert.deepEqual(await alipay.queryRefund(refundNo, no, 'alipay'), expected);
      assert.equal(await alipay.queryRefund(newNo('RX'), no, 'alipay'), null);
      assert.equal(await alipay.queryRefund(newNo('RX'), newNo('AX'), 'alipay'), null);

      // an answer without refund_status is no success: not received, so the refund job asks for the refund again
      fake.refundsNotReceived.add(refundNo);
      assert.equal(await alipay.queryRefund(refundNo, no, 'alipay'), null);
      fake.refundsNotReceived.delete(refundNo);

      const tooMuch = await rejection(() => alipay.refund(refundInput(no, newNo('RF'), 20), 'alipay'));
      assert.ok(tooMuch instanceof GatewayError);
      assert.equal(tooMuch.message, '支付宝退款失败：退款金额超限');
    });

    it('maps a refund notification to the refund facts (the refund query gives its own amount)', async () => {
      const no = newNo('AR');
      await paid(no);
      const first = newNo('RF');
      const second = newNo('RF');
      await alipay.refund(refundInput(no, first, 10), 'alipay');
      await alipay.refund(refundInput(no, second, 19), 'alipay');
      // refunded in full: the trade is TRADE_CLOSED, but it was paid
      assert.equal(fake.trade(no).trade_status, 'TRADE_CLOSED');
      assert.equal((await alipay.queryPayment(no, 'alipay'))?.status, 'succeeded');
      const notice = fake.refundNotification(second);
      assert.equal(new URLSearchParams(notice).get('refund_fee'), '0.29');
      assert.deepEqual(await alipay.parseNotification({}, notice), {
        kind: 'refund',
        refundNo: second,
        paymentNo: no,
        amountCents: 19,
        status: 'succeeded',
      } satisfies RefundFacts);
    });
  });

  describe('gateway failures', () => {
    it('a business refusal is a GatewayError with the gateway sub_msg', async () => {
      const error = await rejection(() => alipay.refund(refundInput(newNo('AX'), newNo('RF'), 10), 'alipay'));
      assert.ok(error instanceof GatewayError);
      assert.equal(error.message, '支付宝退款失败：交易不存在');
    });

    it('a request the gateway cannot verify (another private key) is refused', async () => {
      const impostor = createAlipayProvider({
        ...settings,
        privateKey: crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      });
      const error = await rejection(() => impostor.createPayment(input(newNo('AE'))));
      assert.ok(error instanceof GatewayError);
      assert.match(error.message, /^支付宝下单失败：验签出错/);
    });

    it('an answer whose signature does not verify is never believed', async () => {
      const no = newNo('AM');
      await alipay.createPayment(input(no));
      fake.forgeAnswers = true;
      try {
        const error = await rejection(() => alipay.queryPayment(no, 'alipay'));
        assert.ok(error instanceof GatewayError);
        assert.equal(error.message, '支付宝查询订单失败：应答签名验证失败');
      } finally {
        fake.forgeAnswers = false;
      }
    });

    it('an unreachable gateway is a GatewayError', async () => {
      const offline = createAlipayProvider({ ...settings, gatewayUrl: 'http://127.0.0.1:1/gateway.do' });
      const error = await rejection(() => offline.queryPayment(newNo('AO'), 'alipay'));
      assert.ok(error instanceof GatewayError);
      assert.match(error.message, /^支付宝查询订单失败：网络错误/);
    });
  });
});
