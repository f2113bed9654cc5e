// `pnpm test:scale`: the platform as docs/deploying.md deploys it — two API processes of the production server behind
// nginx (deploy/nginx/saishi.conf), one PostgreSQL, Redis, S3-compatible storage (s3rver) — on this machine
// (scripts/lib/scale-deployment.mjs), and end-to-end journeys in Chromium through nginx. The first half of them run on
// both processes (video-upload: nginx deals a tus upload's requests to both in turn; its parts are in the bucket, its
// record and lock in Redis); then one process is killed (SIGKILL, between two journey files) and the rest must pass all the
// same, nginx skipping the dead process. Then the ledger of the database must be clean (ledger:check). Ends with one
// line "N passed, N failed".
// Needs: a production build (made when missing or stale), nginx (apt-get install nginx), PostgreSQL
// (SCALE_DATABASE_URL, TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres), Redis (SCALE_REDIS_URL,
// TEST_REDIS_URL or redis://127.0.0.1:6379), Debian's chromium and ffmpeg (as for pnpm test).
import path from 'node:path';
import { buildApps, root, runCapture, staleApps } from './lib.mjs';
import { startDeployment } from './lib/scale-deployment.mjs';

/**
 * In order (SCALE_JOURNEYS overrides); the second API process is killed after the first half. competition-league:
 * public sign-ups to the champion's results; finance-money, after the kill: payment, refund and withdrawal.
 */
const JOURNEYS = (process.env.SCALE_JOURNEYS ?? 'video-upload,competition-league,finance-money').split(',').map((s) => s.trim());
const KILL_AFTER = Math.max(0, Math.ceil(JOURNEYS.length / 2) - 1);

const results = [];
let passed = 0;
let failed = 0;

function check(name, ok, detail = '') {
  results.push(`${ok ? '通过' : '失败'}  ${name}${detail ? `  ${detail}` : ''}`);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

const started = Date.now();
const built = await buildApps(staleApps());
if (built !== 0) {
  console.log(`构建失败\n0 passed, 1 failed`);
  process.exit(1);
}

let deployment;
try {
  deployment = await startDeployment({ say: (line) => console.log(line) });
} catch (error) {
  console.error(`部署失败：${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const stopAll = async () => {
  if (!deployment) return;
  const d = deployment;
  deployment = null;
  await d.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void stopAll().then(() => process.exit(130)));
}

try {
  const { baseUrl, api } = deployment;

  // ---- what nginx itself does, before any journey
  const asset = await staticAssetCheck(baseUrl);
  check('nginx 从磁盘提供带哈希的前端文件（immutable，gzip）', asset.ok, asset.detail);
  const page = await fetch(`${baseUrl}/admin/login`);
  const csp = page.headers.get('content-security-policy') ?? '';
  check('单页路径由 API 生成 index.html（内联 remotes.json 与页面 CSP）', page.ok && csp.includes('script-src') && (await page.text()).includes('remotes'), `HTTP ${page.status}`);

  // ---- the journeys, through nginx; after the first, one API process dies
  let killed = false;
  for (const [index, name] of JOURNEYS.entries()) {
    const file = path.join('journeys', `${name}.test.ts`);
    console.log(`\n===== 端到端：${name}（经 nginx ${baseUrl}，运行中的 API 进程 ${api.filter((n) => n.child.exitCode === null && n.child.signalCode === null).length} 个）=====`);
    const { code, out } = await runCapture(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', file], {
      cwd: path.join(root, 'e2e'),
      env: { ...process.env, E2E_BASE_URL: baseUrl },
    });
    const p = [...out.matchAll(/^(?:ℹ|#) pass (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0);
    const f = [...out.matchAll(/^(?:ℹ|#) fail (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0);
    passed += p;
    failed += f + (code !== 0 && f === 0 ? 1 : 0);
    results.push(`${code === 0 ? '通过' : '失败'}  端到端 ${name}${killed ? `（${api[1].name} 已被 kill -9）` : ''}`);

    if (index === KILL_AFTER && api.length > 1) {
      // deterministic: between two journey files, never on a timer
      const victim = api[1];
      await victim.kill('SIGKILL');
      killed = true;
      console.log(`\n已 kill -9 ${victim.name}（pid ${victim.pid}）；其余旅程只剩 ${api[0].name}`);
      // nginx must skip the dead process: every one of a few requests answered
      let answered = 0;
      for (let i = 0; i < 6; i += 1) if ((await fetch(`${baseUrl}/api/ping`).catch(() => null))?.ok) answered += 1;
      check('kill -9 一个 API 进程后 nginx 跳过它（6 次请求全部成功）', answered === 6, `${answered}/6`);
    }
  }

  // ---- the ledger of the shared database
  console.log('\n===== 账本检查 (ledger:check) =====');
  const ledger = await runCapture(process.execPath, ['--import', 'tsx', 'src/cli/ledger-check.ts'], {
    cwd: path.join(root, 'server'),
    env: { ...process.env, DATABASE_URL: deployment.databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn', DEMO_MODE: '' },
  });
  check('账本检查 (ledger:check)', ledger.code === 0, ledger.out.trim().split('\n').at(-1));
  if (failed > 0) console.log(`\n===== nginx：错误日志与慢请求（≥ 1 秒或 5xx）=====\n${deployment.logTail()}`);
} finally {
  await stopAll();
}

console.log(`\n===== 汇总 (test:scale, ${Math.round((Date.now() - started) / 1000)} s) =====\n${results.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.startsWith('通过')) ? 0 : 1);

/** A hashed chunk of the shell through nginx: 200, immutable, gzip (the precompressed .gz), not from the API. */
async function staticAssetCheck(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const src = html.match(/<script[^>]+src="([^"]+\.[0-9a-f]{8,}\.js)"/)?.[1];
  if (!src) return { ok: false, detail: 'index.html 中没有带哈希的脚本' };
  const res = await fetch(new URL(src, baseUrl), { headers: { 'accept-encoding': 'gzip' } });
  const cache = res.headers.get('cache-control');
  const encoding = res.headers.get('content-encoding');
  // helmet adds Origin-Agent-Cluster to every API answer; nginx's static files do not have it
  const fromDisk = !res.headers.has('origin-agent-cluster');
  await res.arrayBuffer();
  // every remote's manifest, which only nginx serves (/remotes/<folder>/ has no fallback to the API): a 403 here is a
  // checkout nginx's workers cannot read
  const remotes = ['mf-official', 'mf-competition', 'mf-finance', 'mf-venue', 'mf-account'];
  const manifests = await Promise.all(
    remotes.map(async (folder) => {
      const r = await fetch(`${baseUrl}/remotes/${folder}/mf-manifest.json`);
      await r.arrayBuffer();
      return r.ok ? null : `${folder}/mf-manifest.json: HTTP ${r.status}`;
    }),
  );
  const missing = manifests.filter(Boolean);
  return {
    ok: res.ok && cache === 'public, max-age=31536000, immutable' && encoding === 'gzip' && fromDisk && missing.length === 0,
    detail: `${src}: HTTP ${res.status}, ${cache}, ${encoding ?? '未压缩'}, ${fromDisk ? 'nginx' : 'API'}; ${missing.length === 0 ? `${remotes.length} 个微前端清单可读` : missing.join('，')}`,
  };
}
