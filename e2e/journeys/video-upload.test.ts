// Video (视频): an organiser uploads a real MP4 in 视频列表 (backVideoList) as partial uploads sent in parallel (tus
// concatenation, several 1 MB PATCHes on the way at once); the connection is cut in the middle of the upload, the
// tus client resumes each part from the server's offset and reaches 100 %, the final POST joins the parts, the
// server processes the video (ffprobe/ffmpeg), the organiser publishes it and a visitor plays it on
// /video/details/:id.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { accounts } from '../support/accounts.ts';
import { openMenuItem } from '../support/admin.ts';
import { launch, loginAs, newPage, screenshot } from '../support/browser.ts';

let browser: Browser;
const work = mkdtempSync(path.join(tmpdir(), 'saishi-e2e-video-'));
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
});

/**
 * A real ten-second H.264/AAC MP4 of about 8 MB (every frame a key frame): 1 MB parts dealt to 5 partial uploads,
 * some of them two parts long.
 */
function makeVideo(): Buffer {
  const file = path.join(work, 'relay.mp4');
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc2=duration=10:size=640x360:rate=25',
    '-f', 'lavfi', '-i', 'sine=frequency=660:duration=10',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '8', '-g', '1', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-shortest', '-movflags', '+faststart', file,
  ]);
  return readFileSync(file);
}

const stamp = Date.now().toString(36).slice(-5);
const title = `4×100米接力决赛交接棒瞬间 ${stamp}`;

test('主办方上传视频：分片并行上传，中途断网后续传到 100%，处理完成后发布，访客在官网视频详情页播放', async () => {
  const bytes = makeVideo();
  assert.ok(bytes.length > 6 * 1024 * 1024, `test video is ${bytes.length} bytes (some partial uploads must be two parts long)`);

  const org = await newPage(browser);
  await loginAs(org.page, accounts.orgGov.account, accounts.orgGov.password);
  await org.page.waitForURL((url) => url.pathname.startsWith('/admin'));
  await openMenuItem(org.page, '视频管理', '视频列表', '/admin/video/list');
  await org.page.locator('.ant-table-row').first().waitFor();
  await org.page.getByRole('button', { name: '新增视频' }).click();
  const dialog = org.page.getByRole('dialog', { name: '新增视频' });
  await dialog.waitFor();

  // the network drops while second parts are on their way: two PATCHes past the start of a partial upload fail as a
  // cut connection
  const tus: { method: string; url: string; offset: string | null; concat: string | null; cut: boolean }[] = [];
  let cuts = 0;
  await org.page.route('**/api/upload/video/**', async (route) => {
    const request = route.request();
    const method = request.method();
    const headers = await request.allHeaders();
    const offset = headers['upload-offset'] ?? null;
    const entry = { method, url: new URL(request.url()).pathname, offset, concat: headers['upload-concat'] ?? null, cut: false };
    if (method === 'PATCH' && Number(offset) > 0 && cuts < 2) {
      cuts += 1;
      tus.push({ ...entry, cut: true });
      await route.abort('connectionreset');
      return;
    }
    tus.push(entry);
    await route.continue();
  });
  // how many PATCHes are on their way at the same time
  let inFlight = 0;
  let mostInFlight = 0;
  const isPatch = (request: { method(): string; url(): string }) => request.method() === 'PATCH' && request.url().includes('/api/upload/video/');
  org.page.on('request', (request) => {
    if (!isPatch(request)) return;
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
  });
  const finished = (request: { method(): string; url(): string }) => {
    if (isPatch(request)) inFlight -= 1;
  };
  org.page.on('requestfinished', finished);
  org.page.on('requestfailed', finished);

  await dialog.getByLabel('视频文件').setInputFiles({ name: '接力决赛.mp4', mimeType: 'video/mp4', buffer: bytes });
  await dialog.getByText('上传中').waitFor();
  await dialog.getByText('上传成功').waitFor({ timeout: 60_000 });
  assert.equal(cuts, 2, 'the connection was cut twice');
  const log = JSON.stringify(tus);
  // five partial uploads, several PATCHes at once, one final POST joining them
  const partials = tus.filter((r) => r.method === 'POST' && r.concat === 'partial');
  assert.equal(partials.length, 5, `five partial uploads: ${log}`);
  assert.ok(mostInFlight >= 3, `several PATCHes were on their way at once (at most ${mostInFlight})`);
  const finals = tus.filter((r) => r.method === 'POST' && r.concat?.startsWith('final;'));
  assert.equal(finals.length, 1, `one final POST: ${log}`);
  assert.equal(finals[0]!.concat!.slice('final;'.length).split(' ').length, 5);
  // each cut partial upload asked the server for its offset and went on from there, not from 0
  for (const cut of tus.filter((r) => r.cut)) {
    const after = tus.slice(tus.indexOf(cut) + 1).filter((r) => r.url === cut.url && !r.cut);
    assert.equal(after[0]?.method, 'HEAD', `the client asked the server for the offset of ${cut.url}: ${log}`);
    const resumed = after.find((r) => r.method === 'PATCH');
    assert.equal(resumed?.offset, cut.offset, `${cut.url} resumed where it stopped, not from 0: ${log}`);
  }
  // no part was sent twice: per partial upload, the offsets of the PATCHes that got through go up
  for (const url of new Set(tus.filter((r) => r.method === 'PATCH').map((r) => r.url))) {
    const offsets = tus.filter((r) => r.url === url && r.method === 'PATCH' && !r.cut).map((r) => Number(r.offset));
    assert.ok(offsets.every((o, i) => i === 0 || o > offsets[i - 1]!), `no part was sent twice to ${url}: ${offsets.join(',')}`);
  }
  await screenshot(org.page, 'video-upload-resumed');

  // processing (ffprobe, poster) finishes: the field shows the stored video
  const uploaded = dialog.getByLabel('已上传的视频');
  await uploaded.waitFor({ timeout: 60_000 });
  assert.match((await uploaded.getAttribute('src')) ?? '', /^\/api\/media\/video-[0-9a-f]{32}\.mp4$/);
  await org.page.unroute('**/api/upload/video/**');

  await dialog.getByRole('combobox', { name: '视频分类' }).click();
  await org.page.getByTitle('精彩瞬间').click();
  await dialog.getByRole('textbox', { name: '标题' }).fill(title);
  await dialog.getByRole('textbox', { name: '简介' }).fill('最后一棒交接干净利落，杭州队以0.03秒优势夺冠。');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await org.page.getByText('已新增，发布后将在官网显示').first().waitFor();
  const row = org.page.locator('.ant-table-row').filter({ hasText: title });
  await row.getByText('已隐藏').waitFor();
  await row.getByText('可播放').waitFor();
  await row.getByRole('button', { name: `发布 ${title}` }).click();
  await row.getByText('已发布').waitFor();
  const href = await row.getByRole('link', { name: '官网查看' }).getAttribute('href');
  assert.match(href ?? '', /^\/video\/details\/\d+$/);
  await screenshot(org.page, 'video-list-published');
  await org.context.close();

  // a visitor finds it under its category and plays it
  const visitor = await newPage(browser);
  await visitor.page.goto('/video?category=2');
  const list = visitor.page.getByRole('list', { name: '视频列表' });
  await list.getByRole('link', { name: title }).click();
  await visitor.page.waitForURL((url) => url.pathname === href);
  await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
  await visitor.page.waitForFunction((t) => document.title.startsWith(`${t} - `), title);
  const player = visitor.page.getByLabel(`播放：${title}`);
  assert.match((await player.getAttribute('poster')) ?? '', /^\/api\/media\/poster-[0-9a-f]{32}\.png$/);
  const played = await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
    const start = performance.now();
    while (video.currentTime < 1 && performance.now() - start < 15_000) await new Promise((r) => setTimeout(r, 100));
    return { readyState: video.readyState, currentTime: video.currentTime, duration: video.duration, width: video.videoWidth };
  });
  assert.ok(played.readyState >= 2, `readyState ${played.readyState}`);
  assert.ok(played.currentTime >= 1, `currentTime ${played.currentTime}`);
  assert.ok(Math.abs(played.duration - 10) < 0.5, `duration ${played.duration}`);
  assert.equal(played.width, 640);
  await screenshot(visitor.page, 'video-details-playing');
  // the public video pages stay antd-free
  const antdLoaded = await visitor.page.evaluate(() => {
    type Entry = { loaded?: boolean; lib?: unknown };
    const fed = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__;
    return Object.values(fed?.__SHARE__ ?? {}).some((instance) =>
      Object.values(instance).some((scope) => Object.values(scope.antd ?? {}).some((entry) => entry.loaded || entry.lib)),
    );
  });
  assert.equal(antdLoaded, false, 'antd must not load on the public video pages');
  await visitor.context.close();
});
