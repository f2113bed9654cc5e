// Issue 23 journey: a personal user without 实名认证 (the demo member user007, who signs in by SMS code) verifies
// their real name, registers as an athlete with 浙江省田径协会 under its open 注册要求 and chooses 在官网公开; the
// 协会's manager (org_multi) approves in 社区人员注册 › 注册审核; the 实名认证 is then verified and the athlete is
// listed on the official 运动员 page. SMS codes are read from the demo outbox (GET /api/dev/sms_outbox).
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { demoIdCard } from '../../shared/src/demo/sign-ups.ts';
import { accounts } from '../support/accounts.ts';
import { launch, loginAs, newPage, screenshot } from '../support/browser.ts';
import { CHINA, journey, label, modal, openConsoleMenu, pickOption, toast } from '../support/competition.ts';
import { solidPng } from '../support/png.ts';
import { smsLogin } from '../support/sms.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** user007 of the demo members (server/src/db/seed.ts): 周嘉怡, no password, no 实名认证, no registration. */
const MEMBER = { name: '周嘉怡', mobile: `139${String(10000000 + 6 * 7919).padStart(8, '0')}` };
const SETTING = '2026年度浙江省田径运动员注册';

const inConsole = (url: URL) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login');

test('运动员注册：实名认证 → 向协会提交注册并公开 → 协会审核通过 → 官网运动员页可见', () =>
  journey(browser, 'athlete-registration', async (step) => {
    // 1. the member signs in with an SMS code and verifies the real name
    const member = await newPage(browser, CHINA);
    const m = member.page;
    await smsLogin(m, MEMBER.mobile);
    await m.waitForURL(inConsole);

    await openConsoleMenu(m, '我的注册', '运动员注册', '/admin/person/register/athlete');
    await m.getByText('请先完成实名认证').first().waitFor();
    await m.goto('/admin/person/realName');
    await m.getByRole('button', { name: label('去认证') }).click();
    await m.getByLabel('真实姓名').fill(MEMBER.name);
    await m.getByLabel('身份证号').fill('33010619990230');
    await m.getByRole('button', { name: label('提交认证') }).click();
    await m.getByText('身份证号格式错误').waitFor();
    await m.getByLabel('身份证号').fill(demoIdCard('2003-04-17', 777, false));
    await m.getByLabel('本人照片').setInputFiles({ name: '本人照片.png', mimeType: 'image/png', buffer: solidPng(120, 160, [200, 210, 230]) });
    await m.getByRole('img', { name: '已上传的图片' }).waitFor();
    await m.getByRole('button', { name: label('提交认证') }).click();
    await toast(m, '实名信息已提交，将在注册审核时一并审核').waitFor();
    await m.getByText('待审核').first().waitFor();
    step('实名认证已提交');

    // 2. 提交新注册 under the 协会's open window, public on the official site
    await m.goto('/admin/person/register/athlete');
    await m.getByRole('link', { name: `提交新注册 ${SETTING}` }).click();
    await m.getByText(`注册人：${MEMBER.name}`).waitFor();
    await pickOption(m, m.getByLabel('运动项目'), '田径');
    await m.getByLabel('等级', { exact: true }).fill('国家二级运动员');
    // a searchable list of 34 provinces (virtual): type to find it
    await m.getByLabel('所在地区').fill('浙江');
    await pickOption(m, m.getByLabel('所在地区'), '浙江');
    await m.getByLabel('等级证书').setInputFiles({ name: '等级证书.png', mimeType: 'image/png', buffer: solidPng(160, 120, [250, 240, 220]) });
    await m.getByRole('img', { name: '已上传的图片' }).waitFor();
    await m.getByRole('switch', { name: '在官网公开' }).click();
    await m.getByRole('button', { name: label('提交注册') }).click();
    await toast(m, '注册已提交，请等待机构审核').waitFor();
    await m.getByText(SETTING).first().waitFor();
    await m.getByText('待审核').first().waitFor();
    step('向浙江省田径协会提交运动员注册');

    // 3. the 协会 approves in 注册审核
    const association = await newPage(browser, CHINA);
    const a = association.page;
    await loginAs(a, accounts.orgMulti.account, accounts.orgMulti.password);
    await a.waitForURL(inConsole);
    await openConsoleMenu(a, '社区人员注册', '注册审核', '/admin/community/register/registeExamine');
    await a.getByRole('link', { name: `审核注册 ${MEMBER.name}` }).click();
    await a.getByText(`运动员注册：${MEMBER.name}`).waitFor();
    // the reviewer sees the person's photo and the uploaded 等级证书 (they are the applicant's uploads)
    for (const alt of [`${MEMBER.name}的照片`, '等级证书']) {
      await a.waitForFunction((text) => {
        const img = document.querySelector<HTMLImageElement>(`img[alt="${text}"]`);
        return !!img && img.complete && img.naturalWidth > 0;
      }, alt, { timeout: 20_000 });
    }
    await screenshot(a, 'athlete-registration-review');
    await a.getByRole('button', { name: label('通过') }).click();
    await modal(a, '通过注册').getByRole('button', { name: label('确定') }).click();
    await toast(a, '已通过注册').waitFor();
    step('协会审核通过');

    // 4. the member's 实名认证 is verified by the 协会; the athlete is on the official 运动员 page
    await m.goto('/admin/person/realName');
    await m.getByText('浙江省田径协会').first().waitFor();
    await m.goto(`/official/personnel/athlete?keyword=${encodeURIComponent(MEMBER.name)}`);
    await m.getByRole('list', { name: '运动员列表' }).getByText(MEMBER.name).waitFor();
    await screenshot(m, 'athlete-registration-public');
    step('官网运动员页展示');
  }));
