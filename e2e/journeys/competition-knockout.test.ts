// Issue 3 journey: a knockout of 13 entrants — seeds 1–3 get the 3 byes, and a champion comes out of the results.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator } from 'playwright-core';
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
  field,
  type Fixture,
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

const ITEM = '男子单打';
const PLAYERS = ['张伟', '王磊', '李强', '刘洋', '陈杰', '杨帆', '赵鹏', '黄涛', '周斌', '吴昊', '徐明', '孙亮', '马超'];
/** Seeds 1–3 go to entrants signed up late, so the byes are theirs because of the seed, not the order. */
const SEEDS: [string, number][] = [
  ['孙亮', 1],
  ['周斌', 2],
  ['陈杰', 3],
];
const phoneOf = (i: number) => `1391234${String(5000 + i).padStart(4, '0')}`;
/** Who wins a match: the better seed, else the one signed up first. The champion is seed 1. */
const strength = (name: string) => {
  const seed = SEEDS.find(([n]) => n === name)?.[1];
  return seed ?? 10 + PLAYERS.indexOf(name);
};

/** The bracket tree labels each fixture `1/8决赛 第1场：[1] 孙亮 对 轮空，胜者 孙亮`: exactly 3 byes, on seeds 1–3. */
async function assertByesOnSeeds(scope: Locator) {
  const tree = scope.locator('svg[role="group"]').first();
  await tree.waitFor();
  const byes = await tree.locator('g[role="group"][aria-label*="对 轮空"]').evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label') ?? ''));
  assert.equal(byes.length, 3, byes.join(' | '));
  for (const [player, seed] of SEEDS) {
    assert.ok(
      byes.some((l) => l.includes(`[${seed}] ${player} 对 轮空`)),
      `${seed}号种子 ${player} 应轮空，实际：${byes.join(' | ')}`,
    );
  }
}

test('淘汰赛：13 名参赛者，种子 1–3 轮空，录完全部比分后产生冠军（后台签表与官网对阵图）', () =>
  journey(browser, 'competition-knockout', async (step) => {
    const name = `e2e西湖区乒乓球公开赛${uniqueSuffix()}`;
    const { context, page: o } = await newPage(browser, CHINA);
    await loginAs(o, accounts.orgGov.account, accounts.orgGov.password);
    await o.waitForURL((url) => url.pathname.startsWith('/admin'));

    // 1. match, individual item, filing, approval by the platform admin (the public bracket needs a published match)
    const id = await createMatch(o, { name, sport: '乒乓球', from: '2026-12-12', to: '2026-12-13', location: '西湖区体育中心' });
    await openSignUpWithItem(o, { name: ITEM, capacity: 16 });
    await fileMatch(o);
    const admin = await newPage(browser, CHINA);
    await loginAs(admin.page, accounts.admin.account, accounts.admin.password, '/admin/login');
    await admin.page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
    await approveFiling(admin.page, name);
    await admin.context.close();
    step('新建比赛、报名设置、报备与审核');

    // 2. the first entrant through 新增报名, the other twelve through the same API call the modal makes
    await openManagementPage(o, '个人报名名单', 'signUp_player');
    await o.getByRole('button', { name: label('新增报名') }).click();
    const add = modal(o, '新增个人报名');
    await field(add, '姓名').fill(PLAYERS[0]);
    await field(add, '手机号').fill(phoneOf(0));
    await add.getByRole('button', { name: label('保存') }).click();
    await toast(o, '已添加报名（待审核）').waitFor();
    await add.waitFor({ state: 'hidden' });
    const items = await api<{ items: { id: number; name: string }[] }>(o, 'GET', '/competition/requirement/info', { id });
    const itemId = items.items.find((i) => i.name === ITEM)!.id;
    for (const [i, player] of PLAYERS.entries()) {
      if (i === 0) continue;
      await api(o, 'POST', '/competition/sign_info', { id, event_item_id: itemId, real_name: player, phone: phoneOf(i) });
    }
    step('新增 13 条报名');

    // 3. 报名审核 lists all 13: 批量通过 page by page (10 rows a page, then the remaining 3)
    await openManagementPage(o, '报名审核', 'signUp_apply');
    const panel = o.getByRole('tabpanel').filter({ has: o.getByRole('button', { name: label('批量通过') }) });
    await panel.getByText('共 13 条').waitFor();
    for (const [count, remaining] of [
      [10, 3],
      [3, 0],
    ]) {
      await panel.locator('.ant-table-thead .ant-checkbox-input').check();
      await panel.getByText(`已选 ${count} 条`).waitFor();
      await panel.getByRole('button', { name: label('批量通过') }).click();
      await modal(o, '通过报名').getByRole('button', { name: label('确定') }).click();
      await toast(o, `已通过 ${count} 条报名`).waitFor();
      if (remaining) await panel.getByText(`共 ${remaining} 条`).waitFor();
    }
    await panel.locator('.ant-empty, .ant-table-placeholder').first().waitFor();
    step('批量通过');

    // 4. seeds 1–3 through 编辑 (种子号) in the player list
    await openManagementPage(o, '个人报名名单', 'signUp_player');
    await o.getByText('共 13 条').waitFor();
    for (const [player, seed] of SEEDS) {
      await o.getByPlaceholder('姓名/队名/手机号/身份证号').fill(player);
      await o.getByRole('button', { name: label('查询') }).click();
      await o.getByText('共 1 条').waitFor();
      const row = o.locator('.ant-table-row').filter({ hasText: player }).first();
      await row.getByRole('button', { name: label('编辑') }).click();
      const edit = modal(o, '编辑报名');
      await field(edit, '种子号').fill(String(seed));
      await edit.getByRole('button', { name: label('保存') }).click();
      await toast(o, '报名信息已保存').waitFor();
      await edit.waitFor({ state: 'hidden' });
    }
    step('设置种子');

    // 5. a 淘汰赛 phase (对阵方式 种子), generated: 12 matches and 3 byes
    const generated = await createPhaseAndGenerate(o, { name: '淘汰赛', format: '淘汰赛' });
    assert.equal(generated.toastText, '赛程已生成：12 场比赛，轮空 3 场');
    assert.ok(generated.progressSeen, '生成赛程时应显示进度');
    const phaseRow = o.locator('.ant-table-row').filter({ hasText: '淘汰赛' }).first();
    await phaseRow.getByRole('link', { name: '查看赛程' }).click();
    await o.waitForURL(/\/schedule\/step\/\d+$/);
    const phaseId = Number(/step\/(\d+)$/.exec(o.url())![1]);
    step('生成赛程');

    // the bracket (签表, the shared SVG tree): the three byes of the first round are on the lines of seeds 1–3
    const bracketCard = o.locator('.ant-card').filter({ has: o.locator('.ant-card-head-title', { hasText: /^签表$/ }) });
    await assertByesOnSeeds(bracketCard);
    await screenshot(o, 'competition-knockout-1-bracket');
    step('签表与轮空');

    // 6. two first-round matches through the score modal, then every playable match through the modal's API call
    const winnerScore = (f: Pick<Fixture, 'home_name' | 'away_name'>) => (strength(f.home_name) < strength(f.away_name) ? [3, 1] : [1, 3]);
    const fixtureTable = o.getByRole('tabpanel').filter({ has: o.locator('.ant-table') }).last();
    for (let i = 0; i < 2; i++) {
      const row = fixtureTable.locator('.ant-table-row').filter({ has: o.getByRole('button', { name: label('录入比分') }) }).first();
      const cells = await row.locator('td').allInnerTexts();
      const [home, away] = [cells[2], cells[4]].map((c) => c.replace(/（\d+号种子）/, '').trim());
      const [hs, as] = winnerScore({ home_name: home, away_name: away });
      await row.getByRole('button', { name: label('录入比分') }).click();
      await enterScoreInModal(o, hs, as);
      await o.getByText(`已完成 ${i + 1} / 12 场`).waitFor();
    }
    step('比分弹窗录入 2 场');

    // 7. a game in progress: 开始比赛, 更新比分 (running score), the public 直播比分 shows it, then the final score
    const liveRow = fixtureTable.locator('.ant-table-row').filter({ has: o.getByRole('button', { name: label('开始比赛') }) }).first();
    const liveCells = await liveRow.locator('td').allInnerTexts();
    const [liveHome, liveAway] = [liveCells[2], liveCells[4]].map((c) => c.replace(/（\d+号种子）/, '').trim());
    await liveRow.getByRole('button', { name: label('开始比赛') }).click();
    await modal(o, '开始比赛').getByRole('button', { name: label('开始比赛') }).click();
    await toast(o, '比赛已开始').waitFor();
    const running = fixtureTable.locator('.ant-table-row').filter({ hasText: liveHome }).filter({ hasText: liveAway }).first();
    await running.getByRole('button', { name: label('更新比分') }).click();
    const liveDialog = modal(o, /^更新比分：/);
    await liveDialog.getByLabel('主队实时得分').fill('2');
    await liveDialog.getByLabel('客队实时得分').fill('1');
    await liveDialog.getByRole('button', { name: label('更新实时比分') }).click();
    await toast(o, '实时比分已更新').waitFor();
    await running.getByText('2:1（实时）').waitFor();
    const fan = await newPage(browser, CHINA);
    await fan.page.goto(`/match/${id}`);
    await fan.page.getByRole('tab', { name: '直播比分' }).click();
    const liveTable = fan.page.getByRole('table', { name: '进行中的比赛' });
    const liveLine = liveTable.getByRole('row').filter({ hasText: liveHome }).filter({ hasText: liveAway });
    await liveLine.getByText('2 : 1').waitFor();
    await screenshot(fan.page, 'competition-knockout-live');
    // the final score ends the game: it leaves 进行中 on the public page at the next refresh
    const [fhs, fas] = winnerScore({ home_name: liveHome, away_name: liveAway });
    await running.getByRole('button', { name: label('录入比分') }).click();
    await enterScoreInModal(o, fhs, fas);
    await o.getByText('已完成 3 / 12 场').waitFor();
    await fan.page.reload();
    await fan.page.getByRole('tab', { name: '直播比分' }).click();
    // no game in progress any more (and none today: the view says so, or shows 暂无数据)
    await fan.page.getByRole('tabpanel').getByText(/当前没有进行中的比赛|暂无数据/).first().waitFor();
    assert.equal(await fan.page.getByRole('table', { name: '进行中的比赛' }).count(), 0);
    await fan.context.close();
    step('直播比分：开始、更新、官网显示、终场');

    for (let guard = 0; guard < 12; guard++) {
      const open = (await phaseFixtures(o, phaseId)).filter((f) => !f.bye && f.status !== 'finished' && f.home_id !== null && f.away_id !== null);
      if (open.length === 0) break;
      for (const f of open) {
        const [home_score, away_score] = winnerScore(f);
        await api(o, 'POST', '/admin/schedule/score', { fixture_id: f.id, home_score, away_score, version: f.version, home_fair_play: 0, away_fair_play: 0 });
      }
    }
    await o.reload();
    await o.getByText('已完成 12 / 12 场').waitFor();
    // the 签表 card names the champion in its title bar and at the end of the tree
    await bracketCard.locator('.ant-card-extra').getByText(`冠军：${SEEDS[0][0]}`).waitFor();
    await bracketCard.getByRole('group', { name: `冠军：${SEEDS[0][0]}` }).waitFor();
    await screenshot(o, 'competition-knockout-2-champion');
    await context.close();
    step('录入全部比分');

    // 8. the public 对阵图 draws the same bracket with the champion
    const visitor = await newPage(browser, CHINA);
    const v = visitor.page;
    await v.goto(`/match/${id}`);
    await v.getByRole('heading', { name }).first().waitFor();
    await v.getByRole('tab', { name: '对阵图' }).click();
    await v.getByRole('group', { name: `冠军：${SEEDS[0][0]}` }).waitFor();
    await assertByesOnSeeds(v.getByRole('tabpanel'));
    await screenshot(v, 'competition-knockout-3-official-bracket');
    await visitor.context.close();
    step('官网对阵图');
  }));
