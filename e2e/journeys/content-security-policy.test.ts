// The Content-Security-Policy of the pages (server/src/static/content-security-policy.ts) blocks nothing the product
// uses: the official site with a playing video and a playing live stream (hls.js), the login pages, a page of each
// remote in the console, and the API page at /api/docs. Every `securitypolicyviolation` the pages report is collected.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accounts } from '../support/accounts.ts';
import { baseUrl, launch, loginAs, newPage, screenshot } from '../support/browser.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

/** A page whose CSP violations (and the URL they happened on) end up in the returned list. */
async function watchedPage(): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  const { context, page } = await newPage(browser);
  // a busy machine compiles hls.js and antd slowly
  page.setDefaultTimeout(60_000);
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page: source }, text: string) => violations.push(`${source.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return { context, page, violations };
}

/**
 * Plays the page's videos (muted, as a visitor's click would) until one of them has played a second; `fromBlob`:
 * that one must play from a MediaSource (hls.js). A pre-roll advertisement is played through first.
 */
async function playVideo(page: Page, { fromBlob }: { fromBlob: boolean }, violations: string[]) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const played = await page.evaluate((blob) => {
      const videos = [...document.querySelectorAll('video')];
      for (const v of videos) {
        v.muted = true;
        if (v.paused) void v.play().catch(() => undefined);
      }
      return videos.some((v) => v.currentTime > 1 && (!blob || v.src.startsWith('blob:')));
    }, fromBlob);
    if (played) return;
    assert.ok(Date.now() < deadline, `${page.url()}: no video played within two minutes; blocked: ${violations.join(' | ') || 'nothing'}`);
    await page.waitForTimeout(500);
  }
}

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${baseUrl}/api${path}`)).json()) as { errno: number; result: T };
  assert.equal(body.errno, 0, path);
  return body.result;
}

test('官网各页面（视频与直播在播放）不触发任何内容安全策略拦截', async () => {
  const videos = await api<{ list: { id: number; title: string }[] }>('/official/videos?start=0&count=1');
  const lives = await api<{ list: { id: number; title: string }[] }>('/official/lives?start=0&count=1&section=live');
  assert.ok(videos.list.length > 0 && lives.list.length > 0, '演示数据里有视频和正在直播的房间');
  const { context, page, violations } = await watchedPage();
  const response = await page.goto('/');
  assert.match(String(response?.headers()['content-security-policy']), /script-src 'self'/);
  await page.getByText('推荐栏目').first().waitFor();
  await page.goto('/official/information');
  await page.getByText('资讯').first().waitFor();
  await page.goto(`/video/details/${videos.list[0].id}`);
  await page.getByText(videos.list[0].title).first().waitFor();
  await playVideo(page, { fromBlob: false }, violations);
  // Chromium plays HLS itself; hls.js (MediaSource from a blob:) is what other browsers get, so the page is made to
  // use it here by not offering native HLS.
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });
  await page.goto(`/live/details/${lives.list[0].id}`);
  await page.getByText(lives.list[0].title).first().waitFor();
  // after the pre-roll advertisement, the stream plays through hls.js
  await playVideo(page, { fromBlob: true }, violations);
  await page.goto('/official/login');
  await page.getByRole('button', { name: /登\s*录/ }).first().waitFor();
  await page.goto('/admin/login');
  await page.getByRole('button', { name: /登\s*录/ }).first().waitFor();
  assert.deepEqual(violations, []);
  await context.close();
});

test('后台每个远程应用的页面不触发任何内容安全策略拦截', async () => {
  const { context, page, violations } = await watchedPage();
  await loginAs(page, accounts.admin.account, accounts.admin.password, '/admin/login');
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
  const pages = [
    ['/admin/match/list', '.ant-table-row'], // mf-competition
    ['/admin/article/edit', '.ant-form'], // mf-official (the rich text editor)
    ['/admin/finance/order', '.ant-table-row'], // mf-finance
    ['/admin/stadium/list', '.ant-table-row'], // mf-venue
    ['/admin/admininfo', '.ant-descriptions, .ant-form, .ant-card'], // mf-account
  ] as const;
  for (const [path, ready] of pages) {
    await page.goto(path);
    await page.locator(ready).first().waitFor();
  }
  await screenshot(page, 'csp-admin-account');
  assert.deepEqual(violations, []);
  await context.close();
});

test('接口文档页 /api/docs 在浏览器中打开并列出接口，不触发内容安全策略拦截', async () => {
  const { context, page, violations } = await watchedPage();
  const response = await page.goto('/api/docs');
  assert.equal(response?.status(), 200);
  assert.equal(await page.title(), '赛事运营平台 API 文档');
  await page.getByRole('heading', { name: /赛事运营平台 API/ }).first().waitFor();
  // operations render as they scroll into view: the first ones are there
  await page.locator('#operations-system-get_api_ping').waitFor();
  await page.locator('.opblock-summary-path').filter({ hasText: '/api/auth/login' }).first().waitFor();
  await screenshot(page, 'api-docs');
  assert.deepEqual(violations, []);
  await context.close();
});
