/**
 * Crash safety (issue 11): 100 rounds of kill -9 of the real server during concurrent writes, on PGlite (a data
 * folder) and, when TEST_DATABASE_URL is set, on PostgreSQL (a database of its own, dropped at the end); both
 * targets run side by side. `pnpm --filter server test:crash`; docs/testing.md, "Crash safety".
 *
 * CRASH_ROUNDS (default 100), CRASH_WORKERS (requests in flight, default 4), CRASH_SERVER=tsx (start through tsx
 * instead of the bundle), CRASH_TARGETS=pglite or postgres (one of them only).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { serverCommand, type ServerCommand } from './server-build.js';
import { formatReport, runTarget, type TargetOptions } from './run-target.js';

const rounds = Number(process.env.CRASH_ROUNDS || 100);
const workers = Number(process.env.CRASH_WORKERS || 4);
const targets = (process.env.CRASH_TARGETS || 'pglite,postgres').split(',');
const postgresUrl = process.env.TEST_DATABASE_URL || '';

const log = (line: string) => console.log(line);

describe('crash safety: kill -9 of the server during writes', { concurrency: true }, () => {
  let command: ServerCommand;
  const began = Date.now();

  before(async () => {
    const t0 = Date.now();
    command = await serverCommand();
    log(`server: ${command.describe} (${Date.now() - t0} ms to build)`);
  });
  after(() => {
    command?.dispose();
    log(`crash test: ${((Date.now() - began) / 1000).toFixed(1)} s in all`);
  });

  const options = (name: string, databaseUrl: string | null): TargetOptions => ({ name, command, databaseUrl, rounds, workers, killAfterMs: [100, 500], log });

  // a hang (a server that never gets ready or never answers) fails instead of holding CI forever
  const timeout = Math.max(10, rounds) * 30_000;

  it(`PGlite (data folder): ${rounds} rounds, every acknowledged write kept`, { skip: !targets.includes('pglite'), timeout }, async () => {
    const report = await runTarget(options('PGlite', null));
    log(formatReport(report));
    assert.equal(report.passed, rounds, formatReport(report));
    assert.equal(report.lost, 0);
  });

  it(`PostgreSQL: ${rounds} rounds, every acknowledged write kept`, { skip: !postgresUrl ? 'TEST_DATABASE_URL is not set' : !targets.includes('postgres'), timeout }, async () => {
    const name = `saishi_crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    try {
      const report = await runTarget(options('PostgreSQL', url.toString()));
      log(formatReport(report));
      assert.equal(report.passed, rounds, formatReport(report));
      assert.equal(report.lost, 0);
    } finally {
      const drop = new pg.Client({ connectionString: postgresUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    }
  });
});
