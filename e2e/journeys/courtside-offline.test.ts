// Issue 25 journey: 场边计分 on a referee's phone without a network. Scores entered offline survive a reload, sync
// when the network returns and reach the public match page open in another tab without a reload; a correction
// made meanwhile in the back office comes back to the phone as a conflict with both values.
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { accounts } from '../support/accounts.ts';
import { launch, loginAs, newPage, screenshot } from '../support/browser.ts';
import { api, CHINA, journey, label, modal, toast } from '../support/competition.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

interface RefereeFixture {
  id: number;
  competition_id: number;
  home_name: string;
  away_name: string;
  status: string;
  live_home_score: number | null;
  live_away_score: number | null;
}

test('场边计分：离线录入 → 离线刷新 → 联网同步 → 官网实时显示；后台修改产生冲突并由裁判选择', { timeout: 240_000 }, async () => {
  await journey(browser, 'courtside-offline', async (step) => {
    // the referee's phone
    const phone = await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080', locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const p = await phone.newPage();
    p.setDefaultTimeout(30_000);
    await loginAs(p, accounts.referee.account, accounts.referee.password);
    await p.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
    // the demo referee's quarter-finals of the 3x3 league: one running (12:9), the others not started
    const fixtures = (await api<{ list: RefereeFixture[] }>(p, 'GET', '/referee/fixtures')).list;
    const running = fixtures.find((f) => f.status === 'live')!;
    const waiting = fixtures.find((f) => f.status === 'scheduled' && f.competition_id === running.competition_id)!;
    await p.goto('/admin/match/referee/courtside');
    const status = p.getByRole('status', { name: '同步状态' });
    await status.getByText('已可离线使用').waitFor();
    step('手机打开场边计分，页面与数据已缓存');

    // a fan follows the live scores on the public match page
    const fan = await newPage(browser, CHINA);
    await fan.page.goto(`/match/${running.competition_id}`);
    await fan.page.getByRole('tab', { name: '直播比分' }).click();
    const liveLine = fan.page.getByRole('table', { name: '进行中的比赛' }).getByRole('row').filter({ hasText: running.home_name }).filter({ hasText: running.away_name });
    await liveLine.getByText(`${running.live_home_score} : ${running.live_away_score}`).waitFor();

    // no network (DevTools network emulation): three points for the home side of the running game, and the other game starts 0:1
    await phone.setOffline(true);
    await p.getByRole('button', { name: `计分 ${running.home_name} vs ${running.away_name}` }).click();
    for (let i = 0; i < 3; i++) await p.getByRole('button', { name: `${running.home_name} 加1分` }).click();
    const home = running.live_home_score! + 3;
    const away = running.live_away_score!;
    await p.getByLabel(`${running.home_name} 比分`).getByText(String(home)).waitFor();
    await p.getByRole('button', { name: '返回列表' }).click();
    await p.getByRole('button', { name: `计分 ${waiting.home_name} vs ${waiting.away_name}` }).click();
    await p.getByRole('button', { name: label('开始比赛') }).click();
    await p.getByRole('button', { name: `${waiting.away_name} 加1分` }).click();
    await p.getByLabel(`${waiting.away_name} 比分`).getByText('1').waitFor();
    await status.getByText('待同步 3 条').waitFor();
    await screenshot(p, 'courtside-offline-pad');
    step('离线录入三次比分（待同步 3 条）');

    // the page is reloaded without a network: served by its service worker, the entries read back from IndexedDB
    await p.reload();
    await status.getByText('离线：录入的比分保存在本机').waitFor();
    await status.getByText('待同步 3 条').waitFor();
    await p.getByText(`${running.home_name} ${home}:${away} ${running.away_name}`).waitFor();
    await p.getByText(`${waiting.home_name} 0:1 ${waiting.away_name}`).waitFor();
    step('离线刷新后比分仍在');

    // the network returns: the entries are sent in order, and the fan's page shows the score without a reload
    await phone.setOffline(false);
    await status.getByText('已全部同步').waitFor();
    await liveLine.getByText(`${home} : ${away}`).waitFor();
    const synced = (await api<{ list: RefereeFixture[] }>(p, 'GET', '/referee/fixtures')).list;
    const started = synced.find((f) => f.id === waiting.id)!;
    if (started.status !== 'live' || started.live_away_score !== 1) throw new Error(`第二场未同步：${JSON.stringify(started)}`);
    await screenshot(fan.page, 'courtside-offline-fan');
    step('联网后同步，官网无刷新显示');

    // offline again, one more point; meanwhile the back office (我的执裁 on a desk) corrects the running score to 20:9
    await phone.setOffline(true);
    await p.getByRole('button', { name: `计分 ${running.home_name} vs ${running.away_name}` }).click();
    await p.getByRole('button', { name: `${running.home_name} 加1分` }).click();
    await status.getByText('待同步 1 条').waitFor();
    const desk = await newPage(browser, CHINA);
    await loginAs(desk.page, accounts.referee.account, accounts.referee.password);
    await desk.page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
    await desk.page.goto('/admin/match/referee');
    const row = desk.page.locator('.ant-table-row').filter({ hasText: running.home_name }).filter({ hasText: running.away_name }).first();
    await row.getByRole('button', { name: label('更新比分') }).click();
    const dialog = modal(desk.page, /^更新比分：/);
    await dialog.getByLabel('主队实时得分').fill('20');
    await dialog.getByLabel('客队实时得分').fill(String(away));
    await dialog.getByRole('button', { name: label('更新实时比分') }).click();
    await toast(desk.page, '实时比分已更新').waitFor();
    await desk.context.close();

    // back online: the phone's entry was made on the version before the correction, so it is not applied but shown
    await phone.setOffline(false);
    const conflict = p.getByRole('alert').filter({ hasText: '比分冲突：请选择保留哪一个比分' });
    await conflict.getByText(`${home + 1}:${away}`).waitFor();
    await conflict.getByText(`20:${away}（进行中）`).waitFor();
    await screenshot(p, 'courtside-offline-conflict');
    await conflict.getByRole('button', { name: '采用服务器比分' }).click();
    await status.getByText('已全部同步').waitFor();
    await p.getByLabel(`${running.home_name} 比分`).getByText('20').waitFor();
    await liveLine.getByText(`20 : ${away}`).waitFor();
    step('后台修改与手机离线录入冲突，裁判选择后台比分');
    await fan.context.close();
    await phone.close();
  });
});
