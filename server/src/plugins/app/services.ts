import fp from 'fastify-plugin';
import { createSignUpService } from '../../services/sign-ups.js';
import invoicesService from '../../services/invoices.js';
import ordersService from '../../services/orders.js';
import accountFlowsService from '../../services/account-flows.js';
import payoutAccountsService from '../../services/payout-accounts.js';
import withdrawalsService from '../../services/withdrawals.js';

/** The workflows that span several repositories in one transaction (src/services): `app.services`. */
export function createServices(db: Parameters<typeof createSignUpService>[0]) {
  return {
    /** Sign-up: new entries, review, cancel, capacity, waiting-list promotion, fee orders. */
    signUps: createSignUpService(db),
  };
}

export type Services = ReturnType<typeof createServices>;

export default fp(
  async (app) => {
    app.decorate('services', createServices(app.database.db));
    // the service plugins (each decorates the app with its domain: app.invoices, app.orders, app.withdrawals …)
    await app.register(invoicesService);
    await app.register(ordersService);
    await app.register(accountFlowsService);
    await app.register(payoutAccountsService);
    await app.register(withdrawalsService);
  },
  { name: 'services', dependencies: ['db', 'repositories'] },
);
