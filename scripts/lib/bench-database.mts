/**
 * The scratch PostgreSQL database of a bench that measures the server on PostgreSQL (bench-finance, bench-venues):
 * created fresh from BENCH_DATABASE_URL or TEST_DATABASE_URL, with its own data folder and the server's config for it
 * (silent log, no order sweep timer), dropped at the end unless BENCH_KEEP is set.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../../server/src/config.ts';

export interface BenchDatabase {
  /** The server's config on the new database and data folder. */
  config: AppConfig;
  /** Drops the database (kept and named on stderr with BENCH_KEEP) and removes the data folder; close the app first. */
  drop: () => Promise<void>;
}

/**
 * A new database `saishi_bench_<tag>_<random>`. Without BENCH_DATABASE_URL / TEST_DATABASE_URL the bench is skipped:
 * it prints its one JSON line `{"skipped": …}` and the process ends.
 */
export async function benchDatabase(tag: string): Promise<BenchDatabase> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    console.log(JSON.stringify({ skipped: '未设置 BENCH_DATABASE_URL / TEST_DATABASE_URL' }));
    process.exit(0);
  }
  const name = `saishi_bench_${tag}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `saishi-bench-${tag}-`));
  const config = loadConfig({}, { databaseUrl: url.toString(), dataDir, logLevel: 'silent' });
  config.payments = { ...config.payments, orderSweepSeconds: 0 };
  return {
    config,
    drop: async () => {
      if (!process.env.BENCH_KEEP) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      else process.stderr.write(`保留数据库 ${name}\n`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
