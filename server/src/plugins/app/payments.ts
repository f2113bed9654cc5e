/**
 * Payments (docs/finance.md): `app.payments`, the payment service over the configured gateways; `app.refunds` (its
 * gateway refunds are jobs of the queue `refund-gateway`); `app.settlement`; `app.gateways` (the sandbox's
 * notifications are jobs of `sandbox-notify`). The workers of these queues and of the scheduled `order-sweep` (close
 * unpaid orders whose time is up, queue again the gateway refunds that stalled) and `settlement` (settle what is due)
 * are wired by plugins/app/workers.ts.
 */
import fp from 'fastify-plugin';
import { createGateways, type Gateways } from '../../payments/index.js';
import { createPaymentService, type PaymentService } from '../../services/payments.js';
import { createRefundService, type RefundService } from '../../services/refunds.js';
import { createSettlement } from '../../services/settlement.js';
import { orderPayWindow } from '../../repositories/orders.js';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
    refunds: RefundService;
    settlement: ReturnType<typeof createSettlement>;
    gateways: Gateways;
  }
}

export default fp(
  async (app) => {
    const settings = app.config.payments;
    orderPayWindow.minutes = settings.orderPayMinutes;
    const gateways = await createGateways(app);
    const base = () => settings.publicUrl ?? `http://127.0.0.1:${app.config.port}`;
    app.decorate('gateways', gateways);
    app.decorate(
      'payments',
      createPaymentService({
        app,
        providerFor: gateways.forChannel,
        providerNamed: gateways.named,
        notifyUrl: (provider) => `${base()}/api/pay/notify/${provider}`,
        returnUrl: (orderNo) => `${base()}/admin/account/payResult?order_no=${encodeURIComponent(orderNo)}`,
      }),
    );

    app.decorate('refunds', createRefundService(app));
    app.decorate('settlement', createSettlement(app.database.db, { settleDays: settings.settleDays, feeBasisPoints: settings.feeBasisPoints }));
  },
  { name: 'payments', dependencies: ['db', 'jobs', 'services', 'repositories'] },
);
