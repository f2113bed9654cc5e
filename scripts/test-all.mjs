// `pnpm test`: every test of the platform, in order of cost.
//  1. system packages the tests need (Debian chromium + a Chinese font for the browser, ffmpeg for video uploads),
//     installed when missing;
//  2. jest: unit tests of shared rules and page tests of the shell and the five remotes (RTL + MSW);
//  3. server tests through inject on a migrated PGlite, and on PostgreSQL when TEST_DATABASE_URL is set;
//  4. crash safety: 100 rounds of kill -9 of the real server during writes, on PGlite and (TEST_DATABASE_URL) PostgreSQL;
//  5. production build of the shell and remotes, then end-to-end journeys in Chromium against that build.
// Ends with one line "N passed, N failed".
import { existsSync } from 'node:fs';
import { buildApps, apps, run, runCapture } from './lib.mjs';

const results = [];
let passed = 0;
let failed = 0;

function count(out, passRe, failRe) {
  const p = [...out.matchAll(passRe)].reduce((n, m) => n + Number(m[1]), 0);
  const f = [...out.matchAll(failRe)].reduce((n, m) => n + Number(m[1]), 0);
  return { p, f };
}

async function systemPackages() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc')) missing.push('fonts-wqy-microhei');
  if (!existsSync('/usr/bin/ffmpeg')) missing.push('ffmpeg');
  if (missing.length === 0) return 0;
  if (process.getuid?.() !== 0) {
    console.error(`缺少系统软件包: ${missing.join(' ')}。请以 root 运行: apt-get install -y ${missing.join(' ')}`);
    return 1;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return 1;
  return run('apt-get', ['install', '-y', '-qq', ...missing], { env });
}

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n===== ${name} =====`);
  const ok = await fn();
  results.push(`${ok ? '通过' : '失败'}  ${name}  (${Math.round((Date.now() - started) / 1000)} s)`);
  return ok;
}

await step('系统软件包', async () => {
  const code = await systemPackages();
  if (code !== 0) failed += 1;
  return code === 0;
});

await step('前端单元与页面测试 (jest)', async () => {
  const { code, out } = await runCapture('npx', ['jest', '--ci', '--colors=false', '--maxWorkers=2']);
  return tally(code, out);
});

await step('服务端测试 (node --test)', async () => {
  const { code, out } = await runCapture('pnpm', ['--filter', 'server', 'test']);
  return tally(code, out);
});

await step('崩溃安全测试 (kill -9)', async () => {
  const { code, out } = await runCapture('pnpm', ['--filter', 'server', 'test:crash']);
  return tally(code, out);
});

const built = await step('生产构建', async () => (await buildApps(apps)) === 0);

await step('端到端测试 (Chromium)', async () => {
  if (!built) {
    failed += 1;
    return false;
  }
  const { code, out } = await runCapture('pnpm', ['--filter', 'e2e', 'test']);
  return tally(code, out);
});

function tally(code, out) {
  // jest: "Tests:       2 failed, 40 passed, 42 total"; node --test: "ℹ pass 12" / "ℹ fail 0" (or "# pass 12").
  const jest = count(out, /Tests:.*?(\d+) passed/g, /Tests:\s+(\d+) failed/g);
  const node = count(out, /^(?:ℹ|#) pass (\d+)/gm, /^(?:ℹ|#) fail (\d+)/gm);
  passed += jest.p + node.p;
  failed += jest.f + node.f;
  if (code !== 0 && jest.f + node.f === 0) failed += 1;
  return code === 0;
}

console.log(`\n===== 汇总 =====\n${results.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.startsWith('通过')) ? 0 : 1);
