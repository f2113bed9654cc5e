// Issue 22 journey: court booking end to end. The venue manager (venue_mgr, bound to 黄龙体育中心体育场) adds two
// courts of this run in 订场设置 — one with a price rule of its own (高峰价 all day ¥60/小时), one at its standard price
// (¥40/小时) — and a refund tier for the last hours (开始前至少0小时取消，退50%); a user books a half hour on each court
// on the phone route /cgDetail (390×844) and pays the one order in the sandbox cashier; 预订管理 shows both bookings;
// staff check one in by the code the user's 我的预订 shows (核销); the user cancels the other in 我的预订 and gets the
// policy's refund (50 % of ¥20.00) back through the gateway. Then the manager submits a new 联系电话 in 场馆信息, the
// platform admin approves it in 场馆变更审核, and the public venue page shows the new number.
//
// Independent of the other journeys' data: the courts are new (a name of this run), so their slots are free; the
// half hour booked is the first one starting at least 25 minutes from now (check-in opens an hour before the start; a
// user cancels before it), on a day the manager opens 00:00–24:00 (a 特殊日期, set through the route 订场设置 calls), so
// the journey does not depend on the time of day it runs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { accounts } from '../support/accounts.ts';
import { baseUrl, launch, loginAs, newPage, screenshot } from '../support/browser.ts';
import { api, CHINA, journey, label, modal, pickOption, toast, uniqueSuffix } from '../support/competition.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const VENUE = '黄龙体育中心体育场';
const HALF_HOUR = 30 * 60_000;
const CHINA_OFFSET = 8 * 3600_000;

/** The China day (YYYY-MM-DD) and clock (HH:mm) of an instant. */
function china(at: Date): { day: string; clock: string } {
  const iso = new Date(at.getTime() + CHINA_OFFSET).toISOString();
  return { day: iso.slice(0, 10), clock: iso.slice(11, 16) };
}

async function signIn(page: Page, who: { account: string; password: string }, loginPath = '/login') {
  await loginAs(page, who.account, who.password, loginPath);
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
}

/**
 * Picks a clock of an antd Select whose options are a virtual list (00:00 … 24:00): open it, move the active option
 * with the arrow keys from the selected one to `value`, Enter. Options far from the selected one are not rendered, so
 * they cannot be clicked.
 */
async function pickClock(page: Page, select: Locator, from: string, value: string) {
  const index = (clock: string) => {
    const [h, m] = clock.split(':').map(Number);
    return (h! * 60 + m!) / 30;
  };
  await select.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').first().waitFor();
  const steps = index(value) - index(from);
  for (let i = 0; i < Math.abs(steps); i++) await select.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
  await select.press('Enter');
}

test('订场：场馆设置场地与价格 → 手机端预订两个时段并沙箱支付 → 预订看板 → 核销 → 用户退订按规则退款；场馆变更审核通过后公开页展示新信息', () =>
  journey(browser, 'venue-booking', async (step) => {
    const suffix = uniqueSuffix();
    const courtA = `e2e羽毛球A${suffix}`;
    const courtB = `e2e羽毛球B${suffix}`;
    // the first half hour starting at least 25 minutes from now
    const start = new Date(Math.ceil((Date.now() + 25 * 60_000) / HALF_HOUR) * HALF_HOUR);
    const slot = china(start);
    const slotEnd = china(new Date(start.getTime() + HALF_HOUR)).clock.replace(/^00:00$/, '24:00');

    // 1. 订场设置 (venue_mgr): two courts, a price rule, a refund tier for the last hours
    const manager = await newPage(browser, CHINA);
    const m = manager.page;
    await signIn(m, accounts.venueManager);
    await m.goto('/admin/reserve/settings');
    await m.getByText(`订场设置（${VENUE}）`).waitFor();
    await m.getByRole('tab', { name: '场地与价格' }).waitFor();
    for (const [name, price] of [
      [courtA, '40'],
      [courtB, '40'],
    ] as const) {
      await m.getByRole('button', { name: label('新增场地') }).click();
      const add = modal(m, '新增场地');
      await add.getByLabel('场地名称').fill(name);
      await add.getByLabel('标准价（元/小时）').fill(price);
      await add.getByRole('button', { name: label('确定') }).click();
      await toast(m, '场地已保存').waitFor();
      await m.getByRole('row', { name: new RegExp(name) }).waitFor();
    }
    const rowA = m.getByRole('row', { name: new RegExp(courtA) });
    await rowA.getByText('按标准价').waitFor();
    await rowA.getByRole('button', { name: label('价格规则') }).click();
    const rules = modal(m, `价格规则：${courtA}`);
    await rules.getByRole('button', { name: /添加价格规则/ }).click();
    await pickOption(m, rules.getByRole('combobox', { name: '第1条 类型' }), '高峰价');
    await pickClock(m, rules.getByRole('combobox', { name: '第1条 开始' }), '08:00', '00:00');
    await pickClock(m, rules.getByRole('combobox', { name: '第1条 结束' }), '22:00', '24:00');
    await rules.getByRole('spinbutton', { name: '第1条 价格（元/小时）' }).fill('60');
    await rules.getByRole('button', { name: label('确定') }).click();
    await toast(m, '价格规则已保存').waitFor();
    await rowA.getByText('高峰价 00:00–24:00 ¥60/小时').waitFor();
    await screenshot(m, 'venue-booking-1-courts');

    await m.getByRole('tab', { name: '预订设置' }).click();
    const settings = m.getByRole('form', { name: '预订设置' });
    await settings.getByRole('spinbutton', { name: '第2档 提前小时数' }).fill('0');
    await settings.getByRole('button', { name: label('保存预订设置') }).click();
    await toast(m, '预订设置已保存').waitFor();
    await settings.getByText(/当前（本场馆自定）/).waitFor();

    // the day of the slot opens all day (营业时间与休场 → 特殊日期 saves this), so any time of day suits the journey
    const venues = await api<{ list: { id: number; name: string }[] }>(m, 'GET', '/admin/venue_list', { keyword: VENUE, start: 0, count: 20 });
    const venueId = venues.list.find((v) => v.name === VENUE)!.id;
    await api(m, 'PUT', '/admin/venue_special_day', { venue_id: venueId, day: slot.day, closed: false, opens: '00:00', closes: '24:00', holiday: false, workday: false, note: 'e2e 全天开放' });
    step('订场设置：场地、价格规则、退订规则');

    // 2. the user books a half hour on each court on the phone and pays the one order in the sandbox cashier
    const phone = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', timezoneId: CHINA.timezoneId, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const p = await phone.newPage();
    p.setDefaultTimeout(20_000);
    await signIn(p, accounts.athlete);
    await p.goto(`/cgDetail?id=${venueId}`);
    await p.getByRole('heading', { name: VENUE }).first().waitFor();
    await p.getByRole('tab', { name: new RegExp(slot.day.slice(5)) }).click();
    const grid = p.getByRole('table', { name: '场地时段' });
    const cellA = grid.getByRole('button', { name: `${courtA} ${slot.clock}–${slotEnd} 可订 ¥30.00` });
    const cellB = grid.getByRole('button', { name: `${courtB} ${slot.clock}–${slotEnd} 可订 ¥20.00` });
    await cellA.click();
    await cellB.click();
    await p.getByText('已选 1小时，合计').waitFor();
    await p.getByText('¥50.00').first().waitFor();
    await screenshot(p, 'venue-booking-2-phone-slots');
    await p.getByRole('button', { name: '去支付' }).click();
    await p.waitForURL((url) => url.pathname.startsWith('/admin/account/pay/'));
    const orderNo = decodeURIComponent(new URL(p.url()).pathname.split('/').pop()!);
    await p.getByText('¥50.00').first().waitFor();
    await p.getByRole('radio', { name: /微信支付/ }).check();
    await p.getByRole('button', { name: label('立即支付') }).click();
    await p.getByRole('img', { name: '支付二维码' }).waitFor();
    const [gateway] = await Promise.all([phone.waitForEvent('page'), p.getByText('打开支付页面').click()]);
    await gateway.getByText('沙箱支付（测试环境，不会产生真实扣款）').waitFor();
    await gateway.getByRole('button', { name: label('确认支付') }).click();
    await gateway.getByText('支付成功，请返回商户页面查看结果').waitFor();
    await gateway.close();
    await p.waitForURL((url) => url.pathname === '/admin/account/payResult', { timeout: 90_000 });
    // the console's result page is laid out for a desktop (its side menu stays open at 390 px and squeezes the result
    // into a sliver): read its title as rendered, and the order's state as the cashier polls it
    await p.locator('.ant-result-title').filter({ hasText: '支付成功' }).first().waitFor({ state: 'attached' });
    const paid = await api<{ status: string }>(p, 'GET', '/pay_order/statues', { order_no: orderNo });
    assert.equal(paid.status, '已支付');
    step('手机端选两个时段并沙箱支付');

    // 我的预订: both booked, each with its 核销码
    await p.goto('/phone/my-bookings');
    const mine = p.getByRole('list', { name: '我的预订' });
    const itemA = mine.getByRole('listitem', { name: `${VENUE} ${courtA} ${slot.day} ${slot.clock}–${slotEnd}` });
    const itemB = mine.getByRole('listitem', { name: `${VENUE} ${courtB} ${slot.day} ${slot.clock}–${slotEnd}` });
    await itemA.getByText('已预订').waitFor();
    await itemB.getByText('已预订').waitFor();
    const code = (await itemA.getByLabel('核销码', { exact: true }).innerText()).replace(/\s+/g, '');
    assert.match(code, /^[A-Z0-9]{10}$/);
    await screenshot(p, 'venue-booking-3-my-bookings');

    // 3. 预订管理: the board of the day shows both bookings; staff check court A's in by its code
    await m.goto('/admin/reserve/manage');
    const board = m.getByRole('table', { name: '场地预订看板' });
    await board.waitFor();
    const today = china(new Date()).day;
    if (slot.day !== today) await m.getByRole('button', { name: label('后一天') }).click();
    const boardA = board.getByRole('gridcell', { name: new RegExp(`^${courtA} ${slot.clock} 已预订`) });
    const boardB = board.getByRole('gridcell', { name: new RegExp(`^${courtB} ${slot.clock} 已预订`) });
    await boardA.waitFor();
    await boardB.waitFor();
    await boardA.scrollIntoViewIfNeeded();
    await screenshot(m, 'venue-booking-4-board');
    await m.getByPlaceholder('输入或扫描核销码').fill(code);
    await m.getByRole('button', { name: /^核\s*销$/ }).click();
    await toast(m, `核销成功：${courtA}`).waitFor();
    await board.getByRole('gridcell', { name: new RegExp(`^${courtA} ${slot.clock} 已核销`) }).waitFor();
    await boardB.waitFor();
    step('预订看板与核销');

    // 4. the user cancels court B's in 我的预订: the policy's last tier (0 h → 50 %) refunds ¥10.00 of its ¥20.00
    await p.reload();
    await itemA.getByText('已核销').waitFor();
    await itemB.getByRole('button', { name: '取消预订' }).click();
    const confirm = itemB.getByRole('dialog', { name: '确认取消预订' });
    await confirm.getByText(/按场馆退订规则可退 ¥10\.00/).waitFor();
    await screenshot(p, 'venue-booking-5-cancel');
    await confirm.getByRole('button', { name: '确认取消' }).click();
    await itemB.getByRole('status').filter({ hasText: /已取消，退款 ¥10\.00/ }).waitFor();
    // the gateway pays the refund back: the order has ¥10.00 refunded (waited for, not slept)
    await p.waitForFunction(
      async (no) => {
        const res = await fetch('/api/user/orders?start=0&count=50', { credentials: 'same-origin' });
        const body = (await res.json()) as { result: { list: { order_no: string; refunded_cents: number }[] } };
        return body.result.list.find((o) => o.order_no === no)?.refunded_cents === 1000;
      },
      orderNo,
      { polling: 1_000, timeout: 90_000 },
    );
    await p.reload();
    await itemB.getByText('已取消').waitFor();
    step('用户退订，按退订规则退款');

    // 5. 场馆信息: the manager submits a new 联系电话; the public page keeps the approved one until the review
    const newPhone = `0571-8${suffix.slice(-7)}`;
    await m.goto('/admin/stadium/base');
    const base = m.getByRole('form', { name: '基本信息' });
    await base.getByLabel('联系电话').fill(newPhone);
    await base.getByRole('button', { name: label('提交审核') }).click();
    await toast(m, '已提交变更申请，平台审核通过后生效').waitFor();
    await p.goto(`/cgDetail?id=${venueId}`);
    await p.getByRole('heading', { name: VENUE }).first().waitFor();
    await p.getByText('联系电话').first().waitFor();
    assert.equal(await p.getByText(newPhone).count(), 0, '审核通过前公开页仍是原来的联系电话');

    // … the platform admin approves it in 场馆变更审核 → detail → 通过
    const admin = await newPage(browser, CHINA);
    const ad = admin.page;
    await signIn(ad, accounts.admin, '/admin/login');
    await ad.goto('/admin/check/venueEdit');
    const request = ad.locator('.ant-table-row').filter({ hasText: VENUE }).filter({ hasText: '待审核' }).first();
    await request.getByRole('link', { name: `查看 ${VENUE} 的变更` }).click();
    await ad.waitForURL((url) => url.pathname.startsWith('/admin/check/stadiumCheck/changeInfo/'));
    await ad.getByText(newPhone).first().waitFor();
    await screenshot(ad, 'venue-booking-6-change-diff');
    await ad.getByRole('button', { name: label('通过') }).first().click();
    await modal(ad, '通过场馆变更').getByRole('button', { name: label('通过') }).click();
    await toast(ad, '已通过，场馆信息已更新').waitFor();

    // … and the public venue page shows the new version
    await p.reload();
    await p.getByRole('link', { name: newPhone }).waitFor();
    await screenshot(p, 'venue-booking-7-public');
    step('场馆变更审核通过，公开页展示新信息');
    await Promise.all([manager.context.close(), admin.context.close(), phone.close()]);
  }));
