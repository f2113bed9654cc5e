/**
 * Mock enrolment routes (入驻平台, official/tisch) like server/src/routes/enrolment: POST /api/enrolment/verify (SMS
 * code → X-Enrolment-Token), POST /api/upload/enrolment_image, POST /api/enrolment/apply (credit-code check, documents
 * per kind, one pending application per credit code), GET /api/enrolment/applications (查询进度), and the phone
 * venue pages' GET /api/phone/venue_list and /api/phone/venue_info (approved venues only).
 */
import { http } from 'msw';
import { CREDIT_CODE_MESSAGE, isCreditCode } from '../../rules/credit-code';
import { APPLICATION_STATUS_TEXT, documentsProblem, INSTITUTION_TYPE_NAMES } from '../../rules/enrolment';
import { IMAGE_MAX_MB, MB, MSG_EMPTY_FILE, imageTooLargeMessage } from '../../rules/upload-checks';
import { MSG_IMAGE_TYPE } from '../../upload/messages';
import { sniffImage } from '../../upload/sniff';
import { mockDb } from '../db';
import { badInput, fail, intParam, notFound, ok, paginate } from '../envelope';
import { PHONE_VENUE_EXTRAS, phoneVenuePhotos } from '../fixtures/enrolment';

const MOBILE = /^1\d{10}$/;
const GRANT_MISSING = '请先验证手机号';
const DUPLICATE = '该统一社会信用代码已有待审核的入驻申请，请勿重复提交';

interface MockApplication {
  id: number;
  application_no: string;
  institution_type: number;
  name: string;
  credit_code: string;
  mobile: string;
  status: string;
  review_reason: string;
  created_at: string;
}

interface State {
  grants: Map<string, { mobile: string; expires: number }>;
  uploads: Map<number, { mobile: string; url: string }>;
  applications: MockApplication[];
  nextId: number;
  nextMedia: number;
}

// One state per mock database: resetMockDb() (a new mockDb object) starts it afresh.
const states = new WeakMap<object, State>();
function state(): State {
  let s = states.get(mockDb);
  if (!s) {
    s = { grants: new Map(), uploads: new Map(), applications: [], nextId: 0, nextMedia: 8000 };
    states.set(mockDb, s);
  }
  return s;
}

function grantOf(request: Request): { mobile: string } | null {
  const token = request.headers.get('X-Enrolment-Token') ?? '';
  const grant = state().grants.get(token);
  return grant && grant.expires > Date.now() ? grant : null;
}

const refused = (msg: string) => fail(40000, msg);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

type ApplyBody = {
  institution_type?: number;
  name?: string;
  credit_code?: string;
  legal_person?: string;
  contact_name?: string;
  province?: string;
  city?: string;
  address?: string;
  intro?: string;
  logo_media_id?: number;
  documents?: { kind: string; media_id: number }[];
  venue_address?: string;
  sponsorship_intent?: string;
};

function problemOf(b: ApplyBody, mobile: string): string | null {
  const type = b.institution_type ?? 0;
  if (!INSTITUTION_TYPE_NAMES[type]) return '机构类型取值无效';
  const required: [keyof ApplyBody, string][] = [
    ['name', '机构名称'],
    ['credit_code', '统一社会信用代码'],
    ['legal_person', '法定代表人'],
    ['contact_name', '联系人'],
    ['province', '所在省份'],
    ['city', '所在城市'],
    ['address', '详细地址'],
  ];
  for (const [key, label] of required) if (!text(b[key])) return `${label}不能为空`;
  if (!isCreditCode(text(b.credit_code))) return CREDIT_CODE_MESSAGE;
  if (type === 4 && !text(b.venue_address)) return '场馆地址不能为空';
  if (type === 5 && !text(b.sponsorship_intent)) return '赞助意向不能为空';
  const docs = b.documents ?? [];
  const documentsMsg = documentsProblem(type, docs);
  if (documentsMsg) return documentsMsg;
  const ids = [...docs.map((d) => d.media_id), ...(b.logo_media_id ? [b.logo_media_id] : [])];
  if (ids.some((id) => state().uploads.get(id)?.mobile !== mobile)) return '图片已失效，请重新上传';
  return null;
}

const approvedVenues = () => mockDb.venues.filter((v) => v.status === 'approved');

export const enrolmentHandlers = [
  http.post('/api/enrolment/verify', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { mobile?: string; code?: string };
    if (!body.mobile || !MOBILE.test(body.mobile)) return badInput('手机号格式错误');
    if (!body.code || !/^\d{6}$/.test(body.code)) return badInput('验证码格式错误');
    if (mockDb.smsCodes.get(body.mobile) !== body.code) return refused('验证码错误或已过期');
    mockDb.smsCodes.delete(body.mobile);
    const token = Array.from({ length: 64 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');
    state().grants.set(token, { mobile: body.mobile, expires: Date.now() + 30 * 60 * 1000 });
    return ok({ token, mobile: body.mobile, expire_in: 1800 });
  }),

  http.post('/api/upload/enrolment_image', async ({ request }) => {
    const grant = grantOf(request);
    if (!grant) return refused(GRANT_MISSING);
    let entry: FormDataEntryValue | null = null;
    try {
      entry = (await request.formData()).get('file');
    } catch {
      return badInput('请选择要上传的文件');
    }
    if (entry === null || typeof entry === 'string') return badInput('请选择要上传的文件');
    const file = entry as File;
    if (file.size === 0) return badInput(MSG_EMPTY_FILE);
    if (file.size > IMAGE_MAX_MB * MB) return badInput(imageTooLargeMessage(file.name));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const image = sniffImage(bytes);
    if (!image) return badInput(MSG_IMAGE_TYPE);
    const s = state();
    s.nextMedia += 1;
    const url = `/api/media/enrolment-${s.nextMedia}.png`;
    s.uploads.set(s.nextMedia, { mobile: grant.mobile, url });
    return ok({ id: s.nextMedia, url, width: image.width, height: image.height, size: bytes.length });
  }),

  http.post('/api/enrolment/apply', async ({ request }) => {
    const grant = grantOf(request);
    if (!grant) return refused(GRANT_MISSING);
    const body = (await request.json().catch(() => ({}))) as ApplyBody;
    const problem = problemOf(body, grant.mobile);
    if (problem) return badInput(problem);
    const s = state();
    const code = text(body.credit_code).toUpperCase();
    if (s.applications.some((a) => a.credit_code === code && a.status === 'pending')) return refused(DUPLICATE);
    s.nextId += 1;
    const now = new Date();
    const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
    const application: MockApplication = {
      id: s.nextId,
      application_no: `RZ${day}${String(100000 + s.nextId).slice(-6)}`,
      institution_type: body.institution_type!,
      name: text(body.name),
      credit_code: code,
      mobile: grant.mobile,
      status: 'pending',
      review_reason: '',
      created_at: now.toISOString(),
    };
    s.applications.unshift(application);
    return ok({ id: application.id, application_no: application.application_no, status: 'pending', status_text: APPLICATION_STATUS_TEXT.pending });
  }),

  http.get('/api/enrolment/applications', ({ request }) => {
    const grant = grantOf(request);
    if (!grant) return refused(GRANT_MISSING);
    const rows = state()
      .applications.filter((a) => a.mobile === grant.mobile)
      .map(({ mobile: _mobile, ...a }) => ({ ...a, status_text: APPLICATION_STATUS_TEXT[a.status] ?? a.status }));
    return ok(paginate(rows, new URL(request.url)));
  }),

  http.get('/api/phone/venue_list', ({ request }) =>
    ok(
      paginate(
        approvedVenues().map((v) => ({ id: v.id, name: v.name, address: v.address, city: v.city, district: v.district, cover: v.cover, sports: v.sports, open_hours: v.open_hours })),
        new URL(request.url),
      ),
    ),
  ),

  http.get('/api/phone/venue_info', ({ request }) => {
    const id = intParam(new URL(request.url), 'id');
    if (id === undefined || id < 1) return badInput('编号格式错误');
    const v = approvedVenues().find((x) => x.id === id);
    if (!v) return notFound();
    const extra = PHONE_VENUE_EXTRAS[v.name];
    return ok({
      id: v.id,
      name: v.name,
      address: v.address,
      city: v.city,
      district: v.district,
      cover: v.cover,
      photos: phoneVenuePhotos(v.name),
      sports: v.sports,
      open_hours: v.open_hours,
      phone: v.phone,
      longitude: extra?.longitude ?? null,
      latitude: extra?.latitude ?? null,
      institution_name: v.institution_name,
      courts: v.courts.map((c) => ({ id: c.id, name: c.name, sport: c.sport, indoor: c.indoor === 1, status: c.status })),
    });
  }),
];

/** Test helper: lets the grant of a token run out (token expiry in page tests). */
export function expireEnrolmentGrants(): void {
  for (const grant of state().grants.values()) grant.expires = 0;
}
