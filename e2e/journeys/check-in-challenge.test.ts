// Issue 24 journey: a 30-day running challenge (打卡) on a new activity, end to end — the organiser creates the
// activity with a sign-up item, files it and the platform admin approves it; two athletes sign up on the public page
// and the organiser accepts them; the organiser sets the challenge in 打卡设置 (15 公里 in total, track files of
// running); each athlete checks in on the public activity page with GPX files made here (runs started on earlier days
// of the challenge); one run is faster than the world record and waits for review with its reason, the organiser
// rejects it in 打卡记录 with a reason; 打卡排行 then orders the two by their approved kilometres, with their days and
// streaks.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { accounts } from '../support/accounts.ts';
import { launch, loginAs, newPage, screenshot } from '../support/browser.ts';
import { approveFiling, CHINA, journey, label, modal, openManagementPage, openSignUpWithItem, pickOption, toast, typeDate, uniqueSuffix } from '../support/competition.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const ITEM = '30天跑步打卡';
const REJECT_REASON = '10公里用时20分钟快于世界纪录，请上传本人真实跑步记录';

/** A China calendar day `offset` days from today (the challenge, the runs and the streaks are China days). */
const chinaDay = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A GPX file of a run as a watch exports it: `meters` due north along the meridian `lon` from 30.2°N, one point every
 * 10 s over `seconds`, started at 06:30 China time on `day`. Along a meridian the haversine distance is the radius
 * times the latitude covered, so the server reads exactly `meters`.
 */
function runGpx({ day, meters, seconds, lon }: { day: string; meters: number; seconds: number; lon: number }): Buffer {
  const EARTH_RADIUS_M = 6_371_008.8;
  const start = Date.parse(`${day}T06:30:00+08:00`);
  const steps = seconds / 10;
  const points = Array.from({ length: steps + 1 }, (_, i) => {
    const lat = 30.2 + ((i * meters) / steps / EARTH_RADIUS_M) * (180 / Math.PI);
    return `<trkpt lat="${lat.toFixed(8)}" lon="${lon.toFixed(6)}"><ele>9.0</ele><time>${new Date(start + i * 10_000).toISOString()}</time></trkpt>`;
  });
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="e2e 手表" xmlns="http://www.topografix.com/GPX/1/1"><metadata><time>${new Date(start).toISOString()}</time></metadata>` +
      `<trk><name>晨跑</name><type>running</type><trkseg>\n${points.join('\n')}\n</trkseg></trk></gpx>`,
  );
}

async function signIn(page: Page, who: { account: string; password: string }, loginPath = '/login') {
  await loginAs(page, who.account, who.password, loginPath);
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
}

/** 我要报名 on the public activity page with the user's own name and mobile. */
async function signUp(page: Page, id: number, name: string, person: { name: string; mobile: string }) {
  await page.goto(`/match/${id}`);
  await page.getByRole('heading', { name }).first().waitFor();
  await page.getByRole('button', { name: label('我要报名') }).click();
  const form = page.getByRole('form', { name: '报名表' });
  await form.getByText(ITEM).waitFor();
  await form.getByLabel('姓名', { exact: true }).fill(person.name);
  await form.getByLabel('手机号', { exact: true }).fill(person.mobile);
  await form.getByRole('button', { name: label('提交报名') }).click();
  await page.getByRole('status').filter({ hasText: '报名已提交，请等待主办方审核' }).waitFor();
}

/** 提交打卡 with a GPX file in the 打卡挑战 card of the public activity page; waits for what the card answers. */
async function checkIn(page: Page, file: { name: string; gpx: Buffer }, answer: string) {
  const card = page.getByRole('region', { name: '打卡挑战' });
  const form = card.getByRole('form', { name: '打卡' });
  await form.getByRole('radio', { name: '轨迹文件' }).check();
  await form.locator('input[type="file"]').setInputFiles({ name: file.name, mimeType: 'application/gpx+xml', buffer: file.gpx });
  await form.getByRole('button', { name: '提交打卡' }).click();
  // the upload, then the parse in the server's parsing thread
  await card.getByRole('status').filter({ hasText: answer }).waitFor({ timeout: 60_000 });
}

test('打卡：主办方设置30天跑步挑战 → 两名报名者上传 GPX 打卡 → 超世界纪录的记录被标记并驳回 → 打卡排行与连续天数正确', () =>
  journey(browser, 'check-in-challenge', async (step) => {
    const name = `e2e西湖晨跑30天打卡${uniqueSuffix()}`;
    const organiser = await newPage(browser, CHINA);
    const o = organiser.page;
    await signIn(o, accounts.orgGov);

    // 1. a new activity (活动) with a free sign-up item, filed and approved, so that it is public
    await o.goto('/admin/create/activity');
    await o.getByPlaceholder('请输入活动名称').fill(name);
    await pickOption(o, o.getByLabel('运动项目'), '田径');
    // the activity's own days are ahead; the challenge (step 3) has days of its own, around today
    await typeDate(o.getByPlaceholder('开始日期'), chinaDay(30));
    await typeDate(o.getByPlaceholder('结束日期'), chinaDay(30));
    await o.getByPlaceholder('例如：杭州市黄龙体育中心').fill('杭州西湖景区');
    await o.getByRole('button', { name: label('创建活动') }).click();
    await toast(o, '活动已创建').waitFor();
    await o.waitForURL(/\/admin\/institution\/match\/\d+\/2\/base$/);
    const id = Number(/match\/(\d+)\//.exec(new URL(o.url()).pathname)![1]);
    await openSignUpWithItem(o, { name: ITEM, capacity: 50 });
    await openManagementPage(o, '活动报备', 'Active');
    await o.getByRole('button', { name: label('提交报备') }).click();
    await modal(o, '提交活动报备').getByRole('button', { name: label('确定') }).click();
    await toast(o, '已提交报备，请等待平台审核').waitFor();
    const admin = await newPage(browser, CHINA);
    await signIn(admin.page, accounts.admin, '/admin/login');
    await approveFiling(admin.page, name);
    await admin.context.close();
    step('活动创建、报名项目与报备审核');

    // 2. two athletes sign up on the public page; the organiser accepts both
    const runner = await newPage(browser, CHINA);
    const r = runner.page;
    await signIn(r, accounts.athlete);
    await signUp(r, id, name, { name: '林晓跑', mobile: accounts.athlete.mobile });
    const second = await newPage(browser, CHINA);
    const s = second.page;
    await signIn(s, accounts.referee);
    await signUp(s, id, name, { name: '王正裁', mobile: accounts.referee.mobile });

    await openManagementPage(o, '报名审核', 'signUp_apply');
    const panel = o.getByRole('tabpanel').filter({ has: o.getByRole('button', { name: label('批量通过') }) });
    await panel.getByText('共 2 条').waitFor();
    await panel.locator('.ant-table-thead .ant-checkbox-input').check();
    await panel.getByRole('button', { name: label('批量通过') }).click();
    await modal(o, '通过报名').getByRole('button', { name: label('确定') }).click();
    await toast(o, '已通过 2 条报名').waitFor();
    step('两名运动员报名并通过审核');

    // 3. 打卡设置: 30 days (14 before today to 15 after), 累计 15 公里 of running, track files and screenshots, once a day
    await openManagementPage(o, '打卡设置', 'clock/clockset');
    const settings = o.getByRole('form', { name: '打卡设置' });
    await typeDate(settings.getByPlaceholder('开始日期'), chinaDay(-14));
    await typeDate(settings.getByPlaceholder('结束日期'), chinaDay(15));
    await settings.getByRole('spinbutton', { name: /累计目标/ }).fill('15');
    assert.equal(await settings.getByRole('checkbox', { name: '轨迹文件' }).isChecked(), true, '默认允许轨迹文件');
    await settings.getByRole('button', { name: label('保存设置') }).click();
    await toast(o, '打卡设置已保存').waitFor();
    step('打卡设置');

    // 4. check-ins on the public activity page, GPX runs of earlier days (each counts for the day it started):
    //    林晓跑 5 km in 30 min on three days in a row; 王正裁 6 km in 36 min twice, and 10 km in 20 min between them
    //    (the 10 000 m world record is 26:11), which waits for review with its reason
    await r.goto(`/match/${id}`);
    await r.getByRole('region', { name: '打卡挑战' }).getByText('累计里程 15.00 公里', { exact: false }).waitFor();
    for (const [i, offset] of [-3, -2, -1].entries()) {
      await checkIn(r, { name: `晨跑${i + 1}.gpx`, gpx: runGpx({ day: chinaDay(offset), meters: 5_000, seconds: 1_800, lon: 120.13 + i * 0.002 }) }, `打卡成功（${chinaDay(offset)}）`);
    }
    const mine = r.getByRole('region', { name: '我的打卡' });
    await mine.getByText('累计 15.00 公里 · 打卡 3 天 · 当前连续 3 天 · 最长连续 3 天 · 已完成目标').waitFor();
    await screenshot(r, 'check-in-challenge-1-athlete');

    await s.goto(`/match/${id}`);
    await checkIn(s, { name: '周一.gpx', gpx: runGpx({ day: chinaDay(-5), meters: 6_000, seconds: 2_160, lon: 120.16 }) }, `打卡成功（${chinaDay(-5)}）`);
    await checkIn(s, { name: '太快了.gpx', gpx: runGpx({ day: chinaDay(-3), meters: 10_000, seconds: 1_200, lon: 120.17 }) }, '已提交，待审核：配速快于跑步世界纪录，需人工审核');
    await checkIn(s, { name: '周五.gpx', gpx: runGpx({ day: chinaDay(-1), meters: 6_000, seconds: 2_160, lon: 120.18 }) }, `打卡成功（${chinaDay(-1)}）`);
    await s.getByRole('region', { name: '我的打卡' }).getByText('累计 12.00 公里 · 打卡 2 天 · 当前连续 1 天 · 最长连续 1 天 · 未完成目标').waitFor();
    step('两人上传 GPX 打卡，超世界纪录的一条待审核');

    // 5. 打卡记录: the flagged record shows its reason; the organiser rejects it with a reason of their own
    await openManagementPage(o, '打卡记录', 'clock/clockrecordlist');
    const flagged = o.locator('.ant-table-row').filter({ hasText: '王正裁' }).filter({ hasText: '配速快于跑步世界纪录，需人工审核' }).first();
    await flagged.waitFor();
    assert.match((await flagged.innerText()).replace(/\s+/g, ' '), new RegExp(`${chinaDay(-3)}.*10\\.00 公里`));
    await flagged.getByRole('button', { name: label('驳回') }).click();
    const reject = modal(o, '驳回王正裁的打卡');
    await reject.getByLabel('驳回原因').fill(REJECT_REASON);
    await reject.getByRole('button', { name: label('确定') }).click();
    await toast(o, '已驳回').waitFor();
    await o.locator('.ant-table-row').filter({ hasText: `原因：${REJECT_REASON}` }).first().waitFor();
    await screenshot(o, 'check-in-challenge-2-records');
    // the athlete sees the rejection and its reason
    await s.reload();
    await s.getByRole('table', { name: '我的打卡记录' }).getByText(`已驳回（${REJECT_REASON}）`).waitFor();
    step('异常记录驳回');

    // 6. 打卡排行: 林晓跑 first (15 km, 3 days in a row, goal met), 王正裁 second (12 km: the rejected 10 km does not
    //    count, else he would lead with 22 km), 2 days, streaks of 1
    await openManagementPage(o, '打卡排行', 'clock/clocklist');
    const ranking = o.getByRole('table', { name: '打卡排行' });
    const rows = ranking.locator('tbody tr.ant-table-row');
    await rows.nth(1).waitFor();
    const texts = (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    assert.equal(texts.length, 2, texts.join(' | '));
    assert.match(texts[0]!, /^1 林晓跑 15\.00 公里 3 天 3 天 3 天 已完成$/, texts[0]);
    assert.match(texts[1]!, /^2 王正裁 12\.00 公里 2 天 1 天 1 天 未完成$/, texts[1]);
    // the menu item clicked last is far down the page: bring the table back into the picture
    await ranking.scrollIntoViewIfNeeded();
    await screenshot(o, 'check-in-challenge-3-ranking');
    step('打卡排行与连续天数');

    // 7. 林晓跑's third run met the goal: her 打卡完成证书 came with it. 我的证书 → 下载 saves the PDF (its text holds her
    //    name, the kilometres, the organiser and the code printed under the QR code) → 查看验证页 opens the public
    //    page the QR code opens: holder, result, issuer, 有效
    await r.goto('/admin/person/certificates');
    const certificates = r.getByRole('table', { name: '我的证书' });
    const mineRow = certificates.locator('tbody tr.ant-table-row').filter({ hasText: name });
    await mineRow.waitFor();
    assert.match((await mineRow.innerText()).replace(/\s+/g, ' '), /打卡完成证书.*15\.00 公里/);
    const code = (await mineRow.getByRole('button', { name: /^下载/ }).getAttribute('aria-label'))!.replace(/^下载/, '');
    assert.match(code, /^[A-Za-z0-9_-]{16}$/);
    const [download] = await Promise.all([r.waitForEvent('download'), mineRow.getByRole('button', { name: `下载${code}` }).click()]);
    const pdfPath = path.join(mkdtempSync(path.join(tmpdir(), 'saishi-certificate-')), 'certificate.pdf');
    await download.saveAs(pdfPath);
    assert.equal(readFileSync(pdfPath).subarray(0, 5).toString(), '%PDF-');
    const pdfText = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    for (const part of ['林晓跑', '成绩：15.00公里', '杭州市体育局', code]) assert.ok(pdfText.includes(part), `证书 PDF 应包含 ${part}：${pdfText}`);
    const [verify] = await Promise.all([runner.context.waitForEvent('page'), mineRow.getByRole('link', { name: `查看验证页${code}` }).click()]);
    await verify.waitForURL(new RegExp(`/certificate/verify/${code}$`));
    await verify.getByText('林晓跑').first().waitFor();
    await verify.getByText('15.00 公里').first().waitFor();
    await verify.getByText('该证书真实有效。').waitFor();
    await screenshot(verify, 'check-in-challenge-4-verify');
    step('完成者下载证书并打开验证页');
  }));
