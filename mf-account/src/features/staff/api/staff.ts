import { http, type Result } from 'shared';

/** 权限管理's overview: the caller's access per menu group, members, pending invitations and roles. */
export type StaffOverview = Result<'/admin/managers', 'get'>;
export type StaffMember = StaffOverview['members'][number];
export type StaffInvitation = StaffOverview['invitations'][number];
export type StaffRole = StaffOverview['roles'][number];
export type StaffGroup = StaffOverview['groups'][number];
export type StaffMemberDetail = Result<'/admin/manager', 'get'>;
/** A role's permissions: group key → read (只读) or write (读写); a group missing is 无. */
export type RolePermissions = StaffRole['permissions'];

/** GET /admin/managers — members, invitations, roles and the role editor's groups of the institution. */
export function getStaffOverview(institutionId: number): Promise<StaffOverview> {
  return http.get('/admin/managers', { institution_id: institutionId });
}

/** GET /admin/manager — one member with what they hold per group. */
export function getStaffMember(institutionId: number, id: number): Promise<StaffMemberDetail> {
  return http.get('/admin/manager', { institution_id: institutionId, id });
}

/** GET /admin/roles — the roles and the caller's access per group (the role editor). */
export function getRoles(institutionId: number) {
  return http.get('/admin/roles', { institution_id: institutionId });
}

/** POST /admin/manager/invite — an invitation by mobile with a role; the SMS code goes to the mobile. */
export function inviteMember(institutionId: number, mobile: string, roleId: number) {
  return http.post('/admin/manager/invite', { institution_id: institutionId, mobile, role_id: roleId });
}

/** POST /admin/manager/invitation/cancel — 撤销 a pending invitation. */
export function cancelInvitation(institutionId: number, id: number) {
  return http.post('/admin/manager/invitation/cancel', { institution_id: institutionId, id });
}

/** POST /admin/manager/role — 修改角色, or 设为负责人 (`owner`); the member's sessions end. */
export function changeMemberRole(institutionId: number, id: number, change: { owner: true } | { owner: false; role_id: number }) {
  return http.post('/admin/manager/role', { institution_id: institutionId, id, ...change });
}

/** POST /admin/manager/remove — 移除 a member; their sessions end. */
export function removeMember(institutionId: number, id: number) {
  return http.post('/admin/manager/remove', { institution_id: institutionId, id });
}

/** POST /admin/role (新增) or PUT /admin/role (编辑, with `id`). */
export function saveRole(institutionId: number, role: { id?: number; name: string; permissions: RolePermissions }) {
  const body = { institution_id: institutionId, name: role.name, permissions: role.permissions };
  return role.id ? http.put('/admin/role', { ...body, id: role.id }) : http.post('/admin/role', body);
}

/** DELETE /admin/role — a role no member or pending invitation uses. */
export function deleteRole(institutionId: number, id: number) {
  return http.delete('/admin/role', { institution_id: institutionId, id });
}
