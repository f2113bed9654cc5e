/**
 * Which gateway serves which channel (PAYMENT_PROVIDER, config.ts): `sandbox` (default) serves 微信支付 and 支付宝
 * with the built-in sandbox gateway; `gateway` serves 微信支付 with WeChat Pay v3 and 支付宝 with Alipay, from their
 * WECHATPAY_* / ALIPAY_* settings (payments/wechat.ts, payments/alipay.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { GatewayChannel, PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox.js';

export interface Gateways {
  forChannel(channel: GatewayChannel): PaymentProvider;
  named(name: string): PaymentProvider | undefined;
}

export async function createGateways(app: FastifyInstance): Promise<Gateways> {
  const settings = app.config.payments;
  const sandbox = createSandboxProvider(app.database.db, settings.sandboxSecret);
  const byName = new Map<string, PaymentProvider>([['sandbox', sandbox]]);
  let byChannel: Record<GatewayChannel, PaymentProvider> = { wechat: sandbox, alipay: sandbox };
  if (settings.provider === 'gateway') {
    const { createRealGateways } = await import('./real-gateways.js');
    const real = createRealGateways(process.env);
    byName.set('wechat', real.wechat);
    byName.set('alipay', real.alipay);
    byChannel = real;
  }
  return { forChannel: (channel) => byChannel[channel], named: (name) => byName.get(name) };
}
