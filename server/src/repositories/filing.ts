/**
 * Competition writes: creation, edits, deletion, status changes (filing, withdrawal, review), permission codes and
 * management grants. Every change writes the status history (when the status moves) and the audit log in the
 * same transaction; status moves are conditional updates, so two concurrent actions can never both apply.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { allowedFrom, type CompetitionAction, type CompetitionStatus } from 'shared/rules';
import type { Db } from '../db/client.js';
import { auditLog, competitionManagers, competitions, competitionStatusHistory, users } from '../db/schema/index.js';
import { iso } from './scope.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Actor {
  userId: number;
  ip: string;
}

/** Base info an organiser edits (column names of the competitions table). */
export interface CompetitionFields {
  seriesId?: number | null;
  name?: string;
  sport?: string;
  level?: string;
  startAt?: Date;
  endAt?: Date;
  location?: string;
  venueId?: number | null;
  organisers?: string;
  cover?: string;
  introduction?: string;
  contactName?: string;
  contactPhone?: string;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A management permission code: 10 characters from a crypto source (50 bits), unique by index. */
export function newPermissionCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

async function audit(tx: Tx, actor: Actor, action: string, competitionId: number, detail: Record<string, unknown> = {}) {
  await tx.insert(auditLog).values({ actorId: actor.userId, action, target: `competition:${competitionId}`, detail, ip: actor.ip });
}

async function history(tx: Tx, competitionId: number, from: string | null, to: string, actor: Actor, reason = '') {
  await tx.insert(competitionStatusHistory).values({ competitionId, fromStatus: from, toStatus: to, actorId: actor.userId, reason });
}

const actorName = (u: { nickname: string | null; account: string | null }) => u.nickname || u.account || '';

export function createFilingRepo(db: Db) {
  return {
    /** The raw row the access checks need, with the user ids holding a management grant. */
    async findForAccess(id: number) {
      const [row] = await db
        .select({
          id: competitions.id,
          institutionId: competitions.institutionId,
          seriesId: competitions.seriesId,
          cType: competitions.cType,
          status: competitions.status,
          name: competitions.name,
          sport: competitions.sport,
          location: competitions.location,
          startAt: competitions.startAt,
          endAt: competitions.endAt,
          cover: competitions.cover,
          introduction: competitions.introduction,
        })
        .from(competitions)
        .where(eq(competitions.id, id))
        .limit(1);
      if (!row) return undefined;
      const grants = await db.select({ userId: competitionManagers.userId }).from(competitionManagers).where(eq(competitionManagers.competitionId, id));
      return { ...row, grants: grants.map((g) => g.userId) };
    },

    async create(tx: Tx, values: CompetitionFields & { institutionId: number; cType: number; name: string; startAt: Date; endAt: Date }, actor: Actor) {
      const [row] = await tx
        .insert(competitions)
        .values({ ...values, sport: values.sport ?? '', status: 'draft', permissionCode: newPermissionCode(), permissionCodeBy: actor.userId })
        .returning({ id: competitions.id });
      await history(tx, row.id, null, 'draft', actor);
      await audit(tx, actor, 'competition.create', row.id, { institution_id: values.institutionId, c_type: values.cType });
      return row.id;
    },

    /** Applies the edit unless the status forbids it (false = refused, nothing changed). */
    async update(tx: Tx, id: number, patch: CompetitionFields, actor: Actor): Promise<boolean> {
      const rows = await tx
        .update(competitions)
        .set(patch)
        .where(and(eq(competitions.id, id), inArray(competitions.status, [...allowedFrom('edit')])))
        .returning({ id: competitions.id });
      if (rows.length === 0) return false;
      await audit(tx, actor, 'competition.update', id, { fields: Object.keys(patch) });
      return true;
    },

    async remove(tx: Tx, id: number, actor: Actor): Promise<boolean> {
      const rows = await tx
        .delete(competitions)
        .where(and(eq(competitions.id, id), inArray(competitions.status, [...allowedFrom('delete')])))
        .returning({ id: competitions.id, name: competitions.name });
      if (rows.length === 0) return false;
      await audit(tx, actor, 'competition.delete', id, { name: rows[0].name });
      return true;
    },

    /** Moves the status for `action` if the current status allows it; false when it did not (nothing changed). */
    async changeStatus(tx: Tx, id: number, action: CompetitionAction, to: CompetitionStatus, actor: Actor, reason = ''): Promise<boolean> {
      const [before] = await tx
        .select({ status: competitions.status })
        .from(competitions)
        .where(eq(competitions.id, id))
        .for('update');
      if (!before || !(allowedFrom(action) as readonly string[]).includes(before.status)) return false;
      await tx
        .update(competitions)
        .set(action === 'file' ? { status: to, isFiling: true } : { status: to })
        .where(eq(competitions.id, id));
      await history(tx, id, before.status, to, actor, reason);
      await audit(tx, actor, `competition.${action}`, id, { from: before.status, to, reason });
      return true;
    },

    async history(id: number) {
      const rows = await db
        .select({
          id: competitionStatusHistory.id,
          fromStatus: competitionStatusHistory.fromStatus,
          toStatus: competitionStatusHistory.toStatus,
          actorId: competitionStatusHistory.actorId,
          nickname: users.nickname,
          account: users.account,
          reason: competitionStatusHistory.reason,
          at: competitionStatusHistory.at,
        })
        .from(competitionStatusHistory)
        .leftJoin(users, eq(users.id, competitionStatusHistory.actorId))
        .where(eq(competitionStatusHistory.competitionId, id))
        .orderBy(asc(competitionStatusHistory.at), asc(competitionStatusHistory.id));
      return rows.map((r) => ({
        id: r.id,
        from_status: r.fromStatus,
        to_status: r.toStatus as CompetitionStatus,
        actor_id: r.actorId,
        actor_name: actorName(r),
        reason: r.reason,
        at: iso(r.at)!,
      }));
    },

    async permissionCode(id: number): Promise<string> {
      const [row] = await db.select({ code: competitions.permissionCode }).from(competitions).where(eq(competitions.id, id)).limit(1);
      return row?.code ?? '';
    },

    async regenerateCode(tx: Tx, id: number, actor: Actor): Promise<string> {
      const code = newPermissionCode();
      await tx.update(competitions).set({ permissionCode: code, permissionCodeBy: actor.userId }).where(eq(competitions.id, id));
      await audit(tx, actor, 'competition.code_regenerate', id);
      return code;
    },

    async findByCode(code: string) {
      const [row] = await db
        .select({ id: competitions.id, name: competitions.name, institutionId: competitions.institutionId, codeBy: competitions.permissionCodeBy })
        .from(competitions)
        .where(eq(competitions.permissionCode, code))
        .limit(1);
      return row;
    },

    /** Grants management of the competition to the user; false when the grant already existed. */
    async grant(tx: Tx, competitionId: number, grantedBy: number | null, actor: Actor): Promise<boolean> {
      const rows = await tx
        .insert(competitionManagers)
        .values({ competitionId, userId: actor.userId, grantedBy })
        .onConflictDoNothing()
        .returning({ id: competitionManagers.id });
      if (rows.length === 0) return false;
      await audit(tx, actor, 'competition.code_redeem', competitionId, { user_id: actor.userId });
      return true;
    },

    async managers(competitionId: number) {
      const rows = await db
        .select({ userId: competitionManagers.userId, account: users.account, nickname: users.nickname, grantedBy: competitionManagers.grantedBy, at: competitionManagers.at })
        .from(competitionManagers)
        .innerJoin(users, eq(users.id, competitionManagers.userId))
        .where(eq(competitionManagers.competitionId, competitionId))
        .orderBy(asc(competitionManagers.at), asc(competitionManagers.id));
      return rows.map((r) => ({ user_id: r.userId, account: r.account, nickname: r.nickname, granted_by: r.grantedBy, granted_at: iso(r.at)! }));
    },

    async revoke(tx: Tx, competitionId: number, userId: number, actor: Actor): Promise<boolean> {
      const rows = await tx
        .delete(competitionManagers)
        .where(and(eq(competitionManagers.competitionId, competitionId), eq(competitionManagers.userId, userId)))
        .returning({ id: competitionManagers.id });
      if (rows.length === 0) return false;
      await audit(tx, actor, 'competition.manager_revoke', competitionId, { user_id: userId });
      return true;
    },
  };
}
