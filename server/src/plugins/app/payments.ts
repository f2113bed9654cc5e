/**
 * Payments (docs/finance.md): `app.payments`, the payment service over the configured gateways; `app.refunds` and
 * the worker of gateway refunds (queue `refund-gateway`); `app.settlement`; the worker of the sandbox gateway's
 * notifications (queue `sandbox-notify`); and this node's sweep that closes unpaid orders when their time is up,
 * settles what is due and queues again the gateway refunds that stalled (every ORDER_SWEEP_SECONDS; 0 turns it off, as tests do — they call the services themselves).
 */
import fp from 'fastify-plugin';
import { createGateways, type Gateways } from '../../payments/index.js';
import { deliverSandboxNotification } from '../../payments/sandbox.js';
import { JOB, type JobData } from '../../services/job-queues.js';
import { createPaymentService, type PaymentService } from '../../services/payments.js';
import { createRefundService, type RefundService } from '../../services/refunds.js';
import { createSettlement } from '../../services/settlement.js';
import { queueWorker } from '../../services/queue-worker.js';
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
    const refunder = queueWorker<JobData[typeof JOB.refundGateway]>(app, JOB.refundGateway, (job) => app.refunds.payBack(job.data.refundId), { label: 'refund worker' });

    // the sandbox's notifications exist only with the sandbox (payments/index.ts)
    const notifier =
      gateways.sandboxSecret === null
        ? null
        : queueWorker<JobData[typeof JOB.sandboxNotify]>(app, JOB.sandboxNotify, (job) => deliverSandboxNotification(app, job.data.paymentNo), {
            label: 'sandbox notifier',
          });
    let sweep: NodeJS.Timeout | null = null;
    let sweeping: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      notifier?.start();
      refunder.start();
      if (settings.orderSweepSeconds > 0) {
        sweep = setInterval(() => {
          sweeping = app.payments
            .closeExpired()
            .then(() => app.settlement.settleDue())
            .then(() => app.refunds.resumeStalled())
            .catch((error: unknown) => app.log.error({ err: error }, 'order sweep failed'));
        }, settings.orderSweepSeconds * 1000);
        sweep.unref();
      }
    });
    app.addHook('preClose', async () => {
      if (sweep) clearInterval(sweep);
      await sweeping;
      await Promise.all([notifier?.stop(), refunder.stop()]);
      await Promise.all([notifier?.idle(), refunder.idle()]);
    });
  },
  { name: 'payments', dependencies: ['db', 'jobs', 'services', 'repositories'] },
);
