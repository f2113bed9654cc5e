/**
 * Sign-up (报名): settings and event items of a competition, entries with members and history, the waiting list,
 * and the fee orders of accepted entries. Capacity is enforced here, inside one transaction that locks the event
 * item row (SELECT … FOR UPDATE), so concurrent sign-ups for the last place cannot both hold it. Every status
 * change writes sign_up_history; every organiser write also the audit log.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  centsToYuan,
  freePlaces,
  HOLDING,
  LIVE,
  maskIdCard,
  placeEntry,
  promotedStatus,
  reviewableFrom,
  type CheckedEntry,
  type SignUpStatus,
} from '../access/sign-ups.js';
import type { Db } from '../db/client.js';
import {
  auditLog,
  competitions,
  eventItems,
  orders,
  signUpHistory,
  signUpMembers,
  signUps,
  signUpSettings,
  users,
  type CustomField,
  type SignUpField,
} from '../db/schema/index.js';
import { closeSignUpOrder, insertOrder } from './orders.js';
import { iso, likePattern } from './scope.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export interface Actor {
  userId: number;
  ip: string;
}

/** A refusal inside a transaction: rolls everything back; the route turns it into the Chinese message. */
export class SignUpRefusal extends Error {
  constructor(
    readonly kind: 'refused' | 'badInput',
    message: string,
  ) {
    super(message);
  }
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

export interface ItemValues {
  name: string;
  entryType: 'individual' | 'team';
  gender: number;
  ageGroup: string;
  birthFrom: string | null;
  birthTo: string | null;
  capacity: number;
  feeCents: number;
  teamMin: number;
  teamMax: number;
  sort: number;
}

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

async function audit(tx: Conn, actor: Actor, action: string, competitionId: number, detail: Record<string, unknown> = {}) {
  await tx.insert(auditLog).values({ actorId: actor.userId, action, target: `competition:${competitionId}`, detail, ip: actor.ip });
}

async function history(tx: Conn, signUpId: number, from: string | null, to: string, actorId: number | null, reason = '') {
  await tx.insert(signUpHistory).values({ signUpId, fromStatus: from, toStatus: to, actorId, reason });
}

/** Held places (pending + approved) of an event item. */
async function heldCount(tx: Conn, itemId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(signUps)
    .where(and(eq(signUps.eventItemId, itemId), inArray(signUps.status, [...HOLDING])));
  return row?.n ?? 0;
}

async function lockItem(tx: Tx, itemId: number): Promise<EventItemRow | undefined> {
  const [row] = await tx.select().from(eventItems).where(eq(eventItems.id, itemId)).for('update');
  return row;
}

async function settingsOf(tx: Conn, competitionId: number): Promise<SettingsValues> {
  const [row] = await tx.select().from(signUpSettings).where(eq(signUpSettings.competitionId, competitionId)).limit(1);
  return row ?? DEFAULT_SETTINGS;
}

const orderNoFor = (signUpId: number, now: Date) => `BM${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(signUpId).padStart(8, '0')}`;

/**
 * The fee order of an accepted entry of a paid item (待支付); idempotent: the partial unique index
 * orders_sign_up_open_uq keeps one open order per entry, a second call does nothing.
 */
async function ensureOrder(tx: Tx, signUpId: number): Promise<number | null> {
  const [s] = await tx
    .select({
      id: signUps.id,
      status: signUps.status,
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
    .where(eq(signUps.id, signUpId))
    .limit(1);
  if (!s || s.status !== 'approved' || s.feeCents <= 0) return null;
  const order = await insertOrder(
    tx,
    {
      orderNo: orderNoFor(s.id, new Date()),
      institutionId: s.institutionId,
      userId: s.userId,
      competitionId: s.competitionId,
      subject: `${s.competitionName} 报名费`,
      amountCents: s.feeCents,
      signUpId: s.id,
    },
    { item: { name: `${s.competitionName} · ${s.itemName} · ${s.entrantName}`, unitPriceCents: s.feeCents }, note: '报名审核通过，生成报名费订单', onConflict: 'skip' },
  );
  return order?.id ?? null;
}

/** Promotes the oldest waiting entries of the item while places are free (item row locked by the caller). */
async function promoteWaiting(tx: Tx, item: EventItemRow, actorId: number | null) {
  const settings = await settingsOf(tx, item.competitionId);
  for (;;) {
    if (item.capacity !== 0 && (await heldCount(tx, item.id)) >= item.capacity) return;
    const [next] = await tx
      .select({ id: signUps.id })
      .from(signUps)
      .where(and(eq(signUps.eventItemId, item.id), eq(signUps.status, 'waiting')))
      .orderBy(asc(signUps.id))
      .limit(1);
    if (!next) return;
    const to = promotedStatus(settings.reviewRequired);
    await tx
      .update(signUps)
      .set(to === 'approved' ? { status: to, reviewedBy: actorId, reviewedAt: new Date() } : { status: to })
      .where(eq(signUps.id, next.id));
    await history(tx, next.id, 'waiting', to, actorId, '有名额空出，候补递补');
    if (to === 'approved') await ensureOrder(tx, next.id);
  }
}

export interface NewEntry {
  competitionId: number;
  item: { id: number };
  entry: CheckedEntry;
  userId: number | null;
  source: 'public' | 'organiser' | 'import';
  seed?: number | null;
}

/** Inserts one entry inside `tx` (item row locked by the caller); throws SignUpRefusal when it cannot. */
async function insertEntry(tx: Tx, e: NewEntry, item: EventItemRow, settings: SettingsValues, actorId: number | null): Promise<{ id: number; status: SignUpStatus }> {
  const conditions: SQL[] = [];
  if (e.userId !== null && e.source === 'public') conditions.push(eq(signUps.userId, e.userId));
  if (e.entry.person.idCard) conditions.push(eq(signUps.idCard, e.entry.person.idCard));
  if (conditions.length > 0) {
    const [dup] = await tx
      .select({ id: signUps.id })
      .from(signUps)
      .where(and(eq(signUps.eventItemId, item.id), inArray(signUps.status, [...LIVE]), or(...conditions)))
      .limit(1);
    if (dup) throw new SignUpRefusal('refused', e.source === 'public' ? '您已报名该项目' : `${e.entry.person.realName}已报名该项目`);
  }
  const placed = placeEntry(item.capacity, await heldCount(tx, item.id), settings.reviewRequired, settings.waitingList);
  if ('msg' in placed) throw new SignUpRefusal('refused', placed.msg);
  const p = e.entry.person;
  let row: { id: number };
  try {
    [row] = await tx
      .insert(signUps)
      .values({
        competitionId: e.competitionId,
        eventItemId: item.id,
        userId: e.source === 'public' ? e.userId : null,
        entrantName: e.entry.entrantName,
        entryType: e.entry.entryType,
        status: placed.status,
        realName: p.realName,
        idCard: p.idCard,
        phone: p.phone,
        gender: p.gender,
        birthDate: p.birthDate,
        affiliation: e.entry.affiliation,
        extra: e.entry.extra,
        seed: e.seed ?? null,
        source: e.source,
        reviewedBy: placed.status === 'approved' ? actorId : null,
        reviewedAt: placed.status === 'approved' ? new Date() : null,
      })
      .returning({ id: signUps.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SignUpRefusal('refused', '您已报名该项目');
    throw error;
  }
  if (e.entry.members.length > 0) {
    await tx.insert(signUpMembers).values(
      e.entry.members.map((m, i) => ({
        signUpId: row.id,
        realName: m.realName,
        idCard: m.idCard,
        phone: m.phone,
        gender: m.gender,
        birthDate: m.birthDate,
        isCaptain: m.isCaptain,
        sort: i,
      })),
    );
  }
  const why = { public: '提交报名', organiser: '主办方添加报名', import: '主办方导入报名' }[e.source];
  await history(tx, row.id, null, placed.status, actorId, placed.status === 'waiting' ? `${why}（名额已满，进入候补）` : why);
  if (placed.status === 'approved') await ensureOrder(tx, row.id);
  return { id: row.id, status: placed.status };
}

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
  entry_type: r.entryType,
  entrant_name: r.entrantName,
  real_name: r.realName,
  id_card: unmasked ? r.idCard : maskIdCard(r.idCard),
  phone: r.phone,
  gender: r.gender,
  birth_date: r.birthDate,
  affiliation: r.affiliation,
  seed: r.seed,
  status: r.status,
  source: r.source,
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

export interface EntryPatch {
  entrantName?: string;
  realName?: string;
  phone?: string;
  affiliation?: string;
  seed?: number | null;
  members?: CheckedEntry['members'];
}

export function createSignUpsRepo(db: Db) {
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
    async settings(competitionId: number) {
      const s = await settingsOf(db, competitionId);
      return s;
    },

    async saveSettings(competitionId: number, values: SettingsValues, actor: Actor) {
      await db.transaction(async (tx) => {
        await tx
          .insert(signUpSettings)
          .values({ competitionId, ...values })
          .onConflictDoUpdate({ target: signUpSettings.competitionId, set: { ...values, updatedAt: new Date() } });
        await audit(tx, actor, 'sign_up.settings', competitionId, { enabled: values.enabled, review_required: values.reviewRequired, waiting_list: values.waitingList });
      });
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
          entry_type: r.entryType,
          gender: r.gender,
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

    async createItem(competitionId: number, values: ItemValues, actor: Actor): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(eventItems).values({ competitionId, ...values }).returning({ id: eventItems.id });
        await audit(tx, actor, 'sign_up.item_create', competitionId, { event_item_id: row.id, name: values.name });
        return row.id;
      });
    },

    /** Edits an item; refuses a capacity below the held places; a larger capacity promotes waiting entries. */
    async updateItem(id: number, values: Partial<ItemValues>, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const item = await lockItem(tx, id);
        if (!item) throw new SignUpRefusal('refused', '项目不存在');
        const entries = await tx.select({ n: count() }).from(signUps).where(eq(signUps.eventItemId, id));
        if ((entries[0]?.n ?? 0) > 0 && values.entryType !== undefined && values.entryType !== item.entryType) {
          throw new SignUpRefusal('refused', '已有报名的项目不能修改报名方式');
        }
        const capacity = values.capacity ?? item.capacity;
        const held = await heldCount(tx, id);
        if (capacity !== 0 && capacity < held) throw new SignUpRefusal('badInput', `名额不能少于已报名人数（${held}）`);
        const [updated] = await tx.update(eventItems).set(values).where(eq(eventItems.id, id)).returning();
        await audit(tx, actor, 'sign_up.item_update', item.competitionId, { event_item_id: id, fields: Object.keys(values) });
        await promoteWaiting(tx, updated, actor.userId);
      });
    },

    async deleteItem(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const item = await lockItem(tx, id);
        if (!item) throw new SignUpRefusal('refused', '项目不存在');
        const [entries] = await tx.select({ n: count() }).from(signUps).where(eq(signUps.eventItemId, id));
        if ((entries?.n ?? 0) > 0) throw new SignUpRefusal('refused', '该项目已有报名，不能删除');
        await tx.delete(eventItems).where(eq(eventItems.id, id));
        await audit(tx, actor, 'sign_up.item_delete', item.competitionId, { event_item_id: id, name: item.name });
      });
    },

    /** One new entry, transactional (item row locked); throws SignUpRefusal (e.g. 名额已满, 您已报名该项目). */
    async create(e: NewEntry, actor: Actor): Promise<{ id: number; status: SignUpStatus }> {
      return db.transaction(async (tx) => {
        const item = await lockItem(tx, e.item.id);
        if (!item || item.competitionId !== e.competitionId) throw new SignUpRefusal('refused', '项目不存在');
        const settings = await settingsOf(tx, e.competitionId);
        const created = await insertEntry(tx, e, item, settings, actor.userId);
        if (e.source !== 'public') await audit(tx, actor, 'sign_up.add', e.competitionId, { sign_up_id: created.id });
        return created;
      });
    },

    /** All rows in one transaction: nothing is imported when any row is refused (message prefixed by its row). */
    async importAll(competitionId: number, itemId: number, rows: { row: number; entry: CheckedEntry }[], actor: Actor): Promise<{ id: number; status: SignUpStatus }[]> {
      return db.transaction(async (tx) => {
        const item = await lockItem(tx, itemId);
        if (!item || item.competitionId !== competitionId) throw new SignUpRefusal('refused', '项目不存在');
        const settings = await settingsOf(tx, competitionId);
        const created = [];
        for (const r of rows) {
          try {
            created.push(await insertEntry(tx, { competitionId, item, entry: r.entry, userId: null, source: 'import' }, item, settings, actor.userId));
          } catch (error) {
            if (error instanceof SignUpRefusal) throw new SignUpRefusal(error.kind, `第${r.row}行：${error.message}`);
            throw error;
          }
        }
        await audit(tx, actor, 'sign_up.import', competitionId, { event_item_id: itemId, count: created.length });
        return created;
      });
    },

    /** Batch review, all or nothing: approve pending entries, or reject pending/waiting ones with a reason. */
    async review(competitionId: number, ids: number[], action: 'approve' | 'reject', reason: string, actor: Actor): Promise<number> {
      return db.transaction(async (tx) => {
        // lock order as everywhere else: event items first (ascending), then the entries
        const scope = and(eq(signUps.competitionId, competitionId), inArray(signUps.id, ids));
        const itemIds = await tx.selectDistinct({ itemId: signUps.eventItemId }).from(signUps).where(scope);
        const locked = new Map<number, EventItemRow>();
        for (const { itemId } of itemIds.filter((r) => r.itemId !== null).sort((a, b) => a.itemId! - b.itemId!)) {
          const item = await lockItem(tx, itemId!);
          if (item) locked.set(item.id, item);
        }
        const rows = await tx
          .select({ id: signUps.id, status: signUps.status, itemId: signUps.eventItemId })
          .from(signUps)
          .where(scope)
          .orderBy(asc(signUps.id))
          .for('update');
        if (rows.length !== new Set(ids).size) throw new SignUpRefusal('refused', '报名记录不存在');
        const from = reviewableFrom(action);
        if (rows.some((r) => !(from as readonly string[]).includes(r.status))) {
          throw new SignUpRefusal('refused', action === 'approve' ? '只能审核通过待审核的报名' : '只能驳回待审核或候补中的报名');
        }
        const to: SignUpStatus = action === 'approve' ? 'approved' : 'rejected';
        const now = new Date();
        const freed = new Set<number>();
        for (const r of rows) {
          await tx
            .update(signUps)
            .set({ status: to, reason: action === 'reject' ? reason : '', reviewedBy: actor.userId, reviewedAt: now })
            .where(eq(signUps.id, r.id));
          await history(tx, r.id, r.status, to, actor.userId, reason);
          if (to === 'approved') await ensureOrder(tx, r.id);
          if (to === 'rejected' && r.status !== 'waiting' && r.itemId) freed.add(r.itemId);
        }
        for (const itemId of [...freed].sort((a, b) => a - b)) {
          const item = locked.get(itemId);
          if (item) await promoteWaiting(tx, item, actor.userId);
        }
        await audit(tx, actor, `sign_up.${action}`, competitionId, { ids: rows.map((r) => r.id), reason });
        return rows.length;
      });
    },

    /** Cancels a live entry (the athlete's own, or by the organiser with a reason); frees its place. */
    async cancel(id: number, reason: string, actor: Actor, byOrganiser: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ status: signUps.status, itemId: signUps.eventItemId, competitionId: signUps.competitionId }).from(signUps).where(eq(signUps.id, id));
        if (!row) throw new SignUpRefusal('refused', '报名记录不存在');
        // lock the item first (same order as sign-ups), then the entry
        const item = row.itemId ? await lockItem(tx, row.itemId) : undefined;
        const [locked] = await tx.select({ status: signUps.status }).from(signUps).where(eq(signUps.id, id)).for('update');
        if (!locked || !(LIVE as readonly string[]).includes(locked.status)) throw new SignUpRefusal('refused', '只有待审核、已通过或候补中的报名可以取消');
        const [paid] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.signUpId, id), eq(orders.status, '已支付'))).limit(1);
        if (paid && !byOrganiser) throw new SignUpRefusal('refused', '报名费已支付，请联系主办方取消报名');
        const why = reason || (byOrganiser ? '主办方取消报名' : '本人取消报名');
        await tx.update(signUps).set({ status: 'cancelled', reason: why }).where(eq(signUps.id, id));
        await history(tx, id, locked.status, 'cancelled', actor.userId, why);
        await closeSignUpOrder(tx, id, `报名已取消：${why}`);
        if (item && locked.status !== 'waiting') await promoteWaiting(tx, item, actor.userId);
        if (byOrganiser) await audit(tx, actor, 'sign_up.cancel', row.competitionId, { sign_up_id: id, reason: why });
      });
    },

    /** Organiser edit of an entry's contact data, affiliation, seed and team members. */
    async update(id: number, patch: EntryPatch, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const { members, ...fields } = patch;
        const [row] = await tx
          .update(signUps)
          .set({ ...fields, ...(members ? { realName: members[0].realName, idCard: members[0].idCard, phone: members[0].phone } : {}) })
          .where(eq(signUps.id, id))
          .returning({ competitionId: signUps.competitionId });
        if (!row) throw new SignUpRefusal('refused', '报名记录不存在');
        if (members) {
          await tx.delete(signUpMembers).where(eq(signUpMembers.signUpId, id));
          await tx.insert(signUpMembers).values(
            members.map((m, i) => ({ signUpId: id, realName: m.realName, idCard: m.idCard, phone: m.phone, gender: m.gender, birthDate: m.birthDate, isCaptain: m.isCaptain, sort: i })),
          );
        }
        await audit(tx, actor, 'sign_up.update', row.competitionId, { sign_up_id: id, fields: Object.keys(patch) });
      });
    },

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
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        entryBase().where(where).orderBy(asc(signUps.id)).offset(f.start).limit(f.count),
        db.select({ n: count() }).from(signUps).where(where),
      ]);
      return { list: rows.map((r) => entryDto(r as EntryRow, false)), total: total?.n ?? 0 };
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
          is_captain: m.isCaptain ? 1 : 0,
        })),
        history: changes.map((h) => ({
          id: h.id,
          from_status: h.fromStatus,
          to_status: h.toStatus,
          actor_id: h.actorId,
          actor_name: h.nickname || h.account || '',
          reason: h.reason,
          at: iso(h.at)!,
        })),
      };
    },

    /** The user's own entries in any competition, newest first (ID cards masked, as in every list). */
    async ofUser(userId: number, start: number, limit: number) {
      const where = eq(signUps.userId, userId);
      const [rows, [total]] = await Promise.all([
        entryBase().where(where).orderBy(desc(signUps.id)).offset(start).limit(limit),
        db.select({ n: count() }).from(signUps).where(where),
      ]);
      return { list: rows.map((r) => entryDto(r as EntryRow, false)), total: total?.n ?? 0 };
    },

    /** The display name of a user (history notes). */
    async actorName(userId: number): Promise<string> {
      const [u] = await db.select({ nickname: users.nickname, account: users.account }).from(users).where(eq(users.id, userId)).limit(1);
      return u?.nickname || u?.account || `用户${userId}`;
    },
  };
}
