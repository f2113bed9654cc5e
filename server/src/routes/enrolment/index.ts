/**
 * 入驻平台 (official/tisch, spec §2.2): anonymous visitors verify their mobile by SMS code (POST /api/send_sms with
 * scene=enrolment), get a 30-minute grant (X-Enrolment-Token), upload document images with it
 * (POST /api/upload/enrolment_image in the media routes), submit an application (status pending, 待审核) and list
 * their mobile's applications (查询进度). Also the phone routes' public venue data (/phone, /cgDetail).
 */
import { applicationImageIds, applicationProblem, ENROLMENT_MSG } from 'shared/rules';
import { badInput, notFound, refused } from '../../errors.js';
import { ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { ENROLMENT_GRANT_TTL_MS } from '../../repositories/enrolment.js';
import { APPLICATION_STATUS_TEXT } from 'shared/rules';
import { applyBody, verifyBody } from '../../schemas/enrolment.js';
import { grantHeaders, requireGrant } from './grant.js';

export default async function enrolmentRoutes(app: ApiInstance) {
  const limit = (max: number) => ({ auth: 'public' as const, csrf: false, rateLimit: { max, timeWindow: 60_000 } });

  app.post(
    '/enrolment/verify',
    {
      config: limit(app.config.loginIpLimit),
      schema: {
        tags: ['enrolment'],
        summary: '入驻申请：用短信验证码（scene=enrolment）验证手机号，获得 30 分钟有效的申请凭证',
        body: verifyBody,
        response: okResponse(ref('EnrolmentGrant')),
      },
    },
    async (request) => {
      const { mobile, code } = request.body;
      const grant = await app.signIn.enrolmentGrant(mobile, code, request.ip);
      return ok({ token: grant.token, mobile, expire_in: ENROLMENT_GRANT_TTL_MS / 1000 });
    },
  );

  app.post(
    '/enrolment/apply',
    {
      config: limit(20),
      schema: {
        tags: ['enrolment'],
        summary: '提交入驻申请（需 X-Enrolment-Token；同一统一社会信用代码只能有一份待审核申请）',
        headers: grantHeaders,
        body: applyBody,
        response: okResponse(ref('ApplicationSubmitted')),
      },
    },
    async (request) => {
      const grant = await requireGrant(app, request);
      const b = request.body;
      // texts, the kind's own field, documents, no image twice: the shared order (shared/rules/enrolment.ts)
      const problem = applicationProblem(b);
      if (problem) throw badInput(problem);
      const name = b.name.trim();
      const creditCode = b.credit_code.trim().toUpperCase();
      const legalPerson = b.legal_person.trim();
      const contactName = b.contact_name.trim();
      const province = b.province.trim();
      const city = b.city.trim();
      const address = b.address.trim();
      const venueAddress = (b.venue_address ?? '').trim();
      const sponsorshipIntent = (b.sponsorship_intent ?? '').trim();
      const ids = applicationImageIds(b);
      // only images this verified mobile uploaded under an enrolment grant
      const urls = await app.repos.enrolment.uploadsOf(grant.mobile, ids);
      if (urls.size !== ids.length) throw badInput(ENROLMENT_MSG.imagesExpired);

      if (await app.repos.enrolment.hasPending(creditCode)) throw refused(ENROLMENT_MSG.duplicatePending);
      const created = await app.repos.enrolment.create({
        institutionType: b.institution_type,
        name,
        creditCode,
        legalPerson,
        contactName,
        contactMobile: grant.mobile,
        province,
        city,
        address,
        intro: (b.intro ?? '').trim(),
        logo: b.logo_media_id ? urls.get(b.logo_media_id)! : '',
        logoMediaId: b.logo_media_id ?? null,
        documents: b.documents.map((d) => ({ kind: d.kind, media_id: d.media_id, url: urls.get(d.media_id)! })),
        venueAddress: b.institution_type === 4 ? venueAddress : '',
        sponsorshipIntent: b.institution_type === 5 ? sponsorshipIntent : '',
        createdIp: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      });
      if (created === 'duplicate') throw refused(ENROLMENT_MSG.duplicatePending);
      return ok({ id: created.id, application_no: created.applicationNo, status: created.status, status_text: APPLICATION_STATUS_TEXT[created.status]! });
    },
  );

  app.get(
    '/enrolment/applications',
    {
      config: limit(60),
      schema: {
        tags: ['enrolment'],
        summary: '查询进度：已验证手机号（X-Enrolment-Token）提交的入驻申请，最新在前',
        headers: grantHeaders,
        querystring: { type: 'object', properties: pageQuery },
        response: okResponse(ref('ApplicationList')),
      },
    },
    async (request) => {
      const grant = await requireGrant(app, request);
      const { list, total } = await app.repos.enrolment.listByMobile(grant.mobile, request.query.start, request.query.count);
      return ok({
        total,
        list: list.map((r) => ({
          id: r.id,
          application_no: r.applicationNo,
          institution_type: r.institutionType,
          name: r.name,
          credit_code: r.creditCode,
          status: r.status,
          status_text: APPLICATION_STATUS_TEXT[r.status] ?? r.status,
          review_reason: r.reviewReason,
          created_at: r.createdAt.toISOString(),
        })),
      });
    },
  );

  // ---- phone routes (/phone, /cgDetail): approved venues only ----

  app.get(
    '/phone/venue_list',
    {
      config: { auth: 'public' },
      schema: { tags: ['enrolment'], summary: '手机端：已审核通过的场馆，最新在前', querystring: { type: 'object', properties: pageQuery }, response: okResponse(ref('PhoneVenueList')) },
    },
    async (request) => ok(await app.repos.enrolment.approvedVenues(request.query.start, request.query.count)),
  );

  app.get(
    '/phone/venue_info',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['enrolment'],
        summary: '手机端场馆详情（/cgDetail）：名称、照片及说明、地址、开放时间、项目、场馆介绍、设施与服务、场地、联系电话、坐标；未审核或不存在的场馆 404',
        querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        response: okResponse(ref('PhoneVenueDetail')),
      },
    },
    async (request) => {
      const venue = await app.repos.enrolment.approvedVenue(request.query.id);
      if (!venue) throw notFound();
      return ok(venue);
    },
  );
}
