/**
 * Mock 权限管理 (server: routes/admin/staff.ts over services/staff.ts, docs/auth.md "Staff and permissions"): an
 * institution's members, roles and invitations, and the invitee's public acceptance. Data: the demo role 财务只读 and
 * its member (fixtures/staff.ts, fixtures/users.ts), a member's role being their `managerOf` entry's; the decisions are
 * shared/rules staff-permissions.ts (grantProblem, leavesNoOwner, accessTo), the input checks the routes' schemas.
 * Not mocked: the failed-attempt lock of 接受邀请 and the end of the member's sessions (the mocks have one session).
 */
import { DEMO_PASSWORDS } from '../../demo/index.ts';
import { newPasswordProblem } from '../../rules/password';
import { SIGN_IN_MSG } from '../../rules/sign-in';
import * as staffRules from '../../rules/staff-permissions';
import { mockDb } from '../db';
import { badInput, forbidden, notFound, refused } from '../envelope';
import { membershipPermissions, membershipSetKey } from '../fixtures/menu-titles';
import { institutions } from '../fixtures/institutions';
import type { MockRole } from '../fixtures/staff';
import type { MockUser } from '../fixtures/users';
import { svgPicture } from '../fixtures/images';
import { mock, refuse } from '../route';
import { mockConsumeSmsCode, mockSendSmsCode } from './auth';

const staff = () => mockDb.staff;
const nextId = () => (staff().nextId += 1);

/**
 * The caller in the institution, as the server's permission hook and callerIn: 40300 when no membership of theirs
 * gives 账号管理 what the route needs, 404 when this institution is not one where it does.
 */
function callerIn(user: MockUser, institutionId: number, need: staffRules.NeededAccess) {
  const allows = (id: number) => staffRules.accessAllows(staffRules.accessTo(membershipPermissions(user, id, staff().roles), 'account'), need);
  if (user.managerOf.length > 0 && !user.managerOf.some(([id]) => allows(id))) refuse(forbidden());
  const setKey = membershipSetKey(user, institutionId);
  if (!setKey || !allows(institutionId)) refuse(notFound());
  return { user, setKey, permissions: membershipPermissions(user, institutionId, staff().roles) };
}
type Caller = ReturnType<typeof callerIn>;

const isLive = (i: { status: string; expiresAt: string }) => i.status === 'pending' && Date.parse(i.expiresAt) > Date.now();
const roleOf = (institutionId: number, id: number | undefined) => staff().roles.find((r) => r.id === id && r.institutionId === institutionId);
const entryOf = (u: MockUser, institutionId: number) => u.managerOf.find(([id]) => id === institutionId)!;
const membersOf = (institutionId: number) => mockDb.users.filter((u) => u.managerOf.some(([id]) => id === institutionId));
const roleUsers = (role: MockRole) =>
  membersOf(role.institutionId).filter((u) => entryOf(u, role.institutionId)[3] === role.id).length +
  staff().invitations.filter((i) => i.roleId === role.id && isLive(i)).length;

/** A member as the server's (shared/rules staffMemberView; ids: the member is named by their user id). */
const memberView = (u: MockUser, institutionId: number) => {
  const [, isAdmin, , roleId] = entryOf(u, institutionId);
  const { id, account, nickname, mobile } = u.profile;
  const roleName = roleOf(institutionId, roleId ?? undefined)?.name ?? null;
  return staffRules.staffMemberView({ id, userId: id, account, nickname, mobile: mobile ?? null, isAdmin: Boolean(isAdmin), roleId: roleId ?? null, roleName, active: true, createdAt: '2026-01-01T00:00:00.000Z' });
};

const groupsOf = (caller: Caller) => staffRules.groupAccessRows(caller.setKey, caller.permissions);
const rolesOf = (institutionId: number) =>
  staff()
    .roles.filter((r) => r.institutionId === institutionId)
    .map((r) => ({ id: r.id, name: r.name, permissions: r.permissions as Record<string, 'read' | 'write'>, members: membersOf(institutionId).filter((u) => entryOf(u, institutionId)[3] === r.id).length }));

const refuseIf = (problem: string | null) => {
  if (problem) refuse(refused(problem));
};

/** The opening of 修改角色 and 移除 (the server's lockTarget): the member, and the caller allowed to act on them. */
function targetOf(caller: Caller, institutionId: number, id: number) {
  const target = membersOf(institutionId).find((u) => u.profile.id === id) ?? refuse(refused(staffRules.STAFF_MSG.memberNotFound));
  const [, isAdmin] = entryOf(target, institutionId);
  if (caller.permissions !== null) {
    if (target === caller.user) refuse(refused(staffRules.STAFF_MSG.selfChange));
    const held = membershipPermissions(target, institutionId, staff().roles);
    if (isAdmin || held === null) refuse(refused(staffRules.STAFF_MSG.ownerOnly));
    refuseIf(staffRules.grantProblem(held, caller.permissions, caller.setKey));
  }
  const owners = membersOf(institutionId)
    .filter((u) => entryOf(u, institutionId)[1] === 1)
    .map((u) => u.profile.id);
  return { target, isAdmin: isAdmin === 1, owners };
}

const saveRole = (user: MockUser, input: { institution_id: number; id?: number; name: string; permissions: Record<string, string> }) => {
  const caller = callerIn(user, input.institution_id, 'write');
  const { name, permissions } = staffRules.checkedRole(input, caller.permissions, caller.setKey);
  const same = staff().roles.find((r) => r.institutionId === input.institution_id && r.name === name);
  if (same && same.id !== input.id) return refused(staffRules.STAFF_MSG.roleNameTaken);
  if (input.id) {
    const role = roleOf(input.institution_id, input.id) ?? refuse(refused(staffRules.STAFF_MSG.roleNotFound));
    const own = entryOf(user, input.institution_id)[3];
    if (caller.permissions !== null && (own === role.id || staffRules.grantProblem(role.permissions, caller.permissions, caller.setKey))) return refused(staffRules.STAFF_MSG.exceedsGranter);
    Object.assign(role, { name, permissions });
    return { id: role.id };
  }
  const role: MockRole = { id: nextId(), institutionId: input.institution_id, name, permissions };
  staff().roles.push(role);
  return { id: role.id };
};

export const staffHandlers = [
  mock.get('/admin/managers', ({ user, query }) => {
    const caller = callerIn(user, query.institution_id, 'read');
    return {
      groups: groupsOf(caller),
      is_owner: caller.permissions === null ? 1 : 0,
      members: membersOf(query.institution_id).map((u) => memberView(u, query.institution_id)),
      invitations: staff()
        .invitations.filter((i) => i.institutionId === query.institution_id && isLive(i))
        .map((i) => ({ id: i.id, mobile: i.mobile, role_id: i.roleId, role_name: roleOf(i.institutionId, i.roleId)?.name ?? '', expires_at: i.expiresAt, created_at: i.createdAt })),
      roles: rolesOf(query.institution_id),
    };
  }),

  mock.get('/admin/manager', ({ user, query }) => {
    const caller = callerIn(user, query.institution_id, 'read');
    const member = membersOf(query.institution_id).find((u) => u.profile.id === query.id) ?? refuse(notFound());
    const held = membershipPermissions(member, query.institution_id, staff().roles);
    const permissions = staffRules.heldGroups(caller.setKey, held);
    return { ...memberView(member, query.institution_id), permissions };
  }),

  mock.post('/admin/manager/invite', ({ user, body }) => {
    const caller = callerIn(user, body.institution_id, 'write');
    const role = roleOf(body.institution_id, body.role_id) ?? refuse(refused(staffRules.STAFF_MSG.roleNotFound));
    refuseIf(staffRules.grantProblem(role.permissions, caller.permissions, caller.setKey));
    if (membersOf(body.institution_id).some((u) => u.profile.mobile === body.mobile)) return refused(staffRules.STAFF_MSG.alreadyMember);
    if (staff().invitations.some((i) => i.institutionId === body.institution_id && i.mobile === body.mobile && isLive(i))) return refused(staffRules.STAFF_MSG.alreadyInvited);
    refuseIf(mockSendSmsCode(body.mobile, 'staff_invite'));
    const expiresAt = staffRules.invitationExpiresAt(Date.now()).toISOString();
    const id = nextId();
    staff().invitations.push({ id, institutionId: body.institution_id, mobile: body.mobile, roleId: role.id, status: 'pending', expiresAt, createdAt: new Date().toISOString() });
    return { id, expires_at: expiresAt };
  }),

  mock.post('/admin/manager/invitation/cancel', ({ user, body }) => {
    callerIn(user, body.institution_id, 'write');
    const invitation = staff().invitations.find((i) => i.id === body.id && i.institutionId === body.institution_id && i.status === 'pending');
    if (!invitation) return refused(staffRules.STAFF_MSG.invitationNotFound);
    invitation.status = 'cancelled';
    return {};
  }),

  mock.post('/admin/manager/role', ({ user, body }) => {
    const caller = callerIn(user, body.institution_id, 'write');
    if (body.owner && caller.permissions !== null) return refused(staffRules.STAFF_MSG.ownerOnly);
    if (!body.owner && !body.role_id) return badInput(staffRules.STAFF_MSG.roleNotFound);
    const { target, isAdmin, owners } = targetOf(caller, body.institution_id, body.id);
    const role = body.owner ? undefined : (roleOf(body.institution_id, body.role_id) ?? refuse(refused(staffRules.STAFF_MSG.roleNotFound)));
    if (role) refuseIf(staffRules.grantProblem(role.permissions, caller.permissions, caller.setKey));
    if (isAdmin && staffRules.leavesNoOwner(owners, target.profile.id, body.owner)) return refused(staffRules.STAFF_MSG.lastOwner);
    const entry = entryOf(target, body.institution_id);
    entry[1] = body.owner ? 1 : 0;
    entry[3] = role?.id ?? null;
    return {};
  }),

  mock.post('/admin/manager/remove', ({ user, body }) => {
    const caller = callerIn(user, body.institution_id, 'write');
    const { target, isAdmin, owners } = targetOf(caller, body.institution_id, body.id);
    if (isAdmin && staffRules.leavesNoOwner(owners, target.profile.id, false)) return refused(staffRules.STAFF_MSG.lastOwner);
    target.managerOf = target.managerOf.filter(([id]) => id !== body.institution_id);
    return {};
  }),

  mock.get('/admin/roles', ({ user, query }) => ({ groups: groupsOf(callerIn(user, query.institution_id, 'read')), roles: rolesOf(query.institution_id) })),
  mock.post('/admin/role', ({ user, body }) => saveRole(user, body)),
  mock.put('/admin/role', ({ user, body }) => saveRole(user, body)),

  mock.delete('/admin/role', ({ user, query }) => {
    const caller = callerIn(user, query.institution_id, 'write');
    const role = roleOf(query.institution_id, query.id) ?? refuse(refused(staffRules.STAFF_MSG.roleNotFound));
    if (caller.permissions !== null && staffRules.grantProblem(role.permissions, caller.permissions, caller.setKey)) return refused(staffRules.STAFF_MSG.exceedsGranter);
    if (roleUsers(role) > 0) return refused(staffRules.STAFF_MSG.roleInUse);
    staff().invitations = staff().invitations.filter((i) => i.roleId !== role.id);
    staff().roles = staff().roles.filter((r) => r !== role);
    return {};
  }),

  mock.public.post('/staff_invitation/send_sms', ({ body }) => {
    if (!staff().invitations.some((i) => i.mobile === body.mobile && isLive(i))) return refused(staffRules.STAFF_MSG.invitationNotFound);
    refuseIf(mockSendSmsCode(body.mobile, 'staff_invite'));
    return {};
  }, { csrf: false }),

  mock.public.post('/staff_invitation/accept', ({ body }) => {
    const password = body.password ?? '';
    const problem = password ? newPasswordProblem(password, DEMO_PASSWORDS) : null;
    if (problem) return badInput(problem);
    if (!mockConsumeSmsCode(body.mobile, 'staff_invite', body.code)) return refused(SIGN_IN_MSG.smsCodeWrong);
    const invitations = staff().invitations.filter((i) => i.mobile === body.mobile && isLive(i));
    if (invitations.length === 0) return refused(staffRules.STAFF_MSG.invitationNotFound);
    let user = mockDb.users.find((u) => u.profile.mobile === body.mobile);
    if (!user) {
      if (!password) return badInput(staffRules.STAFF_MSG.passwordRequired);
      const nickname = body.nickname?.trim() || `成员${body.mobile.slice(-4)}`;
      const id = Math.max(...mockDb.users.map((u) => u.profile.id)) + 1;
      user = { profile: { id, account: `m${body.mobile}`, nickname, image: svgPicture(nickname[0]!, '#13c2c2', '#ffc069', 96, 96), mobile: body.mobile }, password, isPlatformAdmin: false, isPerson: false, managerOf: [] };
      mockDb.users.push(user);
    } else if (password) {
      user.password = password;
    }
    for (const i of invitations) {
      i.status = 'accepted';
      if (!user.managerOf.some(([id]) => id === i.institutionId)) user.managerOf.push([i.institutionId, 0, 0, i.roleId]);
    }
    return { account: user.profile.account, institutions: invitations.map((i) => institutions.find((x) => x.id === i.institutionId)?.name ?? '') };
  }, { csrf: false }),
];
