/** The entries of sign-up (报名) as the pages read them: lists, the user's own, a detail with members, history and order. */
import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { maskIdCard, type SignUpStatus } from 'shared/rules';
import type { Db } from '../db/client.js';
import { competitions, eventItems, orders, signUpHistory, signUpMembers, signUps, users } from '../db/schema/index.js';
import { iso, likePattern, scopedList } from './scope.js';
import { toFlag } from '../schemas/json-schema.js';
import type { NamedValue } from '../schemas/components.js';

const entryColumns = {
  id: signUps.id,
  competitionId: signUps.competitionId,
  competitionName: competitions.name,
  eventItemId: signUps.eventItemId,
  eventItemName: eventItems.name,
  entryType: signUps.entryType,
  entrantName: signUps.entrantName,
  realName: signUps.realName,
  idCard: signUps.idCard,
  phone: signUps.phone,
  gender: signUps.gender,
  birthDate: signUps.birthDate,
  affiliation: signUps.affiliation,
  seed: signUps.seed,
  status: signUps.status,
  source: signUps.source,
  reason: signUps.reason,
  userId: signUps.userId,
  extra: signUps.extra,
  createdAt: signUps.createdAt,
  memberCount: sql<number>`(select count(*)::int from ${signUpMembers} where ${signUpMembers.signUpId} = ${signUps.id})`,
  orderId: orders.id,
  orderNo: orders.orderNo,
  orderStatus: orders.status,
  amountCents: orders.amountCents,
  paidAt: orders.paidAt,
};

type EntryRow = {
  id: number;
  competitionId: number;
  competitionName: string;
  eventItemId: number | null;
  eventItemName: string | null;
  entryType: string;
  entrantName: string;
  realName: string;
  idCard: string;
  phone: string;
  gender: number;
  birthDate: string | null;
  affiliation: string;
  seed: number | null;
  status: string;
  source: string;
  reason: string;
  userId: number | null;
  extra: Record<string, string>;
  createdAt: Date;
  memberCount: number;
  orderId: number | null;
  orderNo: string | null;
  orderStatus: string | null;
  amountCents: number | null;
  paidAt: Date | null;
};

const entryDto = (r: EntryRow, unmasked: boolean) => ({
  id: r.id,
  competition_id: r.competitionId,
  competition_name: r.competitionName,
  event_item_id: r.eventItemId ?? 0,
  event_item_name: r.eventItemName ?? '',
  entry_type: r.entryType as NamedValue<'SignUpEntry'>['entry_type'],
  entrant_name: r.entrantName,
  real_name: r.realName,
  id_card: unmasked ? r.idCard : maskIdCard(r.idCard),
  phone: r.phone,
  gender: r.gender,
  birth_date: r.birthDate,
  affiliation: r.affiliation,
  seed: r.seed,
  status: r.status as SignUpStatus,
  source: r.source as NamedValue<'SignUpEntry'>['source'],
  reason: r.reason,
  member_count: Number(r.memberCount),
  order_id: r.orderId,
  order_no: r.orderNo ?? '',
  order_status: r.orderStatus ?? '',
  amount_cents: r.amountCents ?? 0,
  paid_at: iso(r.paidAt),
  created_at: iso(r.createdAt)!,
});

export interface EntryFilter {
  competitionId: number;
  entryType: 'individual' | 'team';
  eventItemId?: number;
  status?: string;
  keyword?: string;
  start: number;
  count: number;
}

export function createSignUpEntryQueries(db: Db) {
  /** The latest order of each entry (open first), joined to entries. */
  const latestOrder = sql`${orders.id} = (select o.id from ${orders} o where o.sign_up_id = ${signUps.id} order by (o.status = '已关闭'), o.id desc limit 1)`;
  const entryBase = () =>
    db
      .select(entryColumns)
      .from(signUps)
      .innerJoin(competitions, eq(competitions.id, signUps.competitionId))
      .leftJoin(eventItems, eq(eventItems.id, signUps.eventItemId))
      .leftJoin(orders, latestOrder);

  return {
    /** The raw entry the access checks need. */
    async findForAccess(id: number) {
      const [row] = await db
        .select({ id: signUps.id, competitionId: signUps.competitionId, eventItemId: signUps.eventItemId, entryType: signUps.entryType, userId: signUps.userId, status: signUps.status })
        .from(signUps)
        .where(eq(signUps.id, id))
        .limit(1);
      return row;
    },

    async list(f: EntryFilter) {
      const conditions: (SQL | undefined)[] = [eq(signUps.competitionId, f.competitionId), eq(signUps.entryType, f.entryType)];
      if (f.eventItemId) conditions.push(eq(signUps.eventItemId, f.eventItemId));
      if (f.status) conditions.push(eq(signUps.status, f.status as SignUpStatus));
      if (f.keyword) {
        const p = likePattern(f.keyword);
        conditions.push(or(ilike(signUps.entrantName, p), ilike(signUps.realName, p), ilike(signUps.phone, p), ilike(signUps.idCard, p)));
      }
      const { list, total } = await scopedList({
        where: conditions,
        page: f,
        rows: (where, p) => entryBase().where(where).orderBy(asc(signUps.id)).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(signUps).where(where),
      });
      return { list: list.map((r) => entryDto(r as EntryRow, false)), total };
    },

    /** Entry with members, history and order; ID cards unmasked only for organisers (`unmasked`). */
    async detail(id: number, unmasked: boolean) {
      const [row] = await entryBase().where(eq(signUps.id, id)).limit(1);
      if (!row) return undefined;
      const [members, changes] = await Promise.all([
        db.select().from(signUpMembers).where(eq(signUpMembers.signUpId, id)).orderBy(asc(signUpMembers.sort), asc(signUpMembers.id)),
        db
          .select({
            id: signUpHistory.id,
            fromStatus: signUpHistory.fromStatus,
            toStatus: signUpHistory.toStatus,
            actorId: signUpHistory.actorId,
            nickname: users.nickname,
            account: users.account,
            reason: signUpHistory.reason,
            at: signUpHistory.at,
          })
          .from(signUpHistory)
          .leftJoin(users, eq(users.id, signUpHistory.actorId))
          .where(eq(signUpHistory.signUpId, id))
          .orderBy(asc(signUpHistory.at), asc(signUpHistory.id)),
      ]);
      return {
        ...entryDto(row as EntryRow, unmasked),
        extra: (row as EntryRow).extra,
        members: members.map((m) => ({
          id: m.id,
          real_name: m.realName,
          id_card: unmasked ? m.idCard : maskIdCard(m.idCard),
          phone: m.phone,
          gender: m.gender,
          birth_date: m.birthDate,
          is_captain: toFlag(m.isCaptain),
        })),
        history: changes.map((h) => ({
          id: h.id,
          from_status: h.fromStatus,
          to_status: h.toStatus as SignUpStatus,
          actor_id: h.actorId,
          actor_name: h.nickname || h.account || '',
          reason: h.reason,
          at: iso(h.at)!,
        })),
      };
    },

    /** The user's own entries in any competition, newest first (ID cards masked, as in every list). */
    async ofUser(userId: number, start: number, limit: number) {
      const { list, total } = await scopedList({
        where: [eq(signUps.userId, userId)],
        page: { start, count: limit },
        rows: (where, p) => entryBase().where(where).orderBy(desc(signUps.id)).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(signUps).where(where),
      });
      return { list: list.map((r) => entryDto(r as EntryRow, false)), total };
    },
  };
}
