import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { media } from '../../src/db/schema/index.js';
import { createUser, firstMsg, institutions, json, login, unique, type Client, type TestContext } from '../helpers.js';

const MB = 1024 * 1024;

/** A multipart body of one `file` part. */
function fileUpload(bytes: Buffer, filename = 'data.pdf') {
  const boundary = `----saishi${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function storageQuotaSuite(ctx: TestContext) {
  describe('storage quota (存储空间): per user and per institution, for images, files and videos (single, partial and final tus uploads)', () => {
    let athlete: Client;
    let organiser: Client;
    let admin: Client;
    let institutionId = 0;
    const saved = { personal: 0, institution: 0 };

    const keyOf = async (client: Client) => {
      const res = json<{ ks: string; token: string }>(await client.get('/api/video_ks'));
      return `${res.result.ks}.${res.result.token}`;
    };
    const upload = (client: Client, bytes: Buffer) => {
      const body = fileUpload(bytes);
      return ctx.app.inject({ method: 'POST', url: '/api/upload/file', payload: body.payload, headers: { ...body.headers, cookie: client.cookie, 'x-csrf-token': client.token } });
    };
    const tus = async (client: Client, method: 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: Buffer) =>
      ctx.app.inject({
        method,
        url,
        headers: { 'tus-resumable': '1.0.0', cookie: client.cookie, 'x-csrf-token': client.token, 'upload-key': await keyOf(client), ...headers },
        ...(payload ? { payload } : {}),
      });
    const rowsOf = async (client: Client) => {
      const [row] = await ctx.app.database.db.select({ n: count() }).from(media).where(eq(media.ownerUserId, client.login.result.account.user_id));
      return Number(row.n);
    };
    const refusal = (res: LightMyRequestResponse) => String(firstMsg(res) ?? '');

    before(async () => {
      const [inst] = await ctx.app.database.db.insert(institutions).values({ name: unique('配额测试机构'), institutionType: 6 }).returning({ id: institutions.id });
      institutionId = inst.id;
      const a = await createUser(ctx.app, { isPerson: true });
      const o = await createUser(ctx.app, { manages: [{ institutionId }] });
      athlete = await login(ctx.app, a.account, a.password);
      organiser = await login(ctx.app, o.account, o.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      saved.personal = ctx.app.config.storageQuotaPersonalBytes;
      saved.institution = ctx.app.config.storageQuotaInstitutionBytes;
      // small quotas for the test (the defaults: docs/uploads.md)
      ctx.app.config.storageQuotaPersonalBytes = 3 * MB;
      ctx.app.config.storageQuotaInstitutionBytes = 8 * MB;
    });
    after(() => {
      ctx.app.config.storageQuotaPersonalBytes = saved.personal;
      ctx.app.config.storageQuotaInstitutionBytes = saved.institution;
    });

    it('has defaults by role: a personal user far less than an institution', () => {
      assert.ok(saved.personal > 0 && saved.institution >= 20 * saved.personal, `${saved.personal} / ${saved.institution}`);
    });

    it('refuses a file over a personal user’s quota with a Chinese message, and stores nothing', async () => {
      assert.equal(json(await upload(athlete, Buffer.alloc(2 * MB, 1))).errno, 0);
      const before = await rowsOf(athlete);
      const res = await upload(athlete, Buffer.alloc(2 * MB, 2));
      assert.equal(res.statusCode, 200);
      assert.equal(json(res).errno, 40000, res.body);
      assert.match(refusal(res), /^存储空间不足：已使用 2M，上限 3M，本次上传需要 2M，请联系平台管理员$/);
      assert.equal(await rowsOf(athlete), before, 'nothing stored');
    });

    it('refuses a single tus video over the quota at creation (413, Chinese envelope), and creates nothing', async () => {
      const before = await rowsOf(athlete);
      const res = await tus(athlete, 'POST', '/api/upload/video/', { 'upload-length': String(4 * MB) });
      assert.equal(res.statusCode, 413, res.body);
      assert.match(refusal(res), /^存储空间不足/);
      assert.equal(await rowsOf(athlete), before);
    });

    it('lets parallel partial uploads reserve no more than the quota left', async () => {
      const fresh = await createUser(ctx.app, { isPerson: true });
      const runner = await login(ctx.app, fresh.account, fresh.password);
      // 3 MB: of three parts of 1.2 MB created at once, two fit
      const results = await Promise.all([1, 2, 3].map(() => tus(runner, 'POST', '/api/upload/video/', { 'upload-concat': 'partial', 'upload-length': String(Math.floor(1.2 * MB)) })));
      const created = results.filter((r) => r.statusCode === 201);
      assert.equal(created.length, 2, results.map((r) => r.statusCode).join(','));
      for (const r of results.filter((x) => x.statusCode !== 201)) {
        assert.equal(r.statusCode, 413);
        assert.match(refusal(r), /^存储空间不足/);
      }
    });

    it('refuses the final upload that joins parts when the quota no longer holds them', async () => {
      const sizes = [Math.floor(0.5 * MB), Math.floor(0.5 * MB)];
      const ids: string[] = [];
      for (const size of sizes) {
        const created = await tus(organiser, 'POST', '/api/upload/video/', { 'upload-concat': 'partial', 'upload-length': String(size) });
        assert.equal(created.statusCode, 201, created.body);
        const id = String(created.headers.location).split('/').pop()!;
        const patched = await tus(organiser, 'PATCH', `/api/upload/video/${id}`, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, Buffer.alloc(size, 7));
        assert.equal(patched.statusCode, 204, patched.body);
        ids.push(id);
      }
      // the platform lowers the institution's quota below what its parts hold
      ctx.app.config.storageQuotaInstitutionBytes = Math.floor(0.5 * MB);
      try {
        const res = await tus(organiser, 'POST', '/api/upload/video/', { 'upload-concat': `final;${ids.map((id) => `/api/upload/video/${id}`).join(' ')}` });
        assert.equal(res.statusCode, 413, res.body);
        assert.match(refusal(res), /^存储空间不足/);
        const parts = await ctx.app.database.db.select({ status: media.status }).from(media).where(and(eq(media.kind, 'part'), inArray(media.uploadId, ids)));
        assert.deepEqual(parts.map((p) => p.status), ['uploaded', 'uploaded'], 'the parts are left as they were');
      } finally {
        ctx.app.config.storageQuotaInstitutionBytes = 8 * MB;
      }
    });

    it('counts an organiser’s uploads against its institution’s larger quota, and not the platform admin’s', async () => {
      const res = await upload(organiser, Buffer.alloc(4 * MB, 3));
      assert.equal(json(res).errno, 0, 'over the personal quota, within the institution’s');
      const over = await upload(organiser, Buffer.alloc(4 * MB, 4));
      assert.equal(json(over).errno, 40000);
      assert.match(refusal(over), /上限 8M/);
      assert.equal(json(await upload(admin, Buffer.alloc(4 * MB, 5))).errno, 0, 'the platform’s own uploads have no quota');
    });
  });
}
