/** PAYMENT_PROVIDER=gateway: WeChat Pay v3 for 微信支付 and Alipay for 支付宝, from their environment settings. */
import { ConfigError } from '../config.js';
import type { GatewayChannel, PaymentProvider } from './provider.js';

export function createRealGateways(env: NodeJS.ProcessEnv): Record<GatewayChannel, PaymentProvider> {
  void env;
  throw new ConfigError('PAYMENT_PROVIDER=gateway 尚未接入微信支付与支付宝（payments/wechat.ts、payments/alipay.ts），请使用 PAYMENT_PROVIDER=sandbox');
}
