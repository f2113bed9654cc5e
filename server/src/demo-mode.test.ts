/**
 * Demo mode is explicit (docs/auth.md, "Demo mode" and "Production start"). One PGlite folder goes through a
 * production life: started without demo mode (no demo account, no SMS outbox), its first platform admin made by
 * `admin:create`, then an account with a published demo password stops `src/server.ts` from starting (exit code 1)
 * until `password:reset` gives it a new one. The password rules themselves: services/password-policy.test.ts.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { SANDBOX_IN_PRODUCTION } from './payments/index.js';
import { users } from './db/schema/index.js';
import { hashPassword } from './services/passwords.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('demo mode is explicit: a production start', () => {
  let dataDir = '';
  let appsDir = '';
  const env = () => ({ DATA_DIR: dataDir, APPS_DIR: appsDir, LOG_LEVEL: 'warn' });
  /** The server as `src/server.ts` builds it, without demo mode, on the test's folder. */
  const start = () => buildApp(loadConfig(env()));
  /** A command of the server package in its own process, without demo mode, on the test's folder. */
  const run = (script: string, args: string[], extra: Record<string, string> = {}, input = '') =>
    spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: serverDir,
      input,
      encoding: 'utf8',
      timeout: 180_000,
      env: { ...process.env, ...env(), NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', DEMO_MODE: '', SEED_DEMO: '', SMS_SENDER: '', ADMIN_PASSWORD: '', NEW_PASSWORD: '', REMOTES_JSON: '', ...extra },
    });
  const adminLogin = (app: Awaited<ReturnType<typeof start>>, account: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password, scope: 'admin' } });

  before(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'saishi-prod-data-'));
    appsDir = mkdtempSync(path.join(tmpdir(), 'saishi-prod-apps-'));
    // Removed at exit: each app's tus store creates DATA_DIR/tus without waiting (fire and forget), which must not
    // race the removal.
    process.once('exit', () => {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(appsDir, { recursive: true, force: true });
    });
  });

  it('creates no demo account and serves no SMS outbox', async () => {
    const app = await start();
    try {
      const [row] = await app.database.db.select({ n: count() }).from(users);
      assert.equal(row.n, 0, 'no account at all');
      const outbox = await app.inject({ method: 'GET', url: '/api/dev/sms_outbox?mobile=13800000001' });
      assert.equal(outbox.statusCode, 404);
      assert.equal((await adminLogin(app, 'admin', 'Admin@2026')).json().result.errors[0].msg, '账号或密码错误');
    } finally {
      await app.close();
    }
  });

  it('makes the first platform admin with admin:create, under the password rules', async () => {
    const demo = run('src/cli/admin-create.ts', ['--account', 'chief', '--mobile', '13912345678'], { ADMIN_PASSWORD: 'Saishi@2026' });
    assert.equal(demo.status, 1, demo.stderr);
    assert.match(demo.stderr, /创建失败：密码不能使用公开的演示密码/);
    // asked on stdin: account, mobile (blank), password twice
    const made = run('src/cli/admin-create.ts', [], {}, 'chief\n\nChief2026go\nChief2026go\n');
    assert.equal(made.status, 0, made.stderr);
    assert.match(made.stdout, /已创建平台管理员 chief/);
    const app = await start();
    try {
      const body = (await adminLogin(app, 'chief', 'Chief2026go')).json();
      assert.equal(body.errno, 0, JSON.stringify(body));
      assert.equal(body.result.account.is_admin, 1);
    } finally {
      await app.close();
    }
  });

  it('refuses to start while any account has a demo password, until password:reset gives it a new one', async () => {
    const app = await start();
    await app.database.db.insert(users).values({ account: 'org_gov', mobile: '13800000002', passwordHash: await hashPassword('Saishi@2026') });
    await app.close();

    const server = run('src/server.ts', []);
    assert.equal(server.status, 1, `exit ${server.status} ${server.signal ?? ''}\n${server.stderr}`);
    assert.match(server.stderr, /启动失败：账号 org_gov 仍在使用公开的演示密码，非演示模式不能启动/);

    const reset = run('src/cli/password-reset.ts', ['--account', 'org_gov'], { NEW_PASSWORD: 'Gov2026safe' });
    assert.equal(reset.status, 0, reset.stderr);
    const again = await start();
    try {
      const [row] = await again.database.db.select({ n: count() }).from(users).where(eq(users.account, 'org_gov'));
      assert.equal(row.n, 1);
    } finally {
      await again.close();
    }
  });

  it('refuses a production start with the sandbox gateway, whose confirmations move no money, and with half a real gateway', () => {
    for (const provider of ['', 'sandbox']) {
      // SMS sign-in off: the refusal of a start without an SMS provider is tested on its own (sms/)
      const server = run('src/server.ts', [], { PAYMENT_PROVIDER: provider, SMS_LOGIN: 'off' });
      assert.equal(server.status, 1, `exit ${server.status} ${server.signal ?? ''}\n${server.stderr}`);
      assert.ok(server.stderr.includes(`启动失败：${SANDBOX_IN_PRODUCTION}`), server.stderr);
    }
    const half = run('src/server.ts', [], { PAYMENT_PROVIDER: 'gateway', WECHATPAY_APPID: '', ALIPAY_APP_ID: '', SMS_LOGIN: 'off' });
    assert.equal(half.status, 1, half.stderr);
    assert.match(half.stderr, /启动失败：PAYMENT_PROVIDER=gateway 需要微信支付设置/);
  });
});
