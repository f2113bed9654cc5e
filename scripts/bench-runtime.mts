// Runtime half of `pnpm bench` (see bench.mjs): browser downloads, singleton copies, API throughput.
// Prints one JSON line on stdout at the end.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import lighthouse from 'lighthouse';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { startServer } from '../e2e/support/server.ts';
import { measureRemoteSwitch } from './bench-remote-switch.mts';
import { routeProfiles, throughput } from './lib/bench-api.mts';

const log = (...args: unknown[]) => console.error(...args);

async function measurePage(page: Page, name: string, go: () => Promise<unknown>, target?: string) {
  const bodies: Buffer[] = [];
  const onResponse = async (res: Response) => {
    if (!res.url().endsWith('.js')) return;
    try {
      bodies.push(await res.body());
    } catch {
      /* redirected or aborted */
    }
  };
  page.on('response', onResponse);
  await go();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const raw = bodies.reduce((n, b) => n + b.length, 0);
  const gzip = bodies.reduce((n, b) => n + gzipSync(b).length, 0);
  return { name, requests: bodies.length, raw, gzip, target };
}

/** Which container provided each shared package that the page actually loaded. */
async function singletonCopies(page: Page) {
  return page.evaluate(() => {
    type Entry = { from?: string; loaded?: boolean; lib?: unknown; loading?: unknown };
    const fed = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__;
    const result: Record<string, { copies: number; providers: string[] }> = {};
    for (const instance of Object.values(fed?.__SHARE__ ?? {})) {
      for (const scope of Object.values(instance)) {
        for (const [pkg, versions] of Object.entries(scope)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (!entry.loaded && !entry.lib) continue;
            const key = `${entry.from}@${version}`;
            result[pkg] ??= { copies: 0, providers: [] };
            if (!result[pkg].providers.includes(key)) {
              result[pkg].providers.push(key);
              result[pkg].copies += 1;
            }
          }
        }
      }
    }
    return result;
  });
}

/** Public pages measured cold, each in a fresh context (nothing cached): what a first visitor downloads. */
const PUBLIC_PAGES: { name: string; path: string; ready: string }[] = [
  { name: '官网首页 /', path: '/', ready: '合作伙伴' },
  { name: '资讯列表 /official/information', path: '/official/information', ready: '资讯' },
  { name: '赛事列表 /official/match/1/list', path: '/official/match/1/list', ready: '赛事查询' },
];
const PUBLIC_TARGET_GZIP = 220 * 1024;

async function measurePublicPages(browser: Browser, baseURL: string) {
  const rows = [];
  for (const p of PUBLIC_PAGES) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const row = await measurePage(page, p.name, async () => {
      await page.goto(p.path);
      await page.getByText(p.ready).first().waitFor();
    }, '≤ 220 KiB gzip');
    rows.push({ ...row, withinTarget: row.gzip <= PUBLIC_TARGET_GZIP });
    await context.close();
  }
  return rows;
}

/**
 * The CPU slowdown that makes this machine stand for Lighthouse's mobile target device, from its benchmarkIndex.
 * Lighthouse's fixed 4x is meant for a high-end desktop (benchmarkIndex 1500–2000); on a slower host it emulates a
 * phone far below the target. The mapping is the one of the Lighthouse team's throttling calculator (Lighthouse
 * docs/throttling.md, "Calibrating the CPU slowdown"): 1300 → 3x, each 233 more → +1x; 800 → 2x; 150 → 1x.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return 1;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

type LighthouseRun = { score: number; fcp: number; lcp: number; tbt: number; cls: number; benchmarkIndex: number };

/** True while an ffmpeg process runs (the new server makes and processes its demo videos at start). */
const ffmpegRunning = () =>
  readdirSync('/proc').some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'ffmpeg';
    } catch {
      return false;
    }
  });

/** Waits until the machine is idle: no ffmpeg running and ≥ 90 % of the CPU idle for 5 s running. */
async function waitForQuietMachine(limitMs = 300_000) {
  const idle = () => {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const values = fields.map(Number);
    return { idle: values[3] + (values[4] ?? 0), total: values.reduce((a, b) => a + b, 0) };
  };
  const started = Date.now();
  let quiet = 0;
  while (quiet < 5 && Date.now() - started < limitMs) {
    const a = idle();
    await new Promise((r) => setTimeout(r, 1000));
    const b = idle();
    quiet = !ffmpegRunning() && (b.idle - a.idle) / Math.max(1, b.total - a.total) >= 0.9 ? quiet + 1 : 0;
  }
  if (quiet < 5) log('机器一直不空闲，Lighthouse 结果会偏低');
}

/**
 * Lighthouse (npm `lighthouse` 12, the last line that runs on Node 20) against the public home in Debian's
 * Chromium, mobile emulation with simulated throttling: three runs with Lighthouse's default 4x CPU slowdown, then
 * seven with the slowdown calibrated to this machine (calibratedSlowdown); the median of each. The target is read on
 * the calibrated runs, the default ones are reported beside them.
 */
async function lighthouseHome(baseUrl: string) {
  await waitForQuietMachine();
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--remote-debugging-port=${port}`],
  });
  const runOnce = async (cpuSlowdownMultiplier?: number): Promise<LighthouseRun> => {
    const config = cpuSlowdownMultiplier
      ? { extends: 'lighthouse:default' as const, settings: { throttling: { ...lighthouseThrottling.mobileSlow4G, cpuSlowdownMultiplier } } }
      : undefined;
    const result = await lighthouse(`${baseUrl}/`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
    if (!result) throw new Error('Lighthouse 没有返回结果');
    const { lhr } = result;
    const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  };
  const median = (runs: LighthouseRun[]) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
  try {
    const standard: LighthouseRun[] = [];
    for (let i = 0; i < 3; i++) {
      standard.push(await runOnce());
      log(`Lighthouse（默认 4x）第 ${i + 1} 次：${standard[i].score} 分，benchmarkIndex ${standard[i].benchmarkIndex}`);
    }
    const benchmarkIndex = [...standard.map((r) => r.benchmarkIndex)].sort((a, b) => a - b)[1];
    const slowdown = Math.round(calibratedSlowdown(benchmarkIndex) * 100) / 100;
    const calibrated: LighthouseRun[] = [];
    for (let i = 0; i < 7; i++) {
      calibrated.push(await runOnce(slowdown));
      log(`Lighthouse（校准 ${slowdown}x）第 ${i + 1} 次：${calibrated[i].score} 分`);
    }
    const page = '官网首页 /（移动端）';
    return {
      benchmarkIndex,
      calibrated: { page, throttling: `CPU ${slowdown}x（按 benchmarkIndex ${benchmarkIndex} 校准）`, ...median(calibrated), runs: calibrated.map((r) => r.score), target: '≥ 90' },
      standard: { page, throttling: 'CPU 4x（Lighthouse 默认）', ...median(standard), runs: standard.map((r) => r.score) },
    };
  } finally {
    await browser.close();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'saishi-bench-'));
const server = await startServer({ dataDir });
const out: Record<string, unknown> = {};
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const pages: Record<string, unknown>[] = await measurePublicPages(browser, server.baseUrl);
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  // a fresh context: the login page and then the admin home, everything the browser fetches on the way
  const adminPage = await measurePage(page, '登录页 → 后台首页 /admin', async () => {
    await page.goto('/login');
    await page.getByPlaceholder(/账号|用户名/).first().fill('admin');
    await page.getByPlaceholder('密码').first().fill('Admin@2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/admin**');
  });
  pages.push(adminPage);
  for (const p of ['/admin/match/list', '/admin/finance/order', '/admin/stadium/list', '/admin/admininfo']) {
    await page.goto(p);
    await page.waitForLoadState('networkidle');
  }
  out.pages = pages;
  out.singletons = await singletonCopies(page);
  await context.close();
  log('切换子应用（后台首页 → 各子应用首个页面）…');
  out.remoteSwitch = await measureRemoteSwitch(browser, server.baseUrl);
  await browser.close();
  log('Lighthouse（官网首页，移动端）…');
  out.lighthouse = await lighthouseHome(server.baseUrl);
  log('测量 API 吞吐（PGlite）…');
  out.api = await throughput(server.baseUrl, 'PGlite');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const name = `saishi_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const pgDir = mkdtempSync(path.join(tmpdir(), 'saishi-bench-pg-'));
  const pgServer = await startServer({ dataDir: pgDir, databaseUrl: url.toString() });
  try {
    log('测量 API 吞吐（PostgreSQL）…');
    (out.api as unknown[]).push(...(await throughput(pgServer.baseUrl, 'PostgreSQL')));
  } finally {
    await pgServer.stop();
    rmSync(pgDir, { recursive: true, force: true });
  }
  try {
    // a server of its own on the same database (already migrated and seeded)
    log('CPU 剖析（PostgreSQL，各读路由）…');
    out.profiles = await routeProfiles(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
console.log(JSON.stringify(out));
