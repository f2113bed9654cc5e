import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, PGLITE_OPTIONS, type Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { createSessionsRepo, randomToken, sessionKey } from './sessions.js';

describe('sessions stored under the SHA-256 of their id', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'saishi-sessions-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps users logged in across the migration that hashes the rows of before', async () => {
    // the migrations as they were before session ids were hashed: the journal cut before 0016_session_id_hash
    const before = path.join(dir, 'before');
    cpSync(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const cut = journal.entries.findIndex((e) => e.tag.endsWith('_session_id_hash'));
    assert.ok(cut > 0);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));

    const client = await PGlite.create(PGLITE_OPTIONS);
    try {
      const db = drizzle({ client, schema }) as unknown as Db;
      await migrate(drizzle({ client }), { migrationsFolder: before });
      const [user] = await db.insert(schema.users).values({ account: 'session_user', nickname: '会话' }).returning();
      // a session as the server stored it before: the raw id of the cookie
      const sid = randomToken(32);
      await db.insert(schema.sessions).values({ id: sid, userId: user.id, csrfToken: randomToken(24), expiresAt: new Date(Date.now() + 3600_000) });

      await migrate(drizzle({ client }), { migrationsFolder });
      const [row] = await db.select({ id: schema.sessions.id }).from(schema.sessions);
      assert.equal(row.id, sessionKey(sid), 'the row now holds the hash');
      const repo = createSessionsRepo(db);
      assert.equal((await repo.findLiveWithMemberships(sid))?.user.id, user.id, 'the cookie the user has still names the session');
      assert.equal(await repo.findLiveWithMemberships(row.id), undefined, 'the stored key is no cookie');

      const created = await repo.create({ userId: user.id, ip: '', userAgent: '', activeInstitution: null });
      assert.equal((await repo.findLiveWithMemberships(created.id))?.session.id, sessionKey(created.id));
      await repo.revokeByCookie(created.id);
      assert.equal(await repo.findLiveWithMemberships(created.id), undefined);
    } finally {
      await client.close();
    }
  });
});
