/**
 * Both fake gateways (fake-wechat.ts, fake-alipay.ts) on 127.0.0.1 with keys made for this run, and the environment
 * that points the platform's real adapters at them (WECHATPAY_* and ALIPAY_*, key files in a temporary folder): what
 * an operator configures for PAYMENT_PROVIDER=gateway, with the gateways' addresses overridden.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type FakeAlipay, startFakeAlipay } from './fake-alipay.js';
import { type FakeWechat, startFakeWechat } from './fake-wechat.js';

export const FAKE_WECHAT = { appId: 'wx8888888888888888', mchId: '1900000109', merchantSerial: '3775B6A45ACD588826D15E583A95F5DD00000000' } as const;
export const FAKE_ALIPAY = { appId: '2021004100000001' } as const;

export interface FakeGateways {
  wechat: FakeWechat;
  alipay: FakeAlipay;
  /** WECHATPAY_* and ALIPAY_* for the platform (no PAYMENT_PROVIDER: the caller says gateway). */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

export async function startFakeGateways(): Promise<FakeGateways> {
  const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const application = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const apiV3Key = crypto.randomBytes(16).toString('hex');
  const wechat = await startFakeWechat({ ...FAKE_WECHAT, merchantPublicKey: merchant.publicKey, apiV3Key });
  const alipay = await startFakeAlipay({ appId: FAKE_ALIPAY.appId, appPublicKey: application.publicKey });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saishi-gateways-'));
  const write = (name: string, content: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    return file;
  };
  const env: NodeJS.ProcessEnv = {
    WECHATPAY_APPID: FAKE_WECHAT.appId,
    WECHATPAY_MCHID: FAKE_WECHAT.mchId,
    WECHATPAY_SERIAL_NO: FAKE_WECHAT.merchantSerial,
    WECHATPAY_PRIVATE_KEY_FILE: write('apiclient_key.pem', merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
    WECHATPAY_PLATFORM_CERT_FILE: write('wechatpay_platform.pem', wechat.platformCertPem),
    WECHATPAY_APIV3_KEY: apiV3Key,
    WECHATPAY_BASE_URL: `${wechat.baseUrl}/`,
    ALIPAY_APP_ID: FAKE_ALIPAY.appId,
    ALIPAY_PRIVATE_KEY_FILE: write('app_private_key.pem', application.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
    ALIPAY_PUBLIC_KEY_FILE: write('alipay_public_key.pem', alipay.alipayPublicKeyPem),
    ALIPAY_GATEWAY_URL: alipay.gatewayUrl,
  };
  return {
    wechat,
    alipay,
    env,
    async stop() {
      await Promise.all([wechat.stop(), alipay.stop()]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
