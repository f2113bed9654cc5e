import assert from 'node:assert/strict';
import { brotliDecompressSync } from 'node:zlib';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { competitions, users } from '../../src/db/schema/index.js';
import { createUser, institutions, json, login, unique, type TestContext } from '../helpers.js';

/** An approved competition, written straight into the database (not through the API: no cache hears of it). */
export async function approvedCompetition(ctx: TestContext, name: string): Promise<number> {
  const db = ctx.app.database.db;
  const [inst] = await db.insert(institutions).values({ name: unique('缓存测试机构'), institutionType: 1 }).returning({ id: institutions.id });
  const [c] = await db
    .insert(competitions)
    .values({ institutionId: inst.id, cType: 1, name, sport: '足球', startAt: new Date('2026-09-01T01:00:00Z'), endAt: new Date('2026-09-30T10:00:00Z'), status: 'approved' })
    .returning({ id: competitions.id });
  return c.id;
}

/** The node caches (plugins/app/caches.ts) on one node: what is kept, and what empties it. */
export function cachesSuite(ctx: TestContext) {
  describe('node caches: public answers and sessions, emptied by every write through the API', () => {
    let competitionId = 0;
    const firstName = unique('缓存杯');
    const url = () => `/api/official/competition/info?id=${competitionId}`;
    const nameOf = (body: string) => (JSON.parse(body) as { result: { name: string } }).result.name;

    before(async () => {
      competitionId = await approvedCompetition(ctx, firstName);
    });

    it('answers a public page again from the cache, compressed as asked, until a write through the API', async () => {
      const app = ctx.app;
      assert.equal(nameOf((await app.inject({ method: 'GET', url: url() })).body), firstName);
      // changed behind the API's back: the kept answer is still served
      await app.database.db.update(competitions).set({ name: `${firstName}（改）` }).where(eq(competitions.id, competitionId));
      const plain = await app.inject({ method: 'GET', url: url() });
      assert.equal(nameOf(plain.body), firstName);
      const br = await app.inject({ method: 'GET', url: url(), headers: { 'accept-encoding': 'gzip, br' } });
      if (Buffer.byteLength(plain.body) >= 1024) {
        assert.equal(br.headers['content-encoding'], 'br');
        assert.equal(nameOf(brotliDecompressSync(br.rawPayload).toString('utf8')), firstName);
      }
      // any write through the API (here a sign-in) empties the cache: the next answer is read again
      const { account, password } = await createUser(app);
      await login(app, account, password);
      assert.equal(nameOf((await app.inject({ method: 'GET', url: url() })).body), `${firstName}（改）`);
    });

    it('keeps a session until a write: a logout ends it at once, a change behind the API is seen after the next write', async () => {
      const app = ctx.app;
      const { account, password, user } = await createUser(app);
      const client = await login(app, account, password);
      assert.equal(json(await client.get('/api/user/info')).errno, 0);
      await app.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
      // kept by the node: the disabled user is seen only after the next write
      assert.equal(json(await client.get('/api/user/info')).errno, 0);
      const other = await createUser(app);
      await login(app, other.account, other.password);
      assert.equal(json(await client.get('/api/user/info')).errno, 401);

      const second = await createUser(app);
      const c2 = await login(app, second.account, second.password);
      assert.equal(json(await c2.get('/api/user/info')).errno, 0);
      assert.equal(json(await c2.post('/api/auth/logout', {})).errno, 0);
      assert.equal(json(await c2.get('/api/user/info')).errno, 401);
    });
  });
}
