/**
 * The server suite on PostgreSQL (TEST_DATABASE_URL; a fresh database created and dropped by this run), and what
 * only PostgreSQL and Redis can show: several API nodes on one database, Redis away. Without TEST_DATABASE_URL it
 * runs nothing. `server.pglite.test.ts` runs the same suites on PGlite, side by side.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { statisticsCacheKey } from '../src/services/directory.js';
import { createUser, institutions, json, login, until, setupPostgres, setupPostgresNodes, unique, type TestContext } from './helpers.js';
import { competitions } from '../src/db/schema/index.js';
import { gatewayPaymentsSuite } from './suites/gateway-payments.js';
import { mediaS3Suite } from './suites/media-s3.js';
import { approvedCompetition } from './suites/caches.js';
import { serverSuites } from './suites/all.js';

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) serverSuites({ name: 'PostgreSQL', setup: () => setupPostgres(pgUrl) });

// The real gateways (PAYMENT_PROVIDER=gateway) against local fake WeChat Pay and Alipay: an app of their own.
if (pgUrl) gatewayPaymentsSuite({ name: 'PostgreSQL', baseUrl: pgUrl });

// Redis away (here: nothing listens at its address): the login limit still holds, counted in the node's memory, and
// no request fails for it.
if (pgUrl) {
  describe('rate limits without Redis fall back to the node\'s memory', () => {
    let node: TestContext;
    before(async () => {
      [node] = await setupPostgresNodes(pgUrl, 1, 'redis://127.0.0.1:9');
    });
    after(async () => {
      await node.close();
    });
    it('answers login attempts while Redis is away and stops the one over the limit', async () => {
      const ip = `198.51.100.${(process.pid % 250) + 1}`;
      const limit = 30; // loginIpLimit of the test config
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i += 1) {
        const res = await node.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { account: `no_redis_${process.pid}_${i}`, password: 'x' } });
        statuses.push(res.statusCode);
      }
      assert.ok(statuses.slice(0, limit).every((s) => s === 200), statuses.join(','));
      assert.equal(statuses[limit], 429);
    });
  });
}

// Video uploads in S3 (MEDIA_S3_BUCKET, an s3rver bucket): two nodes on one PostgreSQL and one Redis, each resuming,
// joining and processing the other's uploads.
const redisUrl = process.env.TEST_REDIS_URL;
if (pgUrl && redisUrl) {
  mediaS3Suite('media uploads in S3 (tus on s3rver): two API nodes resume each other\'s uploads through Redis', (env) => setupPostgresNodes(pgUrl, 2, redisUrl, env));
}

// At scale: two stateless API nodes on one PostgreSQL share the per-IP login limit and caches through Redis.
if (pgUrl && redisUrl) {
  describe('two API nodes share rate limits and caches through Redis', () => {
    let nodes: TestContext[] = [];
    before(async () => {
      nodes = await setupPostgresNodes(pgUrl, 2, redisUrl);
    });
    after(async () => {
      for (const node of nodes) await node.close();
    });
    it('counts login attempts of one IP across both nodes', async () => {
      // a documentation-range address unique to this run, so parallel runs never share a counter
      const ip = `198.51.100.${(process.pid % 250) + 1}`;
      const limit = 30; // loginIpLimit of the test config
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i += 1) {
        const node = nodes[i % 2];
        const res = await node.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          payload: { account: `redis_ghost_${process.pid}_${i}`, password: 'x' },
        });
        statuses.push(res.statusCode);
      }
      // each node alone saw only half the attempts, yet the shared counter stops the 31st
      assert.ok(statuses.slice(0, limit).every((s) => s === 200), statuses.join(','));
      assert.equal(statuses[limit], 429);
    });

    it('pushes a score event published on one node to a viewer of the other (比分推送 through Redis pub/sub)', async () => {
      const [inst] = await nodes[0].app.database.db.insert(institutions).values({ name: unique('推送双节点机构'), institutionType: 1 }).returning({ id: institutions.id });
      const [c] = await nodes[0].app.database.db
        .insert(competitions)
        .values({ institutionId: inst.id, cType: 1, name: unique('双节点杯'), sport: '足球', startAt: new Date('2026-09-01T01:00:00Z'), endAt: new Date('2026-09-30T10:00:00Z'), status: 'approved' })
        .returning({ id: competitions.id });
      const heard = new Promise<{ id: number; competitionId: number }>((resolve) => {
        const detach = nodes[1].app.scoreEvents.attach(c.id, {
          last: 0,
          event: (e) => {
            detach();
            resolve(e);
          },
          beat: () => undefined,
          end: () => undefined,
        });
      });
      await nodes[0].app.scoreEvents.publish(c.id, [], false);
      const event = await heard;
      assert.equal(event.competitionId, c.id);
      assert.equal(event.id, await nodes[1].app.repos.scoreEvents.lastId(c.id));
    });

    it('empties the public answers and sessions kept by the other node at every write (through Redis pub/sub)', async () => {
      const [a, b] = nodes.map((n) => n.app);
      const name = unique('双节点缓存杯');
      const id = await approvedCompetition(nodes[0], name);
      const nameOn = async (app: typeof a) => (json<{ name: string }>(await app.inject({ method: 'GET', url: `/api/official/competition/info?id=${id}` })).result.name);
      assert.equal(await nameOn(b), name);
      await a.database.db.update(competitions).set({ name: `${name}（改）` }).where(eq(competitions.id, id));
      assert.equal(await nameOn(b), name, 'kept by node B');
      // node B hears node A's writes through Redis, a moment after node A answered
      const heard = (generation: number) => until('node B to hear node A', () => b.caches.generation !== generation);
      const { account, password } = await createUser(a);
      let generation = b.caches.generation;
      const client = await login(a, account, password);
      await heard(generation);
      assert.equal(await nameOn(b), `${name}（改）`, 'the sign-in on node A emptied node B');

      // the same session on node B, kept there, ends with a logout on node A
      const onB = { cookie: client.cookie };
      assert.equal(json(await b.inject({ method: 'GET', url: '/api/user/info', headers: onB })).errno, 0);
      generation = b.caches.generation;
      assert.equal(json(await client.post('/api/auth/logout', {})).errno, 0);
      await heard(generation);
      assert.equal(json(await b.inject({ method: 'GET', url: '/api/user/info', headers: onB })).errno, 401);
    });

    it('keeps the 数据 statistics in Redis for 60 s: the second node answers the first node\'s numbers', async () => {
      const redis = nodes[0].app.redis!;
      const key = statisticsCacheKey(nodes[0].app.config.databaseUrl!);
      await redis.del(key);
      const first = (await nodes[0].app.inject({ method: 'GET', url: '/api/official/statistics' })).json() as { errno: number; result: { generated_at: string } };
      assert.equal(first.errno, 0);
      const ttl = await redis.pttl(key);
      assert.ok(ttl > 55_000 && ttl <= 60_000, String(ttl));
      const second = (await nodes[1].app.inject({ method: 'GET', url: '/api/official/statistics' })).json() as { result: { generated_at: string } };
      assert.equal(second.result.generated_at, first.result.generated_at, 'computed once for both nodes');
      await redis.del(key);
    });
  });
}
