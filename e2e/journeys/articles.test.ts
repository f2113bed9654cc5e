// Articles (资讯): an organiser of type 1 writes an article with an image → it waits for review → the platform admin
// approves it → it appears under its column on the official site. Injected script in an article never runs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { accounts } from '../support/accounts.ts';
import { openMenuItem } from '../support/admin.ts';
import { launch, loginAs, newPage, screenshot } from '../support/browser.ts';
import { solidPng } from '../support/png.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** A real 24×16 PNG (orange), so the server's image pipeline decodes and re-encodes it. */
const orangePng = () => solidPng(24, 16, [250, 140, 22]);

/** Any alert/confirm raised by page script fails the journey: injected code must never run. */
function forbidDialogs(page: Page, seen: string[]) {
  page.on('dialog', async (dialog) => {
    seen.push(dialog.message());
    await dialog.dismiss();
  });
}

const stamp = Date.now().toString(36).slice(-5);
const title = `全民健身日主题活动圆满举行 ${stamp}`;
const xssTitle = `安全测试文章 ${stamp}`;

test('主办方写文章（含图片）→ 待审核 → 平台管理员通过 → 官网栏目中可见；注入的脚本不会执行', async () => {
  // 1. an organiser of an institution of type 1 writes and submits an article with an image
  const org = await newPage(browser);
  const dialogs: string[] = [];
  forbidDialogs(org.page, dialogs);
  await loginAs(org.page, accounts.orgGov.account, accounts.orgGov.password);
  await org.page.waitForURL((url) => url.pathname.startsWith('/admin'));
  await openMenuItem(org.page, '资讯管理', '文章列表', '/admin/article/list');
  await org.page.locator('.ant-table-row').first().waitFor();
  await org.page.getByRole('button', { name: '新建文章' }).click();
  await org.page.waitForURL((url) => url.pathname === '/admin/article/edit');

  const form = org.page.getByRole('form', { name: '新建文章' });
  await form.getByRole('combobox', { name: '栏目' }).click();
  await org.page.getByTitle('新闻动态').click();
  await form.getByRole('textbox', { name: '标题' }).fill(title);
  await form.getByRole('textbox', { name: '摘要' }).fill('千余名市民在黄龙体育中心参加健步走、太极拳和趣味运动会。');
  await org.page.getByLabel('封面图片').setInputFiles({ name: '封面.png', mimeType: 'image/png', buffer: orangePng() });
  await org.page.getByRole('img', { name: '已上传的图片' }).waitFor();
  const editor = org.page.getByRole('textbox', { name: '文章内容' });
  await editor.click();
  await org.page.keyboard.type('8月8日上午，全民健身日主题活动在黄龙体育中心举行。');
  await org.page.keyboard.press('Enter');
  await org.page.getByLabel('选择要插入的图片').setInputFiles({ name: '活动现场.png', mimeType: 'image/png', buffer: orangePng() });
  await editor.getByRole('img', { name: '活动现场' }).waitFor();
  await org.page.keyboard.type('<img src=x onerror=alert(1)> 这行文字里的标签只是文字。');
  await screenshot(org.page, 'articles-editor');
  await org.page.getByRole('button', { name: '提交审核' }).click();
  await org.page.waitForURL((url) => url.pathname === '/admin/article/list');
  const row = org.page.locator('.ant-table-row').filter({ hasText: title });
  await row.getByText('待审核').waitFor();

  // the same organiser tries to smuggle script through the API: the server stores sanitised HTML only
  const smuggled = await org.page.evaluate(async (xss) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '');
    const res = await fetch('/api/admin/article', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token },
      body: JSON.stringify({
        institution_id: 1,
        column_id: 1,
        title: xss,
        content:
          '<p>正文</p><script>alert("script")</script><img src="x" onerror="alert(\'onerror\')">' +
          '<a href="javascript:alert(\'link\')">点击</a><p onmouseover="alert(\'hover\')">悬停</p>',
        submit: 1,
      }),
    });
    return (await res.json()) as { errno: number; result: { id: number } };
  }, xssTitle);
  assert.equal(smuggled.errno, 0);
  await org.context.close();

  // 2. the platform admin sees both waiting and approves them
  const admin = await newPage(browser);
  forbidDialogs(admin.page, dialogs);
  await loginAs(admin.page, accounts.admin.account, accounts.admin.password, '/admin/login');
  await admin.page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
  await openMenuItem(admin.page, '资讯管理', '文章审核', '/admin/article/examine');
  for (const t of [title, xssTitle]) {
    const pending = admin.page.locator('.ant-table-row').filter({ hasText: t });
    await pending.getByText('待审核').waitFor();
    await pending.getByRole('button', { name: `通过 ${t}` }).click();
    await admin.page.getByRole('dialog').filter({ hasText: `通过「${t}」后` }).getByRole('button', { name: /确\s*定/ }).click();
    await admin.page.getByText('已通过，文章将按发布时间在官网栏目中显示').first().waitFor();
    await pending.waitFor({ state: 'detached' });
  }
  await admin.page.getByRole('dialog').waitFor({ state: 'hidden' });
  await admin.page.getByText('共 3 条').waitFor();
  await screenshot(admin.page, 'articles-examine');
  await admin.context.close();

  // 3. a visitor finds the article under its column, with its image
  const visitor = await newPage(browser);
  forbidDialogs(visitor.page, dialogs);
  await visitor.page.goto('/');
  await visitor.page.getByRole('navigation', { name: '官网导航' }).getByText('资讯').first().click();
  await visitor.page.waitForURL((url) => url.pathname === '/official/information');
  await visitor.page.getByRole('navigation', { name: '栏目' }).getByRole('link', { name: '新闻动态' }).click();
  await visitor.page.waitForURL((url) => url.searchParams.get('column_id') !== null);
  const list = visitor.page.getByRole('list', { name: '资讯列表' });
  await list.getByRole('link', { name: title }).waitFor();
  await screenshot(visitor.page, 'articles-public-list');
  await list.getByRole('link', { name: title }).click();
  await visitor.page.waitForURL((url) => url.pathname === '/official/information/details');
  assert.equal(new URL(visitor.page.url()).searchParams.get('column'), '新闻动态');
  await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
  const crumbs = await visitor.page.getByRole('navigation', { name: '面包屑' }).innerText();
  assert.match(crumbs.replace(/\s+/g, ''), /首页\/资讯\/新闻动态/);
  const body = visitor.page.getByLabel('正文');
  const image = body.getByRole('img', { name: '活动现场' });
  await image.waitFor();
  assert.ok(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the uploaded image loads');
  assert.match((await image.getAttribute('src')) ?? '', /^\/api\/media\//);
  assert.match(await body.innerText(), /<img src=x onerror=alert\(1\)> 这行文字里的标签只是文字。/);
  await screenshot(visitor.page, 'articles-public-details');
  // the public information pages stay antd-free: a visitor's browser never loads it
  const antdLoaded = await visitor.page.evaluate(() => {
    type Entry = { loaded?: boolean; lib?: unknown };
    const fed = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__;
    return Object.values(fed?.__SHARE__ ?? {}).some((instance) =>
      Object.values(instance).some((scope) => Object.values(scope.antd ?? {}).some((entry) => entry.loaded || entry.lib)),
    );
  });
  assert.equal(antdLoaded, false, 'antd must not load on the public information pages');

  // the smuggled article shows its text, and none of its script
  await visitor.page.goto(`/official/information/details?id=${smuggled.result.id}&column=${encodeURIComponent('新闻动态')}&column_id=1`);
  await visitor.page.getByRole('heading', { level: 1, name: xssTitle }).waitFor();
  const html = await visitor.page.getByLabel('正文').innerHTML();
  for (const bad of ['<script', 'onerror', 'onmouseover', 'javascript:']) assert.ok(!html.toLowerCase().includes(bad), `${bad} in ${html}`);
  await visitor.page.getByText('悬停').hover();
  await visitor.page.getByText('点击').click();
  await visitor.page.waitForTimeout(300);
  assert.deepEqual(dialogs, [], 'no injected script ran');
  await visitor.context.close();
});
