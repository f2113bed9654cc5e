import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { baseUrl, launch, newPage, screenshot } from '../support/browser.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

test('访客打开官网首页：顶部菜单、真实的头条与合作伙伴', async () => {
  const { context, page } = await newPage(browser);
  const home = await (await fetch(`${baseUrl}/api/official/home`)).json();
  assert.equal(home.errno, 0);
  assert.ok(home.result.headlines.length > 0, '演示数据里有头条');

  await page.goto('/');
  for (const item of ['首页', '资讯', '赛事', '人员', '行业', '数据']) {
    await page.getByText(item, { exact: true }).first().waitFor();
  }
  await page.getByText('用户登录').first().waitFor();
  await page.getByText('入驻平台').first().waitFor();
  await page.getByText(home.result.headlines[0].title).first().waitFor();
  await page.getByText(home.result.partners[0].name ?? home.result.partners[0].title).first().waitFor();
  assert.match(await page.title(), /赛事运营平台/);
  await screenshot(page, 'official-home');
  await context.close();
});

test('官网首页的脚本与数据随 HTML 一起预加载：每个都用上，首页数据只请求一次，没有共享模块版本警告', async () => {
  const { context, page } = await newPage(browser);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  const hints = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  assert.ok(hints.includes('/api/official/home'), '首页数据随 HTML 预加载');
  assert.ok(hints.some((h) => h.startsWith('/remotes/mf-official/official-home.')), '首页代码块随 HTML 预加载');
  assert.equal(await page.locator('#remotes-registry').count(), 0, '内联的远程应用注册表已被读取');
  await page.getByRole('region', { name: '推荐栏目' }).or(page.getByText('推荐栏目')).first().waitFor();
  // Chromium reports a preload that nothing used about three seconds after the load event.
  await page.waitForTimeout(3500);
  assert.deepEqual(warnings.filter((w) => /preloaded|does not satisfy|Federation Runtime/.test(w)), []);
  assert.equal(requested.filter((p) => p === '/api/official/home').length, 1, '首页数据只请求一次（预加载被使用）');
  assert.ok(!requested.includes('/remotes.json'), '注册表来自 index.html，不再单独请求');
  await context.close();
});

test('未登录访问后台路径回到官网首页', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/admin/match/list');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('用户登录').first().waitFor();
  await context.close();
});

test('未知路径进入 404 页面', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/no/such/page');
  await page.waitForURL('**/404');
  await context.close();
});
