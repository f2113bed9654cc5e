/**
 * One process at a time on a PGlite data folder (db/data-folder-lock.ts): a second open — in this process, by a
 * second server, or by a command while the server runs — is refused with a Chinese message; a lock left by a process
 * that is gone (kill -9) is taken over.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { openDatabase, type Database } from './client.js';
import { DataFolderInUse, lockFileOf, processStartTime } from './data-folder-lock.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('PGlite data folder: one process at a time', () => {
  let dataDir = '';
  let pgliteDir = '';
  before(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'saishi-lock-'));
    pgliteDir = path.join(dataDir, 'pglite');
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  const open = () => openDatabase({ databaseUrl: null, pgliteDir });

  it('refuses a second open while the first is open, and opens again once it is closed', async () => {
    const first = await open();
    try {
      const lock = JSON.parse(readFileSync(lockFileOf(pgliteDir), 'utf8')) as { pid: number };
      assert.equal(lock.pid, process.pid);
      await assert.rejects(open(), (error: unknown) => error instanceof DataFolderInUse && /^数据目录 .+ 已被本进程打开/.test(error.message));
    } finally {
      await first.close();
    }
    assert.equal(existsSync(lockFileOf(pgliteDir)), false, 'the lock goes with the database');
    const again = await open();
    await again.close();
  });

  describe('while this process has the folder open', () => {
    let held: Database;
    before(async () => {
      held = await open();
    });
    after(async () => {
      await held.close();
    });

    /** A script of the server package in its own process, on the held folder. */
    const run = (args: string[], env: Record<string, string> = {}) =>
      spawnSync(process.execPath, ['--import', 'tsx', ...args], {
        cwd: serverDir,
        encoding: 'utf8',
        timeout: 180_000,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      });
    const inUse = () => new RegExp(`数据目录 ${pgliteDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 正被另一个进程使用（pid ${process.pid}，`);

    it('a second server does not start: 启动失败 with the holder, exit code 1', () => {
      const server = run(['src/server.ts'], { NODE_ENV: 'production', DEMO_MODE: 'true' });
      assert.equal(server.status, 1, server.stderr);
      assert.match(server.stderr, /^启动失败：/m);
      assert.match(server.stderr, inUse());
      assert.match(server.stderr, /请先停止该进程（服务或命令）再试/);
    });

    it('admin:create, password:reset and ledger:check refuse too, before asking anything', () => {
      const create = run(['src/cli/admin-create.ts', '--account', 'ops_admin'], { ADMIN_PASSWORD: 'Ops2026pass' });
      assert.equal(create.status, 1, create.stderr);
      assert.match(create.stderr, /^创建失败：数据目录 /m);
      assert.match(create.stderr, inUse());
      assert.doesNotMatch(create.stdout, /密码/, 'no question was asked');
      const reset = run(['src/cli/password-reset.ts', '--account', 'ops_admin'], { NEW_PASSWORD: 'Ops2026pass' });
      assert.equal(reset.status, 1, reset.stderr);
      assert.match(reset.stderr, /^修改失败：数据目录 /m);
      const check = run(['src/cli/ledger-check.ts']);
      assert.equal(check.status, 1, check.stderr);
      assert.match(check.stderr, /^账本检查失败：数据目录 /m);
      assert.match(check.stderr, inUse());
    });
  });

  it('takes over the lock of a process that is gone (killed), and of a pid now used by another process', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    const pid = gone.pid!;
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(lockFileOf(pgliteDir), JSON.stringify({ pid, started: '1', since: '2026-11-28T00:00:00.000Z' }));
    const first = await open();
    assert.equal((JSON.parse(readFileSync(lockFileOf(pgliteDir), 'utf8')) as { pid: number }).pid, process.pid);
    await first.close();

    // the parent process is alive, but it is not the process that wrote this lock (another start time)
    if (processStartTime(process.ppid)) {
      writeFileSync(lockFileOf(pgliteDir), JSON.stringify({ pid: process.ppid, started: '1', since: '' }));
      const second = await open();
      await second.close();
    }
    // a lock of a live process with its start time is respected
    writeFileSync(lockFileOf(pgliteDir), JSON.stringify({ pid: process.ppid, started: processStartTime(process.ppid), since: '' }));
    await assert.rejects(open(), (error: unknown) => error instanceof DataFolderInUse && error.message.includes(`pid ${process.ppid}`));
    rmSync(lockFileOf(pgliteDir));
  });
});
