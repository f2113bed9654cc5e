/**
 * 操作记录 (docs/api.md "Operation records"): the database writes one record per changing request in the change's own
 * transaction (trigger `saishi_record`, migration 0022); the routes read them — the list with its filters, one record
 * with the changed fields, the xlsx through the export tasks — for the platform admin (all) and a manager (their
 * institution). Secrets never reach a record; nothing edits or deletes one. The completeness over every documented
 * mutation is the matrix's and the fuzz suite's (test/fuzz/operation-records.ts).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { chinaDate } from 'shared/rules';
import { rowsOf } from '../../src/db/client.js';
import { runWithOperation } from '../../src/db/operation-context.js';
import { operationRecords, users } from '../../src/db/schema/index.js';
import { readSheet } from '../../src/services/exports/xlsx.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Row = { id: number; operation: string; label: string; actor_id: number | null; actor_name: string; institution_id: number | null; institution_name: string; object_type: string; object_type_label: string; object_id: string | null; object_name: string; action: string; action_label: string; ip: string; user_agent: string };
type Detail = Row & { changes: { table: string; table_label: string; op: string; id: string | null; fields: { field: string; label: string; before: string | null; after: string | null }[] }[] };
type List = { list: Row[]; total: number };

/** Tables without the `saishi_record` trigger by design: the records themselves, logs, security bookkeeping. */
const UNRECORDED_TABLES = ['audit_log', 'idempotency_keys', 'installation_secrets', 'login_attempts', 'operation_records', 'score_events'];

export function operationRecordsSuite(ctx: TestContext) {
  describe('操作记录 (operation records)', () => {
    const db = () => ctx.app.database.db;
    let owner: Client;
    let ownerId = 0;
    let other: Client;
    let admin: Client;
    let person: Client;
    let instA = 0;
    let instB = 0;
    let seriesId = 0;
    const agent = unique('records-suite');
    const recordsOf = (ua: string) => db().select().from(operationRecords).where(eq(operationRecords.userAgent, ua));

    before(async () => {
      const [a, b] = await db()
        .insert(institutions)
        .values([
          { name: unique('记录机构甲'), institutionType: 1 },
          { name: unique('记录机构乙'), institutionType: 1 },
        ])
        .returning({ id: institutions.id });
      instA = a!.id;
      instB = b!.id;
      const o = await createUser(ctx.app, { manages: [{ institutionId: instA, isAdmin: true }] });
      ownerId = o.user.id;
      owner = await login(ctx.app, o.account, o.password);
      const p = await createUser(ctx.app, { manages: [{ institutionId: instB, isAdmin: true }] });
      other = await login(ctx.app, p.account, p.password);
      const m = await createUser(ctx.app);
      await db().update(users).set({ isPlatformAdmin: true }).where(eq(users.id, m.user.id));
      admin = await login(ctx.app, m.account, m.password);
      const q = await createUser(ctx.app, { isPerson: true });
      person = await login(ctx.app, q.account, q.password);
    });

    it('writes one record of a change: who, which institution, operation, object, only the changed fields, when, IP and browser', async () => {
      const created = await owner.post('/api/competition_series', { institution_id: instA, name: '记录测试系列', description: '第一版' }, { 'user-agent': `${agent}-create` });
      assert.equal(json(created).errno, 0, created.body);
      seriesId = json<{ id: number }>(created).result.id;
      const [create] = await recordsOf(`${agent}-create`);
      assert.ok(create, 'the creation left its record');
      assert.equal(create.operation, 'POST /api/competition_series');
      assert.equal(create.label, '新建赛事系列');
      assert.equal(create.actorId, ownerId);
      assert.equal(create.institutionId, instA);
      assert.deepEqual([create.objectType, create.objectId, create.objectName, create.action], ['competition_series', String(seriesId), '记录测试系列', 'insert']);
      assert.ok(create.ip.length > 0);
      assert.ok(Date.now() - create.at.getTime() < 60_000);

      const edited = await owner.post('/api/competition_series', {}, {}); // a refusal (bad input) records nothing
      assert.notEqual(json(edited).errno, 0);
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/competition_series',
        headers: { cookie: owner.cookie, 'x-csrf-token': owner.token, 'user-agent': `${agent}-edit` },
        payload: { id: seriesId, name: '记录测试系列（改）', description: '第一版' },
      });
      assert.equal(json(res).errno, 0, res.body);
      const edits = await recordsOf(`${agent}-edit`);
      assert.equal(edits.length, 1);
      const detail = json<Detail>(await owner.get(`/api/admin/operation_record?id=${edits[0]!.id}`));
      assert.equal(detail.errno, 0);
      assert.equal(detail.result.action_label, '修改');
      assert.equal(detail.result.object_type_label, '赛事系列');
      const change = detail.result.changes.find((c) => c.table === 'competition_series')!;
      // only the name changed: neither the description nor updated_at are in the diff
      assert.deepEqual(
        change.fields.map((f) => [f.field, f.before, f.after]),
        [['name', '记录测试系列', '记录测试系列（改）']],
      );
      assert.equal(change.fields[0]!.label, '名称');
    });

    it('records nothing of a refused change, and a change rolled back takes its record with it', async () => {
      const before = (await db().select({ n: sql<number>`count(*)::int` }).from(operationRecords))[0]!.n;
      const refused = await other.post('/api/competition_series', { institution_id: instA, name: '越权系列' }, { 'user-agent': `${agent}-refused` });
      assert.notEqual(json(refused).errno, 0);
      assert.equal((await recordsOf(`${agent}-refused`)).length, 0);
      const wrong = await owner.post('/api/user/password', { old_password: 'Wrong@2026', new_password: 'Newpass@2026' }, { 'user-agent': `${agent}-wrong` });
      assert.notEqual(json(wrong).errno, 0);
      assert.equal((await recordsOf(`${agent}-wrong`)).length, 0);
      // the record is written in the change's transaction: a transaction that fails takes its record with it
      const rid = randomUUID();
      const context = () => ({ rid, op: 'POST /api/test/rollback', label: '测试', actor: ownerId, actorName: '', inst: instA, ip: '127.0.0.1', ua: `${agent}-rollback` });
      await new Promise<void>((resolve, reject) => {
        runWithOperation(context, () => {
          db()
            .transaction(async (tx) => {
              await tx.update(users).set({ nickname: '回滚前' }).where(eq(users.id, ownerId));
              throw new Error('rolled back');
            })
            .then(() => reject(new Error('committed')), () => resolve());
        });
      });
      assert.equal((await recordsOf(`${agent}-rollback`)).length, 0);
      const after = (await db().select({ n: sql<number>`count(*)::int` }).from(operationRecords))[0]!.n;
      assert.equal(after, before);
    });

    it('never stores a secret: a password, a session id, a CSRF token or a code shows only that it changed', async () => {
      const u = await createUser(ctx.app, { manages: [{ institutionId: instA }] });
      const ua = `${agent}-secret`;
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': `${ua}-login` }, payload: { account: u.account, password: u.password } });
      assert.equal(json(res).errno, 0, res.body);
      const sid = /saishi_sid=([0-9a-f]{64})/.exec(String(res.headers['set-cookie']))![1]!;
      const [loginRecord] = await recordsOf(`${ua}-login`);
      assert.ok(loginRecord);
      assert.equal(loginRecord.actorId, u.user.id, 'a login: the one who logged in');
      assert.deepEqual([loginRecord.objectType, loginRecord.objectId], ['users', String(u.user.id)]);
      const client = await login(ctx.app, u.account, u.password);
      const changed = await client.post('/api/user/password', { old_password: u.password, new_password: 'Changed@2026' }, { 'user-agent': `${ua}-password` });
      assert.equal(json(changed).errno, 0, changed.body);
      const [pw] = await recordsOf(`${ua}-password`);
      assert.ok(pw);
      const [hash] = await db().select({ h: users.passwordHash }).from(users).where(eq(users.id, u.user.id));
      const text = JSON.stringify([loginRecord.changes, pw.changes]);
      assert.ok(!text.includes(hash!.h!), 'no password hash');
      assert.ok(!text.includes(sid), 'no session id');
      assert.ok(!/"csrf_token":"(?!\*)/.test(text), 'no CSRF token');
      const users_ = pw.changes.find((c) => c.table === 'users')!;
      assert.deepEqual(users_.after, { password_hash: '******' });
    });

    it('shows the platform admin every record and a manager only their institution’s (40300 for another, 404 for its record)', async () => {
      const mine = json<List>(await owner.get('/api/admin/operation_records?count=100'));
      assert.equal(mine.errno, 0);
      assert.ok(mine.result.list.length > 0);
      assert.ok(mine.result.list.every((r) => r.institution_id === instA));
      assert.ok(mine.result.list.some((r) => r.object_type === 'competition_series' && r.object_id === String(seriesId)));
      const theirs = json<List>(await other.get('/api/admin/operation_records?count=100'));
      assert.ok(theirs.result.list.every((r) => r.institution_id === instB));
      assert.equal(json(await other.get(`/api/admin/operation_records?institution_id=${instA}`)).errno, 40300);
      assert.equal(json(await person.get('/api/admin/operation_records')).errno, 40300);
      assert.equal(json(await ctx.app.inject({ method: 'GET', url: '/api/admin/operation_records' })).errno, 401);
      const id = mine.result.list[0]!.id;
      assert.equal(json(await other.get(`/api/admin/operation_record?id=${id}`)).errno, 404);
      assert.equal(json(await admin.get(`/api/admin/operation_record?id=${id}`)).errno, 0);
      const all = json<List>(await admin.get(`/api/admin/operation_records?institution_id=${instA}&count=100`));
      assert.deepEqual(
        all.result.list.map((r) => r.id),
        mine.result.list.map((r) => r.id),
      );
      assert.ok(json<List>(await admin.get('/api/admin/operation_records')).result.total >= mine.result.total + theirs.result.total);
    });

    it('filters by person, object, kind, operation and date range', async () => {
      const get = async (q: string) => json<List>(await owner.get(`/api/admin/operation_records?count=100&${q}`)).result;
      const byObject = await get(`object_type=competition_series&object_id=${seriesId}`);
      assert.deepEqual(
        byObject.list.map((r) => r.action).sort(),
        ['insert', 'update'],
      );
      assert.ok((await get('action=update&object_type=competition_series')).list.every((r) => r.action === 'update'));
      assert.ok((await get(`actor=${ownerId}`)).list.every((r) => r.actor_id === ownerId));
      assert.equal((await get(`actor=${encodeURIComponent('不存在的人')}`)).total, 0);
      assert.ok((await get(`keyword=${encodeURIComponent('新建赛事系列')}`)).list.every((r) => r.label === '新建赛事系列'));
      const today = chinaDate(Date.now());
      assert.ok((await get(`from=${today}&to=${today}`)).total >= 2);
      assert.equal((await get('from=2001-01-01&to=2001-01-31')).total, 0);
      assert.notEqual(json(await owner.get('/api/admin/operation_records?action=rename')).errno, 0);
    });

    it('exports the filtered list as xlsx through the export tasks; the export is an operation recorded too', async () => {
      const res = await owner.post('/api/admin/operation_records/export', { object_type: 'competition_series', object_id: String(seriesId) }, { 'user-agent': `${agent}-export` });
      assert.equal(json(res).errno, 0, res.body);
      const id = json<{ id: number }>(res).result.id;
      // the task row is written outside a service transaction: the request's write ran in a recorded one all the same
      const [rec] = await recordsOf(`${agent}-export`);
      assert.deepEqual([rec?.objectType, rec?.objectId, rec?.institutionId], ['export_tasks', String(id), instA]);
      await ctx.app.exportWorker.runOnce();
      const task = json<{ status: string; file_name: string }>(await owner.get(`/api/admin/export_task?id=${id}`));
      assert.equal(task.result.status, 'done');
      assert.match(task.result.file_name, /操作记录/);
      const rows = await readSheet((await owner.get(`/api/admin/export_task/file?id=${id}`)).rawPayload);
      assert.deepEqual(rows[0], ['时间', '操作人', '机构', '操作', '对象类型', '对象', '变化', 'IP', '浏览器']);
      assert.deepEqual(
        rows.slice(1).map((r) => [r[3], r[4], r[6]]),
        [
          ['修改赛事系列', '赛事系列', '修改'],
          ['新建赛事系列', '赛事系列', '新增'],
        ],
      );
      assert.equal(json(await other.get(`/api/admin/export_task/file?id=${id}`)).errno, 404);
      assert.equal(json(await other.post('/api/admin/operation_records/export', { institution_id: instA })).errno, 40300);
      assert.equal(firstMsg(await owner.post('/api/admin/operation_records/export', { from: '2026-02-01', to: '2026-01-01' })) !== undefined, true);
    });

    it('lets nothing edit or delete a record: no route, and the database refuses it', async () => {
      const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      const writes = Object.entries(doc.paths)
        .filter(([path]) => /operation_record/.test(path))
        .flatMap(([path, ops]) => Object.keys(ops).filter((m) => m !== 'get').map((m) => `${m.toUpperCase()} ${path}`));
      assert.deepEqual(writes, ['POST /api/admin/operation_records/export']);
      for (const statement of [sql`update operation_records set actor_name = 'x'`, sql`delete from operation_records`, sql`truncate operation_records`]) {
        await assert.rejects(db().execute(statement), (e: Error & { cause?: Error }) => /操作记录不可修改或删除/.test(`${e.message} ${e.cause?.message ?? ''}`));
      }
    });

    it('has the recording trigger on every table but the logs and the security bookkeeping', async () => {
      const missing = rowsOf<{ name: string }>(
        await db().execute(sql`
          select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p')
             and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'saishi_record')
           order by 1`),
      ).map((r) => r.name);
      assert.deepEqual(missing, UNRECORDED_TABLES, 'a new table needs `SELECT saishi_attach_record_triggers();` at the end of its migration');
    });
  });
}
