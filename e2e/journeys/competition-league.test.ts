// Issue 3 journey: an organiser runs a 6-team league from creation to the champion on the official site.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { accounts } from '../support/accounts.ts';
import { launch, loginAs, newPage, screenshot } from '../support/browser.ts';
import {
  api,
  CHINA,
  approveFiling,
  createMatch,
  createPhaseAndGenerate,
  enterScoreInModal,
  fileMatch,
  journey,
  label,
  modal,
  openManagementPage,
  openSignUpWithItem,
  phaseFixtures,
  toast,
  uniqueSuffix,
} from '../support/competition.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const ITEM = '初中男子组';
/** The two teams signed up on the public page by the demo personal users, then four added by the organiser. */
const PUBLIC_TEAMS = [
  { account: accounts.athlete, team: '晓跑队', captain: '林晓跑', phone: '13800000005' },
  { account: accounts.referee, team: '正裁队', captain: '王正裁', phone: '13800000006' },
];
const ORGANISER_TEAMS = [
  { team: '钱塘中学队', captain: '赵一', phone: '13912340001' },
  { team: '西湖中学队', captain: '钱二', phone: '13912340002' },
  { team: '拱墅中学队', captain: '孙三', phone: '13912340003' },
  { team: '滨江中学队', captain: '李四', phone: '13912340004' },
];
/** Strength order of the results entered below: the first wins every match, so it is the champion. */
const STRENGTH = ['晓跑队', '钱塘中学队', '正裁队', '西湖中学队', '拱墅中学队', '滨江中学队'];
const scoreOf = (home: string, away: string) => (STRENGTH.indexOf(home) < STRENGTH.indexOf(away) ? [3, 1] : [1, 2]);

async function signInOrganiser(page: Page) {
  await loginAs(page, accounts.orgGov.account, accounts.orgGov.password);
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
}

test('联赛：新建比赛 → 报备审核 → 官网报名 → 批量通过 → 双循环赛程 → 全部比分 → 官网积分榜与冠军', () =>
  journey(browser, 'competition-league', async (step) => {
    const name = `e2e杭州市中学生篮球联赛${uniqueSuffix()}`;
    const organiser = await newPage(browser, CHINA);
    const o = organiser.page;
    await signInOrganiser(o);

    // 1. the organiser creates the match, opens the sign-up form with a team item for 6 teams, and files the match
    const id = await createMatch(o, { name, sport: '篮球', from: '2026-12-05', to: '2026-12-27', location: '杭州市体育馆' });
    await openSignUpWithItem(o, { name: ITEM, team: { min: 1, max: 12 }, capacity: 6 });
    await screenshot(o, 'competition-league-1-sign-up-setting');
    await fileMatch(o);
    await o.getByText('待审核').first().waitFor();
    step('新建比赛、报名设置、报备');

    // 2. the platform admin approves the filing in 报备审核
    const admin = await newPage(browser, CHINA);
    await loginAs(admin.page, accounts.admin.account, accounts.admin.password, '/admin/login');
    await admin.page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
    await approveFiling(admin.page, name);
    await admin.context.close();
    step('报备审核');

    // 3. two personal users sign up their teams on the public match page
    for (const t of PUBLIC_TEAMS) {
      const { context, page } = await newPage(browser, CHINA);
      await loginAs(page, t.account.account, t.account.password);
      await page.waitForURL((url) => url.pathname.startsWith('/admin'));
      await page.goto(`/match/${id}`);
      await page.getByRole('heading', { name }).first().waitFor();
      await page.getByRole('button', { name: label('我要报名') }).click();
      const form = page.getByRole('form', { name: '报名表' });
      await form.getByText(ITEM).waitFor();
      await form.getByLabel('队伍名称').fill(t.team);
      await form.getByLabel('队长姓名').fill(t.captain);
      await form.getByLabel('队长手机号').fill(t.phone);
      await form.getByRole('button', { name: label('提交报名') }).click();
      await page.getByRole('status').filter({ hasText: '报名已提交，请等待主办方审核' }).waitFor();
      if (t === PUBLIC_TEAMS[0]) await screenshot(page, 'competition-league-2-public-sign-up');
      await context.close();
    }
    step('官网报名');

    // 4. the organiser adds the other four teams (新增报名) and approves all six in 报名审核 (批量通过)
    await openManagementPage(o, '团队报名名单', 'signUp');
    for (const t of ORGANISER_TEAMS) {
      await o.getByRole('button', { name: label('新增报名') }).click();
      const dialog = modal(o, '新增团队报名');
      await dialog.getByLabel('队名').fill(t.team);
      // every opening starts with the item's minimum of member rows (the first is the captain)
      await dialog.getByLabel('队员1姓名').fill(t.captain);
      await dialog.getByLabel('队员1手机号').fill(t.phone);
      await dialog.getByRole('button', { name: label('保存') }).click();
      await toast(o, '已添加报名（待审核）').waitFor();
      await dialog.waitFor({ state: 'hidden' });
    }
    await o.getByText('共 6 条').waitFor();
    await openManagementPage(o, '报名审核', 'signUp_apply');
    await o.getByRole('tab', { name: /团队报名/ }).click();
    const panel = o.getByRole('tabpanel').filter({ has: o.getByRole('button', { name: label('批量通过') }) });
    await panel.getByText('共 6 条').waitFor();
    await panel.locator('.ant-table-thead .ant-checkbox-input').check();
    await panel.getByText('已选 6 条').waitFor();
    await screenshot(o, 'competition-league-3-review');
    await panel.getByRole('button', { name: label('批量通过') }).click();
    await modal(o, '通过报名').getByRole('button', { name: label('确定') }).click();
    await toast(o, '已通过 6 条报名').waitFor();
    step('新增报名与批量通过');

    // 5. award 冠军 for place 1 (shown in the public 获奖名单)
    await openManagementPage(o, '奖项设置', 'setting');
    // the card's button reads 新增 (新增奖项 before); the dialog is 新增奖项 either way
    await o.getByRole('button', { name: /(?:^|\s)新\s*增(?:奖项)?$/ }).click();
    const award = modal(o, '新增奖项');
    await award.getByLabel('奖项名称').fill('冠军');
    await award.getByLabel('起始名次').fill('1');
    await award.getByLabel('结束名次').fill('1');
    await award.getByRole('button', { name: label('保存') }).click();
    await o.locator('.ant-table-row').filter({ hasText: '冠军' }).waitFor();
    // and 亚军 for place 2: after the score correction below the champion and the runner-up change places, so both
    // hold an award before and after it (their certificates are replaced, not only revoked)
    await o.getByRole('button', { name: /(?:^|\s)新\s*增(?:奖项)?$/ }).click();
    const runnerUp = modal(o, '新增奖项');
    await runnerUp.getByLabel('奖项名称').fill('亚军');
    await runnerUp.getByLabel('起始名次').fill('2');
    await runnerUp.getByLabel('结束名次').fill('2');
    await runnerUp.getByRole('button', { name: label('保存') }).click();
    await o.locator('.ant-table-row').filter({ hasText: '亚军' }).waitFor();
    step('奖项设置');

    // 6. a double round robin phase 联赛, generated with its progress card
    const generated = await createPhaseAndGenerate(o, { name: '联赛', format: '联赛', cycles: '双循环' });
    assert.equal(generated.toastText, '赛程已生成：30 场比赛');
    assert.ok(generated.progressSeen, '生成赛程时应显示进度');
    const phaseRow = o.locator('.ant-table-row').filter({ hasText: '联赛' }).first();
    await phaseRow.getByText('0/30').waitFor();
    await phaseRow.getByRole('link', { name: '查看赛程' }).click();
    await o.waitForURL(/\/schedule\/step\/\d+$/);
    const phaseId = Number(/step\/(\d+)$/.exec(o.url())![1]);
    const stepUrl = o.url();
    await o.getByText('已完成 0 / 30 场').waitFor();
    step('生成赛程');

    // 7. the three matches of 第1轮 through the score modal, the other 27 through the same API call the modal makes
    const firstRound = o.getByRole('tabpanel').filter({ has: o.locator('.ant-table') }).last();
    for (let i = 0; i < 3; i++) {
      const row = firstRound.locator('.ant-table-row').filter({ has: o.getByRole('button', { name: label('录入比分') }) }).first();
      const cells = await row.locator('td').allInnerTexts();
      const [home, away] = [cells[2], cells[4]].map((c) => c.trim());
      const [hs, as] = scoreOf(home, away);
      await row.getByRole('button', { name: label('录入比分') }).click();
      await enterScoreInModal(o, hs, as);
      await o.getByText(`已完成 ${i + 1} / 30 场`).waitFor();
    }
    await screenshot(o, 'competition-league-4-scores');
    const rest = (await phaseFixtures(o, phaseId)).filter((f) => f.status !== 'finished');
    assert.equal(rest.length, 27);
    for (const f of rest) {
      const [home_score, away_score] = scoreOf(f.home_name, f.away_name);
      await api(o, 'POST', '/admin/schedule/score', { fixture_id: f.id, home_score, away_score, version: f.version, home_fair_play: 0, away_fair_play: 0 });
    }
    await o.reload();
    await o.getByText('已完成 30 / 30 场').waitFor();
    await o.getByText('已结束').first().waitFor();
    step('录入 30 场比分');

    // 8. the organiser's 排行榜 puts the champion first
    await openManagementPage(o, '排行榜', 'rank');
    await o.locator('.ant-table-row').first().filter({ hasText: STRENGTH[0] }).waitFor();
    await screenshot(o, 'competition-league-5-rank');
    step('排行榜');

    // 9. a visitor sees the table and the champion on the official match page
    const visitor = await newPage(browser, CHINA);
    const v = visitor.page;
    await v.goto(`/match/${id}`);
    await v.getByRole('heading', { name }).first().waitFor();
    // whole days in China time, as the organiser picked them
    await v.getByText('2026-12-05 00:00').waitFor();
    await v.getByText('2026-12-27 23:59').waitFor();
    await v.getByRole('tab', { name: '积分榜' }).click();
    const table = v.getByRole('table', { name: /积分榜$/ });
    const first = table.locator('tbody tr').first();
    await first.waitFor();
    const firstCells = await first.locator('td').allInnerTexts();
    assert.equal(firstCells[0], '1');
    assert.match(firstCells[1], new RegExp(`^${STRENGTH[0]}`));
    assert.equal(firstCells[9], '30', '冠军十战全胜积 30 分');
    const order = (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((t) => STRENGTH.find((s) => t.startsWith(s)));
    assert.deepEqual(order, STRENGTH);
    await v.getByText('（已完赛）').waitFor();
    await screenshot(v, 'competition-league-6-official-standings');
    await v.getByRole('tab', { name: '获奖名单' }).click();
    const awards = v.getByRole('table', { name: `${ITEM}获奖名单` });
    const championRow = awards.locator('tbody tr').first();
    await championRow.waitFor();
    const champion = await championRow.locator('td').allInnerTexts();
    assert.deepEqual(champion.slice(0, 3), ['冠军', '1', STRENGTH[0]]);
    await screenshot(v, 'competition-league-7-official-awards');
    step('官网积分榜与获奖名单');

    // 10. the organiser issues the award certificates on 证书 (冠军 晓跑队, 亚军 钱塘中学队) and notes the champion's code
    const [champion0, runnerUp0] = STRENGTH;
    await openManagementPage(o, '证书', 'certificate');
    const issued = o.getByRole('table', { name: '已发放的证书' });
    await o.getByRole('button', { name: label('发放获奖证书') }).click();
    await toast(o, '已发放 2 张获奖证书').waitFor();
    const championCertificate = issued.locator('tbody tr').filter({ hasText: champion0 });
    await championCertificate.filter({ hasText: '第1名（冠军）' }).waitFor();
    const verifyLink = championCertificate.getByRole('link', { name: /^验证页/ });
    const oldCode = ((await verifyLink.getAttribute('aria-label')) ?? '').replace(/^验证页/, '');
    assert.match(oldCode, /^[A-Za-z0-9_-]{16}$/);
    assert.equal(await verifyLink.getAttribute('href'), `/certificate/verify/${oldCode}`);
    step('发放获奖证书');

    // 11. a corrected score: 钱塘中学队 beat 晓跑队 10:0 at home (修改比分, with its reason). Both have 27 points then and
    // 钱塘中学队 leads on 相互战绩, so it is the champion and 晓跑队 the runner-up
    const corrected = (await phaseFixtures(o, phaseId)).find((f) => f.home_name === runnerUp0 && f.away_name === champion0)!;
    await o.goto(stepUrl);
    // the round's tab: the tab list scrolls while it settles, so a click can land on a neighbour — click until selected
    const roundTab = new RegExp(`^第${corrected.round}轮（`);
    for (let attempt = 1; ; attempt++) {
      await o.getByRole('tab', { name: roundTab }).click();
      try {
        await o.getByRole('tab', { name: roundTab, selected: true }).waitFor({ timeout: 5_000 });
        break;
      } catch (e) {
        if (attempt === 3) throw e;
      }
    }
    const correctedRow = o
      .getByRole('tabpanel')
      .locator('.ant-table-row')
      .filter({ hasText: runnerUp0 })
      .filter({ hasText: champion0 })
      .filter({ has: o.getByRole('button', { name: label('修改比分') }) })
      .first();
    await correctedRow.getByRole('button', { name: label('修改比分') }).click();
    const correction = modal(o, /^录入比分：/);
    await correction.getByLabel('主队得分').fill('10');
    await correction.getByLabel('客队得分').fill('0');
    await correction.getByLabel('修改原因').fill('记分员录错比分，按技术代表签字的记分表更正');
    await correction.getByRole('button', { name: label('保存比分') }).click();
    await toast(o, '比分已保存').waitFor();
    await correction.waitFor({ state: 'hidden' });
    step('修改比分');

    // 12. 证书更正 (the certificate-refresh job) revokes the champion's old certificate and issues 第2名（亚军）: wait for
    // it by polling the public verification the page reads, then the old code's page says replaced and links the new one
    const replacement = await o.waitForFunction(
      async (code) => {
        const res = await fetch(`/api/certificate/verify?code=${encodeURIComponent(code)}`);
        const json = (await res.json()) as { result?: { status: string; replaced_by_code: string | null } };
        return json.result?.status === 'revoked' && json.result.replaced_by_code ? json.result.replaced_by_code : null;
      },
      oldCode,
      { polling: 500, timeout: 90_000 },
    );
    const newCode = (await replacement.jsonValue()) as string;
    assert.notEqual(newCode, oldCode);
    await v.goto(`/certificate/verify/${oldCode}`);
    const oldPage = v.getByRole('region', { name: '证书验证' });
    await oldPage.getByText('该证书已撤销，已被新证书替代。').waitFor();
    await oldPage.getByText('第1名（冠军）').waitFor();
    await screenshot(v, 'competition-league-8-certificate-replaced');
    // the link names the certificate the verification answered, then it opens in place (a client-side navigation:
    // waited for by what the new page shows, not by a navigation event, then its address is checked)
    const toFresh = oldPage.getByRole('link', { name: '查看新证书' });
    assert.equal(await toFresh.getAttribute('href'), `/certificate/verify/${newCode}`);
    await toFresh.click();
    const freshPage = v.getByRole('region', { name: '证书验证' });
    await freshPage.getByText(newCode).waitFor({ timeout: 60_000 });
    await freshPage.getByText('该证书真实有效。').waitFor();
    assert.equal(new URL(v.url()).pathname, `/certificate/verify/${newCode}`);
    await freshPage.getByText(champion0).first().waitFor();
    await freshPage.getByText('第2名（亚军）').waitFor();
    // the organiser's list shows both: the old one 已撤销, the new one 有效
    await openManagementPage(o, '证书', 'certificate');
    await issued.locator('tbody tr').filter({ hasText: oldCode }).filter({ hasText: '已撤销' }).waitFor();
    await issued.locator('tbody tr').filter({ hasText: newCode }).filter({ hasText: '有效' }).waitFor();
    await visitor.context.close();
    await organiser.context.close();
    step('证书更正：旧证书已被新证书替代');
  }));
