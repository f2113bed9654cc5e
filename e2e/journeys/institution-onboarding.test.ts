// Issue 23 journey: a club applies for 入驻 on the public site (SMS-verified contact, licence image) → the platform
// admin approves it in 入驻管理 (the applicant's SMS says how to log in) → the new owner logs in with an SMS code,
// makes a role 财务只读 in 权限管理 and invites a staff member with it, who accepts with the SMS code, signs in and
// sees and may do only that (other groups' operations and finance writes are refused by the server);
// the owner forgets the password and resets it by SMS (找回密码): the old session ends; the admin disables the
// institution in 机构列表 with a reason: the owner's session ends and sign-in is refused naming the reason; 启用
// restores it. SMS codes are read from the demo outbox (GET /api/dev/sms_outbox).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { accounts } from '../support/accounts.ts';
import { launch, loginAs, newPage, screenshot } from '../support/browser.ts';
import { menuGroups } from '../support/admin.ts';
import { api, CHINA, journey, label, modal, openConsoleMenu, pickOption, toast, uniqueSuffix } from '../support/competition.ts';
import { solidPng } from '../support/png.ts';
import { nextCode, outbox, smsLogin } from '../support/sms.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** A 统一社会信用代码 nobody used (GB 32100 check character, as shared/rules credit-code.ts). */
function creditCode(): string {
  const digits = uniqueSuffix().padStart(9, '0').slice(-9);
  const first17 = `92330106${digits}`;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CHARSET.indexOf(first17[i]!) * WEIGHTS[i]!;
  return first17 + CHARSET[(31 - (sum % 31)) % 31]!;
}

const inConsole = (url: URL) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login');

test('入驻：官网申请 → 平台通过 → 短信验证码登录；找回密码；平台停用与启用机构', () =>
  journey(browser, 'institution-onboarding', async (step) => {
    const suffix = uniqueSuffix();
    const name = `e2e星耀青少年篮球俱乐部${suffix}`;
    const mobile = `139${suffix.slice(-8)}`;
    const seen = new Set<string>();

    // 1. the club applies on the public site: SMS-verified contact, institution data, licence image
    const club = await newPage(browser, CHINA);
    const c = club.page;
    await c.goto('/official/tisch');
    await c.getByRole('link', { name: '申请入驻：青少年培训机构' }).click();
    const form = c.getByRole('form', { name: /^青少年培训机构.*入驻申请$/ });
    await form.getByRole('textbox', { name: '联系人手机号', exact: true }).fill(mobile);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await form.getByRole('status').filter({ hasText: '验证码已发送' }).waitFor();
    await form.getByRole('textbox', { name: '验证码', exact: true }).fill(await nextCode(c, mobile, seen));
    await form.getByRole('button', { name: '验证手机号' }).click();
    await form.getByText('（已验证）').waitFor();
    await form.getByRole('textbox', { name: '机构名称', exact: true }).fill(name);
    await form.getByRole('textbox', { name: '统一社会信用代码', exact: true }).fill(creditCode());
    await form.getByRole('textbox', { name: '法定代表人', exact: true }).fill('陈星耀');
    await form.getByRole('textbox', { name: '联系人', exact: true }).fill('陈星耀');
    await form.getByRole('combobox', { name: '所在省份', exact: true }).selectOption('浙江');
    await form.getByRole('textbox', { name: '所在城市', exact: true }).fill('杭州市');
    await form.getByRole('textbox', { name: '详细地址', exact: true }).fill('西湖区文三路 100 号');
    await form.getByLabel('营业执照', { exact: true }).setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: solidPng(160, 120, [240, 240, 240]) });
    await form.getByRole('list', { name: '已上传的营业执照' }).getByRole('listitem').first().waitFor();
    await form.getByRole('button', { name: '提交申请' }).click();
    await c.getByRole('heading', { name: '申请已提交' }).waitFor();
    step('官网入驻申请');

    // 2. the platform admin approves it in 入驻管理 › 青少年培训机构; the applicant's SMS says how to log in
    const admin = await newPage(browser, CHINA);
    const a = admin.page;
    await loginAs(a, accounts.admin.account, accounts.admin.password, '/admin/login');
    await a.waitForURL(inConsole);
    await openConsoleMenu(a, '入驻管理', '青少年培训机构', '/admin/settlement/CanteraList');
    await a.getByRole('link', { name: `审核入驻申请 ${name}` }).click();
    await a.getByText('证照与照片').waitFor();
    await a.getByRole('button', { name: label('通过') }).click();
    await modal(a, '通过入驻申请').getByRole('button', { name: label('确定') }).click();
    await toast(a, '已通过，机构与管理员账号已创建，已短信通知申请人').waitFor();
    const notice = (await outbox(a, mobile)).find((m) => !m.code);
    assert.ok(notice, 'the approval SMS is in the outbox');
    assert.match(notice.content, new RegExp(`您的入驻申请（${name}）已审核通过。请在机构用户登录页用手机号 ${mobile} 获取验证码登录后台`));
    step('入驻管理通过，短信告知登录方式');

    // 3. the new owner logs in with an SMS code
    await smsLogin(c, mobile, seen);
    await c.waitForURL(inConsole);
    await c.goto('/admin/admininfo');
    await c.getByText(name).first().waitFor();
    await screenshot(c, 'institution-onboarding-owner');
    step('新机构管理员短信验证码登录');

    // 3b. 权限管理: a role 财务只读, a staff member invited with it accepts by SMS code and sets a password
    await openConsoleMenu(c, '账号管理', '权限管理', '/admin/authority');
    await c.getByRole('button', { name: '新增角色' }).click();
    await c.waitForURL((url) => url.pathname === '/admin/addauthority');
    await c.getByLabel('角色名称').fill('财务只读');
    await c.getByRole('radiogroup', { name: '财务管理' }).getByText('只读', { exact: true }).click();
    await c.getByRole('button', { name: label('保存') }).click();
    await toast(c, '角色已新增').waitFor();
    await c.waitForURL((url) => url.pathname === '/admin/authority');
    const staffMobile = `137${suffix.slice(-8)}`;
    await c.getByRole('button', { name: label('邀请成员') }).click();
    const invite = modal(c, '邀请成员');
    await invite.getByPlaceholder('请输入11位手机号').fill(staffMobile);
    await pickOption(c, invite.getByRole('combobox', { name: '角色' }), '财务只读');
    await invite.getByRole('button', { name: label('发送邀请') }).click();
    await toast(c, new RegExp(`已向 ${staffMobile} 发送邀请验证码`)).waitFor();
    await c.getByRole('dialog').waitFor({ state: 'hidden' });
    await c.getByRole('table').filter({ hasText: staffMobile }).getByText('财务只读').waitFor();
    await screenshot(c, 'institution-onboarding-authority');

    const staff = await newPage(browser, CHINA);
    const s = staff.page;
    await s.goto('/login/acceptInvitation');
    await s.getByPlaceholder('请输入11位手机号').fill(staffMobile);
    await s.getByPlaceholder('请输入6位验证码').fill(await nextCode(s, staffMobile, seen));
    const staffPassword = `Caiwu${suffix.slice(-4)}!`;
    await s.getByLabel('登录密码', { exact: true }).fill(staffPassword);
    await s.getByLabel('确认登录密码').fill(staffPassword);
    await s.getByRole('button', { name: label('接受邀请') }).click();
    await s.getByText('已加入', { exact: true }).waitFor();
    await loginAs(s, `m${staffMobile}`, staffPassword);
    await s.waitForURL(inConsole);
    // the menu is the role's: 账号管理 (own 账号信息 and 修改密码) and 财务管理 only
    await s.getByText(name).first().waitFor();
    assert.deepEqual(await menuGroups(s), ['账号管理', '财务管理']);
    // the server holds the line whatever the menu shows: reads of finance pass, its writes and other groups are refused
    await openConsoleMenu(s, '财务管理', '订单管理', '/admin/finance/order');
    await s.getByText('暂无数据').first().waitFor();
    await assert.rejects(api(s, 'POST', '/withdraw', {}), /没有该操作的权限/);
    await assert.rejects(api(s, 'GET', '/competition_series/list'), /没有该操作的权限/);
    step('权限管理：新增角色、邀请成员，成员只能查看财务');

    // 4. 找回密码 in another browser: the code, a new password; the first session ends
    const other = await newPage(browser, CHINA);
    const o = other.page;
    await o.goto('/official/login/retrieveAccount');
    await o.getByPlaceholder('请输入11位手机号').fill(mobile);
    await o.getByRole('button', { name: '获取验证码' }).click();
    await toast(o, '验证码已发送，请注意查收').waitFor();
    await o.getByPlaceholder('请输入6位验证码').fill(await nextCode(o, mobile, seen));
    await o.getByRole('button', { name: label('下一步') }).click();
    const password = `Xingyao${suffix.slice(-4)}`;
    await o.getByLabel('新密码', { exact: true }).fill(password);
    await o.getByLabel('确认新密码').fill(password);
    await o.getByRole('button', { name: label('确定') }).click();
    await o.getByText('密码已重置', { exact: true }).first().waitFor();
    await c.goto('/admin/admininfo');
    await c.waitForURL((url) => /^\/(official\/)?login$/.test(url.pathname));
    await loginAs(c, mobile, password);
    await c.waitForURL(inConsole);
    step('找回密码，旧的登录已退出，新密码可登录');

    // 5. the admin disables the institution in 机构列表 with a reason: the owner is signed out and refused
    await openConsoleMenu(a, '入驻管理', '机构列表', '/admin/settlement/institutionList');
    await a.getByRole('textbox', { name: '机构名称' }).fill(name);
    await a.getByRole('button', { name: label('查询') }).click();
    await a.getByRole('link', { name: `查看机构 ${name}` }).click();
    await a.getByText('机构成员').waitFor();
    await a.getByRole('button', { name: label('停用') }).click();
    const disable = modal(a, '停用机构');
    await disable.getByLabel('停用原因').fill('营业执照已过期，请补交后联系平台');
    await disable.getByRole('button', { name: label('停用') }).click();
    await toast(a, '已停用，该机构成员已退出登录').waitFor();
    await a.getByText(/营业执照已过期，请补交后联系平台/).first().waitFor();
    await screenshot(a, 'institution-onboarding-disabled');
    await c.goto('/admin/admininfo');
    await c.waitForURL((url) => /^\/(official\/)?login$/.test(url.pathname));
    await loginAs(c, mobile, password);
    await toast(c, new RegExp(`您所在的机构「${name}」已被平台停用（原因：营业执照已过期，请补交后联系平台）`)).waitFor();
    assert.match(new URL(c.url()).pathname, /^\/(official\/)?login$/);
    step('停用：成员退出且无法登录');

    // 6. 启用 restores the sign-in
    await a.getByRole('button', { name: label('启用') }).click();
    await modal(a, '启用机构').getByRole('button', { name: label('启用') }).click();
    await toast(a, '已启用，该机构恢复正常').waitFor();
    await loginAs(c, mobile, password);
    await c.waitForURL(inConsole);
    step('启用后恢复登录');
  }));
