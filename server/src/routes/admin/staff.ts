/**
 * 权限管理 (spec §2.4 authority, addauthority, editauthority, info; §7 `/admin/manager(s)`): an institution's members,
 * roles and invitations, and the invitee's public acceptance. Each parses and makes one call of app.staff
 * (services/staff.ts); what each needs of the caller's role is declared in access/permissions.ts.
 */
import { STAFF_MSG } from 'shared/rules';
import type { Principal } from '../../access/principal.js';
import { signInClient } from '../../plugins/app/auth.js';
import { ok, okResponse } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

const institutionId = { type: 'integer', minimum: 1, description: '机构 id' } as const;
const id = { type: 'integer', minimum: 1 } as const;
const mobile = { type: 'string', pattern: '^1\\d{10}$', description: '手机号' } as const;
const access = { type: 'string', enum: ['none', 'read', 'write'] } as const;
const permissions = { type: 'object', additionalProperties: { type: 'string', enum: ['read', 'write'] }, description: '菜单分组 key → read（只读）或 write（读写）；缺省为无' } as const;
const done = okResponse({ type: 'object', properties: {} } as const);

const member = {
  type: 'object',
  required: ['id', 'user_id', 'account', 'nickname', 'mobile', 'is_owner', 'role_id', 'role_name', 'created_at'],
  properties: {
    id: { type: 'integer' },
    user_id: { type: 'integer' },
    account: { type: 'string' },
    nickname: { type: 'string' },
    mobile: { type: 'string' },
    is_owner: { type: 'integer', description: '1 是 0 否' },
    role_id: { type: 'integer', description: '0：负责人或全部权限' },
    role_name: { type: 'string' },
    disabled: { type: 'integer', description: '1 是 0 否' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

export default async function staffRoutes(app: ApiInstance) {
  const actor = (request: { principal: Principal | null; ip: string }) => ({ principal: request.principal!, ip: request.ip });

  app.get(
    '/admin/managers',
    {
      schema: {
        tags: ['admin'],
        summary: '权限管理：本机构的成员、待接受的邀请、角色，以及角色编辑器的菜单分组（本人在各分组的权限）',
        querystring: { type: 'object', required: ['institution_id'], properties: { institution_id: institutionId } },
        response: okResponse({
          type: 'object',
          required: ['groups', 'is_owner', 'members', 'invitations', 'roles'],
          properties: {
            groups: { type: 'array', items: { type: 'object', required: ['key', 'title', 'access'], properties: { key: { type: 'string' }, title: { type: 'string' }, access } } },
            is_owner: { type: 'integer', description: '1 是 0 否' },
            members: { type: 'array', items: member },
            invitations: {
              type: 'array',
              items: {
                type: 'object',
                required: ['id', 'mobile', 'role_id', 'role_name', 'expires_at', 'created_at'],
                properties: { id: { type: 'integer' }, mobile: { type: 'string' }, role_id: { type: 'integer' }, role_name: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' }, created_at: { type: 'string', format: 'date-time' } },
              },
            },
            roles: { type: 'array', items: { type: 'object', required: ['id', 'name', 'permissions', 'members'], properties: { id: { type: 'integer' }, name: { type: 'string' }, permissions, members: { type: 'integer' } } } },
          },
        } as const),
      },
    },
    async (request) => ok(await app.staff.overview(request.principal!, request.query.institution_id)),
  );

  app.get(
    '/admin/manager',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['admin'],
        summary: '成员详情：账号、角色与各菜单分组的权限',
        querystring: { type: 'object', required: ['institution_id', 'id'], properties: { institution_id: institutionId, id } },
        response: okResponse({ ...member, required: [...member.required, 'permissions'], properties: { ...member.properties, permissions } } as const),
      },
    },
    async (request) => ok(await app.staff.member(request.principal!, request.query.institution_id, request.query.id)),
  );

  app.post(
    '/admin/manager/invite',
    {
      schema: {
        tags: ['admin'],
        summary: '邀请成员：按手机号邀请并指定角色（不超过本人的权限）；验证码短信发到该手机号，对方在「接受邀请」页设置密码后加入',
        body: { type: 'object', required: ['institution_id', 'mobile', 'role_id'], properties: { institution_id: institutionId, mobile, role_id: id } },
        response: okResponse({ type: 'object', required: ['id', 'expires_at'], properties: { id: { type: 'integer' }, expires_at: { type: 'string', format: 'date-time' } } } as const),
      },
    },
    async (request) => ok(await app.staff.invite(actor(request), request.body)),
  );

  app.post(
    '/admin/manager/invitation/cancel',
    {
      schema: { tags: ['admin'], summary: '撤销尚未接受的邀请', body: { type: 'object', required: ['institution_id', 'id'], properties: { institution_id: institutionId, id } }, response: done },
    },
    async (request) => {
      await app.staff.cancelInvitation(actor(request), request.body.institution_id, request.body.id);
      return ok({});
    },
  );

  app.post(
    '/admin/manager/role',
    {
      schema: {
        tags: ['admin'],
        summary: '修改成员角色或设为负责人（owner）：该成员的所有会话立即结束；最后一名负责人不能降级',
        body: {
          type: 'object',
          required: ['institution_id', 'id', 'owner'],
          properties: { institution_id: institutionId, id, owner: { type: 'boolean' }, role_id: id },
        },
        response: done,
      },
    },
    async (request) => {
      await app.staff.changeRole(actor(request), request.body);
      return ok({});
    },
  );

  app.post(
    '/admin/manager/remove',
    {
      schema: { tags: ['admin'], summary: '移除成员：该成员的所有会话立即结束；最后一名负责人不能移除', body: { type: 'object', required: ['institution_id', 'id'], properties: { institution_id: institutionId, id } }, response: done },
    },
    async (request) => {
      await app.staff.remove(actor(request), request.body.institution_id, request.body.id);
      return ok({});
    },
  );

  app.get(
    '/admin/roles',
    {
      schema: {
        tags: ['admin'],
        summary: '本机构的角色（同 /admin/managers 的 roles 与 groups）',
        querystring: { type: 'object', required: ['institution_id'], properties: { institution_id: institutionId } },
        response: okResponse({
          type: 'object',
          required: ['groups', 'roles'],
          properties: {
            groups: { type: 'array', items: { type: 'object', required: ['key', 'title', 'access'], properties: { key: { type: 'string' }, title: { type: 'string' }, access } } },
            roles: { type: 'array', items: { type: 'object', required: ['id', 'name', 'permissions', 'members'], properties: { id: { type: 'integer' }, name: { type: 'string' }, permissions, members: { type: 'integer' } } } },
          },
        } as const),
      },
    },
    async (request) => {
      const { groups, roles } = await app.staff.overview(request.principal!, request.query.institution_id);
      return ok({ groups, roles });
    },
  );

  const roleBody = {
    type: 'object',
    required: ['institution_id', 'name', 'permissions'],
    properties: { institution_id: institutionId, name: { type: 'string', maxLength: 32 }, permissions },
  } as const;
  const roleSaved = okResponse({ type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } as const);

  app.post(
    '/admin/role',
    { schema: { tags: ['admin'], summary: '新增角色（addauthority）：各菜单分组 无 / 只读 / 读写，不超过本人的权限', body: roleBody, response: roleSaved } },
    async (request) => ok(await app.staff.saveRole(actor(request), request.body)),
  );

  app.put(
    '/admin/role',
    {
      schema: {
        tags: ['admin'],
        summary: '编辑角色（editauthority）：使用该角色的成员立即按新权限',
        body: { ...roleBody, required: [...roleBody.required, 'id'], properties: { ...roleBody.properties, id } },
        response: roleSaved,
      },
    },
    async (request) => ok(await app.staff.saveRole(actor(request), request.body)),
  );

  app.delete(
    '/admin/role',
    {
      schema: { tags: ['admin'], summary: '删除角色（没有成员和待接受的邀请使用时）', querystring: { type: 'object', required: ['institution_id', 'id'], properties: { institution_id: institutionId, id } }, response: done },
    },
    async (request) => {
      await app.staff.deleteRole(actor(request), request.query.institution_id, request.query.id);
      return ok({});
    },
  );

  app.post(
    '/staff_invitation/send_sms',
    {
      config: { auth: 'public', csrf: false, documented: { throttled: true } },
      schema: { tags: ['auth'], summary: '接受邀请：向有待接受邀请的手机号发送验证码', body: { type: 'object', required: ['mobile'], properties: { mobile } }, response: done },
    },
    async (request) => {
      await app.staff.sendInvitationCode(request.body.mobile, signInClient(request).ip);
      return ok({});
    },
  );

  app.post(
    '/staff_invitation/accept',
    {
      config: { auth: 'public', csrf: false, documented: { throttled: true } },
      schema: {
        tags: ['auth'],
        summary: `接受邀请：手机号与验证码即本人同意加入邀请的机构；新账号须设置密码（${STAFF_MSG.passwordRequired}），已有账号填写则更换密码`,
        body: {
          type: 'object',
          required: ['mobile', 'code'],
          properties: { mobile, code: { type: 'string', pattern: '^\\d{6}$' }, password: { type: 'string', maxLength: 32 }, nickname: { type: 'string', maxLength: 32 } },
        },
        response: okResponse({ type: 'object', required: ['account', 'institutions'], properties: { account: { type: 'string' }, institutions: { type: 'array', items: { type: 'string' } } } } as const),
      },
    },
    async (request) => ok(await app.staff.accept(request.body, request.ip)),
  );
}
