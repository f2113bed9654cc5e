/**
 * Mock enrolment routes (入驻平台, official/tisch; server: server/src/routes/enrolment): POST /api/enrolment/verify
 * (SMS code → X-Enrolment-Token), POST /api/upload/enrolment_image, POST /api/enrolment/apply, GET
 * /api/enrolment/applications (查询进度), and the phone venue pages' /api/phone/venue_list and /api/phone/venue_info.
 * Data plus the rules of shared/rules (enrolment.ts, credit-code.ts); the input checks are the routes' schemas.
 */
import { APPLICATION_STATUS_TEXT, ENROLMENT_MSG, applicationImageIds, applicationNumber, applicationProblem } from '../../rules/enrolment';
import { mockDb, perMockDb } from '../db';
import { smsCodeKey } from './auth';
import { receivedImage } from './upload';
import { badInput, notFound, paginate, refused } from '../envelope';
import { mockVenueProfile } from './venue-profile';
import { createApplications, newMockApplication, type MockApplication } from '../fixtures/onboarding';
import { DEMO_VENUES } from '../../demo/index.ts';
import { svgPicture } from '../fixtures/images';
import { mock, refuse } from '../route';

// One state per mock database: resetMockDb() starts it afresh. The applications are also 入驻管理's
// (handlers/onboarding.ts reviews them), newest first.
const state = perMockDb(() => {
  const applications: MockApplication[] = createApplications();
  return {
    grants: new Map<string, { mobile: string; expires: number }>(),
    uploads: new Map<number, { mobile: string; url: string }>(),
    applications,
    nextId: applications.length,
    nextMedia: 8000,
  };
});

/** The 入驻 applications of the mock database (newest first), for 入驻管理 (handlers/onboarding.ts). */
export const mockApplications = () => state().applications;

const grantOf = (token: string | undefined) => {
  const grant = state().grants.get(token ?? '');
  return grant && grant.expires > Date.now() ? grant : refuse(refused(ENROLMENT_MSG.grantMissing));
};
const approvedVenues = () => mockDb.venues.filter((v) => v.status === 'approved');

export const enrolmentHandlers = [
  mock.public.post('/enrolment/verify', ({ body }) => {
    if (mockDb.smsCodes.get(smsCodeKey(body.mobile, 'enrolment')) !== body.code) return refused(ENROLMENT_MSG.codeWrong);
    mockDb.smsCodes.delete(smsCodeKey(body.mobile, 'enrolment'));
    const token = Array.from({ length: 64 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');
    state().grants.set(token, { mobile: body.mobile, expires: Date.now() + 30 * 60 * 1000 });
    return { token, mobile: body.mobile, expire_in: 1800 };
  }, { csrf: false }),

  // multipart, with the grant standing in for the CSRF token
  mock.public.post('/upload/enrolment_image', async ({ request, headers }) => {
    const grant = grantOf(headers['x-enrolment-token']);
    const { bytes, image } = await receivedImage(request);
    const s = state();
    s.nextMedia += 1;
    const url = `/api/media/enrolment-${s.nextMedia}.png`;
    s.uploads.set(s.nextMedia, { mobile: grant.mobile, url });
    return { id: s.nextMedia, url, width: image.width, height: image.height, size: bytes.length };
  }, { csrf: false }),

  mock.public.post('/enrolment/apply', ({ body: b, headers }) => {
    const grant = grantOf(headers['x-enrolment-token']);
    const problem = applicationProblem(b);
    if (problem) return badInput(problem);
    const ids = applicationImageIds(b);
    if (ids.some((id) => state().uploads.get(id)?.mobile !== grant.mobile)) return badInput(ENROLMENT_MSG.imagesExpired);
    const s = state();
    const code = b.credit_code.trim().toUpperCase();
    if (s.applications.some((a) => a.credit_code === code && a.status === 'pending')) return refused(ENROLMENT_MSG.duplicatePending);
    s.nextId += 1;
    const now = new Date();
    const application_no = applicationNumber(now, s.nextId);
    const { institution_type } = b;
    const url = (id: number) => s.uploads.get(id)!.url;
    s.applications.unshift(
      newMockApplication({
        id: s.nextId,
        application_no,
        institution_type,
        name: b.name.trim(),
        credit_code: code,
        legal_person: b.legal_person.trim(),
        contact_name: b.contact_name.trim(),
        contact_mobile: grant.mobile,
        province: b.province.trim(),
        city: b.city.trim(),
        address: b.address.trim(),
        intro: (b.intro ?? '').trim(),
        logo: b.logo_media_id ? url(b.logo_media_id) : '',
        documents: b.documents.map((d) => ({ kind: d.kind, url: url(d.media_id) })),
        venue_address: institution_type === 4 ? (b.venue_address ?? '').trim() : '',
        sponsorship_intent: institution_type === 5 ? (b.sponsorship_intent ?? '').trim() : '',
        created_at: now.toISOString(),
      }),
    );
    return { id: s.nextId, application_no, status: 'pending', status_text: APPLICATION_STATUS_TEXT.pending };
  }, { csrf: false }),

  mock.public.get('/enrolment/applications', ({ headers, url }) => {
    const grant = grantOf(headers['x-enrolment-token']);
    const rows = state().applications.filter((a) => a.contact_mobile === grant.mobile);
    return paginate(
      rows.map((a) => ({ id: a.id, application_no: a.application_no, institution_type: a.institution_type, name: a.name, credit_code: a.credit_code, status: a.status, status_text: APPLICATION_STATUS_TEXT[a.status] ?? a.status, review_reason: a.review_reason, created_at: a.created_at })),
      url,
    );
  }, { csrf: false }),

  mock.public.get('/phone/venue_list', ({ url }) => paginate(approvedVenues().map(({ id, name, address, city, district, cover, sports, open_hours }) => ({ id, name, address, city, district, cover, sports, open_hours })), url)),

  mock.public.get('/phone/venue_info', ({ query }) => {
    const v = approvedVenues().find((x) => x.id === query.id) ?? refuse(notFound());
    const { photos = [], point } = DEMO_VENUES[v.id - 1] ?? {};
    const { id, name, address, city, district, cover, sports, open_hours, phone, institution_name } = v;
    const profile = mockVenueProfile(v);
    // the profile's photos with their captions; a venue without any shows the demo list's pictures, captioned
    const items =
      profile.photos.length > 0
        ? profile.photos
        : photos.map((text, i) => ({ url: svgPicture(text, ['#ff7a18', '#1677ff'][i % 2], '#69b1ff', 800, 450), caption: text }));
    return {
      id, name, address, city, district, cover, photos: items.map((p) => p.url), sports, open_hours, phone,
      longitude: point?.[0] ?? null, latitude: point?.[1] ?? null, institution_name,
      intro: profile.intro, photo_items: items, services: profile.services,
      courts: v.courts.map((c) => ({ id: c.id, name: c.name, sport: c.sport, indoor: c.indoor === 1, status: c.status })),
    };
  }),
];
