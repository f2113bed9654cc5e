/**
 * 入驻管理 (docs/onboarding.md; services/onboarding.ts): the platform admin's lists of 入驻 applications with their
 * filters, the detail (documents, credit-code check, history of the credit code), approval creating the institution,
 * its owner (new or bound) and menu set, a venue operator's pending venue and the SMS; rejection with a reason the
 * applicant reads on 查询进度 and a corrected resubmission; refusals (not pending, no reason, a disabled owner),
 * platform admin only, and two approvals at once making one institution.
 */
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { isCreditCode, onboardingApprovedNotice, smsNoticeText } from 'shared/rules';
import { auditLog, institutionApplications, institutions, managers, users, venues } from '../../src/db/schema/index.js';
import { createUser, firstMsg, json, login, nextIp, sessionCookie, unique, uniqueMobile, type Client, type TestContext } from '../helpers.js';
import { until } from '../sms/fake-sms-servers.js';
import { startSmsProviderHarness, templateIdOf } from '../sms/provider-harness.js';

const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
function creditCode(): string {
  const body = `91330100${Array.from({ length: 9 }, () => CHARSET[randomInt(0, 31)]).join('')}`;
  for (const c of CHARSET) if (isCreditCode(body + c)) return body + c;
  throw new Error('no check character');
}

type Summary = { id: number; name: string; status: string; status_text: string; institution_type: number; review_reason: string };
type Detail = Summary & {
  credit_code_valid: boolean;
  documents: { kind: string; label: string; url: string }[];
  history: { id: number; status: string; review_reason: string }[];
  institution_id: number;
  status_history: { status: string; reason: string }[];
  contact_mobile: string;
};

export function onboardingSuite(ctx: TestContext) {
  describe('入驻管理 (onboarding review)', () => {
    const db = () => ctx.app.database.db;
    let admin: Client;
    let outsider: Client;
    const tag = unique('入驻审核');

    before(async () => {
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      const [inst] = await db().insert(institutions).values({ name: unique('入驻外部机构'), institutionType: 6 }).returning({ id: institutions.id });
      const made = await createUser(ctx.app, { manages: [{ institutionId: inst!.id, isAdmin: true }] });
      outsider = await login(ctx.app, made.account, made.password);
    });

    /** A pending application stored as the public form stores it. */
    async function application(over: Partial<typeof institutionApplications.$inferInsert> = {}) {
      const type = over.institutionType ?? 6;
      const [row] = await db()
        .insert(institutionApplications)
        .values({
          applicationNo: `RZ${randomInt(10 ** 13, 10 ** 14)}`,
          institutionType: type,
          name: unique(`${tag}机构`),
          creditCode: creditCode(),
          legalPerson: '陈立',
          contactName: '周敏',
          contactMobile: uniqueMobile(),
          province: '浙江',
          city: '杭州市',
          address: '西湖区文三路 90 号',
          documents: [{ kind: 'licence', media_id: 1, url: '/api/media/licence.png' }],
          status: 'pending',
          statusHistory: [{ status: 'pending', at: new Date().toISOString(), by: null, reason: '提交申请' }],
          ...over,
        })
        .returning();
      return row!;
    }
    const list = async (query: string) => json<{ list: Summary[]; total: number }>(await admin.get(`/api/admin/institution_applications?count=100&${query}`)).result;
    const info = async (id: number) => json<Detail>(await admin.get(`/api/admin/institution_application?id=${id}`));
    const review = (id: number, action: string, reason?: string, who = admin) => who.post('/api/admin/institution_application/review', { id, action, ...(reason === undefined ? {} : { reason }) });
    const outbox = async (mobile: string) =>
      json<{ list: { content: string; code: string }[] }>(await ctx.app.inject({ method: 'GET', url: `/api/dev/sms_outbox?mobile=${mobile}` })).result.list;

    it('lists applications by kind, status, keyword and submission day, newest first', async () => {
      const venue = await application({ institutionType: 4, venueAddress: '杭州市西湖区文二路1号', name: unique(`${tag}场馆运营`) });
      const sponsor = await application({ institutionType: 5, sponsorshipIntent: '冠名城市马拉松' });
      const rejected = await application({ institutionType: 5, status: 'rejected', reviewReason: '材料不全' });

      const byKind = await list(`institution_type=4&keyword=${encodeURIComponent(tag)}`);
      assert.ok(byKind.list.some((r) => r.id === venue.id));
      assert.ok(byKind.list.every((r) => r.institution_type === 4));

      const pendingSponsors = await list(`institution_type=5&status=pending&keyword=${encodeURIComponent(tag)}`);
      assert.deepEqual(pendingSponsors.list.map((r) => r.id), [sponsor.id]);
      const all = await list(`keyword=${encodeURIComponent(tag)}`);
      assert.deepEqual(all.list.slice(0, 3).map((r) => r.id), [rejected.id, sponsor.id, venue.id]);
      assert.equal(all.list[0]!.status_text, '未通过');

      const byCode = await list(`keyword=${venue.creditCode}`);
      assert.deepEqual(byCode.list.map((r) => r.id), [venue.id]);
      const byMobile = await list(`keyword=${sponsor.contactMobile}`);
      assert.deepEqual(byMobile.list.map((r) => r.id), [sponsor.id]);

      const old = await application({ createdAt: new Date('2026-01-10T02:00:00Z') });
      const day = await list(`date_from=2026-01-10&date_to=2026-01-10&keyword=${encodeURIComponent(tag)}`);
      assert.deepEqual(day.list.map((r) => r.id), [old.id]);
      const res = await admin.get('/api/admin/institution_applications?date_from=2026-02-01&date_to=2026-01-01');
      assert.equal(firstMsg(res), '开始日期不能晚于结束日期');
      assert.equal(json(await admin.get('/api/admin/institution_applications?institution_type=9')).errno, 42200);
    });

    it('shows the documents, the credit-code check and the other applications of the credit code', async () => {
      const first = await application({ status: 'rejected', reviewReason: '营业执照模糊' });
      const second = await application({ creditCode: first.creditCode, documents: [{ kind: 'licence', media_id: 2, url: '/api/media/l2.png' }] });
      const body = await info(second.id);
      assert.equal(body.errno, 0);
      assert.equal(body.result.credit_code_valid, true);
      assert.deepEqual(body.result.documents, [{ kind: 'licence', label: '营业执照', url: '/api/media/l2.png' }]);
      assert.deepEqual(body.result.history.map((h) => [h.id, h.status, h.review_reason]), [[first.id, 'rejected', '营业执照模糊']]);
      assert.equal((await info(2147483647)).errno, 404);
    });

    it('is the platform admin’s alone: others get 40300, a logged-out caller 401', async () => {
      const a = await application();
      assert.equal(json(await outsider.get('/api/admin/institution_applications')).errno, 40300);
      assert.equal(json(await outsider.get(`/api/admin/institution_application?id=${a.id}`)).errno, 40300);
      assert.equal(json(await review(a.id, 'approve', undefined, outsider)).errno, 40300);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/admin/institution_applications' })).statusCode, 401);
      const [row] = await db().select({ s: institutionApplications.status }).from(institutionApplications).where(eq(institutionApplications.id, a.id));
      assert.equal(row!.s, 'pending');
    });

    it('approves: the institution, a new owner who logs in by SMS code with the kind’s menu, a pending venue, the SMS and the audit', async () => {
      const a = await application({
        institutionType: 4,
        venueAddress: '杭州市拱墅区莫干山路 88 号',
        documents: [
          { kind: 'licence', media_id: 3, url: '/api/media/l3.png' },
          { kind: 'venue_photo', media_id: 4, url: '/api/media/v4.png' },
        ],
      });
      const res = await review(a.id, 'approve');
      const body = json<Detail>(res);
      assert.equal(body.errno, 0, res.body);
      assert.equal(body.result.status, 'approved');
      const institutionId = body.result.institution_id;
      const [inst] = await db().select().from(institutions).where(eq(institutions.id, institutionId));
      assert.equal(inst!.name, a.name);
      assert.equal(inst!.institutionType, 4);
      const [owner] = await db().select().from(users).where(eq(users.mobile, a.contactMobile));
      assert.equal(owner!.account, a.contactMobile);
      assert.equal(owner!.nickname, '周敏');
      const [m] = await db().select().from(managers).where(and(eq(managers.userId, owner!.id), eq(managers.institutionId, institutionId)));
      assert.equal(m!.isAdmin, true);
      const [venue] = await db().select().from(venues).where(eq(venues.institutionId, institutionId));
      assert.equal(venue!.status, 'pending');
      assert.equal(venue!.address, '杭州市拱墅区莫干山路 88 号');
      assert.equal(venue!.city, '杭州市');
      assert.deepEqual(venue!.photos, ['/api/media/v4.png']);
      const pendingVenues = json<{ list: { id: number }[] }>(await admin.get(`/api/admin/venue_list?status=pending&keyword=${encodeURIComponent(a.name)}`));
      assert.deepEqual(pendingVenues.result.list.map((v) => v.id), [venue!.id]);

      // the outbox keeps the notice's text, built from its kind's parameters
      const sms = await outbox(a.contactMobile);
      assert.equal(sms[0]!.content, smsNoticeText(onboardingApprovedNotice(a.name, a.contactMobile)));
      assert.match(sms[0]!.content, new RegExp(`您的入驻申请（${a.name}）已审核通过`));
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.target, `institution_application:${a.id}`));
      assert.equal(audit!.action, 'onboarding.approve');
      assert.equal(audit!.detail.institution_id, institutionId);

      // the new owner logs in by SMS code and sees the venue manager's menu of the new institution
      assert.equal(json(await ctx.app.inject({ method: 'POST', url: '/api/send_sms', remoteAddress: nextIp(), payload: { mobile: a.contactMobile, scene: 'login' } })).errno, 0);
      const code = (await outbox(a.contactMobile)).find((x) => x.code)!.code;
      const signIn = await ctx.app.inject({ method: 'POST', url: '/api/auth/sms_login', remoteAddress: nextIp(), payload: { mobile: a.contactMobile, code } });
      assert.equal(json(signIn).errno, 0, signIn.body);
      const cookie = sessionCookie(signIn);
      const menu = json<{ titles: string[] }>(await ctx.app.inject({ method: 'GET', url: `/api/admin/manager_menu?institution_id=${institutionId}`, headers: { cookie } }));
      assert.ok(menu.result.titles.includes('场馆管理'), JSON.stringify(menu.result.titles));
      assert.ok(!menu.result.titles.includes('入驻管理'));

      // approving again: not pending
      assert.equal(firstMsg(await review(a.id, 'approve')), '该入驻申请不在待审核状态，不能再审核');
    });

    it('with a real provider the approval’s notice goes through sms-send with its template and parameters (institution, login account)', async () => {
      const harness = await startSmsProviderHarness(ctx.app);
      try {
        const a = await application();
        await harness.use(async () => {
          const res = await review(a.id, 'approve');
          assert.equal(json(res).errno, 0, res.body);
          await until(() => harness.fake.delivered.some((d) => d.mobile === a.contactMobile), 20_000, 'the approval notice at the fake provider');
        });
        assert.deepEqual(harness.fake.delivered.find((d) => d.mobile === a.contactMobile), {
          mobile: a.contactMobile,
          template: templateIdOf('onboarding_approved'),
          code: '',
          signName: '赛事运营平台',
          params: [a.name, a.contactMobile],
        });
        assert.equal((await outbox(a.contactMobile)).length, 0, 'not in the demo outbox');
      } finally {
        await harness.stop();
      }
    });

    it('binds the existing user of the mobile instead of creating one; a disabled one is refused and nothing is created', async () => {
      const existing = await createUser(ctx.app, { isPerson: true });
      const a = await application({ contactMobile: existing.mobile });
      const body = json<Detail>(await review(a.id, 'approve'));
      assert.equal(body.errno, 0);
      const rows = await db().select().from(managers).where(eq(managers.userId, existing.user.id));
      assert.deepEqual(rows.map((r) => r.institutionId), [body.result.institution_id]);
      assert.equal((await db().select({ n: count() }).from(users).where(eq(users.mobile, existing.mobile)))[0]!.n, 1);

      const off = await createUser(ctx.app);
      await db().update(users).set({ status: 'disabled' }).where(eq(users.id, off.user.id));
      const b = await application({ contactMobile: off.mobile });
      assert.equal(firstMsg(await review(b.id, 'approve')), '该手机号的账号已停用，无法成为机构管理员，请先启用该账号');
      assert.equal((await db().select({ n: count() }).from(institutions).where(eq(institutions.name, b.name)))[0]!.n, 0);
      assert.equal((await info(b.id)).result.status, 'pending');
    });

    it('two admins approving at once make one institution', async () => {
      const a = await application();
      const second = await login(ctx.app, 'admin', 'Admin@2026');
      const results = await Promise.all([review(a.id, 'approve'), review(a.id, 'approve', undefined, second)]);
      const errnos = results.map((r) => json(r).errno).sort();
      assert.deepEqual(errnos, [0, 40000]);
      assert.ok(results.some((r) => firstMsg(r) === '该入驻申请不在待审核状态，不能再审核'));
      assert.equal((await db().select({ n: count() }).from(institutions).where(eq(institutions.name, a.name)))[0]!.n, 1);
      assert.equal((await db().select({ n: count() }).from(users).where(eq(users.mobile, a.contactMobile)))[0]!.n, 1);
    });

    it('two applications of one new mobile approved at once make one owner, never an error of the server', async () => {
      const mobile = uniqueMobile();
      const [a, b] = [await application({ contactMobile: mobile }), await application({ contactMobile: mobile })];
      const results = await Promise.all([review(a.id, 'approve'), review(b.id, 'approve')]);
      for (const r of results) {
        assert.equal(r.statusCode, 200, r.body);
        if (json(r).errno !== 0) assert.equal(firstMsg(r), '该手机号的管理员账号正在创建，请稍后重试');
      }
      assert.ok(results.some((r) => json(r).errno === 0));
      const owners = await db().select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
      assert.equal(owners.length, 1);
      // a refused one is still pending and binds the owner when approved again
      for (const app of [a, b]) if ((await info(app.id)).result.status === 'pending') assert.equal(json(await review(app.id, 'approve')).errno, 0);
      assert.equal((await db().select({ n: count() }).from(managers).where(eq(managers.userId, owners[0]!.id)))[0]!.n, 2);
    });

    it('rejects only with a reason; the applicant reads it on 查询进度 and may resubmit the credit code', async () => {
      // the applicant applies through the public form
      const mobile = uniqueMobile();
      assert.equal(json(await ctx.app.inject({ method: 'POST', url: '/api/send_sms', remoteAddress: nextIp(), payload: { mobile, scene: 'enrolment' } })).errno, 0);
      const code = (await outbox(mobile))[0]!.code;
      const grant = json<{ token: string }>(await ctx.app.inject({ method: 'POST', url: '/api/enrolment/verify', remoteAddress: nextIp(), payload: { mobile, code } })).result.token;
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();
      const uploadImage = async () => {
        const boundary = `----saishi${randomInt(1e9)}`;
        const payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.png"\r\nContent-Type: image/png\r\n\r\n`),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const res = await ctx.app.inject({ method: 'POST', url: '/api/upload/enrolment_image', remoteAddress: nextIp(), payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-enrolment-token': grant } });
        return json<{ id: number }>(res).result.id;
      };
      const code18 = creditCode();
      const apply = async () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/enrolment/apply',
          remoteAddress: nextIp(),
          headers: { 'x-enrolment-token': grant },
          payload: { institution_type: 3, name: unique(`${tag}培训`), credit_code: code18, legal_person: '陈立', contact_name: '周敏', province: '浙江', city: '杭州市', address: '滨江区 1 号', documents: [{ kind: 'licence', media_id: await uploadImage() }] },
        });
      const first = json<{ id: number }>(await apply());
      assert.equal(first.errno, 0);
      assert.equal(firstMsg(await apply()), '该统一社会信用代码已有待审核的入驻申请，请勿重复提交');

      const missing = await review(first.result.id, 'reject', '  ');
      assert.equal(json(missing).errno, 42200);
      assert.equal(firstMsg(missing), '请填写驳回原因');
      assert.equal(firstMsg(await review(first.result.id, 'reject', '字'.repeat(201))), '驳回原因不能超过200个字');
      assert.equal((await info(first.result.id)).result.status, 'pending');

      const rejected = json<Detail>(await review(first.result.id, 'reject', ' 营业执照照片不清晰，请重新拍摄 '));
      assert.equal(rejected.errno, 0);
      assert.equal(rejected.result.status, 'rejected');
      assert.equal(rejected.result.review_reason, '营业执照照片不清晰，请重新拍摄');
      assert.deepEqual(rejected.result.status_history.map((e) => e.status), ['pending', 'rejected']);
      assert.equal(firstMsg(await review(first.result.id, 'approve')), '该入驻申请不在待审核状态，不能再审核');

      const progress = async () =>
        json<{ list: { id: number; status_text: string; review_reason: string }[] }>(
          await ctx.app.inject({ method: 'GET', url: '/api/enrolment/applications', remoteAddress: nextIp(), headers: { 'x-enrolment-token': grant } }),
        ).result.list;
      assert.deepEqual((await progress()).map((r) => [r.id, r.status_text, r.review_reason]), [[first.result.id, '未通过', '营业执照照片不清晰，请重新拍摄']]);

      // corrected and submitted again under the same credit code
      const again = json<{ id: number }>(await apply());
      assert.equal(again.errno, 0);
      assert.deepEqual((await progress()).map((r) => r.status_text), ['待审核', '未通过']);
      const detail = await info(again.result.id);
      assert.deepEqual(detail.result.history.map((h) => [h.id, h.status]), [[first.result.id, 'rejected']]);
      const [audit] = await db().select().from(auditLog).where(eq(auditLog.target, `institution_application:${first.result.id}`));
      assert.equal(audit!.action, 'onboarding.reject');
    });

    it('refuses bad input with Chinese messages and changes nothing', async () => {
      const a = await application();
      assert.equal(json(await review(a.id, 'maybe')).errno, 42200);
      assert.equal(json(await admin.post('/api/admin/institution_application/review', { action: 'approve' })).errno, 42200);
      assert.equal((await review(2147483647, 'approve')).statusCode, 404);
      const csrf = await ctx.app.inject({ method: 'POST', url: '/api/admin/institution_application/review', headers: { cookie: admin.cookie }, payload: { id: a.id, action: 'approve' } });
      assert.equal(csrf.statusCode, 403);
      assert.equal((await info(a.id)).result.status, 'pending');
    });
  });
}
