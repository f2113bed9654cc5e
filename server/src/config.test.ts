import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig, repoRoot } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    assert.equal(c.port, 8080);
    assert.equal(c.host, '0.0.0.0');
    assert.equal(c.dataDir, path.join(repoRoot, 'data'));
    assert.equal(c.pgliteDir, path.join(repoRoot, 'data', 'pglite'));
    assert.equal(c.databaseUrl, null);
    assert.equal(c.smsSender, 'outbox');
    assert.equal(c.appsDir, repoRoot);
    assert.equal(c.seedDemo, true);
    assert.equal(c.cookieSecure, false);
  });

  it('uses the log SMS sender in production unless told otherwise', () => {
    assert.equal(loadConfig({ NODE_ENV: 'production' }).smsSender, 'log');
    assert.equal(loadConfig({ NODE_ENV: 'production', SMS_SENDER: 'outbox' }).smsSender, 'outbox');
  });

  it('reads the environment', () => {
    const c = loadConfig({ PORT: '9090', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h:5432/d', SEED_DEMO: 'false', COOKIE_SECURE: 'true' });
    assert.equal(c.port, 9090);
    assert.equal(c.pgliteDir, '/tmp/x/pglite');
    assert.equal(c.databaseUrl, 'postgres://u@h:5432/d');
    assert.equal(c.seedDemo, false);
    assert.equal(c.cookieSecure, true);
  });

  it('fails with a clear Chinese message on bad values', () => {
    assert.throws(() => loadConfig({ PORT: 'abc' }), (e: unknown) => e instanceof ConfigError && e.message.includes('PORT'));
    assert.throws(() => loadConfig({ PORT: '70000' }), /PORT 必须在 0 到 65535 之间/);
    assert.throws(() => loadConfig({ SMS_SENDER: 'pigeon' }), /SMS_SENDER 只能是 outbox 或 log/);
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL 的协议/);
    assert.throws(() => loadConfig({ SEED_DEMO: 'maybe' }), /SEED_DEMO 必须是 true 或 false/);
  });
});
