// Remote switch in the console (part of `pnpm bench`, called by bench-runtime.mts): from the admin home (工作台), a
// click on a menu item of each remote until the remote's first page shows its data (a table row painted), in
// Chromium, as a platform admin. Each run is a fresh browser context: log in, wait until the console is idle (the
// shell preloads the remotes' route modules then), and switch to each remote in turn, going back to 首页 between
// them. The time is taken in the page: from the click event to the animation frame after the first row of the new
// page's table is in the document. Target: median ≤ 150 ms per remote.
import type { Browser, Page } from 'playwright-core';

export const REMOTE_SWITCH_TARGET_MS = 150;

/** The first page of each remote in the admin's menu, and the request of its rows (`api`). */
export const REMOTE_SWITCHES = [
  { remote: 'mf-competition', group: '赛事管理', item: '赛事列表', path: '/admin/match/list', api: '/api/competition/list' },
  { remote: 'mf-finance', group: '财务管理', item: '订单管理', path: '/admin/finance/order', api: '/api/admin/pay_order_list' },
  { remote: 'mf-venue', group: '小程序场馆管理', item: '场馆列表', path: '/admin/stadium/list', api: '/api/admin/venue_list' },
  { remote: 'mf-account', group: '入驻管理', item: '机构列表', path: '/admin/settlement/institutionList', api: '/api/admin/institutions' },
  { remote: 'mf-official', group: '资讯管理', item: '文章列表', path: '/admin/article/list', api: '/api/admin/article/list' },
] as const;

const DATA_ROW = '.ant-table-tbody > tr.ant-table-row';

/** The click, the frame with the first row, and the request of the page's rows: when it left and when it was answered. */
type Probe = { clicked: number; shown: number; asked: number; answered: number };

/**
 * Arms the page: the next click's time, the frame after a data row appears at `path`, and the first request of `api`
 * after the click. (A script string: tsx would name the functions of a page function with a helper the page does not
 * have.)
 */
async function arm(page: Page, path: string, api: string) {
  await page.evaluate(`(() => {
    const probe = { clicked: 0, shown: 0, asked: 0, answered: 0 };
    window.__switch = probe;
    document.addEventListener('click', (e) => { probe.clicked = e.timeStamp; }, { capture: true, once: true });
    const requests = new PerformanceObserver((found) => {
      const first = found.getEntries().find((e) => probe.clicked && e.startTime >= probe.clicked && new URL(e.name).pathname === ${JSON.stringify(api)});
      if (!first || probe.asked) return;
      probe.asked = first.startTime;
      probe.answered = first.responseEnd;
      requests.disconnect();
    });
    requests.observe({ type: 'resource' });
    const observer = new MutationObserver(() => {
      if (probe.shown || !probe.clicked || location.pathname !== ${JSON.stringify(path)} || !document.querySelector(${JSON.stringify(DATA_ROW)})) return;
      observer.disconnect();
      requestAnimationFrame(() => { probe.shown = performance.now(); });
    });
    observer.observe(document.body, { childList: true, subtree: true });
  })()`);
}

async function menuLink(page: Page, group: string, item: string) {
  const menu = page.locator('aside .ant-menu, .admin-side-menu').first();
  const link = menu.locator('.ant-menu-item').filter({ hasText: item }).first();
  if (!(await link.isVisible())) await menu.locator('.ant-menu-submenu-title').filter({ hasText: group }).first().click();
  await link.waitFor({ state: 'visible' });
  // the group's unfolding animation: let it end so that the click lands on the item
  await page.waitForTimeout(400);
  return link;
}

async function goHome(page: Page) {
  const home = page.locator('aside .ant-menu, .admin-side-menu').first().locator('.ant-menu-item').filter({ hasText: '首页' }).first();
  await home.click();
  await page.waitForURL((u) => u.pathname === '/admin');
  await page.waitForLoadState('networkidle');
}

/** A switch's milliseconds from the click: to the first row drawn, and to when the rows' request left and was answered. */
type Timing = { ms: number; askedAt: number; answeredAt: number };

/** One run: a fresh context, login, then each remote once. The timings per remote. */
async function oneRun(browser: Browser, baseURL: string): Promise<Record<string, Timing>> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  try {
    await page.goto('/admin/login');
    await page.getByPlaceholder(/账号|用户名/).first().fill('admin');
    await page.getByPlaceholder('密码').first().fill('Admin@2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await page.waitForLoadState('networkidle');
    // idle: the shell's preload of the remotes' routes runs now
    await page.waitForTimeout(2_000);
    await page.waitForLoadState('networkidle');
    const times: Record<string, Timing> = {};
    for (const s of REMOTE_SWITCHES) {
      const link = await menuLink(page, s.group, s.item);
      await arm(page, s.path, s.api);
      await link.click();
      await page.waitForFunction(() => (window as unknown as { __switch: Probe }).__switch.shown > 0, undefined, { polling: 50 });
      const probe = (await page.evaluate('window.__switch')) as Probe;
      times[s.remote] = {
        ms: Math.round(probe.shown - probe.clicked),
        askedAt: Math.round(probe.asked - probe.clicked),
        answeredAt: Math.round(probe.answered - probe.clicked),
      };
      await goHome(page);
    }
    return times;
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};

/**
 * `runs` runs; per remote the median, the runs and whether the median meets the target, and where the time went (the
 * medians of when the request of the page's rows left and was answered, from the click): what comes before the
 * request is the page's module and first render, what comes after the answer is drawing the rows.
 */
export async function measureRemoteSwitch(browser: Browser, baseURL: string, runs = 5) {
  const all: Record<string, Timing>[] = [];
  for (let i = 0; i < runs; i++) all.push(await oneRun(browser, baseURL));
  return REMOTE_SWITCHES.map((s) => {
    const timings = all.map((r) => r[s.remote]);
    const ms = median(timings.map((t) => t.ms));
    return {
      remote: s.remote,
      page: `${s.group} › ${s.item} ${s.path}`,
      median: ms,
      runs: timings.map((t) => t.ms),
      askedAt: median(timings.map((t) => t.askedAt)),
      answeredAt: median(timings.map((t) => t.answeredAt)),
      target: `≤ ${REMOTE_SWITCH_TARGET_MS} ms`,
      withinTarget: ms <= REMOTE_SWITCH_TARGET_MS,
    };
  });
}
