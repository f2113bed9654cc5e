// Official homepage management: the platform admin adds a headline (with an uploaded image) and drags a partner to
// the top → the public home page shows the new headline and the partners in the new order, on desktop and phone.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { accounts } from '../support/accounts.ts';
import { openMenuItem } from '../support/admin.ts';
import { baseUrl, launch, loginAs, newPage, screenshot } from '../support/browser.ts';
import { solidPng } from '../support/png.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const stamp = Date.now().toString(36).slice(-5);
const headline = `2027年西湖国际龙舟邀请赛报名开启 ${stamp}`;

/** Titles of the rows of the block table, in order. */
const rowTitles = async (page: Page) =>
  (await page.getByRole('button', { name: /^编辑：/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!.replace('编辑：', '')))) as string[];

/** Drags a row by its handle onto another row, with real mouse moves (dnd-kit pointer sensor). */
async function dragRow(page: Page, title: string, ontoTitle: string) {
  const handle = page.getByRole('button', { name: `拖动排序：${title}` });
  const target = page.getByRole('button', { name: `拖动排序：${ontoTitle}` });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i += 1) {
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y - 8) * i) / steps);
  }
  await page.waitForTimeout(200);
  await page.mouse.up();
}

test('平台管理员新增头条、拖动调整合作伙伴顺序 → 官网首页按新顺序展示', async () => {
  const admin = await newPage(browser);
  await loginAs(admin.page, accounts.admin.account, accounts.admin.password, '/admin/login');
  await admin.page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));

  // 1. a new headline with an uploaded image
  await openMenuItem(admin.page, '官网首页管理', '头条管理', '/admin/official/HeadLineList');
  await admin.page.getByRole('button', { name: /^编辑：/ }).first().waitFor();
  await admin.page.getByRole('button', { name: /^新\s*增$/ }).click();
  const form = admin.page.locator('.ant-modal').filter({ hasText: '新增头条' });
  await form.getByLabel('标题', { exact: true }).fill(headline);
  await form.getByLabel('副标题').fill('百年龙舟文化 · 6月西湖见');
  await form.getByLabel('跳转链接').fill('/calendar');
  await admin.page.getByLabel('头条图片').setInputFiles({ name: '龙舟.png', mimeType: 'image/png', buffer: solidPng(120, 48, [22, 119, 255]) });
  await form.getByRole('img', { name: '已上传的图片' }).waitFor();
  await form.getByRole('figure', { name: '头条预览' }).getByText(headline).waitFor();
  await screenshot(admin.page, 'homepage-headline-form');
  await form.getByRole('button', { name: /^保\s*存$/ }).click();
  await admin.page.getByText('已保存').first().waitFor();
  await admin.page.getByRole('button', { name: `编辑：${headline}` }).waitFor();
  assert.equal((await rowTitles(admin.page)).at(-1), headline, 'a new headline goes last');

  // 2. drag the last partner to the top
  await openMenuItem(admin.page, '官网首页管理', '合作伙伴', '/admin/official/CooperativePartners');
  // a seeded partner: the table of this page (not the headlines still on screen while the page loads)
  await admin.page.getByRole('button', { name: '编辑：踏浪运动用品' }).waitFor();
  const before = await rowTitles(admin.page);
  assert.ok(before.length >= 3);
  const last = before.at(-1)!;
  await dragRow(admin.page, last, before[0]);
  await admin.page.getByText('排序已保存').first().waitFor();
  const expected = [last, ...before.slice(0, -1)];
  await admin.page.waitForFunction(
    (want) => JSON.stringify([...document.querySelectorAll('button[aria-label^="编辑："]')].map((b) => b.getAttribute('aria-label')!.replace('编辑：', ''))) === want,
    JSON.stringify(expected),
  );
  await screenshot(admin.page, 'homepage-partners-reordered');
  // the order is what the server stores, not just what the page shows
  await admin.page.reload();
  await admin.page.getByRole('button', { name: /^编辑：/ }).first().waitFor();
  assert.deepEqual(await rowTitles(admin.page), expected);
  await admin.context.close();

  // 3. the visitor's home page shows the headline and the partners in that order
  const api = (await (await fetch(`${baseUrl}/api/official/home`)).json()) as { result: { headlines: { title: string }[]; partners: { title: string }[] } };
  assert.equal(api.result.headlines.at(-1)?.title, headline);
  for (const viewport of [
    { width: 1366, height: 860, name: 'desktop' },
    { width: 390, height: 844, name: 'phone' },
  ]) {
    const visitor = await newPage(browser);
    await visitor.page.setViewportSize(viewport);
    await visitor.page.goto('/');
    const partners = visitor.page.getByRole('region', { name: '合作伙伴' });
    await partners.getByRole('listitem').first().waitFor();
    const shown = (await partners.getByRole('listitem').allInnerTexts()).map((t) => t.trim());
    assert.deepEqual(shown, expected.filter((t) => api.result.partners.some((p) => p.title === t)));
    const carousel = visitor.page.getByRole('region', { name: '头条' });
    await carousel.getByRole('button', { name: `切换到第${api.result.headlines.length}条` }).click();
    await carousel.getByText(headline).waitFor();
    const loaded = await carousel.getByRole('img', { name: headline }).evaluate((img: HTMLImageElement) =>
      img.complete
        ? img.naturalWidth > 0
        : new Promise<boolean>((resolve) => {
            img.addEventListener('load', () => resolve(img.naturalWidth > 0), { once: true });
            img.addEventListener('error', () => resolve(false), { once: true });
          }),
    );
    assert.ok(loaded, 'the uploaded image loads');
    // nothing overflows the phone screen sideways
    const overflow = await visitor.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 1, `page wider than the ${viewport.name} screen by ${overflow}px`);
    await screenshot(visitor.page, `homepage-public-${viewport.name}`);
    // scroll through the page so the lazy images below the fold load, then take the whole page
    for (let y = 0; y < (await visitor.page.evaluate(() => document.body.scrollHeight)); y += viewport.height) {
      await visitor.page.evaluate((top) => window.scrollTo(0, top), y);
      await visitor.page.waitForTimeout(100);
    }
    await visitor.page.screenshot({ path: `${process.cwd()}/artifacts/homepage-public-${viewport.name}-full.png`, fullPage: true });
    await visitor.context.close();
  }
});
