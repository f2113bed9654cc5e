/**
 * PAYMENT_PROVIDER=gateway: WeChat Pay v3 serves 微信支付 and Alipay serves 支付宝, from their environment settings
 * (payments/wechat.ts WECHATPAY_*, payments/alipay.ts ALIPAY_*). Both must be configured: a platform that offers
 * both channels at the cashier cannot have one of them missing. A bad setting stops the start with its Chinese reason.
 */
import { ConfigError } from '../config.js';
import { alipaySettingsFromEnv, createAlipayProvider } from './alipay.js';
import type { GatewayChannel, PaymentProvider } from './provider.js';
import { createWechatProvider, wechatSettingsFromEnv } from './wechat.js';

export function createRealGateways(env: NodeJS.ProcessEnv): Record<GatewayChannel, PaymentProvider> {
  try {
    const wechat = wechatSettingsFromEnv(env);
    const alipay = alipaySettingsFromEnv(env);
    if (!wechat) throw new Error('PAYMENT_PROVIDER=gateway 需要微信支付设置（WECHATPAY_APPID、WECHATPAY_MCHID …）');
    if (!alipay) throw new Error('PAYMENT_PROVIDER=gateway 需要支付宝设置（ALIPAY_APP_ID、ALIPAY_PRIVATE_KEY_FILE …）');
    return { wechat: createWechatProvider(wechat), alipay: createAlipayProvider(alipay) };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError((error as Error).message);
  }
}
