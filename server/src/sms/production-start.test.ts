/**
 * A production start (NODE_ENV=production, not demo mode) with nothing that can deliver SMS codes refuses to start
 * with a Chinese 启动失败 line and exit code 1 (docs/auth.md, "Demo mode and production start"); the decision itself,
 * with SMS_LOGIN=off and a provider, is unit-tested in settings.test.ts.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('a production start without an SMS provider', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'saishi-sms-prod-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start: 启动失败 and exit code 1, naming SMS_PROVIDER and SMS_LOGIN=off', () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of Object.keys(env)) if (/^(SMS_|DEMO_MODE|SEED_DEMO|DATABASE_URL|REDIS_URL|REMOTES_JSON|MEDIA_S3_)/.test(key)) delete env[key];
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      encoding: 'utf8',
      timeout: 180_000,
      env: { ...env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, APPS_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    assert.equal(run.status, 1, `exit ${run.status} ${run.signal ?? ''}\n${run.stderr}`);
    assert.match(run.stderr, /启动失败：生产环境没有配置短信服务商.*SMS_PROVIDER=aliyun 或 tencent.*SMS_LOGIN=off 关闭短信登录/);
  });
});
