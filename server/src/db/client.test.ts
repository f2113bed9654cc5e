/**
 * openDatabase on PostgreSQL (TEST_DATABASE_URL; skipped without it): API processes started at the same time on a new
 * database migrate one at a time (the advisory lock around the migrator) — without it one of them fails on
 * `CREATE SCHEMA "drizzle"` / the migrations table and the process does not start (docs/deploying.md).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, rowsOf } from './client.js';

const baseUrl = process.env.TEST_DATABASE_URL;

describe('openDatabase on PostgreSQL', { skip: baseUrl ? false : 'TEST_DATABASE_URL 未设置' }, () => {
  it('three processes opening a new database at once all start, and the migrations are applied once', { timeout: 120_000 }, async () => {
    const name = `saishi_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(baseUrl!);
      url.pathname = `/${name}`;
      const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://' })));
      try {
        assert.deepEqual(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : o.status)), ['fulfilled', 'fulfilled', 'fulfilled']);
        const first = (opened[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>).value;
        const [row] = rowsOf<{ n: number; distinct: number }>(
          await first.db.execute(sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`),
        );
        assert.ok(row!.n > 0);
        assert.equal(row!.n, row!.distinct, 'each migration recorded once');
      } finally {
        for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
