/**
 * 权限管理 (docs/auth.md "Staff and permissions"): invitations accepted by SMS code, roles within the granter's
 * permissions, role changes and removals ending sessions at once, the last owner, and the demo's read-only finance
 * member refused everything else with 40300.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import { DEMO_STAFF } from 'shared/demo';
import { STAFF_MSG } from 'shared/rules';
import { institutionRoles, institutions, managers, staffInvitations } from '../../src/db/schema/index.js';
import { createUser, firstMsg, json, login, nextIp, uniqueMobile, type Client, type TestContext } from '../helpers.js';

export function staffSuite(ctx: TestContext) {
  const outbox = async (mobile: string) =>
    json<{ list: { code: string; content: string }[] }>(await ctx.app.inject({ method: 'GET', url: `/api/dev/sms_outbox?mobile=${mobile}` })).result.list;
  const accept = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/staff_invitation/accept', remoteAddress: nextIp(), payload });

  /** A fresh organiser institution (type 6) with its owner logged in. */
  async function institutionWithOwner() {
    const [inst] = await ctx.app.database.db.insert(institutions).values({ belongId: 0, institutionType: 6, name: `权限测试机构${Math.random().toString(36).slice(2, 8)}`, region: '浙江省杭州市' }).returning();
    const owner = await createUser(ctx.app, { manages: [{ institutionId: inst!.id, isAdmin: true }] });
    return { id: inst!.id, owner: await login(ctx.app, owner.account, owner.password), ownerUser: owner };
  }

  async function createRole(client: Client, institutionId: number, name: string, permissions: Record<string, string>) {
    const res = await client.post('/api/admin/role', { institution_id: institutionId, name, permissions });
    assert.equal(json(res).errno, 0, res.body);
    return json<{ id: number }>(res).result.id;
  }

  /** Invites a new mobile with the role and accepts it; answers the member's logged-in client. */
  async function inviteAndAccept(owner: Client, institutionId: number, roleId: number) {
    const mobile = uniqueMobile();
    const res = await owner.post('/api/admin/manager/invite', { institution_id: institutionId, mobile, role_id: roleId });
    assert.equal(json(res).errno, 0, res.body);
    const [sms] = await outbox(mobile);
    assert.match(sms!.content, /成员邀请验证码/);
    const accepted = await accept({ mobile, code: sms!.code, password: 'Staff@2026x', nickname: '新成员' });
    assert.equal(json(accepted).errno, 0, accepted.body);
    return { mobile, client: await login(ctx.app, mobile, 'Staff@2026x') };
  }

  const rolesOf = async (institutionId: number) =>
    (await ctx.app.database.db.select({ n: count() }).from(institutionRoles).where(eq(institutionRoles.institutionId, institutionId)))[0]!.n;

  describe('staff and permissions (权限管理)', () => {
    it('the demo member with read-only finance sees 财务管理 and reads it; everything else is 40300 没有该操作的权限', async () => {
      const staff = await login(ctx.app, DEMO_STAFF.account, DEMO_STAFF.password);
      const menu = json<{ titles: string[] }>(await staff.get('/api/admin/manager_menu?institution_id=1')).result.titles;
      assert.ok(menu.includes('财务管理') && menu.includes('订单管理') && menu.includes('账号信息') && menu.includes('修改密码'), menu.join());
      assert.ok(!menu.includes('赛事管理') && !menu.includes('权限管理') && !menu.includes('资讯管理'), menu.join());
      assert.equal(json(await staff.get('/api/admin/pay_order_list?institution_id=1')).errno, 0);
      const write = await staff.post('/api/admin/refund/check', { id: 1, status: 1, reason: '测试' });
      assert.equal(json(write).errno, 40300);
      assert.equal(firstMsg(write), STAFF_MSG.forbidden);
      const matches = await staff.get('/api/competition/list?institution_id=1');
      assert.equal(json(matches).errno, 40300);
      assert.equal(json(await staff.get('/api/admin/managers?institution_id=1')).errno, 40300);
      // personal things stay theirs
      assert.equal(json(await staff.get('/api/user/info')).errno, 0);
    });

    it('an owner invites by mobile; the invitee accepts with the SMS code and a password and holds the role', async () => {
      const { id, owner } = await institutionWithOwner();
      const roleId = await createRole(owner, id, '赛事只读', { match: 'read' });
      const { client, mobile } = await inviteAndAccept(owner, id, roleId);
      const list = json<{ members: { mobile: string; role_name: string; is_owner: number }[]; invitations: unknown[] }>(await owner.get(`/api/admin/managers?institution_id=${id}`)).result;
      assert.deepEqual(list.members.find((m) => m.mobile === mobile)?.role_name, '赛事只读');
      assert.equal(list.invitations.length, 0);
      assert.equal(json(await client.get(`/api/competition/list?institution_id=${id}`)).errno, 0);
      assert.equal(json(await client.post('/api/competition', { institution_id: id, name: '越权创建' })).errno, 40300);
      const titles = json<{ titles: string[] }>(await client.get(`/api/admin/manager_menu?institution_id=${id}`)).result.titles;
      assert.ok(titles.includes('赛事管理') && !titles.includes('财务管理'), titles.join());
    });

    it('a wrong code, a new account without password and a used invitation are refused, nothing joined', async () => {
      const { id, owner } = await institutionWithOwner();
      const roleId = await createRole(owner, id, '财务', { finance: 'read' });
      const mobile = uniqueMobile();
      assert.equal(json(await owner.post('/api/admin/manager/invite', { institution_id: id, mobile, role_id: roleId })).errno, 0);
      assert.equal(json(await accept({ mobile, code: '000000', password: 'Staff@2026x' })).errno, 40000);
      const [sms] = await outbox(mobile);
      const noPassword = await accept({ mobile, code: sms!.code });
      assert.equal(firstMsg(noPassword), STAFF_MSG.passwordRequired);
      const members = await ctx.app.database.db.select({ n: count() }).from(managers).where(eq(managers.institutionId, id));
      assert.equal(members[0]!.n, 1);
      assert.equal(firstMsg(await owner.post('/api/admin/manager/invite', { institution_id: id, mobile, role_id: roleId })), STAFF_MSG.alreadyInvited);
    });

    it('someone already staff of another institution joins only by accepting (their consent)', async () => {
      const a = await institutionWithOwner();
      const b = await institutionWithOwner();
      const roleA = await createRole(a.owner, a.id, '赛事', { match: 'write' });
      const { mobile, client } = await inviteAndAccept(a.owner, a.id, roleA);
      const roleB = await createRole(b.owner, b.id, '财务', { finance: 'read' });
      // the 60 s resend limit of one mobile: the invitation is refused until then, nothing made
      await ctx.app.database.db.execute(sql`update sms_codes set created_at = created_at - interval '2 minutes' where mobile = ${mobile}`);
      assert.equal(json(await b.owner.post('/api/admin/manager/invite', { institution_id: b.id, mobile, role_id: roleB })).errno, 0);
      const before = json<{ account: { manager_data: { institution_id: number }[] } }>(await client.get('/api/user/info'));
      assert.equal(json(await client.get(`/api/admin/pay_order_list?institution_id=${b.id}`)).errno, 40300, JSON.stringify(before.result).slice(0, 10));
      const [sms] = await outbox(mobile);
      assert.equal(json(await accept({ mobile, code: sms!.code })).errno, 0, 'an existing account keeps its password');
      const again = await login(ctx.app, mobile, 'Staff@2026x');
      assert.equal(json(await again.get(`/api/admin/pay_order_list?institution_id=${b.id}`)).errno, 0);
    });

    it('a role grants at most what the granter holds (Chinese refusal, nothing changed)', async () => {
      const { id, owner } = await institutionWithOwner();
      const managerRole = await createRole(owner, id, '人事', { account: 'write', finance: 'read' });
      const { client } = await inviteAndAccept(owner, id, managerRole);
      const before = await rolesOf(id);
      const over = await client.post('/api/admin/role', { institution_id: id, name: '越权角色', permissions: { finance: 'write' } });
      assert.equal(firstMsg(over), STAFF_MSG.exceedsGranter);
      const other = await client.post('/api/admin/role', { institution_id: id, name: '赛事', permissions: { match: 'read' } });
      assert.equal(firstMsg(other), STAFF_MSG.exceedsGranter);
      const unknown = await owner.post('/api/admin/role', { institution_id: id, name: '未知', permissions: { venue: 'read' } });
      assert.equal(firstMsg(unknown), STAFF_MSG.unknownGroup);
      assert.equal(await rolesOf(id), before);
      // within what they hold: allowed, and they may invite with it but not with the owner's bigger role
      const within = await client.post('/api/admin/role', { institution_id: id, name: '财务只读', permissions: { finance: 'read' } });
      assert.equal(json(within).errno, 0, within.body);
      const bigRole = await createRole(owner, id, '赛事全权', { match: 'write' });
      const invite = await client.post('/api/admin/manager/invite', { institution_id: id, mobile: uniqueMobile(), role_id: bigRole });
      assert.equal(firstMsg(invite), STAFF_MSG.exceedsGranter);
      const invitations = await ctx.app.database.db.select({ n: count() }).from(staffInvitations).where(eq(staffInvitations.institutionId, id));
      assert.equal(invitations[0]!.n, 1);
    });

    it('changing a member\'s role or removing them ends their sessions at once', async () => {
      const { id, owner } = await institutionWithOwner();
      const read = await createRole(owner, id, '只读', { match: 'read' });
      const write = await createRole(owner, id, '读写', { match: 'write' });
      const first = await inviteAndAccept(owner, id, read);
      const members = json<{ members: { id: number; mobile: string }[] }>(await owner.get(`/api/admin/managers?institution_id=${id}`)).result.members;
      const member = members.find((m) => m.mobile === first.mobile)!;
      assert.equal(json(await owner.post('/api/admin/manager/role', { institution_id: id, id: member.id, owner: false, role_id: write })).errno, 0);
      assert.equal((await first.client.get('/api/user/info')).statusCode, 401);
      const second = await login(ctx.app, first.mobile, 'Staff@2026x');
      assert.equal(json(await owner.post('/api/admin/manager/remove', { institution_id: id, id: member.id })).errno, 0);
      assert.equal((await second.get('/api/user/info')).statusCode, 401);
      const third = await login(ctx.app, first.mobile, 'Staff@2026x');
      assert.equal(json(await third.get(`/api/competition/list?institution_id=${id}`)).errno, 40300);
    });

    it('the last owner can neither demote nor remove themself; with a second owner they can', async () => {
      const { id, owner, ownerUser } = await institutionWithOwner();
      const roleId = await createRole(owner, id, '赛事', { match: 'write' });
      const list = async () => json<{ members: { id: number; user_id: number; mobile: string; is_owner: number }[] }>(await owner.get(`/api/admin/managers?institution_id=${id}`)).result.members;
      const self = (await list()).find((m) => m.user_id === ownerUser.user.id)!;
      assert.equal(firstMsg(await owner.post('/api/admin/manager/role', { institution_id: id, id: self.id, owner: false, role_id: roleId })), STAFF_MSG.lastOwner);
      assert.equal(firstMsg(await owner.post('/api/admin/manager/remove', { institution_id: id, id: self.id })), STAFF_MSG.lastOwner);
      assert.equal((await list()).find((m) => m.id === self.id)?.is_owner, 1);
      const { mobile } = await inviteAndAccept(owner, id, roleId);
      const other = (await list()).find((m) => m.mobile === mobile)!;
      assert.equal(json(await owner.post('/api/admin/manager/role', { institution_id: id, id: other.id, owner: true })).errno, 0);
      assert.equal(json(await owner.post('/api/admin/manager/role', { institution_id: id, id: self.id, owner: false, role_id: roleId })).errno, 0);
      // their own session ended with the change
      assert.equal((await owner.get('/api/user/info')).statusCode, 401);
    });

    it('a member may not manage owners or themself, and outsiders see nothing', async () => {
      const { id, owner, ownerUser } = await institutionWithOwner();
      const hr = await createRole(owner, id, '人事', { account: 'write', match: 'write' });
      const { client, mobile } = await inviteAndAccept(owner, id, hr);
      const members = json<{ members: { id: number; user_id: number; mobile: string }[] }>(await client.get(`/api/admin/managers?institution_id=${id}`)).result.members;
      const ownerRow = members.find((m) => m.user_id === ownerUser.user.id)!;
      const selfRow = members.find((m) => m.mobile === mobile)!;
      assert.equal(firstMsg(await client.post('/api/admin/manager/remove', { institution_id: id, id: ownerRow.id })), STAFF_MSG.ownerOnly);
      assert.equal(firstMsg(await client.post('/api/admin/manager/role', { institution_id: id, id: selfRow.id, owner: true })), STAFF_MSG.ownerOnly);
      const outsider = await institutionWithOwner();
      assert.equal((await outsider.owner.get(`/api/admin/managers?institution_id=${id}`)).statusCode, 404);
    });
  });
}
