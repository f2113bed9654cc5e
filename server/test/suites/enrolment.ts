import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { enrolmentGrants, institutionApplications, media, smsCodes, venues } from '../../src/db/schema/index.js';
import { isCreditCode } from 'shared/rules';
import { firstMsg, json, login, nextIp, uniqueMobile, type TestContext } from '../helpers.js';

const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** A fresh valid 统一社会信用代码 (91 + 6-digit region + 9 random characters + check character). */
function creditCode(): string {
  const body = `91330100${Array.from({ length: 9 }, () => CHARSET[randomInt(0, 31)]).join('')}`;
  for (const c of CHARSET) if (isCreditCode(body + c)) return body + c;
  throw new Error('no check character');
}

function multipart(file: Buffer, filename = 'licence.png') {
  const boundary = `----saishi${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = () => sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();

export function enrolmentSuite(ctx: TestContext) {
  const sendSms = (mobile: string, scene = 'enrolment') =>
    ctx.app.inject({ method: 'POST', url: '/api/send_sms', remoteAddress: nextIp(), payload: { mobile, scene } });
  const outboxCode = async (mobile: string) =>
    json<{ list: { code: string }[] }>(await ctx.app.inject({ method: 'GET', url: `/api/dev/sms_outbox?mobile=${mobile}` })).result.list[0]!.code;
  const verify = (mobile: string, code: string, remoteAddress = nextIp()) =>
    ctx.app.inject({ method: 'POST', url: '/api/enrolment/verify', remoteAddress, payload: { mobile, code } });

  /** SMS code sent and verified: the grant token of a fresh mobile. */
  async function grant(mobile = uniqueMobile()): Promise<{ mobile: string; token: string }> {
    assert.equal(json(await sendSms(mobile)).errno, 0);
    const res = await verify(mobile, await outboxCode(mobile));
    const body = json<{ token: string; mobile: string; expire_in: number }>(res);
    assert.equal(body.errno, 0);
    assert.equal(body.result.expire_in, 1800);
    return { mobile, token: body.result.token };
  }
  const upload = async (token: string | null, file?: Buffer) => {
    const form = multipart(file ?? (await png()));
    return ctx.app.inject({
      method: 'POST',
      url: '/api/upload/enrolment_image',
      remoteAddress: nextIp(),
      payload: form.payload,
      headers: { ...form.headers, ...(token === null ? {} : { 'x-enrolment-token': token }) },
    });
  };
  const uploadId = async (token: string) => json<{ id: number }>(await upload(token)).result.id;
  const apply = (token: string | null, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/enrolment/apply',
      remoteAddress: nextIp(),
      headers: { 'user-agent': 'SaishiTest/1.0', ...(token === null ? {} : { 'x-enrolment-token': token }) },
      payload: body,
    });
  const form = (over: Record<string, unknown> = {}) => ({
    institution_type: 6,
    name: '杭州云帆赛事运营有限公司',
    credit_code: creditCode(),
    legal_person: '陈立',
    contact_name: '周敏',
    province: '浙江',
    city: '杭州市',
    address: '西湖区文三路 90 号',
    intro: '专注城市路跑与青少年赛事运营。',
    ...over,
  });
  const applications = async () => (await ctx.app.database.db.select({ n: count() }).from(institutionApplications))[0]!.n;
  const list = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/enrolment/applications', remoteAddress: nextIp(), headers: { 'x-enrolment-token': token } });

  describe('organisation enrolment', () => {
    it('sends enrolment codes to unregistered mobiles, verifies once and refuses wrong codes', async () => {
      const mobile = uniqueMobile();
      assert.equal(firstMsg(await sendSms(mobile, 'login')), '该手机号未注册');
      assert.equal(json(await sendSms(mobile)).errno, 0);
      const code = await outboxCode(mobile);
      const wrong = await verify(mobile, code === '000000' ? '111111' : '000000');
      assert.equal(firstMsg(wrong), '验证码错误或已过期');
      assert.equal(json(await verify(mobile, code)).errno, 0);
      assert.equal(firstMsg(await verify(mobile, code)), '验证码错误或已过期');
      assert.equal(firstMsg(await verify('2381234567', '123456')), '手机号格式错误');
    });

    it('locks a mobile for an address after 5 wrong codes from it in 15 minutes, even for the right code of a new SMS', async () => {
      const mobile = uniqueMobile();
      const ip = nextIp();
      assert.equal(json(await sendSms(mobile)).errno, 0);
      const first = await outboxCode(mobile);
      const wrong = first === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) assert.equal(firstMsg(await verify(mobile, wrong, ip)), '验证码错误或已过期');
      // a minute later a new code may be sent; the mobile stays locked
      await ctx.app.database.db
        .update(smsCodes)
        .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
        .where(eq(smsCodes.mobile, mobile));
      assert.equal(json(await sendSms(mobile)).errno, 0);
      const second = await outboxCode(mobile);
      const locked = await verify(mobile, second, ip);
      assert.equal(json(locked).errno, 40000);
      assert.equal(firstMsg(locked), '验证失败次数过多，请15分钟后再试');
      // the applicant, from another address, is not locked out by those guesses
      assert.equal(json(await verify(mobile, second)).errno, 0);
    });

    it('refuses uploads without a live grant and stores nothing', async () => {
      const before = (await ctx.app.database.db.select({ n: count() }).from(media))[0]!.n;
      assert.equal(firstMsg(await upload(null)), '请先验证手机号');
      assert.equal(firstMsg(await upload('f'.repeat(64))), '请先验证手机号');
      const g = await grant();
      await ctx.app.database.db.update(enrolmentGrants).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(enrolmentGrants.mobile, g.mobile));
      assert.equal(firstMsg(await upload(g.token)), '请先验证手机号');
      assert.equal((await ctx.app.database.db.select({ n: count() }).from(media))[0]!.n, before);
    });

    it('checks granted uploads like any image and keeps them private', async () => {
      const g = await grant();
      const bad = await upload(g.token, Buffer.from('<html><script>alert(1)</script></html>'));
      assert.equal(firstMsg(bad), '只能上传PNG、JPG、GIF、WEBP格式的图片');
      const tooLarge = await upload(g.token, Buffer.alloc(1024 * 1024 + 10, 1));
      assert.match(String(firstMsg(tooLarge)), /超过1M,上传失败$/);
      const res = json<{ id: number; url: string }>(await upload(g.token));
      assert.equal(res.errno, 0);
      const [row] = await ctx.app.database.db.select().from(media).where(eq(media.id, res.result.id));
      assert.equal(row!.use, 'enrolment');
      assert.equal(row!.ownerUserId, null);
      const anonymous = await ctx.app.inject({ method: 'GET', url: res.result.url });
      assert.equal(anonymous.statusCode, 404);
      const admin = await login(ctx.app, 'admin', 'Admin@2026');
      const seen = await ctx.app.inject({ method: 'GET', url: res.result.url, headers: { cookie: admin.cookie } });
      assert.equal(seen.statusCode, 200);
    });

    it('requires a verified mobile to submit', async () => {
      const before = await applications();
      const res = await apply(null, form({ documents: [{ kind: 'licence', media_id: 1 }] }));
      assert.equal(json(res).errno, 40000);
      assert.equal(firstMsg(res), '请先验证手机号');
      assert.equal(await applications(), before);
    });

    it('answers bad input in Chinese and stores nothing', async () => {
      const g = await grant();
      const licence = await uploadId(g.token);
      const docs = [{ kind: 'licence', media_id: licence }];
      const before = await applications();
      const cases: [Record<string, unknown>, string][] = [
        [form({ documents: docs, credit_code: '91330100MA2B0E1X5Z' }), '统一社会信用代码格式错误'],
        [form({ documents: docs, name: '   ' }), '机构名称不能为空'],
        [form({ documents: docs, institution_type: 9 }), '机构类型取值无效'],
        [form({ documents: [] }), '证明材料格式错误'],
        [form({ documents: [{ kind: 'public_cert', media_id: licence }] }), '赛事运营机构无需上传事业单位法人证书'],
        [form({ institution_type: 4, documents: docs, venue_address: '拱墅区体育场路 1 号' }), '请上传场馆照片'],
        [form({ institution_type: 4, documents: docs }), '场馆地址不能为空'],
        [form({ institution_type: 5, documents: docs }), '赞助意向不能为空'],
      ];
      for (const [body, msg] of cases) {
        const res = await apply(g.token, body);
        assert.notEqual(json(res).errno, 0, msg);
        assert.equal(firstMsg(res), msg);
      }
      const { contact_name: _omit, ...missing } = form({ documents: docs });
      assert.equal(firstMsg(await apply(g.token, missing)), '联系人不能为空');
      assert.equal(await applications(), before);
    });

    it('only accepts images the verified mobile uploaded', async () => {
      const a = await grant();
      const b = await grant();
      const foreign = await uploadId(a.token);
      const res = await apply(b.token, form({ documents: [{ kind: 'licence', media_id: foreign }] }));
      assert.equal(firstMsg(res), '图片已失效，请重新上传');
    });

    it('stores a pending application with everything the review needs and refuses a second one for the credit code', async () => {
      const g = await grant();
      const logo = await uploadId(g.token);
      const licence = await uploadId(g.token);
      const photo = await uploadId(g.token);
      const code = creditCode();
      const body = form({
        institution_type: 4,
        credit_code: code.toLowerCase(),
        logo_media_id: logo,
        venue_address: '拱墅区体育场路 1 号',
        documents: [
          { kind: 'licence', media_id: licence },
          { kind: 'venue_photo', media_id: photo },
        ],
      });
      const res = json<{ id: number; application_no: string; status: string; status_text: string }>(await apply(g.token, body));
      assert.equal(res.errno, 0);
      assert.match(res.result.application_no, /^RZ\d{14}$/);
      assert.equal(res.result.status_text, '待审核');
      const [row] = await ctx.app.database.db.select().from(institutionApplications).where(eq(institutionApplications.id, res.result.id));
      assert.equal(row!.creditCode, code);
      assert.equal(row!.contactMobile, g.mobile);
      assert.equal(row!.status, 'pending');
      assert.equal(row!.userAgent, 'SaishiTest/1.0');
      assert.ok(row!.createdIp);
      assert.equal(row!.venueAddress, '拱墅区体育场路 1 号');
      assert.deepEqual(row!.documents.map((d) => d.kind), ['licence', 'venue_photo']);
      assert.match(row!.logo, /^\/api\/media\/img-/);
      assert.equal(row!.statusHistory[0]!.status, 'pending');

      const other = await grant();
      const again = await apply(other.token, form({ credit_code: code, documents: [{ kind: 'licence', media_id: await uploadId(other.token) }] }));
      assert.equal(json(again).errno, 40000);
      assert.equal(firstMsg(again), '该统一社会信用代码已有待审核的入驻申请，请勿重复提交');

      // 查询进度: each mobile sees only its own applications
      const mine = json<{ list: { application_no: string; status_text: string }[]; total: number }>(await list(g.token));
      assert.equal(mine.result.total, 1);
      assert.equal(mine.result.list[0]!.application_no, res.result.application_no);
      assert.equal(mine.result.list[0]!.status_text, '待审核');
      assert.equal(json<{ total: number }>(await list(other.token)).result.total, 0);
    });

    it('lets a token expire', async () => {
      const g = await grant();
      await ctx.app.database.db.update(enrolmentGrants).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(enrolmentGrants.mobile, g.mobile));
      assert.equal(firstMsg(await list(g.token)), '请先验证手机号');
    });
  });

  describe('phone venue pages', () => {
    it('lists approved venues only and answers 404 for unapproved or unknown ones', async () => {
      const db = ctx.app.database.db;
      const [approved] = await db
        .insert(venues)
        .values({ institutionId: 4, name: '测试通过场馆', status: 'approved', sports: ['篮球'], photos: ['/p.png', '/q.png'], photoCaptions: ['主馆全景'], longitude: 120.13, latitude: 30.27, intro: '室内木地板球场', services: [{ name: '停车场', note: '免费2小时' }] })
        .returning();
      const [pending] = await db.insert(venues).values({ institutionId: 4, name: '测试待审场馆', status: 'pending' }).returning();
      const res = json<{ list: { id: number }[]; total: number }>(await ctx.app.inject({ method: 'GET', url: '/api/phone/venue_list?count=100' }));
      const ids = res.result.list.map((v) => v.id);
      assert.ok(ids.includes(approved!.id));
      assert.ok(!ids.includes(pending!.id));
      const info = json<{ name: string; photos: string[]; latitude: number; courts: unknown[]; intro: string; photo_items: unknown[]; services: unknown[] }>(
        await ctx.app.inject({ method: 'GET', url: `/api/phone/venue_info?id=${approved!.id}` }),
      );
      assert.equal(info.result.name, '测试通过场馆');
      assert.deepEqual(info.result.photos, ['/p.png', '/q.png']);
      // 场馆信息 as the public sees it: each photo with its caption (a missing one is empty), the intro, the facilities
      assert.deepEqual(info.result.photo_items, [{ url: '/p.png', caption: '主馆全景' }, { url: '/q.png', caption: '' }]);
      assert.equal(info.result.intro, '室内木地板球场');
      assert.deepEqual(info.result.services, [{ name: '停车场', note: '免费2小时' }]);
      assert.equal(info.result.latitude, 30.27);
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/phone/venue_info?id=${pending!.id}` })).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/phone/venue_info?id=99999999' })).statusCode, 404);
      assert.equal(firstMsg(await ctx.app.inject({ method: 'GET', url: '/api/phone/venue_info?id=abc' })), '编号格式错误');
    });
  });
}
