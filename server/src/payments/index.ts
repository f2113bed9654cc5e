/**
 * Which gateway serves which channel (PAYMENT_PROVIDER, config.ts): `sandbox` serves 微信支付 and 支付宝 with the
 * built-in sandbox gateway; `gateway` serves 微信支付 with WeChat Pay v3 and 支付宝 with Alipay, from their
 * WECHATPAY_* / ALIPAY_* settings (payments/wechat.ts, payments/alipay.ts).
 *
 * The sandbox confirms payments that moved no money, so it exists only where nobody pays for real: in demo mode and
 * outside production. A production start (NODE_ENV=production without DEMO_MODE) with the sandbox refuses to start,
 * and with the real gateways the sandbox is not there at all (no provider, no routes, no notifications).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { StartupRefused, type AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { installationSecrets } from '../db/schema/index.js';
import type { GatewayChannel, PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox.js';

export interface Gateways {
  forChannel(channel: GatewayChannel): PaymentProvider;
  named(name: string): PaymentProvider | undefined;
  /** The sandbox's signing key; null when the real gateways serve (there is no sandbox then). */
  sandboxSecret: string | null;
}

export const SANDBOX_IN_PRODUCTION =
  '生产环境不能使用沙箱支付网关（沙箱确认的支付不会真实扣款）：请设置 PAYMENT_PROVIDER=gateway 并配置微信支付（WECHATPAY_*）与支付宝（ALIPAY_*），见 docs/finance.md；演示请用 pnpm demo';

/** Whether this start may use the sandbox gateway: in demo mode, or outside production (development, tests). */
export const sandboxAllowed = (config: Pick<AppConfig, 'demo' | 'production'>) => config.demo || !config.production;

/**
 * The installation's own secret of this name: made at random the first time and kept in the database, so every API
 * node of one platform reads the same one (two nodes starting at once both insert; the first row wins).
 */
export async function installationSecret(db: Db, name: string): Promise<string> {
  await db.insert(installationSecrets).values({ name, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: installationSecrets.value }).from(installationSecrets).where(eq(installationSecrets.name, name)).limit(1);
  return row!.value;
}

export async function createGateways(app: FastifyInstance): Promise<Gateways> {
  const settings = app.config.payments;
  if (settings.provider === 'gateway') {
    const { createRealGateways } = await import('./real-gateways.js');
    const real = createRealGateways(settings.gatewayEnv);
    const byName = new Map<string, PaymentProvider>([
      ['wechat', real.wechat],
      ['alipay', real.alipay],
    ]);
    return { forChannel: (channel) => real[channel], named: (name) => byName.get(name), sandboxSecret: null };
  }
  if (!sandboxAllowed(app.config)) throw new StartupRefused(SANDBOX_IN_PRODUCTION);
  const sandboxSecret = settings.sandboxSecret ?? (await installationSecret(app.database.db, 'sandbox_pay_secret'));
  const sandbox = createSandboxProvider(app.database.db, sandboxSecret);
  return { forChannel: () => sandbox, named: (name) => (name === 'sandbox' ? sandbox : undefined), sandboxSecret };
}
