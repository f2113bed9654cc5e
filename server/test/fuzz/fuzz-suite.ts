/**
 * Fuzz every operation of the OpenAPI document from its schema (docs/testing.md "Fuzz suite").
 *
 * For each operation and each caller (visitor, personal user, organiser, platform admin) FUZZ_CASES requests
 * (default 100): half drawn valid from the schema, half with one thing at or beyond an edge (int32 ± 1, 64-bit
 * numbers, days that do not exist, NUL bytes, one character too long, wrong types, missing or unknown fields, broken
 * JSON). Every answer must be below 500 and be what the document says: a documented status, a documented content
 * type and a body of the documented schema. A new route is fuzzed as soon as it is in the document.
 *
 * The operations are dealt to FUZZ_SHARDS files (fuzz-1.test.ts, fuzz-2.test.ts, …) that run side by side, each with
 * an app and a fresh database of its own (with the demo data; PostgreSQL when the run has one, else PGlite), so the
 * fuzzer's writes disturb no other suite. FUZZ_SEED picks another draw (default: a fixed seed, so CI is
 * repeatable; `random` for a new one); FUZZ_CASES another count.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { institutions, users } from '../../src/db/schema/index.js';
import { createUser, login, nextIp, setupPglite, setupPostgres, type TestContext } from '../helpers.js';
import { boundary, mutatedObject, resolverOf, valid, type Resolver } from './schema-arbitraries.js';
import { DocumentChecker, documentOf, operationsOf, urlOf, type Caller, type DocumentedOperation, type DrawnRequest } from './operations.js';
import { MUTATING_METHODS, RecordCompleteness } from './operation-records.js';

/** Files the operations are dealt to (fuzz-<n>.test.ts). */
export const FUZZ_SHARDS = 2;
const CASES = Number(process.env.FUZZ_CASES ?? 100);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2_147_483_647 : Number(process.env.FUZZ_SEED ?? 20261126);

/** Fuzzes the operations of shard `shard` (0-based) of FUZZ_SHARDS. */
export async function fuzzShard(shard: number): Promise<void> {
  /** PostgreSQL when the run has one (FUZZ_DATABASE_URL, else TEST_DATABASE_URL), PGlite otherwise or with FUZZ_DB=pglite. */
  const pgUrl = process.env.FUZZ_DB === 'pglite' ? undefined : (process.env.FUZZ_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
  const ctx: TestContext = pgUrl ? await setupPostgres(pgUrl) : await setupPglite();
  const target = pgUrl ? 'PostgreSQL' : 'PGlite';
  const doc = documentOf(ctx.app);
  const resolver = resolverOf(doc);
  const checker = new DocumentChecker(doc);

  /** GETs first, then writes, deletes and the session's own end last: the later operations meet more data. */
  const order = (op: DocumentedOperation) => {
    if (/logout/.test(op.path)) return 4;
    return { GET: 0, POST: 1, PUT: 2, DELETE: 3 }[op.method] ?? 1;
  };
  // /api/test/* are routes the test helpers add, not the product's
  const operations = operationsOf(doc)
    .filter((op) => !op.path.startsWith('/api/test/'))
    .sort((a, b) => order(a) - order(b) || a.key.localeCompare(b.key))
    .filter((_, i) => i % FUZZ_SHARDS === shard);

  /** The callers, each a throwaway user of its kind (a drawn wrong password may lock an account for 15 minutes). */
  const ROLES = [
    { name: '访客', kind: null },
    { name: '个人用户', kind: 'person' },
    { name: '主办方', kind: 'organiser' },
    { name: '平台管理员', kind: 'admin' },
  ] as const;
  type Role = (typeof ROLES)[number];

  const callers = new Map<string, Caller>();
  async function callerFor(role: Role, fresh = false): Promise<Caller> {
    const known = callers.get(role.name);
    if (known && !fresh) return known;
    const caller: Caller = { name: role.name, ip: known?.ip ?? nextIp() };
    if (role.kind) {
      const made = await createUser(ctx.app, role.kind === 'person' ? { isPerson: true } : role.kind === 'organiser' ? { manages: [{ institutionId: 1 }] } : {});
      if (role.kind === 'admin') await ctx.app.database.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, made.user.id));
      const client = await login(ctx.app, made.account, made.password);
      caller.cookie = client.cookie;
      caller.token = client.token;
      caller.userId = made.user.id;
    }
    callers.set(role.name, caller);
    return caller;
  }

  const RAW_BODIES = ['null', '[]', '"文本"', '12', '{', '{"a":', '\u0000'];

  function caseArbitrary(op: DocumentedOperation, r: Resolver): fc.Arbitrary<DrawnRequest> {
    const queryModel = Object.fromEntries(op.query.map((p) => [p.name, valid(p.schema, r, p.name)]));
    const required = op.query.filter((p) => p.required).map((p) => p.name);
    const pathModel = Object.fromEntries(op.pathParams.map((p) => [p.name, valid(p.schema, r, p.name)]));
    const validCase: fc.Arbitrary<DrawnRequest> = fc.record({
      query: fc.record(queryModel, { requiredKeys: required }),
      path: fc.record(pathModel),
      body: op.body ? valid(op.body, r) : fc.constant(undefined),
    });
    const edges: fc.Arbitrary<DrawnRequest>[] = [validCase.map((c) => ({ ...c, query: { ...c.query, zz_unknown: '1' } }))];
    if (op.query.length > 0) {
      edges.push(
        fc
          .tuple(validCase, fc.constantFrom(...op.query))
          .chain(([c, p]) => boundary(p.schema, r, p.name).map((v) => ({ ...c, query: { ...c.query, [p.name]: v } }))),
      );
    }
    if (required.length > 0) {
      edges.push(
        fc.tuple(validCase, fc.constantFrom(...required)).map(([c, name]) => {
          const query = { ...c.query };
          delete query[name];
          return { ...c, query };
        }),
      );
    }
    for (const p of op.pathParams) {
      edges.push(validCase.chain((c) => boundary(p.schema, r, p.name).map((v) => ({ ...c, path: { ...c.path, [p.name]: v } }))));
    }
    if (op.body) {
      const body = op.body;
      edges.push(validCase.chain((c) => mutatedObject(body, r).map((b) => ({ ...c, body: b }))));
      edges.push(validCase.chain((c) => boundary(body, r).map((b) => ({ ...c, body: b }))));
      edges.push(validCase.chain((c) => fc.constantFrom(...RAW_BODIES).map((raw) => ({ ...c, body: undefined, rawBody: raw }))));
    }
    return fc.oneof(validCase, fc.oneof(...edges));
  }

  /** A stable number per operation and caller, so each draws its own cases and a run is repeatable. */
  const seedOf = (key: string) => [...key].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, SEED);

  /** every mutation that succeeds leaves its one operation record (operation-records.ts) */
  const records = new RecordCompleteness(ctx.app, `fuzz-${shard + 1}`);
  const statusCounts = new Map<number, number>();
  let requests = 0;

  after(async () => {
    const statuses = [...statusCounts.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(`# fuzz shard ${shard + 1}/${FUZZ_SHARDS} on ${target}: ${operations.length} operations, ${requests} requests, seed ${SEED}; statuses ${statuses}`);
    console.log(records.summary(operations.filter((op) => MUTATING_METHODS.has(op.method)).length));
    await ctx.close();
  });

  describe(`fuzz shard ${shard + 1}/${FUZZ_SHARDS} of the documented operations on ${target} (${CASES} cases per operation and caller, seed ${SEED})`, () => {
    it('covers its share of the document', () => {
      assert.ok(operations.length >= 100, `only ${operations.length} operations in this shard`);
    });

    for (const op of operations) {
      it(op.key, async () => {
        const problems = new Map<string, string>();
        const arbitrary = caseArbitrary(op, resolver);
        // 停用机构 would lock the fuzzing organiser's institution (and end its sessions) for every later request: its
        // callers take turns, the platform admin last, and each of the admin's requests is followed by re-enabling
        const disabling = /\/admin\/institution\/disable$/.test(op.path);
        const reEnable = () => ctx.app.database.db.update(institutions).set({ status: 'approved' }).where(eq(institutions.status, 'disabled'));
        const runRole = async (role: Role) => {
          const cases = fc.sample(arbitrary, { numRuns: CASES, seed: seedOf(`${op.key} ${role.name}`) });
          let caller = await callerFor(role);
          for (const drawn of cases) {
            let res = await records.inject(op, drawn, caller);
            if (disabling) await reEnable();
            if (res.statusCode === 401 && role.kind) {
              // the session ended (a drawn logout, a password change): a fresh caller repeats the request
              caller = await callerFor(role, true);
              res = await records.inject(op, drawn, caller);
            }
            requests += 1;
            statusCounts.set(res.statusCode, (statusCounts.get(res.statusCode) ?? 0) + 1);
            const problem = checker.problem(op, res);
            if (problem) {
              const kind = `${role.name}: ${problem.slice(0, 80)}`;
              if (!problems.has(kind)) problems.set(kind, `${role.name} ${op.method} ${urlOf(op, drawn)} ${drawn.rawBody ?? JSON.stringify(drawn.body) ?? ''}\n    → ${problem}`);
            }
          }
        };
        // the callers run side by side (PostgreSQL serves them in parallel), each caller's requests in order
        if (disabling) {
          for (const role of ROLES) await runRole(role);
          // the organiser's sessions ended with its institution's 停用: later public writes must not run as a visitor
          for (const role of ROLES) if (role.kind) await callerFor(role, true);
        } else await Promise.all(ROLES.map(runRole));
        assert.equal(problems.size, 0, [...problems.values()].slice(0, 8).join('\n'));
        assert.deepEqual(records.problemsOf(op.key), []);
      });
    }
  });

}
