import { Card, Result } from 'antd';
import { useSession } from 'shared';
import { membershipManages } from 'shared/rules';
import { GROUP_ACCESS_LABELS, type GroupAccess } from 'shared/rules';
import type { RolePermissions, StaffGroup } from '../api/staff';

/**
 * The institution 权限管理 acts for: the active one of an institution user (never the personal centre 121); null for
 * the platform admin, who belongs to no institution here.
 */
export function useStaffInstitutionId(): number | null {
  const session = useSession();
  const active = session.activeInstitution;
  return !session.isAdmin && active && membershipManages(active.institution_id) ? active.institution_id : null;
}

/** 权限管理 without an institution (the platform admin): what the pages are for, and where admins come from. */
export function NoStaffInstitution({ title }: { title: string }) {
  return (
    <Card title={title}>
      <Result status="info" title="权限管理用于机构的成员与角色" subTitle="请以机构账号登录并选择机构；平台管理员账号由运维通过服务器命令 admin:create 创建。" />
    </Card>
  );
}

/** The access of a group in a role (a group missing is 无). */
export const accessIn = (permissions: RolePermissions, key: string): GroupAccess => permissions[key] ?? 'none';

/** 赛事管理：读写；财务管理：只读 — the groups a role gives anything, in the editor's order. */
export function permissionSummary(groups: readonly StaffGroup[], permissions: RolePermissions): string {
  const held = groups.filter((g) => accessIn(permissions, g.key) !== 'none').map((g) => `${g.title}：${GROUP_ACCESS_LABELS[accessIn(permissions, g.key)]}`);
  return held.length > 0 ? held.join('；') : '仅账号信息与修改密码';
}
