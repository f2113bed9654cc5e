import { and, asc, eq, sql } from 'drizzle-orm';
import type { Membership } from '../access/principal.js';
import type { Db, Tx } from '../db/client.js';
import { institutionRoles, institutions, managers, users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepo(db: Db) {
  return {
    async findByAccount(account: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.account}) = ${account.toLowerCase()}`)
        .limit(1);
      return row;
    },
    async findByMobile(mobile: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      return row;
    },
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async updateProfile(tx: Tx, id: number, patch: { nickname?: string; image?: string }): Promise<UserRow> {
      const [row] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
      return row;
    },
    async setPasswordHash(tx: Tx, id: number, passwordHash: string): Promise<void> {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
    /** A new mobile of the user (更换手机号); the unique index refuses one another account holds. */
    async setMobile(tx: Tx, id: number, mobile: string): Promise<void> {
      await tx.update(users).set({ mobile }).where(eq(users.id, id));
    },
    /** A personal account made by a WeChat login with a mobile no account has: named `wx_<mobile>`, no password. */
    async createPersonal(tx: Tx, mobile: string, nickname: string): Promise<UserRow> {
      const [row] = await tx.insert(users).values({ account: `wx_${mobile}`, mobile, nickname, isPerson: true }).returning();
      return row;
    },
    /** The institutions a user manages, oldest first (the first is the default active institution). */
    /** An invited staff member's new account (权限管理): named after the mobile, with the password they set. */
    async createStaffAccount(tx: Tx, input: { mobile: string; nickname: string; passwordHash: string }): Promise<UserRow> {
      const [row] = await tx.insert(users).values({ account: `m${input.mobile}`, mobile: input.mobile, nickname: input.nickname.slice(0, 64), passwordHash: input.passwordHash }).returning();
      return row!;
    },
    async memberships(userId: number): Promise<Membership[]> {
      const rows = await db
        .select({
          institutionId: managers.institutionId,
          name: institutions.name,
          logo: institutions.logo,
          isAdmin: managers.isAdmin,
          sportsVenuesId: managers.sportsVenuesId,
          institutionType: institutions.institutionType,
          roleId: managers.roleId,
          rolePermissions: institutionRoles.permissions,
        })
        .from(managers)
        .innerJoin(institutions, eq(institutions.id, managers.institutionId))
        .leftJoin(institutionRoles, eq(institutionRoles.id, managers.roleId))
        .where(and(eq(managers.userId, userId), eq(institutions.status, 'approved')))
        .orderBy(asc(managers.id));
      return rows.map(({ rolePermissions, ...m }) => ({ ...m, permissions: m.isAdmin || m.roleId === null ? null : (rolePermissions ?? {}) }));
    },
  };
}
