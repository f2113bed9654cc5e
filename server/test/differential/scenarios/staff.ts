/**
 * 权限管理 (routes/admin/staff.ts over services/staff.ts; mocks: handlers/staff.ts): 杭州市体育局 (institution 1) of
 * org_gov, with the demo member gov_finance (财务只读). A new role, an invitation by mobile (twice: refused), the SMS
 * code from the demo outbox, 接受邀请 (wrong code, then with a password: a new account), the member in the list and
 * in detail, 修改角色 to the demo role, 移除, the role deleted once unused; the last owner stays; access.
 *
 * Compares: GET /api/admin/managers, GET /api/admin/manager, POST /api/admin/manager/invite,
 * POST /api/admin/manager/invitation/cancel, POST /api/admin/manager/role, POST /api/admin/manager/remove,
 * GET /api/admin/roles, POST|PUT|DELETE /api/admin/role, POST /api/staff_invitation/send_sms,
 * POST /api/staff_invitation/accept.
 */
import type { Result, Scenario, Vars } from '../harness.js';
import { suffix } from './common.js';

const GOV = 1;
const members = (r: Result) => r.members.map((m: { account: string; role_name: string; is_owner: number }) => [m.account.startsWith('m139') ? 'invitee' : m.account, m.role_name, m.is_owner]);
const roles = (r: Result) => r.roles.map((x: { name: string; permissions: unknown; members: number }) => [x.name, x.permissions, x.members]);
const roleNamed = (r: Result, name: string) => r.roles.find((x: { name: string }) => x.name === name)?.id;
const memberNamed = (r: Result, account: string) => r.members.find((m: { account: string }) => m.account === account)?.id;
const invitee = (r: Result, v: Vars) => r.members.find((m: { mobile: string }) => m.mobile === v.mobile)?.id;
const wrong = (code: unknown) => (code === '000000' ? '111111' : '000000');

export const staffScenarios: Scenario[] = [
  {
    title: '权限管理：新增角色 → 邀请成员（验证码短信）→ 接受邀请 → 修改角色 → 移除 → 删除角色；最后一名负责人；访问控制',
    vars: () => {
      const s = suffix();
      return { role: `赛事编辑${s}`, mobile: `139${String(Number.parseInt(s, 16) % 100_000_000).padStart(8, '0')}` };
    },
    steps: [
      {
        title: '成员、角色与菜单分组',
        as: 'org_gov',
        method: 'GET',
        url: `/api/admin/managers?institution_id=${GOV}`,
        same: (r) => [r.is_owner, r.groups, members(r), roles(r), r.invitations.length],
        capture: (r) => ({ demoRole: roleNamed(r, '财务只读') }),
      },
      { title: '访客看成员', as: null, method: 'GET', url: `/api/admin/managers?institution_id=${GOV}` },
      { title: '其他机构的负责人看成员', as: 'venue_mgr', method: 'GET', url: `/api/admin/managers?institution_id=${GOV}` },
      { title: '个人用户看成员', as: 'athlete', method: 'GET', url: `/api/admin/managers?institution_id=${GOV}` },
      { title: '角色名称为空', as: 'org_gov', method: 'POST', url: '/api/admin/role', body: { institution_id: GOV, name: '  ', permissions: {} } },
      { title: '角色含本机构没有的分组', as: 'org_gov', method: 'POST', url: '/api/admin/role', body: { institution_id: GOV, name: '场馆', permissions: { venue: 'read' } } },
      { title: '同名角色', as: 'org_gov', method: 'POST', url: '/api/admin/role', body: { institution_id: GOV, name: '财务只读', permissions: { finance: 'read' } } },
      { title: '无令牌新增角色', as: 'org_gov', method: 'POST', url: '/api/admin/role', body: (v) => ({ institution_id: GOV, name: v.role, permissions: { match: 'read' } }), withoutCsrf: true },
      {
        title: '新增角色（赛事读写、财务只读）',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/role',
        body: (v) => ({ institution_id: GOV, name: v.role, permissions: { match: 'write', finance: 'read' } }),
        capture: (r) => ({ newRole: r.id }),
      },
      { title: '角色列表', as: 'org_gov', method: 'GET', url: `/api/admin/roles?institution_id=${GOV}`, same: (r, v) => [r.groups, roles(r).filter(([name]: [string]) => name === v.role || name === '财务只读')] },
      { title: '邀请：角色不存在', as: 'org_gov', method: 'POST', url: '/api/admin/manager/invite', body: (v) => ({ institution_id: GOV, mobile: v.mobile, role_id: 99_999_999 }) },
      { title: '邀请：已是本机构成员', as: 'org_gov', method: 'POST', url: '/api/admin/manager/invite', body: (v) => ({ institution_id: GOV, mobile: '13800000008', role_id: v.newRole }) },
      { title: '邀请成员', as: 'org_gov', method: 'POST', url: '/api/admin/manager/invite', body: (v) => ({ institution_id: GOV, mobile: v.mobile, role_id: v.newRole }) },
      { title: '重复邀请', as: 'org_gov', method: 'POST', url: '/api/admin/manager/invite', body: (v) => ({ institution_id: GOV, mobile: v.mobile, role_id: v.newRole }) },
      { title: '待接受的邀请', as: 'org_gov', method: 'GET', url: `/api/admin/managers?institution_id=${GOV}`, same: (r, v) => r.invitations.filter((i: { mobile: string }) => i.mobile === v.mobile).map((i: { role_name: string }) => i.role_name) },
      { title: '使用中的角色不能删除', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/role?institution_id=${GOV}&id=${v.newRole}` },
      { title: '演示短信发件箱', as: null, method: 'GET', url: (v) => `/api/dev/sms_outbox?mobile=${v.mobile}`, capture: (r) => ({ code: r.list[0].code }), same: (r) => /成员邀请验证码/.test(r.list[0].content), shape: false },
      { title: '60秒内重新获取验证码', as: null, method: 'POST', url: '/api/staff_invitation/send_sms', body: (v) => ({ mobile: v.mobile }) },
      { title: '没有邀请的手机号获取验证码', as: null, method: 'POST', url: '/api/staff_invitation/send_sms', body: { mobile: '13700000000' } },
      { title: '验证码错误', as: null, method: 'POST', url: '/api/staff_invitation/accept', body: (v) => ({ mobile: v.mobile, code: wrong(v.code), password: 'Joined2027' }) },
      { title: '新账号密码太弱', as: null, method: 'POST', url: '/api/staff_invitation/accept', body: (v) => ({ mobile: v.mobile, code: v.code, password: 'abcdefgh' }) },
      { title: '接受邀请（新账号设置密码）', as: null, method: 'POST', url: '/api/staff_invitation/accept', body: (v) => ({ mobile: v.mobile, code: v.code, password: 'Joined2027' }), same: (r, v) => [r.account === `m${v.mobile}`, r.institutions] },
      { title: '验证码只能用一次', as: null, method: 'POST', url: '/api/staff_invitation/accept', body: (v) => ({ mobile: v.mobile, code: v.code, password: 'Joined2027' }) },
      { title: '新成员在列表中', as: 'org_gov', method: 'GET', url: `/api/admin/managers?institution_id=${GOV}`, same: (r) => [members(r), r.invitations.length], capture: (r) => ({ membersResult: r }) },
      {
        title: '成员详情',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/manager?institution_id=${GOV}&id=${invitee(v.membersResult, v)}`,
        same: (r) => [r.role_name, r.is_owner, r.permissions],
      },
      { title: '修改角色：角色不存在', as: 'org_gov', method: 'POST', url: '/api/admin/manager/role', body: (v) => ({ institution_id: GOV, id: invitee(v.membersResult, v), owner: false, role_id: 99_999_999 }) },
      { title: '修改角色为财务只读', as: 'org_gov', method: 'POST', url: '/api/admin/manager/role', body: (v) => ({ institution_id: GOV, id: invitee(v.membersResult, v), owner: false, role_id: v.demoRole }) },
      { title: '修改后的详情', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/manager?institution_id=${GOV}&id=${invitee(v.membersResult, v)}`, same: (r) => [r.role_name, r.permissions] },
      { title: '最后一名负责人不能移除自己', as: 'org_gov', method: 'POST', url: '/api/admin/manager/remove', body: (v) => ({ institution_id: GOV, id: memberNamed(v.membersResult, 'org_gov') }) },
      { title: '移除成员', as: 'org_gov', method: 'POST', url: '/api/admin/manager/remove', body: (v) => ({ institution_id: GOV, id: invitee(v.membersResult, v) }) },
      { title: '移除不存在的成员', as: 'org_gov', method: 'POST', url: '/api/admin/manager/remove', body: (v) => ({ institution_id: GOV, id: invitee(v.membersResult, v) }) },
      { title: '编辑角色', as: 'org_gov', method: 'PUT', url: '/api/admin/role', body: (v) => ({ institution_id: GOV, id: v.newRole, name: v.role, permissions: { match: 'read' } }) },
      { title: '删除角色', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/role?institution_id=${GOV}&id=${v.newRole}` },
      { title: '撤销不存在的邀请', as: 'org_gov', method: 'POST', url: '/api/admin/manager/invitation/cancel', body: { institution_id: GOV, id: 99_999_999 } },
      { title: '移除后的成员与角色', as: 'org_gov', method: 'GET', url: `/api/admin/managers?institution_id=${GOV}`, same: (r) => [members(r), roles(r)] },
    ],
  },
  {
    title: '权限管理：撤销邀请后对方不能再获取验证码',
    vars: () => ({ mobile: `138${String(Number.parseInt(suffix(), 16) % 100_000_000).padStart(8, '0')}`, role: `撤销测试${suffix()}` }),
    steps: [
      { title: '新增角色', as: 'org_gov', method: 'POST', url: '/api/admin/role', body: (v) => ({ institution_id: GOV, name: v.role, permissions: { live: 'read' } }), capture: (r) => ({ newRole: r.id }) },
      { title: '邀请成员', as: 'org_gov', method: 'POST', url: '/api/admin/manager/invite', body: (v) => ({ institution_id: GOV, mobile: v.mobile, role_id: v.newRole }), capture: (r) => ({ invitation: r.id }) },
      { title: '撤销邀请', as: 'org_gov', method: 'POST', url: '/api/admin/manager/invitation/cancel', body: (v) => ({ institution_id: GOV, id: v.invitation }) },
      { title: '再次撤销', as: 'org_gov', method: 'POST', url: '/api/admin/manager/invitation/cancel', body: (v) => ({ institution_id: GOV, id: v.invitation }) },
      { title: '撤销后获取验证码', as: null, method: 'POST', url: '/api/staff_invitation/send_sms', body: (v) => ({ mobile: v.mobile }) },
      { title: '删除角色', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/role?institution_id=${GOV}&id=${v.newRole}` },
    ],
  },
];
