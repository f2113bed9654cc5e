/**
 * Permission matrix generated from the OpenAPI document (权限管理, docs/auth.md "Staff and permissions").
 *
 * 1. Every /api route has a rule: a route missing from server/src/access/permissions.ts fails, named; a rule without
 *    its route fails too (a renamed route leaves none behind).
 * 2. For every operation whose rule names a menu group, with a valid request drawn from its schema (the institution
 *    fields set to the caller's institution):
 *    - a staff member whose role gives nothing gets 40300 没有该操作的权限 and nothing changes (the database's
 *      fingerprint is the same before and after);
 *    - a staff member whose role gives 只读 on the group: a read is not refused by the permission check, a write is
 *      (40300, nothing changed).
 *    Operations that are also everyone's own (readOrPersonal / writeOrPersonal) are not refused up front: there the
 *    member without the permission must not succeed on the institution's behalf either way (checked for writes).
 * 3. The institution's owner is never refused by the permission check.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { STAFF_MSG } from 'shared/rules';
import { OPERATION_PERMISSIONS, operationKey, type PermissionRule } from '../../src/access/permissions.js';
import { rowsOf } from '../../src/db/client.js';
import { institutionRoles, managers } from '../../src/db/schema/index.js';
import { createUser, login, nextIp, setupPglite, setupPostgres, type TestContext } from '../helpers.js';
import { resolverOf, valid } from './schema-arbitraries.js';
import { documentOf, inject, operationsOf, type Caller, type DocumentedOperation, type DrawnRequest } from './operations.js';

const pgUrl = process.env.FUZZ_DB === 'pglite' ? undefined : (process.env.FUZZ_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
const ctx: TestContext = pgUrl ? await setupPostgres(pgUrl) : await setupPglite();
const doc = documentOf(ctx.app);
const resolver = resolverOf(doc);
const db = ctx.app.database.db;

after(async () => {
  await ctx.close();
});

/** The demo organiser (杭州市体育局, types 1: every organiser group) and the demo venue operator (4: 场馆管理). */
const ORGANISER = 1;
const VENUE_OPERATOR = 4;

async function staffOf(name: string, institutionId: number, permissions: Record<string, 'read' | 'write'>): Promise<Caller> {
  const [role] = await db.insert(institutionRoles).values({ institutionId, name: `矩阵${name}${Math.random().toString(36).slice(2, 8)}`, permissions }).returning();
  const made = await createUser(ctx.app);
  await db.insert(managers).values({ userId: made.user.id, institutionId, isAdmin: false, roleId: role!.id });
  const client = await login(ctx.app, made.account, made.password);
  return { name, cookie: client.cookie, token: client.token, ip: nextIp() };
}

async function ownerOf(institutionId: number): Promise<Caller> {
  const made = await createUser(ctx.app, { manages: [{ institutionId, isAdmin: true }] });
  const client = await login(ctx.app, made.account, made.password);
  return { name: '负责人', cookie: client.cookie, token: client.token, ip: nextIp() };
}

/**
 * Tables the background workers write whenever they run (export tasks and their files, the SMS queue, orders closing
 * at their deadline), and the callers' own logins: not evidence of a refused request.
 */
const BACKGROUND_TABLES = ['login_attempts', 'sessions', 'export_tasks', 'media', 'sms_codes', 'orders', 'order_items', 'order_status_history', 'live_purchases', 'audit_log'];

/** What changes when anything is written: every table's rows, hashed. */
async function fingerprint(): Promise<Map<string, string>> {
  const tables = rowsOf<{ name: string }>(await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).filter((t) => !BACKGROUND_TABLES.includes(t.name));
  const parts = tables.map((t) => `select '${t.name}' as t, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from "${t.name}" x`);
  const rows = rowsOf<{ t: string; h: string }>(await db.execute(sql.raw(parts.join(' union all '))));
  return new Map(rows.map((r) => [r.t, r.h]));
}
const changedTables = (a: Map<string, string>, b: Map<string, string>) => [...a.keys()].filter((k) => a.get(k) !== b.get(k));

const groupsOf = (rule: PermissionRule) => ('group' in rule ? [rule.group].flat() : []);
const institutionFor = (rule: PermissionRule) => (groupsOf(rule).every((g) => g === 'venue' || g === 'finance') && groupsOf(rule).includes('venue') ? VENUE_OPERATOR : ORGANISER);

const INSTITUTION_FIELDS = ['institution_id', 'belong_id'];

function drawnFor(op: DocumentedOperation, institutionId: number): DrawnRequest {
  const [draw] = fc.sample(
    fc.record({
      query: fc.record(Object.fromEntries(op.query.map((p) => [p.name, valid(p.schema, resolver, p.name)])), { requiredKeys: op.query.filter((p) => p.required).map((p) => p.name) }),
      path: fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, valid(p.schema, resolver, p.name)]))),
      body: op.body ? valid(op.body, resolver) : fc.constant(undefined),
    }),
    { numRuns: 1, seed: 23 },
  );
  const drawn: DrawnRequest = { query: { ...draw!.query }, path: { ...draw!.path }, body: draw!.body };
  for (const f of INSTITUTION_FIELDS) {
    if (op.query.some((p) => p.name === f)) drawn.query[f] = institutionId;
    if (drawn.body && typeof drawn.body === 'object' && !Array.isArray(drawn.body) && f in (drawn.body as object)) (drawn.body as Record<string, unknown>)[f] = institutionId;
  }
  return drawn;
}

const envelope = (body: string): { errno?: number; msg?: string } => {
  try {
    const parsed = JSON.parse(body) as { errno?: number; result?: { errors?: { msg: string }[] } };
    return { errno: parsed.errno, msg: parsed.result?.errors?.[0]?.msg };
  } catch {
    return {};
  }
};
const refusedByPermission = (body: string) => {
  const e = envelope(body);
  return e.errno === 40300 && e.msg === STAFF_MSG.forbidden;
};

const routes = ctx.app.apiRoutes();
const documented = operationsOf(doc).filter((op) => !op.path.startsWith('/api/test/'));
/** The document writes `{id}` where Fastify's route says `:id`. */
const keyOf = (op: DocumentedOperation) => operationKey(op.method, op.path.replace(/\{(\w+)\}/g, ':$1'));

describe('permission matrix: every operation × staff without the permission, with 只读, and the owner', () => {
  it('declares every route in access/permissions.ts (a new route fails here, named)', () => {
    const missing = routes.filter((r) => !r.rule).map((r) => r.key);
    assert.deepEqual(missing, [], `declare these operations in server/src/access/permissions.ts:\n${missing.join('\n')}`);
  });

  it('declares no operation that is not a route (or that is public or platform-only already)', () => {
    const userRoutes = new Set(routes.filter((r) => r.auth === 'user').map((r) => r.key));
    const stale = Object.keys(OPERATION_PERMISSIONS).filter((k) => !userRoutes.has(k));
    assert.deepEqual(stale, []);
  });

  const callers = new Map<string, Caller>();
  const callerFor = async (key: string, make: () => Promise<Caller>) => {
    let c = callers.get(key);
    if (!c) {
      c = await make();
      callers.set(key, c);
    }
    return c;
  };

  const order = (op: DocumentedOperation) => (/logout/.test(op.path) ? 4 : ({ GET: 0, POST: 1, PUT: 2, DELETE: 3 } as Record<string, number>)[op.method] ?? 1);
  for (const op of documented.sort((a, b) => order(a) - order(b) || a.key.localeCompare(b.key))) {
    const route = routes.find((r) => r.key === keyOf(op));
    const rule = route?.rule;
    if (!rule || 'exempt' in rule) continue;
    it(`${op.key} (${groupsOf(rule).join('|')} ${rule.access})`, async () => {
      const institutionId = institutionFor(rule);
      const drawn = drawnFor(op, institutionId);
      const none = await callerFor(`none:${institutionId}`, () => staffOf('无权限', institutionId, {}));
      const readOnly = await callerFor(`read:${institutionId}:${groupsOf(rule).join(',')}`, () =>
        staffOf('只读', institutionId, Object.fromEntries(groupsOf(rule).map((g) => [g, 'read' as const]))),
      );
      const owner = await callerFor(`owner:${institutionId}`, () => ownerOf(institutionId));
      const isWrite = rule.access === 'write';
      const alsoPersonal = 'alsoPersonal' in rule && rule.alsoPersonal;

      const before = isWrite ? await fingerprint() : new Map<string, string>();
      const withoutRes = await inject(ctx.app, op, drawn, none);
      if (!alsoPersonal) assert.ok(refusedByPermission(withoutRes.body), `无权限成员: ${withoutRes.statusCode} ${withoutRes.body.slice(0, 200)}`);
      const readRes = await inject(ctx.app, op, drawn, readOnly);
      if (isWrite && !alsoPersonal) assert.ok(refusedByPermission(readRes.body), `只读成员写操作: ${readRes.statusCode} ${readRes.body.slice(0, 200)}`);
      if (isWrite) assert.deepEqual(changedTables(before, await fingerprint()), [], 'a refused request changed nothing');
      if (!isWrite) assert.ok(!refusedByPermission(readRes.body), `只读成员读操作被拒绝: ${readRes.body.slice(0, 200)}`);
      const ownerRes = await inject(ctx.app, op, drawn, owner);
      assert.ok(!refusedByPermission(ownerRes.body), `负责人被拒绝: ${ownerRes.body.slice(0, 200)}`);
    });
  }
});
