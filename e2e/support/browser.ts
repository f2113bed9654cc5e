// Debian's Chromium driven by playwright-core (no downloaded browser).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
export const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');
mkdirSync(artifacts, { recursive: true });

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** `timezoneId`: e.g. 'Asia/Shanghai' for journeys whose dates must read as a user in China sees them. */
export async function newPage(browser: Browser, options: { timezoneId?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1366, height: 860 }, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: false });
}

/** Log in through the shell's login page with a demo account. */
export async function loginAs(page: Page, account: string, password: string, loginPath = '/login') {
  await page.goto(loginPath);
  await page.getByPlaceholder(/账号|用户名/).first().fill(account);
  await page.getByPlaceholder('密码').first().fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}
