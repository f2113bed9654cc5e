import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { accounts } from '../support/accounts.ts';
import { menuGroups, openMenuItem, sideMenu } from '../support/admin.ts';
import { launch, loginAs, newPage, screenshot } from '../support/browser.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

test('平台管理员登录：完整菜单、角标、每个远程应用的页面', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(page, accounts.admin.account, accounts.admin.password, '/admin/login');
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
  const groups = await menuGroups(page);
  for (const g of ['账号管理', '入驻管理', '资讯管理', '官网首页管理', '小程序场馆管理', '财务管理', '赛事管理']) {
    assert.ok(groups.includes(g), `管理员菜单应包含 ${g}，实际 ${groups.join('、')}`);
  }
  assert.ok(!groups.includes('我的信息'));
  // red-point badges from /admin/un_check_count (demo data has pending items)
  await sideMenu(page).locator('.ant-badge').first().waitFor();
  await screenshot(page, 'admin-console-platform-admin');

  // one document, four remotes opened from the menu (client-side navigation, no reload)
  await openMenuItem(page, '赛事管理', '赛事列表', '/admin/match/list');
  await page.locator('.ant-table-row').first().waitFor();
  await openMenuItem(page, '财务管理', '订单管理', '/admin/finance/order');
  await page.locator('.ant-table-row').first().waitFor();
  await page.locator('.ant-table-row a, .ant-table-row button').filter({ hasText: /详情|查看/ }).first().click();
  await page.waitForURL(/\/admin\/finance\/order\/\d+/);
  await page.getByText(/订单号/).first().waitFor();
  await openMenuItem(page, '小程序场馆管理', '场馆列表', '/admin/stadium/list');
  await page.locator('.ant-table-row').first().waitFor();
  await openMenuItem(page, '账号管理', '账号信息', '/admin/admininfo');
  await page.getByText('admin').first().waitFor();

  // every shared singleton is loaded exactly once across shell and remotes
  const copies = await page.evaluate(() => {
    type Entry = { from?: string; loaded?: boolean; lib?: unknown };
    const fed = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__;
    const seen: Record<string, Set<string>> = {};
    for (const instance of Object.values(fed?.__SHARE__ ?? {}))
      for (const scope of Object.values(instance))
        for (const [pkg, versions] of Object.entries(scope))
          for (const [version, entry] of Object.entries(versions))
            if (entry.loaded || entry.lib) (seen[pkg] ??= new Set()).add(`${entry.from}@${version}`);
    return Object.fromEntries(Object.entries(seen).map(([k, v]) => [k, [...v]]));
  });
  for (const pkg of ['react', 'react-dom', 'antd', 'mobx']) {
    assert.equal(copies[pkg]?.length, 1, `${pkg} 应只加载一份，实际 ${JSON.stringify(copies[pkg])}`);
  }

  // the public site of a logged-in user offers the way back into the console
  await page.goto('/');
  await page.getByText('进入后台').first().waitFor();
  await context.close();
});

test('主办方（机构类型 1）只看到机构菜单，含资讯管理', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(page, accounts.orgGov.account, accounts.orgGov.password);
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
  const groups = await menuGroups(page);
  assert.ok(groups.includes('赛事管理'), groups.join('、'));
  assert.ok(groups.includes('资讯管理'), groups.join('、'));
  for (const g of ['入驻管理', '官网首页管理', '小程序场馆管理', '我的信息']) assert.ok(!groups.includes(g), `${g} 不应出现`);
  await screenshot(page, 'admin-console-organiser');
  await page.goto('/admin/match/list');
  await page.locator('.ant-table-row').first().waitFor();
  await context.close();
});

test('主办方（机构类型 3）没有资讯管理', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(page, accounts.orgYouth.account, accounts.orgYouth.password);
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
  const groups = await menuGroups(page);
  assert.ok(groups.includes('赛事管理'), groups.join('、'));
  assert.ok(!groups.includes('资讯管理'), groups.join('、'));
  await context.close();
});

test('个人用户只看到我的信息和我的注册', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(page, accounts.athlete.account, accounts.athlete.password);
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
  const groups = await menuGroups(page);
  assert.deepEqual([...groups].sort(), ['我的信息', '我的注册'].sort());
  await context.close();
});

test('管理两家机构的用户可以切换机构，菜单随之刷新', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(page, accounts.orgMulti.account, accounts.orgMulti.password);
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
  await page.getByText('浙江省田径协会').first().waitFor();
  const menuCall = page.waitForRequest((req) => req.url().includes('/api/admin/manager_menu'));
  await page.getByText('浙江省田径协会').first().click();
  await page.getByText('浙江赛道体育赛事运营有限公司').last().click();
  const req = await menuCall;
  const switched = new URL(req.url()).searchParams.get('institution_id');
  assert.ok(switched && switched !== '0');
  await page.reload();
  await page.getByText('浙江赛道体育赛事运营有限公司').first().waitFor();
  await context.close();
});
