/**
 * 权限管理 (spec §2.4 authority, addauthority, editauthority, admininfo/info; docs/auth.md "Staff and permissions"):
 * an institution's members, their named roles and the invitations by mobile. Decisions are shared/rules
 * staff-permissions.ts; queries repositories/staff.ts; every change is one transaction with its audit line.
 *
 * - Owners (managers.is_admin) hold everything; a member whose role gives 账号管理 读写 manages members and roles too,
 *   but grants at most what they hold, never touches an owner and never changes themself.
 * - Changing a member's role or removing them ends every session of theirs at once (they log in again under the new
 *   role). The last owner can neither leave nor be demoted.
 * - An invitation is accepted by its invitee with the SMS code sent to the mobile (scene staff_invite), which is their
 *   consent, also when they are staff of another institution already; a new account sets its password then.
 */
import fp from 'fastify-plugin';
import {
  checkedRole,
  grantProblem,
  groupAccessRows,
  heldGroups,
  invitationExpiresAt,
  leavesNoOwner,
  STAFF_MSG,
  staffMemberView,
  type MenuSetKey,
  type PermissionSet,
} from 'shared/rules';
import { managedMembershipFor } from '../access/institutions.js';
import { membershipSetKey } from '../access/menu.js';
import type { Membership, Principal } from '../access/principal.js';
import type { Db, Tx } from '../db/client.js';
import { badInput, notFound, refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { MemberRow } from '../repositories/staff.js';
import { newPasswordProblem } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { ruled } from './rule-refusal.js';
import type { SignInService } from './sign-in.js';

export interface StaffActor {
  principal: Principal;
  ip: string;
}

interface Caller {
  membership: Membership;
  /** null: an owner (everything) */
  permissions: PermissionSet | null;
  setKey: MenuSetKey;
}

const iso = (d: Date) => d.toISOString();

type MemberListRow = Awaited<ReturnType<Repositories['staff']['members']>>[number];

/** A member as 权限管理 shows them: an owner is 负责人; a member without a role (from before roles) has 全部权限. */
const memberView = (m: MemberListRow) => staffMemberView({ ...m, active: m.status === 'active' });

export function createStaffService(deps: { db: Db; repos: Repositories; signIn: () => SignInService }) {
  const { db, repos } = deps;

  /** The caller's membership of the institution (404 outside it; the platform admin has none here). */
  const callerIn = (principal: Principal, institutionId: number): Caller => {
    const membership = managedMembershipFor(principal, institutionId);
    if (!membership) throw notFound();
    return { membership, permissions: membership.isAdmin ? null : (membership.permissions ?? null), setKey: membershipSetKey(membership) };
  };

  const isOwner = (caller: Caller) => caller.permissions === null;

  /** A non-owner may act on a member only when the member holds no more than they do (and is not an owner or themself). */
  const mayActOn = (caller: Caller, principal: Principal, target: MemberRow, targetPermissions: PermissionSet | null): string | null => {
    if (isOwner(caller)) return null;
    if (target.userId === principal.userId) return STAFF_MSG.selfChange;
    if (target.isAdmin || targetPermissions === null) return STAFF_MSG.ownerOnly;
    return grantProblem(targetPermissions, caller.permissions, caller.setKey);
  };

  const permissionsOfRole = async (tx: Db | Tx, institutionId: number, roleId: number | null): Promise<PermissionSet | null> => {
    if (roleId === null) return null;
    return (await repos.staff.role(tx, institutionId, roleId))?.permissions ?? {};
  };

  /**
   * The opening of a change of a member (修改角色, 移除): the institution's memberships locked, the target among them,
   * and the caller allowed to act on them; `owners` are the owners' user ids under the lock.
   */
  const lockTarget = async (tx: Tx, caller: Caller, principal: Principal, institutionId: number, id: number) => {
    const members = await repos.staff.lockMembers(tx, institutionId);
    const target = members.find((m) => m.id === id);
    if (!target) throw refused(STAFF_MSG.memberNotFound);
    const refusal = mayActOn(caller, principal, target, target.isAdmin ? null : await permissionsOfRole(tx, institutionId, target.roleId));
    if (refusal) throw refused(refusal);
    return { target, owners: members.filter((m) => m.isAdmin).map((m) => m.userId) };
  };

  const audit = (tx: Tx, actor: StaffActor, action: string, target: string, detail: Record<string, unknown>) =>
    repos.audit.writeIn(tx, { actorId: actor.principal.userId, action, target, detail, ip: actor.ip });

  return {
    /** 权限管理: members, pending invitations, roles and the role editor's rows (the institution's menu groups). */
    async overview(principal: Principal, institutionId: number) {
      const caller = callerIn(principal, institutionId);
      const [members, invitations, roles] = await Promise.all([repos.staff.members(institutionId), repos.staff.pendingInvitations(institutionId), repos.staff.roles(institutionId)]);
      return {
        groups: groupAccessRows(caller.setKey, caller.permissions),
        is_owner: isOwner(caller) ? 1 : 0,
        members: members.map(memberView),
        invitations: invitations.map((i) => ({ id: i.id, mobile: i.mobile, role_id: i.roleId, role_name: i.roleName, expires_at: iso(i.expiresAt), created_at: iso(i.createdAt) })),
        roles: roles.map((r) => ({ id: r.id, name: r.name, permissions: r.permissions, members: r.members })),
      };
    },

    /** 成员详情 (info): one member of the institution with what they hold per group (an owner or a member without a role: everything). */
    async member(principal: Principal, institutionId: number, id: number) {
      const caller = callerIn(principal, institutionId);
      const m = (await repos.staff.members(institutionId)).find((row) => row.id === id);
      if (!m) throw notFound();
      const permissions = heldGroups(caller.setKey, m.isAdmin || m.roleId === null ? null : (m.rolePermissions ?? {}));
      return { ...memberView(m), permissions };
    },

    /** 新增角色 / 编辑角色 (addauthority, editauthority): at most what the caller holds. */
    async saveRole(actor: StaffActor, input: { institution_id: number; id?: number; name: string; permissions: Record<string, string> }) {
      const caller = callerIn(actor.principal, input.institution_id);
      const { name, permissions } = ruled(() => checkedRole(input, caller.permissions, caller.setKey));
      return db.transaction(async (tx) => {
        const same = await repos.staff.roleNamed(tx, input.institution_id, name);
        if (same && same.id !== input.id) throw refused(STAFF_MSG.roleNameTaken);
        if (input.id) {
          const role = await repos.staff.role(tx, input.institution_id, input.id);
          if (!role) throw refused(STAFF_MSG.roleNotFound);
          // a member may not edit a role above them (nor the one they hold themself)
          if (!isOwner(caller) && (caller.membership.roleId === role.id || grantProblem(role.permissions, caller.permissions, caller.setKey))) throw refused(STAFF_MSG.exceedsGranter);
          await repos.staff.updateRole(tx, role.id, { name, permissions });
          await audit(tx, actor, 'staff.role_update', `role:${role.id}`, { institution_id: input.institution_id, before: { name: role.name, permissions: role.permissions }, after: { name, permissions } });
          return { id: role.id };
        }
        const role = await repos.staff.insertRole(tx, { institutionId: input.institution_id, name, permissions });
        await audit(tx, actor, 'staff.role_create', `role:${role.id}`, { institution_id: input.institution_id, after: { name, permissions } });
        return { id: role.id };
      });
    },

    async deleteRole(actor: StaffActor, institutionId: number, id: number) {
      const caller = callerIn(actor.principal, institutionId);
      await db.transaction(async (tx) => {
        const role = await repos.staff.role(tx, institutionId, id);
        if (!role) throw refused(STAFF_MSG.roleNotFound);
        if (!isOwner(caller) && grantProblem(role.permissions, caller.permissions, caller.setKey)) throw refused(STAFF_MSG.exceedsGranter);
        if ((await repos.staff.roleUsers(tx, id)) > 0) throw refused(STAFF_MSG.roleInUse);
        await repos.staff.deleteRole(tx, id);
        await audit(tx, actor, 'staff.role_delete', `role:${id}`, { institution_id: institutionId, before: { name: role.name, permissions: role.permissions } });
      });
    },

    /** 邀请成员: a role of the institution within the caller's; an SMS code goes to the mobile for the invitee to accept. */
    async invite(actor: StaffActor, input: { institution_id: number; mobile: string; role_id: number }) {
      const caller = callerIn(actor.principal, input.institution_id);
      const role = await repos.staff.role(db, input.institution_id, input.role_id);
      if (!role) throw refused(STAFF_MSG.roleNotFound);
      const problem = grantProblem(role.permissions, caller.permissions, caller.setKey);
      if (problem) throw refused(problem);
      if (await repos.staff.isMember(db, input.institution_id, input.mobile)) throw refused(STAFF_MSG.alreadyMember);
      if (await repos.staff.pendingInvitationTo(db, input.institution_id, input.mobile)) throw refused(STAFF_MSG.alreadyInvited);
      // the code first (refused within 60 s of the last one to the mobile, past the IP's hourly cap): no invitation without it
      await deps.signIn().sendSmsCode(input.mobile, 'staff_invite', actor.ip);
      return db.transaction(async (tx) => {
        const expiresAt = invitationExpiresAt(Date.now());
        const row = await repos.staff.insertInvitation(tx, { institutionId: input.institution_id, mobile: input.mobile, roleId: role.id, invitedBy: actor.principal.userId, expiresAt });
        await audit(tx, actor, 'staff.invite', `invitation:${row.id}`, { institution_id: input.institution_id, mobile: input.mobile, role_id: role.id });
        return { id: row.id, expires_at: iso(expiresAt) };
      });
    },

    async cancelInvitation(actor: StaffActor, institutionId: number, id: number) {
      callerIn(actor.principal, institutionId);
      await db.transaction(async (tx) => {
        if (!(await repos.staff.cancelInvitation(tx, institutionId, id))) throw refused(STAFF_MSG.invitationNotFound);
        await audit(tx, actor, 'staff.invitation_cancel', `invitation:${id}`, { institution_id: institutionId });
      });
    },

    /** 修改成员角色, or 设为负责人 (`owner`): the member's sessions end at once; the last owner stays one. */
    async changeRole(actor: StaffActor, input: { institution_id: number; id: number; owner: boolean; role_id?: number }) {
      const caller = callerIn(actor.principal, input.institution_id);
      if (input.owner && !isOwner(caller)) throw refused(STAFF_MSG.ownerOnly);
      if (!input.owner && !input.role_id) throw badInput(STAFF_MSG.roleNotFound);
      await db.transaction(async (tx) => {
        const { target, owners } = await lockTarget(tx, caller, actor.principal, input.institution_id, input.id);
        const role = input.owner ? null : await repos.staff.role(tx, input.institution_id, input.role_id!);
        if (!input.owner && !role) throw refused(STAFF_MSG.roleNotFound);
        if (role) {
          const problem = grantProblem(role.permissions, caller.permissions, caller.setKey);
          if (problem) throw refused(problem);
        }
        if (target.isAdmin && leavesNoOwner(owners, target.userId, input.owner)) throw refused(STAFF_MSG.lastOwner);
        await repos.staff.setMembership(tx, target.id, { isAdmin: input.owner, roleId: role?.id ?? null });
        await repos.sessions.revokeAll(tx, target.userId);
        await audit(tx, actor, 'staff.member_role', `manager:${target.id}`, {
          institution_id: input.institution_id,
          before: { is_owner: target.isAdmin, role_id: target.roleId },
          after: { is_owner: input.owner, role_id: role?.id ?? null },
        });
      });
    },

    /** 移除成员: the membership and every session of the member end; the last owner cannot leave. */
    async remove(actor: StaffActor, institutionId: number, id: number) {
      const caller = callerIn(actor.principal, institutionId);
      await db.transaction(async (tx) => {
        const { target, owners } = await lockTarget(tx, caller, actor.principal, institutionId, id);
        if (target.isAdmin && leavesNoOwner(owners, target.userId, false)) throw refused(STAFF_MSG.lastOwner);
        await repos.staff.removeMembership(tx, target.id);
        await repos.sessions.revokeAll(tx, target.userId);
        await audit(tx, actor, 'staff.member_remove', `manager:${target.id}`, { institution_id: institutionId, before: { user_id: target.userId, is_owner: target.isAdmin, role_id: target.roleId } });
      });
    },

    /** 接受邀请 page: a new code to a mobile with a live invitation. */
    async sendInvitationCode(mobile: string, ip: string) {
      if (!(await repos.staff.hasPending(mobile))) throw refused(STAFF_MSG.invitationNotFound);
      await deps.signIn().sendSmsCode(mobile, 'staff_invite', ip);
    },

    /**
     * 接受邀请: the code proves the mobile (counted like the SMS login), then in one transaction the account (created
     * with the password when new; the password replaced when given) joins every institution that invited the mobile.
     */
    async accept(input: { mobile: string; code: string; password?: string; nickname?: string }, ip: string) {
      const password = input.password ?? '';
      if (password) {
        const problem = newPasswordProblem(password);
        if (problem) throw badInput(problem);
      }
      const attempt = await db.transaction((tx) => repos.loginAttempts.begin(tx, `staff_invite:${input.mobile}`, ip));
      if (!attempt) throw refused('验证失败次数过多，请15分钟后再试');
      if (!(await repos.smsCodes.consume(input.mobile, 'staff_invite', input.code))) throw refused('验证码错误或已过期');
      await repos.loginAttempts.succeeded(attempt);
      const hash = password ? await hashPassword(password) : null;
      return db.transaction(async (tx) => {
        const invitations = await repos.staff.lockPendingFor(tx, input.mobile);
        if (invitations.length === 0) throw refused(STAFF_MSG.invitationNotFound);
        let user = await repos.staff.userByMobile(tx, input.mobile);
        if (user && user.status !== 'active') throw refused(STAFF_MSG.accountDisabled);
        if (!user) {
          if (!hash) throw badInput(STAFF_MSG.passwordRequired);
          user = await repos.users.createStaffAccount(tx, { mobile: input.mobile, nickname: input.nickname?.trim() || `成员${input.mobile.slice(-4)}`, passwordHash: hash });
        } else if (hash) {
          await repos.users.setPasswordHash(tx, user.id, hash);
        }
        for (const inv of invitations) await repos.staff.acceptInvitation(tx, inv.id, user.id, inv.roleId, inv.institutionId);
        await repos.audit.writeIn(tx, { actorId: user.id, action: 'staff.accept', target: `user:${user.id}`, detail: { invitations: invitations.map((i) => i.id) }, ip });
        return { account: user.account, institutions: invitations.map((i) => i.institutionName) };
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

/** `app.staff`: 权限管理 (members, roles, invitations). */
export default fp(
  async (app) => {
    app.decorate('staff', createStaffService({ db: app.database.db, repos: app.repos, signIn: () => app.signIn }));
  },
  { name: 'staff-service', dependencies: ['db', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffService;
  }
}
