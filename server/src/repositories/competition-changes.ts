/**
 * Changes of an approved competition's public face (信息变更: name, cover, introduction), table
 * competition_change_requests: the organiser's proposal waits for the platform admin, the competition keeps its
 * approved values until then. Every step writes the audit log in the same transaction; the review is a conditional
 * update (a change is reviewed once).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { ReviewedValues } from 'shared/rules';
import type { Db } from '../db/client.js';
import { auditLog, competitionChangeRequests, competitions, institutions, users, type CompetitionChangeStatus } from '../db/schema/index.js';
import { iso, scopedList, type Page, type Scope } from './scope.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Actor {
  userId: number;
  ip: string;
}

const audit = (tx: Tx, actor: Actor, action: string, competitionId: number, detail: Record<string, unknown>) =>
  tx.insert(auditLog).values({ actorId: actor.userId, action, target: `competition:${competitionId}`, detail, ip: actor.ip });

const requester = users;

/** The API view of a change: proposed values (null = unchanged), status, who asked, when, the review. */
const changeDto = (r: {
  id: number;
  changes: ReviewedValues;
  status: CompetitionChangeStatus;
  reason: string;
  createdAt: Date;
  reviewedAt: Date | null;
  nickname: string | null;
  account: string | null;
}) => ({
  id: r.id,
  status: r.status,
  name: r.changes.name ?? null,
  cover: r.changes.cover ?? null,
  introduction: r.changes.introduction ?? null,
  reason: r.reason,
  requested_by_name: r.nickname || r.account || '',
  requested_at: iso(r.createdAt)!,
  reviewed_at: iso(r.reviewedAt),
});

const changeColumns = {
  id: competitionChangeRequests.id,
  competitionId: competitionChangeRequests.competitionId,
  changes: competitionChangeRequests.changes,
  status: competitionChangeRequests.status,
  reason: competitionChangeRequests.reason,
  createdAt: competitionChangeRequests.createdAt,
  reviewedAt: competitionChangeRequests.reviewedAt,
  nickname: requester.nickname,
  account: requester.account,
};

export function createCompetitionChangesRepo(db: Db) {
  return {
    /** The proposal waiting for review, or null. */
    async pending(competitionId: number): Promise<{ id: number; changes: ReviewedValues } | null> {
      const [row] = await db
        .select({ id: competitionChangeRequests.id, changes: competitionChangeRequests.changes })
        .from(competitionChangeRequests)
        .where(and(eq(competitionChangeRequests.competitionId, competitionId), eq(competitionChangeRequests.status, 'pending')))
        .limit(1);
      return row ?? null;
    },

    /** The latest change of a competition (any status), for its back-office pages; null when it never had one. */
    async latest(competitionId: number) {
      const [row] = await db
        .select(changeColumns)
        .from(competitionChangeRequests)
        .leftJoin(requester, eq(requester.id, competitionChangeRequests.requestedBy))
        .where(eq(competitionChangeRequests.competitionId, competitionId))
        .orderBy(desc(competitionChangeRequests.createdAt), desc(competitionChangeRequests.id))
        .limit(1);
      return row ? changeDto(row) : null;
    },

    /**
     * Saves what waits for review after an edit: a new pending change, the pending one updated, or — `proposal`
     * null — the pending one withdrawn (every field set back to its public value).
     */
    async propose(tx: Tx, competitionId: number, proposal: ReviewedValues | null, actor: Actor): Promise<void> {
      const [current] = await tx
        .select({ id: competitionChangeRequests.id })
        .from(competitionChangeRequests)
        .where(and(eq(competitionChangeRequests.competitionId, competitionId), eq(competitionChangeRequests.status, 'pending')))
        .for('update');
      if (!proposal) {
        if (!current) return;
        await tx.update(competitionChangeRequests).set({ status: 'withdrawn' }).where(eq(competitionChangeRequests.id, current.id));
        await audit(tx, actor, 'competition.change_withdraw', competitionId, { change_id: current.id, emptied: true });
        return;
      }
      if (current) await tx.update(competitionChangeRequests).set({ changes: proposal, requestedBy: actor.userId }).where(eq(competitionChangeRequests.id, current.id));
      else await tx.insert(competitionChangeRequests).values({ competitionId, changes: proposal, requestedBy: actor.userId });
      await audit(tx, actor, 'competition.change_request', competitionId, { fields: Object.keys(proposal), changes: proposal });
    },

    /** The organiser pulls its pending change back; false when there is none. */
    async withdraw(tx: Tx, competitionId: number, actor: Actor): Promise<boolean> {
      const rows = await tx
        .update(competitionChangeRequests)
        .set({ status: 'withdrawn' })
        .where(and(eq(competitionChangeRequests.competitionId, competitionId), eq(competitionChangeRequests.status, 'pending')))
        .returning({ id: competitionChangeRequests.id });
      if (rows.length === 0) return false;
      await audit(tx, actor, 'competition.change_withdraw', competitionId, { change_id: rows[0].id });
      return true;
    },

    /** A change with its competition's owner (the review checks it exists). */
    async find(id: number) {
      const [row] = await db
        .select({ id: competitionChangeRequests.id, competitionId: competitionChangeRequests.competitionId, status: competitionChangeRequests.status })
        .from(competitionChangeRequests)
        .where(eq(competitionChangeRequests.id, id))
        .limit(1);
      return row;
    },

    /**
     * Approves (the proposed values become the competition's public ones) or rejects (with the reason) a pending
     * change; false when it is no longer pending (nothing changes).
     */
    async review(tx: Tx, id: number, action: 'approve' | 'reject', reason: string, actor: Actor): Promise<boolean> {
      const [row] = await tx
        .update(competitionChangeRequests)
        .set({ status: action === 'approve' ? 'approved' : 'rejected', reason, reviewedBy: actor.userId, reviewedAt: new Date() })
        .where(and(eq(competitionChangeRequests.id, id), eq(competitionChangeRequests.status, 'pending')))
        .returning({ competitionId: competitionChangeRequests.competitionId, changes: competitionChangeRequests.changes });
      if (!row) return false;
      if (action === 'approve' && Object.keys(row.changes).length > 0) {
        await tx.update(competitions).set(row.changes).where(eq(competitions.id, row.competitionId));
      }
      await audit(tx, actor, `competition.change_${action}`, row.competitionId, { change_id: id, fields: Object.keys(row.changes), reason });
      return true;
    },

    /** 信息变更审核 (the platform admin): changes with their competition's public values, pending first, newest first. */
    async list(f: Page & { scope: Scope; status?: CompetitionChangeStatus }) {
      const { list: rows, total } = await scopedList({
        scope: [competitions.institutionId, f.scope],
        where: [f.status ? eq(competitionChangeRequests.status, f.status) : undefined],
        page: f,
        rows: (where, p) =>
          db
            .select({
              ...changeColumns,
              competitionName: competitions.name,
              cType: competitions.cType,
              institutionId: competitions.institutionId,
              institutionName: institutions.name,
              cover: competitions.cover,
              introduction: competitions.introduction,
            })
            .from(competitionChangeRequests)
            .innerJoin(competitions, eq(competitions.id, competitionChangeRequests.competitionId))
            .innerJoin(institutions, eq(institutions.id, competitions.institutionId))
            .leftJoin(requester, eq(requester.id, competitionChangeRequests.requestedBy))
            .where(where)
            .orderBy(desc(eq(competitionChangeRequests.status, 'pending')), desc(competitionChangeRequests.createdAt), desc(competitionChangeRequests.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) =>
          db
            .select({ n: count() })
            .from(competitionChangeRequests)
            .innerJoin(competitions, eq(competitions.id, competitionChangeRequests.competitionId))
            .where(where),
      });
      return {
        list: rows.map((r) => ({
          ...changeDto(r),
          competition_id: r.competitionId,
          competition_name: r.competitionName,
          c_type: r.cType as 1 | 2,
          institution_id: r.institutionId,
          institution_name: r.institutionName,
          current: { name: r.competitionName, cover: r.cover, introduction: r.introduction },
        })),
        total,
      };
    },
  };
}

export type CompetitionChangesRepo = ReturnType<typeof createCompetitionChangesRepo>;
