/**
 * 订单 (orders, finance): the offline marking (线下收款, 标记已支付) of a sign-up fee order by its institution's manager or
 * the platform admin. The decision is shared/rules orders-offline.ts (the mocks' handlers/finance.ts asks the same), who
 * may see the order access/orders.ts, the statements repositories/orders.ts. `app.orders`.
 */
import fp from 'fastify-plugin';
import { offlineMarkNote, offlineMarkProblem, offlineMarkStateProblem } from 'shared/rules';
import { canManageInstitution } from '../access/institutions.js';
import type { Principal } from '../access/principal.js';
import type { Db } from '../db/client.js';
import { badInput, notFound, refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';

export function createOrderService({ db, repos }: { db: Db; repos: Pick<Repositories, 'orders' | 'signUps'> }) {
  return {
    /**
     * What is refused before anything changes (answered again on every call): not the caller's order (404), not a
     * sign-up fee order, no note. Answers the order to mark.
     */
    async offlineMarkable(principal: Principal, orderId: number, note: string) {
      const order = await repos.orders.findForPayment(orderId);
      if (!order || !canManageInstitution(principal, order.institutionId)) throw notFound();
      const problem = offlineMarkProblem(order, note);
      if (problem) throw 'badInput' in problem ? badInput(problem.badInput) : refused(problem.refuse);
      return order;
    },

    /** Marks it paid offline, once (run once per Idempotency-Key): refused when it is no longer 待支付. */
    async markPaidOffline(principal: Principal, order: { id: number; status: string }, note: string, ip: string) {
      const state = offlineMarkStateProblem(order);
      if (state) throw refused(state);
      const name = await repos.signUps.actorName(principal.userId);
      const marked = await db.transaction((tx) => repos.orders.markPaid(tx, order.id, { note: offlineMarkNote(note, name), auditNote: note.trim() }, { userId: principal.userId, ip }));
      if (!marked) throw refused(offlineMarkStateProblem({ status: '' })!);
      return {};
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
  }
}

export default fp(
  async (app) => {
    app.decorate('orders', createOrderService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'orders-service', dependencies: ['db', 'repositories'] },
);
