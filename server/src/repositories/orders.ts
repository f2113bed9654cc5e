/**
 * Orders (订单): the one insert of every order — the 待支付 order of a sign-up fee (repositories/sign-ups.ts
 * `openFeeOrder`), of a live package (repositories/live-packages.ts `buy`) or of a top-up — and the offline payment
 * of a sign-up fee, always with its status history; the lists and the detail of the finance pages. A fee order's
 * closing when its entry is cancelled or its time ran out is the sign-ups repository's (`closeFeeOrder`,
 * `expireFeeOrder`). The writes inside a caller's transaction take that transaction (`tx`).
 */
import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import { ORDER_PAY_MINUTES_DEFAULT, type OrderStatus } from 'shared/rules';
import type { Db } from '../db/client.js';
import { auditLog, institutions, orderItems, orders, orderStatusHistory, users } from '../db/schema/index.js';
import { iso, likePattern, scopedList, type Page, type Scope } from './scope.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'status' | 'createdAt'>;

/**
 * Minutes a new unpaid order stays open before services/payments.ts `closeExpired` closes it (ORDER_PAY_MINUTES, set
 * at start by the payments plugin from the configuration; every node of a platform has the same).
 */
export const orderPayWindow = { minutes: ORDER_PAY_MINUTES_DEFAULT };

/**
 * A new 待支付 order with its one item and the first entry of its status history (`note`), inside the caller's
 * transaction. `onConflict: 'skip'`: an order the unique indexes refuse (orders_sign_up_open_uq: one open order per
 * sign-up) is not made and the answer is null; otherwise such a conflict throws.
 */
export async function insertOrder(
  tx: Tx,
  values: NewOrder,
  line: { item: { name: string; unitPriceCents: number }; note: string; onConflict?: 'skip' },
): Promise<{ id: number; orderNo: string; amountCents: number; status: string } | null> {
  const expiresAt = values.expiresAt ?? new Date(Date.now() + orderPayWindow.minutes * 60_000);
  const insert = tx.insert(orders).values({ ...values, expiresAt, status: '待支付' });
  const rows = await (line.onConflict === 'skip' ? insert.onConflictDoNothing() : insert).returning({
    id: orders.id,
    orderNo: orders.orderNo,
    amountCents: orders.amountCents,
    status: orders.status,
  });
  const order = rows[0];
  if (!order) return null;
  await tx.insert(orderItems).values({ orderId: order.id, name: line.item.name, quantity: 1, unitPriceCents: line.item.unitPriceCents });
  await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: '', toStatus: '待支付', note: line.note });
  return order;
}

export interface OrderFilter extends Page {
  scope: Scope;
  status?: string;
  keyword?: string;
}

const columns = {
  id: orders.id,
  orderNo: orders.orderNo,
  institutionId: orders.institutionId,
  institutionName: institutions.name,
  userId: orders.userId,
  userNickname: users.nickname,
  competitionId: orders.competitionId,
  subject: orders.subject,
  amountCents: orders.amountCents,
  status: orders.status,
  payChannel: orders.payChannel,
  paidAt: orders.paidAt,
  createdAt: orders.createdAt,
  signUpId: orders.signUpId,
  kind: orders.kind,
};

type Row = {
  id: number;
  orderNo: string;
  institutionId: number;
  institutionName: string;
  userId: number | null;
  userNickname: string | null;
  competitionId: number | null;
  subject: string;
  amountCents: number;
  status: string;
  payChannel: string;
  paidAt: Date | null;
  createdAt: Date;
  signUpId: number | null;
  kind: string;
};

/** The API view, and what the offline payment and refund rules need (access/orders.ts `canMarkPaid`, `canRefund`). */
const toDto = (r: Row) => ({
  id: r.id,
  order_no: r.orderNo,
  institution_id: r.institutionId,
  institution_name: r.institutionName,
  user_id: r.userId,
  user_nickname: r.userNickname ?? '',
  competition_id: r.competitionId,
  subject: r.subject,
  amount_cents: r.amountCents,
  status: r.status as OrderStatus,
  pay_channel: r.payChannel,
  paid_at: iso(r.paidAt),
  created_at: iso(r.createdAt)!,
  ref: { institutionId: r.institutionId, status: r.status, signUpId: r.signUpId, kind: r.kind, payChannel: r.payChannel },
});

export function createOrdersRepo(db: Db) {
  const base = () =>
    db
      .select(columns)
      .from(orders)
      .innerJoin(institutions, eq(institutions.id, orders.institutionId))
      .leftJoin(users, eq(users.id, orders.userId));

  return {
    /** The order and the institution that owns it (for the offline payment check). */
    async findForPayment(id: number) {
      const [row] = await db.select({ id: orders.id, institutionId: orders.institutionId, status: orders.status, signUpId: orders.signUpId }).from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /**
     * Marks an unpaid sign-up fee order as paid offline inside the caller's transaction, with its history line and the
     * audit line (a conditional update: a second call changes nothing and answers false).
     */
    async markPaid(tx: Tx, id: number, history: { note: string; auditNote: string }, actor: { userId: number; ip: string }, kind: 'sign_up_fee' | 'booking' = 'sign_up_fee'): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set({ status: '已支付', payChannel: 'offline', paidBy: actor.userId, paidAt: new Date() })
        // sign-up fee orders (shared/rules orders-offline.ts), or a booking paid at the venue's desk in the transaction
        // that books it (services/venue-front-desk.ts), checked again in the one statement that changes it
        .where(and(eq(orders.id, id), eq(orders.status, '待支付'), kind === 'booking' ? eq(orders.kind, 'booking') : isNotNull(orders.signUpId)))
        .returning({ id: orders.id, competitionId: orders.competitionId });
      if (rows.length === 0) return false;
      await tx.insert(orderStatusHistory).values({ orderId: id, fromStatus: '待支付', toStatus: '已支付', note: history.note });
      await tx.insert(auditLog).values({ actorId: actor.userId, action: 'order.mark_paid', target: `order:${id}`, detail: { note: history.auditNote, competition_id: rows[0]!.competitionId }, ip: actor.ip });
      return true;
    },

    async list(f: OrderFilter) {
      const conditions: (SQL | undefined)[] = [];
      if (f.status) conditions.push(eq(orders.status, f.status as Row['status'] as never));
      if (f.keyword) {
        const p = likePattern(f.keyword);
        conditions.push(or(ilike(orders.orderNo, p), ilike(orders.subject, p)));
      }
      const { list, total } = await scopedList({
        scope: [orders.institutionId, f.scope],
        where: conditions,
        page: f,
        rows: (where, page) => base().where(where).orderBy(desc(orders.createdAt), desc(orders.id)).offset(page.start).limit(page.count),
        count: (where) => db.select({ n: count() }).from(orders).where(where),
      });
      return { list: list.map(toDto), total };
    },
    async findById(id: number) {
      const [row] = await base().where(eq(orders.id, id)).limit(1);
      if (!row) return undefined;
      const [items, history] = await Promise.all([
        db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
        db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id)).orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
      ]);
      return {
        ...toDto(row),
        items: items.map((i) => ({
          id: i.id,
          name: i.name,
          quantity: i.quantity,
          unit_price_cents: i.unitPriceCents,
          amount_cents: i.unitPriceCents * i.quantity,
        })),
        status_history: history.map((h) => ({
          id: h.id,
          from_status: h.fromStatus,
          to_status: h.toStatus,
          note: h.note,
          created_at: iso(h.createdAt)!,
        })),
      };
    },
  };
}
