/**
 * Sign-up (报名) queries: settings and event items of a competition, the entries' rows, members and history, and
 * the statements the workflows of services/sign-ups.ts run inside their transactions (locks on event items and
 * entries, status changes, history, audit, and the entry's fee order: opened, closed, expired). The entries' lists
 * and details: sign-up-entries.ts.
 */
import { and, asc, count, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import {
  centsToYuan,
  feeOrderNo,
  freePlaces,
  SIGN_UP_HOLDING as HOLDING,
  SIGN_UP_LIVE as LIVE,
  SIGN_UP_MSG,
  SIGN_UP_REASON,
  type CheckedEntry,
  type CustomField,
  type EntryPatch,
  type ItemValues,
  type SignUpField,
  type SignUpStatus,
} from 'shared/rules';
import type { Db } from '../db/client.js';
import {
  auditLog,
  competitions,
  eventItems,
  orders,
  orderStatusHistory,
  signUpHistory,
  signUpMembers,
  signUps,
  signUpSettings,
  users,
} from '../db/schema/index.js';
import { refused } from '../errors.js';
import { insertOrder } from './orders.js';
import { createSignUpEntryQueries } from './sign-up-entries.js';
import type { NamedValue } from '../schemas/components.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export interface Actor {
  userId: number;
  ip: string;
}

export interface SettingsValues {
  opensAt: Date | null;
  closesAt: Date | null;
  reviewRequired: boolean;
  waitingList: boolean;
  requiredFields: SignUpField[];
  customFields: CustomField[];
  enabled: boolean;
}

/** An event item's values (shared/rules sign-up-entry.ts checks them). */
export type { ItemValues };

export type EventItemRow = typeof eventItems.$inferSelect;

const DEFAULT_SETTINGS: SettingsValues = {
  opensAt: null,
  closesAt: null,
  reviewRequired: true,
  waitingList: false,
  requiredFields: ['real_name', 'phone'],
  customFields: [],
  enabled: false,
};

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

export async function audit(tx: Conn, actor: Actor, action: string, competitionId: number, detail: Record<string, unknown> = {}) {
  await tx.insert(auditLog).values({ actorId: actor.userId, action, target: `competition:${competitionId}`, detail, ip: actor.ip });
}

export async function history(tx: Conn, signUpId: number, from: string | null, to: string, actorId: number | null, reason = '') {
  await tx.insert(signUpHistory).values({ signUpId, fromStatus: from, toStatus: to, actorId, reason });
}

/** Held places (pending + approved) of an event item. */
export async function heldCount(tx: Conn, itemId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(signUps)
    .where(and(eq(signUps.eventItemId, itemId), inArray(signUps.status, [...HOLDING])));
  return row?.n ?? 0;
}

export async function lockItem(tx: Tx, itemId: number): Promise<EventItemRow | undefined> {
  const [row] = await tx.select().from(eventItems).where(eq(eventItems.id, itemId)).for('update');
  return row;
}

export async function settingsOf(tx: Conn, competitionId: number): Promise<SettingsValues> {
  const [row] = await tx.select().from(signUpSettings).where(eq(signUpSettings.competitionId, competitionId)).limit(1);
  return row ?? DEFAULT_SETTINGS;
}


/**
 * The 待支付 fee order of an entry, when it is approved and its event item has a fee: the order, its one item and the
 * first line of its history, written by orders.ts `insertOrder` (the one insert of every order). Idempotent: the
 * partial unique index orders_sign_up_open_uq keeps one open order per entry, a second call makes none (null).
 */
export async function openFeeOrder(tx: Tx, signUpId: number): Promise<number | null> {
  const [s] = await tx
    .select({
      id: signUps.id,
      userId: signUps.userId,
      entrantName: signUps.entrantName,
      competitionId: signUps.competitionId,
      competitionName: competitions.name,
      institutionId: competitions.institutionId,
      itemName: eventItems.name,
      feeCents: eventItems.feeCents,
    })
    .from(signUps)
    .innerJoin(competitions, eq(competitions.id, signUps.competitionId))
    .innerJoin(eventItems, eq(eventItems.id, signUps.eventItemId))
    .where(and(eq(signUps.id, signUpId), eq(signUps.status, 'approved'), gt(eventItems.feeCents, 0)))
    .limit(1);
  if (!s) return null;
  const order = await insertOrder(
    tx,
    {
      orderNo: feeOrderNo(s.id, new Date()),
      institutionId: s.institutionId,
      userId: s.userId,
      competitionId: s.competitionId,
      subject: `${s.competitionName} 报名费`,
      amountCents: s.feeCents,
      signUpId: s.id,
    },
    { item: { name: `${s.competitionName} · ${s.itemName} · ${s.entrantName}`, unitPriceCents: s.feeCents }, note: SIGN_UP_REASON.orderCreated, onConflict: 'skip' },
  );
  return order?.id ?? null;
}

/** Whether the entry's fee was paid (an 已支付 order). */
export async function feePaid(tx: Tx, signUpId: number): Promise<boolean> {
  const [paid] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.signUpId, signUpId), eq(orders.status, '已支付'))).limit(1);
  return Boolean(paid);
}

/** Closes the unpaid fee order of an entry that is no longer accepted, with its history line (`note`). */
export async function closeFeeOrder(tx: Tx, signUpId: number, note: string): Promise<void> {
  const closed = await tx
    .update(orders)
    .set({ status: '已关闭' })
    .where(and(eq(orders.signUpId, signUpId), eq(orders.status, '待支付')))
    .returning({ id: orders.id });
  for (const o of closed) await tx.insert(orderStatusHistory).values({ orderId: o.id, fromStatus: '待支付', toStatus: '已关闭', note });
}

/**
 * Closes a fee order whose time ran out (超时未支付), with its history line; false when it is no longer due (paid,
 * closed or given more time meanwhile): a conditional update.
 */
export async function expireFeeOrder(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const closed = await tx
    .update(orders)
    .set({ status: '已关闭' })
    .where(and(eq(orders.id, orderId), eq(orders.status, '待支付'), lte(orders.expiresAt, now)))
    .returning({ id: orders.id });
  if (closed.length === 0) return false;
  await tx.insert(orderStatusHistory).values({ orderId, fromStatus: '待支付', toStatus: '已关闭', note: '超时未支付，系统自动关闭' });
  return true;
}

/** The oldest waiting entry of an event item. */
export async function oldestWaiting(tx: Conn, itemId: number): Promise<{ id: number } | undefined> {
  const [next] = await tx
    .select({ id: signUps.id })
    .from(signUps)
    .where(and(eq(signUps.eventItemId, itemId), eq(signUps.status, 'waiting')))
    .orderBy(asc(signUps.id))
    .limit(1);
  return next;
}

/** Sets columns of one entry (a status change: the caller writes its history). */
export async function setEntry(tx: Conn, id: number, values: Partial<typeof signUps.$inferInsert>): Promise<void> {
  await tx.update(signUps).set(values).where(eq(signUps.id, id));
}

/** Whether a live entry of the item has this user (public sign-ups) or this ID card; no query when neither is given. */
export async function findLiveDuplicate(tx: Conn, itemId: number, by: { userId: number | null; idCard: string | null }): Promise<boolean> {
  const conditions: SQL[] = [];
  if (by.userId !== null) conditions.push(eq(signUps.userId, by.userId));
  if (by.idCard) conditions.push(eq(signUps.idCard, by.idCard));
  if (conditions.length === 0) return false;
  const [dup] = await tx
    .select({ id: signUps.id })
    .from(signUps)
    .where(and(eq(signUps.eventItemId, itemId), inArray(signUps.status, [...LIVE]), or(...conditions)))
    .limit(1);
  return Boolean(dup);
}

/** A new entry; null when a unique index refuses it (the same person already signed up). */
export async function insertSignUp(tx: Conn, values: typeof signUps.$inferInsert): Promise<{ id: number } | null> {
  try {
    const [row] = await tx.insert(signUps).values(values).returning({ id: signUps.id });
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** The members of a team entry, in their order. */
export async function insertMembers(tx: Conn, signUpId: number, members: CheckedEntry['members']): Promise<void> {
  await tx.insert(signUpMembers).values(
    members.map((m, i) => ({ signUpId, realName: m.realName, idCard: m.idCard, phone: m.phone, gender: m.gender, birthDate: m.birthDate, isCaptain: m.isCaptain, sort: i })),
  );
}

/** Entries of an event item, whatever their status. */
export async function countEntriesOfItem(tx: Conn, itemId: number): Promise<number> {
  const entries = await tx.select({ n: count() }).from(signUps).where(eq(signUps.eventItemId, itemId));
  return entries[0]?.n ?? 0;
}

export async function updateItemRow(tx: Conn, id: number, values: Partial<ItemValues>): Promise<EventItemRow> {
  const [updated] = await tx.update(eventItems).set(values).where(eq(eventItems.id, id)).returning();
  return updated;
}

/** The event items of these entries of a competition (to lock them first). */
export async function itemIdsOfEntries(tx: Conn, competitionId: number, ids: number[]) {
  return tx
    .selectDistinct({ itemId: signUps.eventItemId })
    .from(signUps)
    .where(and(eq(signUps.competitionId, competitionId), inArray(signUps.id, ids)));
}

/** These entries of a competition, locked (FOR UPDATE), by id. */
export async function lockEntriesToReview(tx: Tx, competitionId: number, ids: number[]) {
  return tx
    .select({ id: signUps.id, status: signUps.status, itemId: signUps.eventItemId })
    .from(signUps)
    .where(and(eq(signUps.competitionId, competitionId), inArray(signUps.id, ids)))
    .orderBy(asc(signUps.id))
    .for('update');
}

/** An entry's status, event item and competition (not locked: its item is locked first). */
export async function entryToCancel(tx: Conn, id: number) {
  const [row] = await tx.select({ status: signUps.status, itemId: signUps.eventItemId, competitionId: signUps.competitionId }).from(signUps).where(eq(signUps.id, id));
  return row;
}

/** An entry's status, locked (FOR UPDATE). */
export async function lockEntryStatus(tx: Tx, id: number): Promise<{ status: SignUpStatus } | undefined> {
  const [locked] = await tx.select({ status: signUps.status }).from(signUps).where(eq(signUps.id, id)).for('update');
  return locked;
}

export function createSignUpsRepo(db: Db) {
  return {
    ...createSignUpEntryQueries(db),

    async settings(competitionId: number) {
      const s = await settingsOf(db, competitionId);
      return s;
    },

    async saveSettings(tx: Tx, competitionId: number, values: SettingsValues, actor: Actor) {
      await tx
        .insert(signUpSettings)
        .values({ competitionId, ...values })
        .onConflictDoUpdate({ target: signUpSettings.competitionId, set: { ...values, updatedAt: new Date() } });
      await audit(tx, actor, 'sign_up.settings', competitionId, { enabled: values.enabled, review_required: values.reviewRequired, waiting_list: values.waitingList });
    },

    /** Event items of a competition with their counts by status and free places. */
    async items(competitionId: number) {
      const rows = await db.select().from(eventItems).where(eq(eventItems.competitionId, competitionId)).orderBy(asc(eventItems.sort), asc(eventItems.id));
      if (rows.length === 0) return [];
      const counts = await db
        .select({ itemId: signUps.eventItemId, status: signUps.status, n: count() })
        .from(signUps)
        .where(inArray(signUps.eventItemId, rows.map((r) => r.id)))
        .groupBy(signUps.eventItemId, signUps.status);
      const n = (itemId: number, status: string) => counts.find((c) => c.itemId === itemId && c.status === status)?.n ?? 0;
      return rows.map((r) => {
        const approved = n(r.id, 'approved');
        const pending = n(r.id, 'pending');
        return {
          id: r.id,
          competition_id: r.competitionId,
          name: r.name,
          entry_type: r.entryType as NamedValue<'EventItem'>['entry_type'],
          gender: r.gender as 0 | 1 | 2,
          age_group: r.ageGroup,
          birth_from: r.birthFrom,
          birth_to: r.birthTo,
          capacity: r.capacity,
          fee: centsToYuan(r.feeCents),
          fee_cents: r.feeCents,
          team_min: r.teamMin,
          team_max: r.teamMax,
          sort: r.sort,
          approved_count: approved,
          pending_count: pending,
          waiting_count: n(r.id, 'waiting'),
          free_places: freePlaces(r.capacity, approved + pending),
        };
      });
    },

    async findItem(id: number): Promise<EventItemRow | undefined> {
      const [row] = await db.select().from(eventItems).where(eq(eventItems.id, id)).limit(1);
      return row;
    },

    async createItem(tx: Tx, competitionId: number, values: ItemValues, actor: Actor): Promise<number> {
      const [row] = await tx.insert(eventItems).values({ competitionId, ...values }).returning({ id: eventItems.id });
      await audit(tx, actor, 'sign_up.item_create', competitionId, { event_item_id: row.id, name: values.name });
      return row.id;
    },


    async deleteItem(tx: Tx, id: number, actor: Actor): Promise<void> {
      const item = await lockItem(tx, id);
      if (!item) throw refused(SIGN_UP_MSG.itemMissing);
      const [entries] = await tx.select({ n: count() }).from(signUps).where(eq(signUps.eventItemId, id));
      if ((entries?.n ?? 0) > 0) throw refused(SIGN_UP_MSG.itemHasEntries);
      await tx.delete(eventItems).where(eq(eventItems.id, id));
      await audit(tx, actor, 'sign_up.item_delete', item.competitionId, { event_item_id: id, name: item.name });
    },

    /** Organiser edit of an entry's contact data, affiliation, seed and team members. */
    async update(tx: Tx, id: number, patch: EntryPatch, actor: Actor): Promise<void> {
      const { members, ...fields } = patch;
      const [row] = await tx
        .update(signUps)
        .set({ ...fields, ...(members ? { realName: members[0].realName, idCard: members[0].idCard, phone: members[0].phone } : {}) })
        .where(eq(signUps.id, id))
        .returning({ competitionId: signUps.competitionId });
      if (!row) throw refused(SIGN_UP_MSG.entryMissing);
      if (members) {
        await tx.delete(signUpMembers).where(eq(signUpMembers.signUpId, id));
        await insertMembers(tx, id, members);
      }
      await audit(tx, actor, 'sign_up.update', row.competitionId, { sign_up_id: id, fields: Object.keys(patch) });
    },

    /** The display name of a user (history notes). */
    async actorName(userId: number): Promise<string> {
      const [u] = await db.select({ nickname: users.nickname, account: users.account }).from(users).where(eq(users.id, userId)).limit(1);
      return u?.nickname || u?.account || `用户${userId}`;
    },
  };
}
