/**
 * Sign-up workflows (报名): a new entry (one, or an import all or nothing), the batch review, the cancellation, an
 * event item's new capacity, the waiting-list promotion and the fee order of an accepted entry. Each runs in one
 * transaction that locks the event item rows first (ascending, SELECT … FOR UPDATE) and then the entries, so
 * concurrent sign-ups for the last place cannot both hold it; every status change writes sign_up_history, every
 * organiser write the audit log; an accepted entry of a paid item gets its fee order. The statements are
 * repositories/sign-ups.ts' (the fee order's too); the pure rules (placement, promotion, reviewable and cancellable
 * states) and their Chinese refusals are shared/rules' sign-up-status.ts, which the mocks use too. A refusal is thrown
 * as the Chinese answer itself (`refused`, `badInput`) and rolls the transaction back.
 */
import { INSTITUTION_STATUS_MSG, SIGN_UP_MSG, SIGN_UP_REASON, cancelReason, cancelRefusal, capacityRefusal, createdReason, freesPlace, hasFreePlace, placeEntry, promotedStatus, reviewRefusal, reviewedStatus, type CheckedEntry, type SignUpStatus } from 'shared/rules';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { AppError, badInput, refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { inTransaction } from './transaction.js';
import {
  audit,
  closeFeeOrder,
  countEntriesOfItem,
  entryToCancel,
  expireFeeOrder,
  feePaid,
  findLiveDuplicate,
  heldCount,
  history,
  insertMembers,
  insertSignUp,
  itemIdsOfEntries,
  lockEntriesToReview,
  lockEntryStatus,
  lockItem,
  oldestWaiting,
  openFeeOrder,
  setEntry,
  settingsOf,
  updateItemRow,
  type Actor,
  type EventItemRow,
  type ItemValues,
  type SettingsValues,
  type Tx,
} from '../repositories/sign-ups.js';

export interface NewEntry {
  competitionId: number;
  item: { id: number };
  entry: CheckedEntry;
  userId: number | null;
  source: 'public' | 'organiser' | 'import';
  seed?: number | null;
}

/** Promotes the oldest waiting entries of the item while places are free (item row locked by the caller). */
async function promoteWaiting(tx: Tx, item: EventItemRow, actorId: number | null) {
  const settings = await settingsOf(tx, item.competitionId);
  for (;;) {
    if (!hasFreePlace(item.capacity, await heldCount(tx, item.id))) return;
    const next = await oldestWaiting(tx, item.id);
    if (!next) return;
    const to = promotedStatus(settings.reviewRequired);
    await setEntry(tx, next.id, to === 'approved' ? { status: to, reviewedBy: actorId, reviewedAt: new Date() } : { status: to });
    await history(tx, next.id, 'waiting', to, actorId, SIGN_UP_REASON.promoted);
    if (to === 'approved') await openFeeOrder(tx, next.id);
  }
}

/** Inserts one entry inside `tx` (item row locked by the caller); refuses (40000) when it cannot. */
async function insertEntry(tx: Tx, e: NewEntry, item: EventItemRow, settings: SettingsValues, actorId: number | null): Promise<{ id: number; status: SignUpStatus }> {
  const sameUser = e.userId !== null && e.source === 'public' ? e.userId : null;
  if (await findLiveDuplicate(tx, item.id, { userId: sameUser, idCard: e.entry.person.idCard || null })) {
    throw refused(e.source === 'public' ? SIGN_UP_MSG.alreadySignedUp : SIGN_UP_MSG.alreadySignedUpAs(e.entry.person.realName));
  }
  const placed = placeEntry(item.capacity, await heldCount(tx, item.id), settings.reviewRequired, settings.waitingList);
  if ('msg' in placed) throw refused(placed.msg);
  const p = e.entry.person;
  const row = await insertSignUp(tx, {
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
  });
  if (!row) throw refused(SIGN_UP_MSG.alreadySignedUp);
  if (e.entry.members.length > 0) await insertMembers(tx, row.id, e.entry.members);
  await history(tx, row.id, null, placed.status, actorId, createdReason(e.source, placed.status));
  // a free item has no fee order (its row is locked: the fee cannot change meanwhile)
  if (placed.status === 'approved' && item.feeCents > 0) await openFeeOrder(tx, row.id);
  return { id: row.id, status: placed.status };
}

export interface SignUpsDeps {
  db: Db;
  repos: Pick<Repositories, 'signUps' | 'institutionStatus'>;
}

export function createSignUpsService({ db, repos }: SignUpsDeps) {
  return {
    /** 报名设置: the settings of a competition's sign-up, audited. */
    saveSettings: inTransaction(db, repos.signUps.saveSettings),
    createItem: inTransaction(db, repos.signUps.createItem),
    deleteItem: inTransaction(db, repos.signUps.deleteItem),
    /** Organiser edit of an entry's contact data, affiliation, seed and team members. */
    updateEntry: inTransaction(db, repos.signUps.update),

    /** Edits an item; refuses a capacity below the held places; a larger capacity promotes waiting entries. */
    async updateItem(id: number, values: Partial<ItemValues>, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const item = await lockItem(tx, id);
        if (!item) throw refused(SIGN_UP_MSG.itemMissing);
        if ((await countEntriesOfItem(tx, id)) > 0 && values.entryType !== undefined && values.entryType !== item.entryType) {
          throw refused(SIGN_UP_MSG.entryTypeLocked);
        }
        const capacity = values.capacity ?? item.capacity;
        const tooSmall = capacityRefusal(capacity, await heldCount(tx, id));
        if (tooSmall) throw badInput(tooSmall);
        const updated = await updateItemRow(tx, id, values);
        await audit(tx, actor, 'sign_up.item_update', item.competitionId, { event_item_id: id, fields: Object.keys(values) });
        await promoteWaiting(tx, updated, actor.userId);
      });
    },

    /** One new entry, transactional (item row locked); refuses e.g. 名额已满, 您已报名该项目. */
    async create(e: NewEntry, actor: Actor): Promise<{ id: number; status: SignUpStatus }> {
      return db.transaction(async (tx) => {
        // what needs no lock is read first: the item's row, which every sign-up of the item waits for, is held only
        // for the place itself (sign-ups at the opening minute queue on it)
        // a disabled (停用) institution takes no new sign-ups (no new orders); its existing ones and refunds go on
        if (await repos.institutionStatus.competitionInstitutionDisabled(tx, e.competitionId)) throw refused(INSTITUTION_STATUS_MSG.closed);
        const settings = await settingsOf(tx, e.competitionId);
        const item = await lockItem(tx, e.item.id);
        if (!item || item.competitionId !== e.competitionId) throw refused(SIGN_UP_MSG.itemMissing);
        const created = await insertEntry(tx, e, item, settings, actor.userId);
        if (e.source !== 'public') await audit(tx, actor, 'sign_up.add', e.competitionId, { sign_up_id: created.id });
        return created;
      });
    },

    /** All rows in one transaction: nothing is imported when any row is refused (message prefixed by its row). */
    async importAll(competitionId: number, itemId: number, rows: { row: number; entry: CheckedEntry }[], actor: Actor): Promise<{ id: number; status: SignUpStatus }[]> {
      return db.transaction(async (tx) => {
        const item = await lockItem(tx, itemId);
        if (!item || item.competitionId !== competitionId) throw refused(SIGN_UP_MSG.itemMissing);
        const settings = await settingsOf(tx, competitionId);
        const created = [];
        for (const r of rows) {
          try {
            created.push(await insertEntry(tx, { competitionId, item, entry: r.entry, userId: null, source: 'import' }, item, settings, actor.userId));
          } catch (error) {
            if (error instanceof AppError) throw new AppError(error.httpStatus, error.errno, `第${r.row}行：${error.message}`);
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
        const itemIds = await itemIdsOfEntries(tx, competitionId, ids);
        const locked = new Map<number, EventItemRow>();
        for (const { itemId } of itemIds.filter((r) => r.itemId !== null).sort((a, b) => a.itemId! - b.itemId!)) {
          const item = await lockItem(tx, itemId!);
          if (item) locked.set(item.id, item);
        }
        const rows = await lockEntriesToReview(tx, competitionId, ids);
        if (rows.length !== new Set(ids).size) throw refused(SIGN_UP_MSG.entryMissing);
        const notReviewable = reviewRefusal(action, rows.map((r) => r.status));
        if (notReviewable) throw refused(notReviewable);
        const to = reviewedStatus(action);
        const now = new Date();
        const freed = new Set<number>();
        for (const r of rows) {
          await setEntry(tx, r.id, { status: to, reason: action === 'reject' ? reason : '', reviewedBy: actor.userId, reviewedAt: now });
          await history(tx, r.id, r.status, to, actor.userId, reason);
          if (to === 'approved') await openFeeOrder(tx, r.id);
          if (to === 'rejected' && freesPlace(r.status) && r.itemId) freed.add(r.itemId);
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
        const row = await entryToCancel(tx, id);
        if (!row) throw refused(SIGN_UP_MSG.entryMissing);
        // lock the item first (same order as sign-ups), then the entry
        const item = row.itemId ? await lockItem(tx, row.itemId) : undefined;
        const locked = await lockEntryStatus(tx, id);
        if (!locked) throw refused(SIGN_UP_MSG.cancelOnlyLive);
        const notCancellable = cancelRefusal(locked.status, await feePaid(tx, id), byOrganiser);
        if (notCancellable) throw refused(notCancellable);
        const why = cancelReason(reason, byOrganiser);
        await setEntry(tx, id, { status: 'cancelled', reason: why });
        await history(tx, id, locked.status, 'cancelled', actor.userId, why);
        await closeFeeOrder(tx, id, SIGN_UP_REASON.orderClosed(why));
        if (item && freesPlace(locked.status)) await promoteWaiting(tx, item, actor.userId);
        if (byOrganiser) await audit(tx, actor, 'sign_up.cancel', row.competitionId, { sign_up_id: id, reason: why });
      });
    },

    /**
     * The fee of an approved entry was refunded in full: the entry is cancelled (已退款，报名取消) and its place goes to
     * the waiting list. Locks item → entry. False when the entry is no longer approved.
     */
    async releaseRefunded(signUpId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await entryToCancel(tx, signUpId);
        const item = row?.itemId ? await lockItem(tx, row.itemId) : undefined;
        const locked = await lockEntryStatus(tx, signUpId);
        if (locked?.status !== 'approved') return false;
        await setEntry(tx, signUpId, { status: 'cancelled', reason: SIGN_UP_REASON.refunded });
        await history(tx, signUpId, 'approved', 'cancelled', null, SIGN_UP_REASON.refunded);
        if (item) await promoteWaiting(tx, item, null);
        return true;
      });
    },

    /**
     * The fee order of an approved entry was not paid in time: the order closes, the entry is cancelled (its place
     * goes to the waiting list). Locks item → entry → order, as `cancel` does. False when the order is no longer due
     * (paid, closed or given more time meanwhile).
     */
    async expireUnpaid(orderId: number, signUpId: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await entryToCancel(tx, signUpId);
        const item = row?.itemId ? await lockItem(tx, row.itemId) : undefined;
        const locked = await lockEntryStatus(tx, signUpId);
        if (!(await expireFeeOrder(tx, orderId, now))) return false;
        if (locked?.status === 'approved') {
          await setEntry(tx, signUpId, { status: 'cancelled', reason: SIGN_UP_REASON.unpaid });
          await history(tx, signUpId, 'approved', 'cancelled', null, SIGN_UP_REASON.unpaid);
          if (item) await promoteWaiting(tx, item, null);
        }
        return true;
      });
    },
  };
}

export type SignUpsService = ReturnType<typeof createSignUpsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-up workflows (src/services/sign-ups.ts). */
    signUps: SignUpsService;
  }
}

export default fp(
  async (app) => {
    app.decorate('signUps', createSignUpsService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'sign-ups-service', dependencies: ['db', 'repositories'] },
);
