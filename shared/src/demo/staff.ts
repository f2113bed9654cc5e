/**
 * 权限管理's demo: 杭州市体育局 (institution 1, owner org_gov) has one staff member with a read-only finance role, so
 * the demo shows a member who sees only 账号信息, 修改密码 and 财务管理 and may read but not change it. Inserted last by
 * the seed (server/src/db/seed-staff.ts), after every other user, so no other demo id moves.
 */
export const DEMO_STAFF_ROLE = { institutionId: 1, name: '财务只读', permissions: { finance: 'read' } } as const;

export const DEMO_STAFF = {
  account: 'gov_finance',
  password: 'Saishi@2026',
  mobile: '13800000008',
  nickname: '周会计',
  institutionId: 1,
} as const;
