/**
 * Live packages (直播套餐) and their purchases: the catalogue on sale, the purchases of institutions with their
 * orders, and buying one (a purchase and its 待支付 order through repositories/orders.ts, in one transaction).
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { LIVE_ORDER_NOTE, livePackageSubject, purchaseExpiresAt } from 'shared/rules';
import type { Db } from '../db/client.js';
import { institutions, livePackages, livePurchases, orders } from '../db/schema/index.js';
import { audit, type Actor, type Tx } from './live-common.js';
import { insertOrder } from './orders.js';
import { iso, scopedList, type Page, type Scope } from './scope.js';

const orderNo = (now: Date) =>
  `ZB${now.toISOString().replace(/\D/g, '').slice(0, 14)}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

export function createLivePackageQueries(db: Db) {
  return {
    async packages() {
      const rows = await db.select().from(livePackages).where(eq(livePackages.enabled, true)).orderBy(asc(livePackages.sort), asc(livePackages.id));
      return rows.map((p) => ({ id: p.id, name: p.name, description: p.description, room_quota: p.roomQuota, valid_days: p.validDays, price_cents: p.priceCents }));
    },
    async purchases(scope: Scope, page: Page) {
      const { list: rows, total } = await scopedList({
        scope: [livePurchases.institutionId, scope],
        page,
        rows: (where, p) =>
          db
            .select({
              id: livePurchases.id,
              institutionId: livePurchases.institutionId,
              institutionName: institutions.name,
              packageName: livePackages.name,
              roomQuota: livePurchases.roomQuota,
              validDays: livePurchases.validDays,
              orderId: orders.id,
              orderNo: orders.orderNo,
              amountCents: orders.amountCents,
              status: orders.status,
              paidAt: orders.paidAt,
              createdAt: livePurchases.createdAt,
            })
            .from(livePurchases)
            .innerJoin(institutions, eq(institutions.id, livePurchases.institutionId))
            .innerJoin(livePackages, eq(livePackages.id, livePurchases.packageId))
            .innerJoin(orders, eq(orders.id, livePurchases.orderId))
            .where(where)
            .orderBy(desc(livePurchases.createdAt), desc(livePurchases.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(livePurchases).where(where),
      });
      return {
        list: rows.map((r) => ({
          id: r.id,
          institution_id: r.institutionId,
          institution_name: r.institutionName,
          package_name: r.packageName,
          room_quota: r.roomQuota,
          valid_days: r.validDays,
          order_id: r.orderId,
          order_no: r.orderNo,
          amount_cents: r.amountCents,
          status: r.status,
          paid_at: iso(r.paidAt),
          expires_at: purchaseExpiresAt(r.paidAt, r.validDays)?.toISOString() ?? null,
          created_at: iso(r.createdAt)!,
        })),
        total,
      };
    },
    /** The order of an institution's purchase by its request id (a repeated 购买 answers the first order). */
    async purchaseByRequest(institutionId: number, requestId: string) {
      const [row] = await db
        .select({ orderId: orders.id, orderNo: orders.orderNo, amountCents: orders.amountCents, status: orders.status, packageId: livePurchases.packageId })
        .from(livePurchases)
        .innerJoin(orders, eq(orders.id, livePurchases.orderId))
        .where(and(eq(livePurchases.institutionId, institutionId), eq(livePurchases.requestId, requestId)))
        .limit(1);
      return row;
    },

    /** A package on sale. */
    async packageOnSale(packageId: number) {
      const [pkg] = await db.select().from(livePackages).where(and(eq(livePackages.id, packageId), eq(livePackages.enabled, true))).limit(1);
      return pkg;
    },

    /**
     * One purchase and its 待支付 order (with its item and first status history entry), audited, inside the caller's
     * transaction; null when the (institution, request id) was bought meanwhile.
     */
    async insertPurchase(tx: Tx, institutionId: number, pkg: typeof livePackages.$inferSelect, requestId: string, actor: Actor) {
      const packageId = pkg.id;
      const [purchase] = await tx
        .insert(livePurchases)
        .values({ institutionId, packageId, requestId, roomQuota: pkg.roomQuota, validDays: pkg.validDays, createdBy: actor.userId })
        .onConflictDoNothing()
        .returning({ id: livePurchases.id });
      if (!purchase) return null;
      const subject = livePackageSubject(pkg.name);
      const order = (await insertOrder(
        tx,
        { orderNo: orderNo(new Date()), institutionId, userId: actor.userId, kind: 'live_package', subject, amountCents: pkg.priceCents },
        { item: { name: subject, unitPriceCents: pkg.priceCents }, note: LIVE_ORDER_NOTE },
      ))!;
      await tx.update(livePurchases).set({ orderId: order.id }).where(eq(livePurchases.id, purchase.id));
      await audit(tx, actor, 'live.buy', `order:${order.id}`, { institution_id: institutionId, package_id: packageId });
      return { orderId: order.id, orderNo: order.orderNo, amountCents: order.amountCents, status: order.status, packageId };
    },
  };
}
