// SMS codes in the journeys: read from the demo outbox (GET /api/dev/sms_outbox), and the 验证码登录 tab of /login.
import type { Page } from 'playwright-core';
import { label, toast } from './competition.ts';

type Outbox = { list: { content: string; code: string }[] };

/** Waits until the demo outbox holds a code for `mobile` that is not one of `seen`, adds it to `seen` and answers it. */
export async function nextCode(page: Page, mobile: string, seen: Set<string> = new Set()): Promise<string> {
  const handle = await page.waitForFunction(
    async ({ mobile, seen }) => {
      const res = await fetch(`/api/dev/sms_outbox?mobile=${mobile}`);
      const body = (await res.json()) as Outbox & { result?: Outbox };
      const code = (body.result?.list ?? []).find((m) => m.code && !seen.includes(m.code))?.code;
      return code ?? false;
    },
    { mobile, seen: [...seen] },
    { polling: 250, timeout: 30_000 },
  );
  const code = (await handle.jsonValue()) as string;
  seen.add(code);
  return code;
}

/** The messages the demo outbox holds for `mobile`. */
export async function outbox(page: Page, mobile: string): Promise<Outbox['list']> {
  return page.evaluate(async (m) => ((await (await fetch(`/api/dev/sms_outbox?mobile=${m}`)).json()) as { result: Outbox }).result.list, mobile);
}

/** Signs in on /login with an SMS code sent to `mobile` (one not in `seen`). */
export async function smsLogin(page: Page, mobile: string, seen: Set<string> = new Set()) {
  await page.goto('/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByPlaceholder('请输入11位手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await toast(page, '验证码已发送，请注意查收').waitFor();
  await page.getByPlaceholder('请输入6位验证码').fill(await nextCode(page, mobile, seen));
  await page.getByRole('tabpanel').getByRole('button', { name: label('登录') }).click();
}
