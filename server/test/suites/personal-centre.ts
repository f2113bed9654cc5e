import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { competitions, media } from '../../src/db/schema/index.js';
import { createUser, json, login, unique, type Client, type TestContext } from '../helpers.js';

const PERSONAL_CENTRE = 121;

/** A multipart body of one `use` field and one PNG `file`. */
async function pngUpload(use: string) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
  const boundary = `----saishi${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="use"\r\n\r\n${use}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function personalCentreSuite(ctx: TestContext) {
  describe('institution 121 (个人会员中心): a member manages nothing of it', () => {
    let first: Client;
    let second: Client;

    before(async () => {
      const a = await createUser(ctx.app, { manages: [{ institutionId: PERSONAL_CENTRE }] });
      const b = await createUser(ctx.app, { manages: [{ institutionId: PERSONAL_CENTRE }] });
      first = await login(ctx.app, a.account, a.password);
      second = await login(ctx.app, b.account, b.password);
    });

    it('creates no competition and writes no article for 121, and lists none of its competitions, articles or orders', async () => {
      const db = ctx.app.database.db;
      const name = unique('个人中心赛事');
      const created = await first.post('/api/competition', {
        institution_id: PERSONAL_CENTRE,
        c_type: 1,
        name,
        start_at: '2027-05-01T01:00:00.000Z',
        end_at: '2027-05-01T09:00:00.000Z',
      });
      assert.equal(json(created).errno, 40300, created.body);
      assert.equal((await db.select().from(competitions).where(eq(competitions.name, name))).length, 0);

      const article = await first.post('/api/admin/article', { institution_id: PERSONAL_CENTRE, title: unique('个人中心资讯') });
      assert.equal(json(article).errno, 40300, article.body);

      for (const url of [
        `/api/competition/list?institution_id=${PERSONAL_CENTRE}`,
        `/api/admin/article/list?institution_id=${PERSONAL_CENTRE}`,
        '/api/admin/article/list',
        `/api/admin/pay_order_list?institution_id=${PERSONAL_CENTRE}`,
        '/api/admin/pay_order_list',
      ]) {
        assert.equal(json(await first.get(url)).errno, 40300, url);
      }
    });

    it("does not read another member's private upload (an identity card)", async () => {
      const body = await pngUpload('id_card');
      const res = await ctx.app.inject({ method: 'POST', url: '/api/upload/image', payload: body.payload, headers: { ...body.headers, cookie: first.cookie, 'x-csrf-token': first.token } });
      const uploaded = json<{ id: number; url: string }>(res).result;
      assert.equal(json(res).errno, 0, res.body);
      const [row] = await ctx.app.database.db.select().from(media).where(eq(media.id, uploaded.id));
      assert.equal(row.institutionId, PERSONAL_CENTRE, 'uploaded under the active institution 121');
      assert.equal((await first.get(uploaded.url)).statusCode, 200, 'the uploader reads it');
      assert.equal((await second.get(uploaded.url)).statusCode, 404, 'another member of 121 does not');
    });
  });
}
