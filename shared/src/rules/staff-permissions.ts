/**
 * 权限管理 (spec §2.4 authority, addauthority, editauthority; §2.5 账号管理; §6 menus): an institution's staff and
 * their roles. A role is named, reusable within its institution, and holds one access per menu group of the
 * institution's §6 menu set: 无 (none), 只读 (read) or 读写 (write). The institution's owners (managers.is_admin) hold
 * everything. The one statement of these decisions for the server (access/permissions.ts, services/staff.ts), the
 * apps (the role editor) and the mocks.
 */
import { MENU_SET_GROUPS, type MenuGroupDef, type MenuSetKey } from './menu-catalog.ts';
import { RuleRefusal } from './rule-refusal.ts';

export type GroupAccess = 'none' | 'read' | 'write';
/** What a route needs of a menu group. */
export type NeededAccess = 'read' | 'write';
/** A role's permissions: group key → read or write; a group missing is 无. */
export type PermissionSet = Partial<Record<string, NeededAccess>>;

export const GROUP_ACCESS_LABELS: Record<GroupAccess, string> = { none: '无', read: '只读', write: '读写' };

export const STAFF_MSG = {
  forbidden: '没有该操作的权限',
  ownerOnly: '只有机构负责人可以设置或移除负责人',
  selfChange: '不能修改自己的角色',
  exceedsGranter: '角色的权限不能超出您自己的权限',
  unknownGroup: '权限分组不属于本机构的菜单',
  roleNameRequired: '角色名称不能为空',
  roleNameTaken: '本机构已有同名角色',
  roleNotFound: '角色不存在',
  roleInUse: '还有成员使用该角色，不能删除',
  memberNotFound: '成员不存在',
  alreadyMember: '该手机号已是本机构成员',
  alreadyInvited: '已向该手机号发出邀请，请等待对方接受',
  invitationNotFound: '没有待接受的邀请，或邀请已过期',
  lastOwner: '机构至少需要一名负责人，不能移除或降级最后一名负责人',
  passwordRequired: '请设置登录密码',
  accountDisabled: '账号已被停用，请联系平台管理员',
} as const;

/** An invitation may be accepted within 7 days. */
export const STAFF_INVITATION_TTL_DAYS = 7;

/**
 * Every group of the institution's menu set is a row of the role editor. 账号管理 stands for 权限管理 (and 操作记录):
 * 只读 sees the members and roles, 读写 invites, changes and removes members and edits roles, within what the member
 * holds; 账号信息 and 修改密码 are each user's own and shown to everyone.
 */
export function grantableGroups(setKey: MenuSetKey): MenuGroupDef[] {
  return [...MENU_SET_GROUPS[setKey]];
}

/** The items of 账号管理 every member has, whatever the role: their own account and password. */
export const PERSONAL_ACCOUNT_ITEMS: readonly string[] = ['admininfo', 'updatepwd'];

const RANK: Record<GroupAccess, number> = { none: 0, read: 1, write: 2 };

/** The access a permission set (null: an owner, everything) gives to a group. */
export function accessTo(permissions: PermissionSet | null, groupKey: string): GroupAccess {
  if (permissions === null) return 'write';
  return permissions[groupKey] ?? 'none';
}

/** The role editor's rows: each group the institution's menu set grants, with the access `permissions` (null: an owner) gives to it. */
export function groupAccessRows(setKey: MenuSetKey, permissions: PermissionSet | null): { key: string; title: string; access: GroupAccess }[] {
  return grantableGroups(setKey).map((g) => ({ key: g.key, title: g.title, access: accessTo(permissions, g.key) }));
}

/** What a member holds per group of the menu set (成员详情): only the groups they read or write; null: an owner, everything. */
export function heldGroups(setKey: MenuSetKey, permissions: PermissionSet | null): Record<string, 'read' | 'write'> {
  return Object.fromEntries(groupAccessRows(setKey, permissions).flatMap((g) => (g.access === 'none' ? [] : [[g.key, g.access]])));
}

/** When an invitation sent at `now` expires (STAFF_INVITATION_TTL_DAYS later). */
export function invitationExpiresAt(now: number): Date {
  return new Date(now + STAFF_INVITATION_TTL_DAYS * 86_400_000);
}

/** Does holding `held` allow what a route needs? (读写 includes 只读) */
export function accessAllows(held: GroupAccess, needed: NeededAccess): boolean {
  return RANK[held] >= RANK[needed];
}

/**
 * Why a role may not be granted (a Chinese message), or null: every group must be one the granter may grant
 * (`held` answers undefined for any other), and the role may give at most what the granter holds there. The role
 * editor checks against the groups GET /admin/managers answers (the caller's access per group).
 */
export function grantProblemWithin(granted: PermissionSet, held: (groupKey: string) => GroupAccess | undefined): string | null {
  for (const [group, access] of Object.entries(granted)) {
    if (!access) continue;
    const own = held(group);
    if (own === undefined) return STAFF_MSG.unknownGroup;
    if (!accessAllows(own, access)) return STAFF_MSG.exceedsGranter;
  }
  return null;
}

/** grantProblem of the institution's set: `granter` null is an owner, who holds everything. */
export function grantProblem(granted: PermissionSet, granter: PermissionSet | null, setKey: MenuSetKey): string | null {
  const keys = grantableGroups(setKey).map((g) => g.key);
  return grantProblemWithin(granted, (group) => (keys.includes(group) ? accessTo(granter, group) : undefined));
}

/** The permission set without 无 entries and in the order of the set's groups (what is stored). */
export function normalisePermissions(permissions: PermissionSet, setKey: MenuSetKey): PermissionSet {
  const out: PermissionSet = {};
  for (const g of grantableGroups(setKey)) {
    const access = permissions[g.key];
    if (access === 'read' || access === 'write') out[g.key] = access;
  }
  return out;
}

/**
 * 新增角色 / 编辑角色 as asked (server and mock alike): the trimmed name (42200 when empty) and the groups given 只读 or
 * 读写, refused (40000) beyond what the granter holds (null: an owner), in the order of the set's groups.
 */
export function checkedRole(input: { name: string; permissions: Record<string, string> }, granter: PermissionSet | null, setKey: MenuSetKey) {
  const name = input.name.trim();
  if (!name) throw new RuleRefusal(STAFF_MSG.roleNameRequired, 42200);
  const asked: PermissionSet = {};
  for (const [k, v] of Object.entries(input.permissions)) if (v === 'read' || v === 'write') asked[k] = v;
  const problem = grantProblem(asked, granter, setKey);
  if (problem) throw new RuleRefusal(problem);
  return { name, permissions: normalisePermissions(asked, setKey) as Record<string, 'read' | 'write'> };
}

/**
 * The menu of a member (spec §6 intersected with the role): the account group keeps 账号信息, 修改密码 (and for owners
 * everything of it); 账号管理's other items and every other group show when the role gives at least 只读. `permissions` null: an owner.
 */
export function menuForMember(groups: readonly MenuGroupDef[], permissions: PermissionSet | null): MenuGroupDef[] {
  if (permissions === null) return [...groups];
  return groups.flatMap((g) => {
    if (g.key === 'account' && !accessAllows(accessTo(permissions, g.key), 'read')) {
      const items = g.items.filter((i) => PERSONAL_ACCOUNT_ITEMS.includes(i.name));
      return items.length ? [{ ...g, items }] : [];
    }
    return accessAllows(accessTo(permissions, g.key), 'read') ? [g] : [];
  });
}

/** Owners left after a change: refusing the change that would leave an institution without one. */
export function leavesNoOwner(owners: readonly number[], changedUserId: number, staysOwner: boolean): boolean {
  if (staysOwner) return false;
  return owners.filter((id) => id !== changedUserId).length === 0;
}

/** A member of an institution as its member list and 成员详情 answer them (an owner's role reads 负责人, no role 全部权限). */
export const staffMemberView = (m: {
  id: number;
  userId: number;
  account: string;
  nickname: string;
  mobile: string | null;
  isAdmin: boolean;
  roleId: number | null;
  roleName: string | null;
  active: boolean;
  createdAt: Date | string;
}) => ({
  id: m.id,
  user_id: m.userId,
  account: m.account,
  nickname: m.nickname,
  mobile: m.mobile ?? '',
  is_owner: m.isAdmin ? (1 as const) : (0 as const),
  role_id: m.roleId ?? 0,
  role_name: m.isAdmin ? '负责人' : (m.roleName ?? '全部权限'),
  disabled: m.active ? (0 as const) : (1 as const),
  created_at: new Date(m.createdAt).toISOString(),
});
