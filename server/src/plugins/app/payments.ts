/**
 * The payment gateways (docs/finance.md, "Payments"): `app.gateways`, the sandbox gateway or the real ones (WeChat Pay,
 * Alipay) as the config says (payments/index.ts; the sandbox is refused in production). Its notifications are jobs of
 * `sandbox-notify`, worked by plugins/app/workers.ts. The workflows over the gateways are services in the one list of
 * plugins/app/services.ts: `app.payments` (services/payments.ts), `app.refunds` (services/refunds.ts) and
 * `app.settlement` (services/settlement.ts); registered before them, as they declare.
 */
import fp from 'fastify-plugin';
import { createGateways, type Gateways } from '../../payments/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    gateways: Gateways;
  }
}

export default fp(
  async (app) => {
    app.decorate('gateways', await createGateways(app));
  },
  { name: 'gateways', dependencies: ['db', 'jobs'] },
);
