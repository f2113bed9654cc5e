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
