/**
 * 权限管理's queries (services/staff.ts owns the workflows and their transactions): an institution's members with their
 * roles, its roles, and the invitations to it.
 */
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { institutionRoles, institutions, managers, staffInvitations, users } from '../db/schema/index.js';

export type RoleRow = typeof institutionRoles.$inferSelect;
export type MemberRow = { id: number; userId: number; institutionId: number; isAdmin: boolean; roleId: number | null };

/** An invitation that may still be accepted: pending and not past its expiry. */
const livePending = and(eq(staffInvitations.status, 'pending'), gt(staffInvitations.expiresAt, sql`now()`));

export function createStaffRepo(db: Db) {
  return {
    /** The institution's members with their accounts and roles (权限管理, and the 机构列表 detail's staff). */
    async members(institutionId: number) {
      return db
        .select({
          id: managers.id,
          userId: managers.userId,
          account: users.account,
          nickname: users.nickname,
          mobile: users.mobile,
          status: users.status,
          isAdmin: managers.isAdmin,
          roleId: managers.roleId,
          roleName: institutionRoles.name,
          rolePermissions: institutionRoles.permissions,
          createdAt: managers.createdAt,
        })
        .from(managers)
        .innerJoin(users, eq(users.id, managers.userId))
        .leftJoin(institutionRoles, eq(institutionRoles.id, managers.roleId))
        .where(eq(managers.institutionId, institutionId))
        .orderBy(asc(managers.id));
    },
    async pendingInvitations(institutionId: number) {
      return db
        .select({ id: staffInvitations.id, mobile: staffInvitations.mobile, roleId: staffInvitations.roleId, roleName: institutionRoles.name, expiresAt: staffInvitations.expiresAt, createdAt: staffInvitations.createdAt })
        .from(staffInvitations)
        .innerJoin(institutionRoles, eq(institutionRoles.id, staffInvitations.roleId))
        .where(and(eq(staffInvitations.institutionId, institutionId), livePending))
        .orderBy(asc(staffInvitations.id));
    },
    async roles(institutionId: number) {
      const used = db
        .select({ roleId: managers.roleId, n: count().as('n') })
        .from(managers)
        .where(eq(managers.institutionId, institutionId))
        .groupBy(managers.roleId)
        .as('used');
      return db
        .select({ id: institutionRoles.id, name: institutionRoles.name, permissions: institutionRoles.permissions, members: sql<number>`coalesce(${used.n}, 0)::int` })
        .from(institutionRoles)
        .leftJoin(used, eq(used.roleId, institutionRoles.id))
        .where(eq(institutionRoles.institutionId, institutionId))
        .orderBy(asc(institutionRoles.id));
    },
    async role(tx: Db | Tx, institutionId: number, id: number): Promise<RoleRow | undefined> {
      const [row] = await tx.select().from(institutionRoles).where(and(eq(institutionRoles.id, id), eq(institutionRoles.institutionId, institutionId))).limit(1);
      return row;
    },
    async roleNamed(tx: Tx, institutionId: number, name: string): Promise<RoleRow | undefined> {
      const [row] = await tx.select().from(institutionRoles).where(and(eq(institutionRoles.institutionId, institutionId), eq(institutionRoles.name, name))).limit(1);
      return row;
    },
    async insertRole(tx: Tx, values: { institutionId: number; name: string; permissions: Record<string, 'read' | 'write'> }): Promise<RoleRow> {
      const [row] = await tx.insert(institutionRoles).values(values).returning();
      return row!;
    },
    async updateRole(tx: Tx, id: number, values: { name: string; permissions: Record<string, 'read' | 'write'> }): Promise<void> {
      await tx.update(institutionRoles).set(values).where(eq(institutionRoles.id, id));
    },
    async roleUsers(tx: Tx, id: number): Promise<number> {
      const [m] = await tx.select({ n: count() }).from(managers).where(eq(managers.roleId, id));
      const [i] = await tx.select({ n: count() }).from(staffInvitations).where(and(eq(staffInvitations.roleId, id), livePending));
      return (m?.n ?? 0) + (i?.n ?? 0);
    },
    async deleteRole(tx: Tx, id: number): Promise<void> {
      await tx.delete(staffInvitations).where(eq(staffInvitations.roleId, id));
      await tx.delete(institutionRoles).where(eq(institutionRoles.id, id));
    },
    /** The institution's memberships locked (in id order) for a change of members: owners counted under the lock. */
    async lockMembers(tx: Tx, institutionId: number): Promise<MemberRow[]> {
      return tx
        .select({ id: managers.id, userId: managers.userId, institutionId: managers.institutionId, isAdmin: managers.isAdmin, roleId: managers.roleId })
        .from(managers)
        .where(eq(managers.institutionId, institutionId))
        .orderBy(asc(managers.id))
        .for('update');
    },
    async setMembership(tx: Tx, id: number, values: { isAdmin: boolean; roleId: number | null }): Promise<void> {
      await tx.update(managers).set(values).where(eq(managers.id, id));
    },
    async removeMembership(tx: Tx, id: number): Promise<void> {
      await tx.delete(managers).where(eq(managers.id, id));
    },
    async isMember(tx: Db | Tx, institutionId: number, mobile: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: managers.id })
        .from(managers)
        .innerJoin(users, eq(users.id, managers.userId))
        .where(and(eq(managers.institutionId, institutionId), eq(users.mobile, mobile)))
        .limit(1);
      return Boolean(row);
    },
    async pendingInvitationTo(tx: Db | Tx, institutionId: number, mobile: string) {
      const [row] = await tx
        .select({ id: staffInvitations.id })
        .from(staffInvitations)
        .where(and(eq(staffInvitations.institutionId, institutionId), eq(staffInvitations.mobile, mobile), livePending))
        .limit(1);
      return row;
    },
    async insertInvitation(tx: Tx, values: { institutionId: number; mobile: string; roleId: number; invitedBy: number; expiresAt: Date }) {
      const [row] = await tx.insert(staffInvitations).values(values).returning({ id: staffInvitations.id });
      return row!;
    },
    async cancelInvitation(tx: Tx, institutionId: number, id: number): Promise<boolean> {
      const rows = await tx
        .update(staffInvitations)
        .set({ status: 'cancelled' })
        .where(and(eq(staffInvitations.id, id), eq(staffInvitations.institutionId, institutionId), eq(staffInvitations.status, 'pending')))
        .returning({ id: staffInvitations.id });
      return rows.length > 0;
    },
    /** The live invitations of a mobile, locked, with their institution's name. */
    async lockPendingFor(tx: Tx, mobile: string) {
      return tx
        .select({ id: staffInvitations.id, institutionId: staffInvitations.institutionId, roleId: staffInvitations.roleId, institutionName: institutions.name })
        .from(staffInvitations)
        .innerJoin(institutions, eq(institutions.id, staffInvitations.institutionId))
        .where(and(eq(staffInvitations.mobile, mobile), livePending))
        .orderBy(asc(staffInvitations.id))
        .for('update', { of: staffInvitations });
    },
    /** The account of a mobile, read inside the caller's transaction. */
    async userByMobile(tx: Tx, mobile: string) {
      const [row] = await tx.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      return row;
    },
    async hasPending(mobile: string): Promise<boolean> {
      const [row] = await db
        .select({ id: staffInvitations.id })
        .from(staffInvitations)
        .where(and(eq(staffInvitations.mobile, mobile), livePending))
        .limit(1);
      return Boolean(row);
    },
    async acceptInvitation(tx: Tx, id: number, userId: number, roleId: number, institutionId: number): Promise<void> {
      await tx.update(staffInvitations).set({ status: 'accepted', acceptedUserId: userId }).where(eq(staffInvitations.id, id));
      await tx.insert(managers).values({ userId, institutionId, isAdmin: false, roleId }).onConflictDoNothing();
    },
  };
}
