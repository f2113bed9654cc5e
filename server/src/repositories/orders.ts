import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { institutions, orderItems, orders, orderStatusHistory, users } from '../db/schema/index.js';
import { inScope, iso, likePattern, type Page, type Scope } from './scope.js';

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
};

/** The API view, and what the offline payment rule needs (access/orders.ts `canMarkPaid`). */
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
  status: r.status,
  pay_channel: r.payChannel,
  paid_at: iso(r.paidAt),
  created_at: iso(r.createdAt)!,
  ref: { institutionId: r.institutionId, status: r.status, signUpId: r.signUpId },
});

export function createOrdersRepo(db: Db) {
  const base = () =>
    db
      .select(columns)
      .from(orders)
      .innerJoin(institutions, eq(institutions.id, orders.institutionId))
      .leftJoin(users, eq(users.id, orders.userId));

  return {
    async list(f: OrderFilter) {
      const conditions: (SQL | undefined)[] = [inScope(orders.institutionId, f.scope)];
      if (f.status) conditions.push(eq(orders.status, f.status as Row['status'] as never));
      if (f.keyword) {
        const p = likePattern(f.keyword);
        conditions.push(or(ilike(orders.orderNo, p), ilike(orders.subject, p)));
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        base().where(where).orderBy(desc(orders.createdAt), desc(orders.id)).offset(f.start).limit(f.count),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { list: rows.map(toDto), total: total?.n ?? 0 };
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
