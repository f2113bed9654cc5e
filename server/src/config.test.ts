import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { ConfigError, COOKIE_INSECURE_WARNING, loadConfig, repoRoot } from './config.js';
import configPlugin from './plugins/external/config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    assert.equal(c.port, 8080);
    assert.equal(c.host, '0.0.0.0');
    assert.equal(c.dataDir, path.join(repoRoot, 'data'));
    assert.equal(c.pgliteDir, path.join(repoRoot, 'data', 'pglite'));
    assert.equal(c.databaseUrl, null);
    assert.equal(c.smsSender, 'log');
    assert.equal(c.appsDir, repoRoot);
    assert.equal(c.demo, false);
    assert.equal(c.cookieSecure, false);
  });

  it('is not in demo mode unless DEMO_MODE=true, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'production', 'development', 'test']) {
      const c = loadConfig({ NODE_ENV });
      assert.equal(c.demo, false, String(NODE_ENV));
      assert.equal(c.smsSender, 'log', String(NODE_ENV));
    }
    const demo = loadConfig({ DEMO_MODE: 'true' });
    assert.equal(demo.demo, true);
    assert.equal(demo.smsSender, 'log');
    assert.equal(loadConfig({ DEMO_MODE: 'true', SMS_SENDER: 'outbox' }).smsSender, 'outbox');
  });

  it('reads TRUST_PROXY as false, true or the proxies whose X-Forwarded-For is believed', async () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(loadConfig({ TRUST_PROXY: '0' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1 ' }).trustProxy, '127.0.0.1,10.0.0.0/8,::1');
    assert.throws(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' }), /"10.0.0.0\/33" 不是 IP 地址或网段/);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'nginx' }), /TRUST_PROXY 必须是 true、false 或代理地址列表/);
    // behind the listed proxy its X-Forwarded-For is believed; a client reaching the node itself cannot forge one
    const app = Fastify({ trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    const via = await app.inject({ url: '/ip', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.5' } });
    assert.equal(via.json().ip, '203.0.113.7');
    const forged = await app.inject({ url: '/ip', remoteAddress: '198.51.100.9', headers: { 'x-forwarded-for': '203.0.113.7' } });
    assert.equal(forged.json().ip, '198.51.100.9');
    await app.close();
  });

  it('allows the SMS outbox only in demo mode', () => {
    assert.throws(() => loadConfig({ SMS_SENDER: 'outbox' }), /SMS_SENDER=outbox 只能用于演示模式（DEMO_MODE=true）/);
    assert.throws(() => loadConfig({ NODE_ENV: 'production', SMS_SENDER: 'outbox' }), /只能用于演示模式/);
  });

  it('points the old SEED_DEMO=true to DEMO_MODE (false is the default and accepted)', () => {
    assert.throws(() => loadConfig({ SEED_DEMO: 'true' }), /SEED_DEMO 已停用.*DEMO_MODE=true/);
    assert.equal(loadConfig({ SEED_DEMO: 'false' }).demo, false);
  });

  it('marks the session cookie Secure in production unless COOKIE_SECURE=false asks otherwise', () => {
    assert.equal(loadConfig({ NODE_ENV: 'production' }).cookieSecure, true);
    assert.equal(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).cookieSecure, true);
    assert.equal(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure, false);
    assert.equal(loadConfig({ NODE_ENV: 'development' }).cookieSecure, false);
    assert.equal(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure, true);
  });

  it('warns at start when a production server sends its session cookie without Secure', async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) };
    for (const env of [{ NODE_ENV: 'production', COOKIE_SECURE: 'false' }, { NODE_ENV: 'production' }, { COOKIE_SECURE: 'false' }]) {
      const app = Fastify({ logger: { level: 'warn', stream } });
      await app.register(configPlugin, { config: loadConfig(env) });
      await app.ready();
      await app.close();
    }
    assert.deepEqual(lines.map((l) => [l.level, l.msg]), [[40, COOKIE_INSECURE_WARNING]]);
    assert.match(COOKIE_INSECURE_WARNING, /^COOKIE_SECURE=false：会话 Cookie 不带 Secure/);
  });

  it('reads the environment', () => {
    const c = loadConfig({ PORT: '9090', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h:5432/d', DEMO_MODE: 'true', COOKIE_SECURE: 'true' });
    assert.equal(c.port, 9090);
    assert.equal(c.pgliteDir, '/tmp/x/pglite');
    assert.equal(c.databaseUrl, 'postgres://u@h:5432/d');
    assert.equal(c.demo, true);
    assert.equal(c.cookieSecure, true);
  });

  it('fails with a clear Chinese message on bad values', () => {
    assert.throws(() => loadConfig({ PORT: 'abc' }), (e: unknown) => e instanceof ConfigError && e.message.includes('PORT'));
    assert.throws(() => loadConfig({ PORT: '70000' }), /PORT 必须在 0 到 65535 之间/);
    assert.throws(() => loadConfig({ SMS_SENDER: 'pigeon' }), /SMS_SENDER 只能是 outbox 或 log/);
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL 的协议/);
    assert.throws(() => loadConfig({ DEMO_MODE: 'maybe' }), /DEMO_MODE 必须是 true 或 false/);
  });

  it('has storage quotas by role, personal users far below institutions, set in MB', () => {
    const d = loadConfig({});
    assert.equal(d.storageQuotaPersonalBytes, 200 * 1024 * 1024);
    assert.equal(d.storageQuotaInstitutionBytes, 20 * 1024 * 1024 * 1024);
    const c = loadConfig({ STORAGE_QUOTA_PERSONAL_MB: '50', STORAGE_QUOTA_INSTITUTION_MB: '102400' });
    assert.equal(c.storageQuotaPersonalBytes, 50 * 1024 * 1024);
    assert.equal(c.storageQuotaInstitutionBytes, 100 * 1024 * 1024 * 1024);
    assert.throws(() => loadConfig({ STORAGE_QUOTA_PERSONAL_MB: '0' }), /STORAGE_QUOTA_PERSONAL_MB 必须在 1 到 10000000 之间/);
    assert.throws(() => loadConfig({ STORAGE_QUOTA_INSTITUTION_MB: '20G' }), /STORAGE_QUOTA_INSTITUTION_MB 必须是整数/);
  });
});
