// Helpers of the competition journeys: the match management menu, antd forms the way a person fills them, and the
// same API calls the pages make (for the repetitive bulk of a journey, e.g. the 30 scores of a league).
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { sideMenu } from './admin.ts';
import { screenshot } from './browser.ts';

/** Browser contexts of these journeys run in China time, as the organisers and athletes do (whole-day dates). */
export const CHINA = { timezoneId: 'Asia/Shanghai' };

/** An accessible name as antd renders it: a two-character button text gets a space (确 定), so allow any spacing (and
 * an icon's name before it: `plus 新增项目`). */
export function label(text: string): RegExp {
  return new RegExp(`(?:^|\\s)${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);
}

/** A name nobody used before on this server (journeys may run again against the same database). */
export function uniqueSuffix(): string {
  return new Date().toISOString().slice(5, 19).replace(/\D/g, '');
}

/** The antd message toast with this text (success, info or error). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text }).first();
}

/**
 * The input of the antd form item labelled `text` inside `scope`. Used where getByLabel cannot work: the 新增报名 and
 * 编辑报名 modals are both rendered ahead of time with unnamed forms, so their inputs share ids (real_name, phone,
 * seed) and a label's `for` points at the other modal's input (reported as an accessibility defect).
 */
export function field(scope: Locator, text: string): Locator {
  return scope
    .locator('.ant-form-item')
    .filter({ has: scope.page().locator('.ant-form-item-label label').getByText(text, { exact: true }) })
    .locator('input')
    .first();
}

/**
 * The open antd modal (or confirm) whose title is `title`, once its zoom animation is over: a click during the
 * animation of a loaded machine can miss the button.
 */
export function modal(page: Page, title: string | RegExp): Locator {
  return page
    .locator('.ant-modal:not([class*="ant-zoom"])')
    .filter({ has: page.locator('.ant-modal-title, .ant-modal-confirm-title', { hasText: title }) })
    .last();
}

/**
 * Opens an item of the console's left menu like support/admin.ts openMenuItem, clicking again when the first click
 * fell into the group's unfolding animation (seen on a loaded machine: the menu stays where it was).
 */
export async function openConsoleMenu(page: Page, group: string, item: string, path: string) {
  const menu = sideMenu(page);
  const link = menu.locator('.ant-menu-item').filter({ hasText: item }).first();
  for (let attempt = 0; ; attempt++) {
    if (!(await link.isVisible())) await menu.locator('.ant-menu-submenu-title').filter({ hasText: group }).first().click();
    try {
      await link.click({ timeout: 5_000 });
      await page.waitForURL((url) => url.pathname === path, { timeout: 5_000 });
      return;
    } catch (e) {
      if (attempt === 2) throw e;
    }
  }
}

/** Clicks an item of the match management side menu (赛事管理菜单) and waits for its path. */
export async function openManagementPage(page: Page, title: string, pathEnd: string) {
  const nav = page.getByRole('navigation', { name: '赛事管理菜单' });
  await nav.locator('.ant-menu-item').filter({ hasText: new RegExp(`^${title}$`) }).first().click();
  await page.waitForURL((url) => url.pathname.endsWith(`/${pathEnd}`));
}

/** Picks an option of an antd Select (opened by clicking it; the option is typed to filter when searchable). */
export async function pickOption(page: Page, select: Locator, option: string) {
  // the select's own box, which shows the chosen option once the click has landed (under load a click on an option
  // that is still animating in can miss: then open the list again and pick once more)
  const field = select.locator('xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  for (let attempt = 1; ; attempt++) {
    await select.click();
    try {
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 10_000 });
      await field.filter({ hasText: option }).waitFor({ timeout: 5_000 });
      return;
    } catch (e) {
      if (attempt === 3) throw e;
      await page.keyboard.press('Escape');
    }
  }
}

/** Types a date into an antd DatePicker / RangePicker input and confirms it with Enter. */
export async function typeDate(input: Locator, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** Creates a 比赛 through the menu 赛事管理 → 赛事列表 → 新建 → 新建比赛 (in the console already); returns the new competition's id (from the management URL). */
export async function createMatch(page: Page, { name, sport, from, to, location }: { name: string; sport: string; from: string; to: string; location: string }) {
  await openConsoleMenu(page, '赛事管理', '赛事列表', '/admin/match/list');
  await page.locator('.ant-table-row').first().waitFor();
  // 新建 opens its menu on hover; the menu animates in, so point at the item once it stands still
  const create = page.getByRole('menuitem', { name: '新建比赛' });
  for (let attempt = 0; ; attempt++) {
    await page.getByRole('button', { name: label('新建') }).hover();
    try {
      await create.waitFor({ state: 'visible', timeout: 3_000 });
      await create.hover({ timeout: 3_000 });
      await create.click({ timeout: 3_000 });
      break;
    } catch (e) {
      if (attempt === 2) throw e;
      await page.mouse.move(0, 0);
    }
  }
  await page.waitForURL((url) => url.pathname === '/admin/create/match');
  await page.getByPlaceholder('请输入比赛名称').fill(name);
  await pickOption(page, page.getByLabel('运动项目'), sport);
  await typeDate(page.getByPlaceholder('开始日期'), from);
  await typeDate(page.getByPlaceholder('结束日期'), to);
  await page.getByPlaceholder('例如：杭州市黄龙体育中心').fill(location);
  await page.getByRole('button', { name: label('创建比赛') }).click();
  await toast(page, '比赛已创建').waitFor();
  await page.waitForURL(/\/admin\/institution\/match\/\d+\/1\/base$/);
  return Number(/match\/(\d+)\//.exec(new URL(page.url()).pathname)![1]);
}

/** 报名设置: 开放报名 on (review stays on) and one event item through 新增项目. */
export async function openSignUpWithItem(
  page: Page,
  item: { name: string; team?: { min: number; max: number }; capacity: number; fee?: string },
) {
  await openManagementPage(page, '报名设置', 'signUp/setting');
  const settings = page.getByRole('form', { name: '报名设置' });
  const enabled = settings.getByRole('switch', { name: '开放报名' });
  if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
  assert.equal(await settings.getByRole('switch', { name: '需要审核' }).getAttribute('aria-checked'), 'true', '新赛事默认需要审核');
  await settings.getByRole('button', { name: label('保存设置') }).click();
  await toast(page, '报名设置已保存').waitFor();

  await page.getByRole('button', { name: label('新增项目') }).click();
  const dialog = modal(page, '新增项目');
  await dialog.getByLabel('项目名称').fill(item.name);
  if (item.team) {
    await dialog.getByRole('radio', { name: '团队' }).check();
    await dialog.getByLabel('每队最少人数').fill(String(item.team.min));
    await dialog.getByLabel('每队最多人数').fill(String(item.team.max));
  }
  await dialog.getByLabel('名额').fill(String(item.capacity));
  if (item.fee) await dialog.getByLabel('报名费（元）').fill(item.fee);
  await dialog.getByRole('button', { name: label('保存') }).click();
  await toast(page, '项目已添加').waitFor();
  await page.locator('.ant-table-row').filter({ hasText: item.name }).first().waitFor();
}

/** 比赛报备 page of the management menu → 提交报备 → 确定; the status becomes 待审核. */
export async function fileMatch(page: Page) {
  await openManagementPage(page, '比赛报备', 'record');
  await page.getByRole('button', { name: label('提交报备') }).click();
  await modal(page, '提交比赛报备').getByRole('button', { name: label('确定') }).click();
  await toast(page, '已提交报备，请等待平台审核').waitFor();
}

/** The platform admin approves the filing of `name` in 赛事管理 → 报备审核 (the page lists 待审核 first). */
export async function approveFiling(page: Page, name: string) {
  await openConsoleMenu(page, '赛事管理', '报备审核', '/admin/match/reviewList');
  const row = page.locator('.ant-table-row').filter({ hasText: name }).first();
  await row.waitFor();
  await row.getByRole('button', { name: label('通过') }).click();
  const dialog = modal(page, '通过报备');
  await dialog.getByRole('button', { name: label('确定') }).click();
  await toast(page, '已通过，赛事将在官网发布').waitFor();
}

/** 赛程 → 新建阶段 (name, 赛制, options) → 保存, then 生成赛程 → 生成. Returns what a person sees: the toast text. */
export async function createPhaseAndGenerate(
  page: Page,
  phase: { name: string; format: '联赛' | '小组赛' | '淘汰赛'; cycles?: '单循环' | '双循环' },
): Promise<{ toastText: string; progressSeen: boolean }> {
  await openManagementPage(page, '赛程', 'schedule');
  await page.getByRole('button', { name: label('新建阶段') }).click();
  const form = modal(page, '新建阶段');
  await form.getByLabel('阶段名称').fill(phase.name);
  // Exact: 淘汰赛 is also part of 双败淘汰赛.
  await form.locator('label.ant-radio-button-wrapper').filter({ hasText: new RegExp(`^${phase.format}$`) }).click();
  if (phase.cycles) await form.getByRole('radio', { name: phase.cycles }).check();
  await form.getByRole('button', { name: label('保存') }).click();
  await toast(page, '阶段已创建').waitFor();
  const row = page.locator('.ant-table-row').filter({ hasText: phase.name }).first();
  await row.getByRole('button', { name: label('生成赛程') }).click();
  const dialog = modal(page, '生成赛程');
  // The progress card (正在生成「…」的赛程 and a progress bar) shows while the generation request runs; a small phase
  // is generated in a few milliseconds, faster than polling can see, so a DOM observer records that it was shown.
  await page.evaluate((phaseName) => {
    const w = window as unknown as { __progressShown?: boolean; __progressObserver?: MutationObserver };
    w.__progressShown = false;
    w.__progressObserver?.disconnect();
    w.__progressObserver = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement && (n.matches('.ant-progress') || n.querySelector('.ant-progress') || n.textContent?.includes(`正在生成「${phaseName}」的赛程`))) w.__progressShown = true;
    });
    w.__progressObserver.observe(document.body, { childList: true, subtree: true });
  }, phase.name);
  await dialog.getByRole('button', { name: label('生成') }).click();
  const done = toast(page, /赛程已生成/);
  await done.waitFor();
  const toastText = (await done.innerText()).trim();
  const progressSeen = await page.evaluate(() => {
    const w = window as unknown as { __progressShown?: boolean; __progressObserver?: MutationObserver };
    w.__progressObserver?.disconnect();
    return w.__progressShown === true;
  });
  return { toastText, progressSeen };
}

/** The X-CSRF-TOKEN of the page's session is the `token` cookie (shared/session); the pages' http client sends it. */
export async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Record<string, unknown>): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const token = decodeURIComponent(/(?:^|;\s*)token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      let url = `/api${path}`;
      const init: RequestInit = { method, credentials: 'same-origin', headers: { 'X-CSRF-TOKEN': token } };
      if (method === 'GET' || method === 'DELETE') {
        if (body) url += `?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()}`;
      } else {
        init.headers = { ...init.headers, 'Content-Type': 'application/json' };
        init.body = JSON.stringify(body ?? {});
      }
      const res = await fetch(url, init);
      return { status: res.status, json: (await res.json()) as { errno: number; result: unknown } };
    },
    { method, path, body },
  );
  const { status, json } = answer;
  if (status !== 200 || json.errno !== 0) throw new Error(`${method} ${path} → ${status} ${JSON.stringify(json)}`);
  return json.result as T;
}

export interface Fixture {
  id: number;
  round: number;
  code: string;
  kind: string;
  home_id: number | null;
  away_id: number | null;
  home_name: string;
  away_name: string;
  home_seed: number | null;
  away_seed: number | null;
  bye: 0 | 1;
  status: 'scheduled' | 'live' | 'finished';
  winner_id: number | null;
  version: number;
}

/** The fixtures of a phase as the step page reads them. */
export async function phaseFixtures(page: Page, phaseId: number): Promise<Fixture[]> {
  return (await api<{ list: Fixture[] }>(page, 'GET', '/admin/schedule/phase_match', { phase_id: phaseId })).list;
}

/** Fills the open 录入比分 modal and saves (the score modal of the step page). */
export async function enterScoreInModal(page: Page, home: number, away: number) {
  const dialog = modal(page, /^录入比分：/);
  await dialog.getByLabel('主队得分').fill(String(home));
  await dialog.getByLabel('客队得分').fill(String(away));
  await dialog.getByRole('button', { name: label('保存比分') }).click();
  await toast(page, '比分已保存').waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Runs a journey; on failure every open page of the browser is saved as `<name>-failure-<n>.png` in e2e/artifacts,
 * and its address is logged (the CI log keeps it when the artifacts are gone). `step` logs how long each part took
 * (the journeys have a ~90 s budget).
 */
export async function journey(browser: Browser, name: string, body: (step: (what: string) => void) => Promise<void>) {
  const started = Date.now();
  let last = started;
  const step = (what: string) => {
    const now = Date.now();
    console.log(`  [${name}] ${what}：${((now - last) / 1000).toFixed(1)} 秒`);
    last = now;
  };
  try {
    await body(step);
  } catch (e) {
    const pages = browser.contexts().flatMap((c) => c.pages());
    for (const [i, p] of pages.entries()) {
      console.log(`  [${name}] 失败时第 ${i + 1} 个页面：${p.url()}`);
      await screenshot(p, `${name}-failure-${i + 1}`).catch(() => undefined);
    }
    throw e;
  }
  console.log(`  [${name}] 共 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
}
