import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { accounts } from '../support/accounts.ts';
import { sideMenu } from '../support/admin.ts';
import { launch, loginAs, newPage, screenshot } from '../support/browser.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

test('会话过期：回到登录页并带上 redirect，登录后返回原页面', async () => {
  const { context, page } = await newPage(browser);
  await loginAs(page, accounts.orgGov.account, accounts.orgGov.password);
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
  await page.goto('/admin/finance/order');
  await page.locator('.ant-table').first().waitFor();
  // the server session dies (cookie gone): the next call answers 401
  await context.clearCookies({ name: 'saishi_sid' });
  await page.goto('/admin/match/list');
  await page.waitForURL((url) => url.pathname === '/official/login');
  const redirect = new URL(page.url()).searchParams.get('redirect');
  assert.equal(redirect, '/admin/match/list');
  await screenshot(page, 'login-with-redirect');
  await page.getByPlaceholder(/账号|用户名/).first().fill(accounts.orgGov.account);
  await page.getByPlaceholder('密码').first().fill(accounts.orgGov.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL((url) => url.pathname === '/admin/match/list');
  await page.locator('.ant-table-row').first().waitFor();
  await context.close();
});

test('一个远程应用无法加载时，外壳照常工作并显示可重试的提示', async () => {
  const { context, page } = await newPage(browser);
  await context.route('**/remotes/mf-finance/**', (route) => route.abort());
  await loginAs(page, accounts.admin.account, accounts.admin.password, '/admin/login');
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
  await page.goto('/admin/finance/order');
  await page.getByText('模块加载失败').first().waitFor();
  await page.getByRole('button', { name: /重\s*试/ }).waitFor();
  await sideMenu(page).waitFor();
  await screenshot(page, 'remote-failure-fallback');
  // other remotes keep working
  await page.goto('/admin/match/list');
  await page.locator('.ant-table-row').first().waitFor();
  // once the remote is reachable again, retry brings the page back without reloading the console
  await sideMenu(page).getByText('财务管理').click();
  await sideMenu(page).getByText('订单管理').click();
  await page.getByText('模块加载失败').first().waitFor();
  await context.unroute('**/remotes/mf-finance/**');
  await page.getByRole('button', { name: /重\s*试/ }).click();
  await page.locator('.ant-table-row').first().waitFor();
  await context.close();
});
