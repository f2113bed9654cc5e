// Image complaint (图片投诉): a visitor opens an album on the official site and files a complaint about a photo → the
// platform admin sees the 图片投诉 badge count it, takes the photo down in imagecomplaint → the public album no longer
// shows it and its image address is no longer served to the public.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { accounts } from '../support/accounts.ts';
import { openMenuItem, sideMenu } from '../support/admin.ts';
import { launch, loginAs, newPage, screenshot } from '../support/browser.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const stamp = Date.now().toString(36).slice(-5);
const complaint = `照片中有我孩子的正脸，未经同意发布 ${stamp}`;

/** The 图片投诉 badge count in the admin menu (0 when no badge). */
async function complaintBadge(page: Page): Promise<number> {
  const badge = sideMenu(page).locator('[title^="图片投诉：待处理"]').first();
  if ((await badge.count()) === 0) return 0;
  const title = (await badge.getAttribute('title')) ?? '';
  return Number(/待处理 (\d+)/.exec(title)?.[1] ?? 0);
}

/** Pending complaints according to the server (the number the badge must show). */
const pendingComplaints = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/admin/un_check_count');
    return ((await res.json()) as { result: { report_photo_count: number } }).result.report_photo_count;
  });

test('游客举报相册照片 → 平台管理员看到图片投诉角标 → 下架 → 官网相册不再显示该照片，图片地址不再对公众提供', async () => {
  // 1. a visitor opens an album and files a complaint about its first photo from the viewer
  const visitor = await newPage(browser);
  await visitor.page.goto('/album');
  const albums = visitor.page.getByRole('list', { name: '相册列表' });
  const firstAlbum = albums.getByRole('link').first();
  await firstAlbum.waitFor();
  await firstAlbum.click();
  await visitor.page.waitForURL((url) => /^\/album\/details\/\d+$/.test(url.pathname));
  const albumPath = new URL(visitor.page.url()).pathname;
  const grid = visitor.page.getByRole('list', { name: '照片列表' });
  await grid.getByRole('button').first().waitFor();
  const photosBefore = await grid.getByRole('button').count();
  await grid.getByRole('button').first().click();
  const viewer = visitor.page.getByRole('dialog', { name: '查看照片' });
  await viewer.waitFor();
  await viewer.getByText(`1 / ${photosBefore}`).waitFor();
  const photoUrl = (await viewer.getByRole('img').first().getAttribute('src')) ?? '';
  assert.match(photoUrl, /^\/api\/media\/img-[0-9a-f]{32}\.png$/);
  assert.ok(await viewer.getByRole('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the photo loads');
  assert.equal((await visitor.context.request.get(photoUrl)).status(), 200);

  await viewer.getByRole('button', { name: '举报' }).click();
  const form = visitor.page.getByRole('form', { name: '举报照片' });
  await form.getByRole('radio', { name: '侵犯肖像权或隐私' }).check();
  await form.getByRole('textbox', { name: '投诉说明' }).fill(complaint);
  await screenshot(visitor.page, 'image-complaint-form');
  await form.getByRole('button', { name: '提交' }).click();
  await visitor.page.getByText('投诉已提交，平台会尽快核实处理。').waitFor();
  await visitor.page.getByRole('button', { name: '知道了' }).click();
  await visitor.page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'hidden' });

  // 2. the platform admin sees the complaint in the 图片投诉 badge and takes the photo down
  const admin = await newPage(browser);
  await loginAs(admin.page, accounts.admin.account, accounts.admin.password, '/admin/login');
  await admin.page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
  await openMenuItem(admin.page, '图片管理', '图片投诉', '/admin/image/complaint');
  const pending = await pendingComplaints(admin.page);
  assert.ok(pending >= 1, 'the complaint is pending');
  await assertEventually(async () => (await complaintBadge(admin.page)) === pending, `badge shows ${pending}`);

  const row = admin.page.locator('.ant-table-row').filter({ hasText: complaint });
  await row.getByText('待处理').waitFor();
  assert.equal(await row.locator('img').first().getAttribute('src'), photoUrl);
  await row.getByRole('button', { name: /^下架 投诉\d+$/ }).click();
  const dialog = admin.page.getByRole('dialog').filter({ hasText: '下架后，照片不再在官网相册显示' });
  await dialog.getByRole('textbox', { name: '下架原因' }).fill('涉及未成年人肖像，经核实予以下架');
  await dialog.getByRole('button', { name: /下\s*架/ }).click();
  await admin.page.getByText('已下架，照片不再公开').first().waitFor();
  await row.waitFor({ state: 'detached' });
  await screenshot(admin.page, 'image-complaint-admin');
  // the badge follows: every pending complaint of that photo is handled at once
  const left = await pendingComplaints(admin.page);
  assert.ok(left < pending);
  await assertEventually(async () => (await complaintBadge(admin.page)) === left, `badge shows ${left}`);
  await admin.context.close();

  // 3. the public album no longer shows the photo, and its image address is no longer served
  await visitor.page.goto(albumPath);
  if (photosBefore > 1) {
    await grid.getByRole('button').first().waitFor();
    assert.equal(await grid.getByRole('button').count(), photosBefore - 1);
    for (const src of await grid.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))) assert.notEqual(src, photoUrl);
  } else {
    await visitor.page.getByText('暂无数据').waitFor();
  }
  assert.equal((await visitor.context.request.get(photoUrl)).status(), 404);
  await screenshot(visitor.page, 'image-complaint-public-after');
  await visitor.context.close();
});

/** Retries `check` for up to 10 s (the menu reloads its counts after an action). */
async function assertEventually(check: () => Promise<boolean>, what: string) {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  assert.fail(`never: ${what}`);
}
