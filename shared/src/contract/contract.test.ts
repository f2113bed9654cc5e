/**
 * Contract test: every mock response must validate against the response schema the server declares for that
 * route in its OpenAPI document (shared/src/api/generated/openapi.json, written by `pnpm openapi`), so the
 * MSW mocks used by page tests and standalone mode cannot drift from the real API.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { setupServer } from 'msw/node';
import { homepageContractSamples } from './samples/homepage';
import { albumContractSamples } from './samples/album';
import { articleContractSamples } from './samples/article';
import { liveContractSamples } from './samples/live';
import { resultContractSamples } from './samples/results';
import { scheduleContractSamples } from './samples/schedule';
import { signUpContractSamples } from './samples/sign-up';
import { uploadContractSamples } from './samples/upload';
import { enrolmentContractSamples } from './samples/enrolment';
import { videoContractSamples } from './samples/video';
import { venueSettingsContractSamples } from './samples/venue-settings';
import { venueProfileContractSamples } from './samples/venue-profile';
import { mapsContractSamples } from './samples/maps';
import { certificateContractSamples } from './samples/certificates';
import { directoryContractSamples } from './samples/directory';
import { payContractSamples } from './samples/pay';
import { venueContractSamples } from './samples/venue';
import { accountContractSamples } from './samples/account';
import { refundContractSamples } from './samples/refund';
import { invoiceContractSamples } from './samples/invoice';
import { withdrawReviewContractSamples } from './samples/withdraw-review';
import { payoutAccountContractSamples } from './samples/payout-account';
import { venueCancelContractSamples } from './samples/venue-cancel';
import { venueFrontDeskContractSamples } from './samples/venue-front-desk';
import { venueAnalysisContractSamples } from './samples/venue-analysis';
import { venuePhoneContractSamples } from './samples/venue-phone';
import { venueWaitlistContractSamples } from './samples/venue-waitlist';
import { venueReviewContractSamples } from './samples/venue-review';
import { onboardingContractSamples } from './samples/onboarding';
import { institutionAdminContractSamples } from './samples/institutions';
import { staffContractSamples } from './samples/staff';
import { operationRecordContractSamples } from './samples/operation-records';
import { registrationContractSamples } from './samples/registrations';
import { checkInContractSamples } from './samples/check-ins';
import { highlightContractSamples } from './samples/highlights';
import { accountRecoveryContractSamples } from './samples/account-recovery';
import { currentSession, handlers, mockSmsCode, resetMockDb, signInAs } from '../mocks/index';
import type { ContractSample as Sample } from './contract-sample';

const doc = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'api', 'generated', 'openapi.json'), 'utf8'),
) as { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>> };

// One or more requests per foundation endpoint, including answers that are errors by design.
const samples: Sample[] = [
  { method: 'GET', url: '/api/ping' },
  { as: 'admin', method: 'GET', url: '/api/system/jobs?start=0&count=10&name=export-task&state=failed' },
  { method: 'POST', url: '/api/auth/login', body: { account: 'admin', password: 'Admin@2026' } },
  { method: 'POST', url: '/api/auth/login', body: { account: 'org_gov', password: 'Saishi@2026', scope: 'admin' }, errno: 40000 },
  { method: 'POST', url: '/api/auth/login', body: { account: 'org_gov', password: '错误的密码' }, errno: 40000 },
  { method: 'POST', url: '/api/send_sms', body: { mobile: '13800000002', scene: 'login' } },
  {
    method: 'POST',
    url: '/api/auth/sms_login',
    body: { mobile: '13800000002', code: mockSmsCode('13800000002') },
    setup: () => post('/api/send_sms', { mobile: '13800000002', scene: 'login' }),
  },
  { method: 'POST', url: '/api/auth/sms_login', body: { mobile: '13800000002', code: '000000' }, errno: 40000 },
  {
    method: 'GET',
    url: '/api/dev/sms_outbox?mobile=13800000003',
    setup: () => post('/api/send_sms', { mobile: '13800000003', scene: 'login' }),
  },
  { as: 'admin', method: 'GET', url: '/api/auth/token' },
  { as: 'admin', method: 'POST', url: '/api/auth/logout', body: {} },
  { as: 'admin', method: 'GET', url: '/api/auth/logout', errno: 405 },
  { method: 'GET', url: '/api/user/info', errno: 401 },
  { as: 'org_multi', method: 'GET', url: '/api/user/info' },
  { as: 'athlete', method: 'POST', url: '/api/user/info', body: { nickname: '林晓跑', image: 'data:image/png;base64,iVBORw0KGgo=' } },
  { as: 'athlete', method: 'POST', url: '/api/user/info', body: { nickname: '林晓跑', image: 'javascript:alert(1)' }, errno: 42200 },
  { as: 'org_gov', method: 'POST', url: '/api/user/password', body: { old_password: 'Saishi@2026', new_password: 'Saishi@2027' } },
  { as: 'org_gov', method: 'POST', url: '/api/user/password', body: { old_password: '不对的原密码', new_password: 'Saishi@2027' }, errno: 40000 },
  { as: 'admin', method: 'GET', url: '/api/admin/manager_menu?institution_id=0' },
  { as: 'org_gov', method: 'GET', url: '/api/admin/manager_menu?institution_id=1' },
  { as: 'admin', method: 'GET', url: '/api/admin/un_check_count' },
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/un_check_count' },
  { as: 'org_gov', method: 'GET', url: '/api/admin/msg_count?belong_id=1' },
  { as: 'admin', method: 'GET', url: '/api/admin/institution_list?start=0&count=10' },
  { as: 'admin', method: 'GET', url: '/api/competition/list?start=0&count=10' },
  { as: 'admin', method: 'GET', url: '/api/competition/list?start=0&count=5&status=pending&c_type=1&keyword=联赛&date_from=2026-01-01&date_to=2026-12-31' },
  { as: 'org_gov', method: 'GET', url: '/api/competition/list?start=0&count=10&institution_id=1' },
  { as: 'org_gov', method: 'GET', url: '/api/competition/list?start=0&count=10&institution_id=6', errno: 40300 },
  { as: 'admin', method: 'GET', url: '/api/competition/info?id=1' },
  { as: 'org_youth', method: 'GET', url: '/api/competition/info?id=1', errno: 404 },
  { as: 'admin', method: 'GET', url: '/api/competition/search_institution?keyword=协会' },
  { as: 'org_gov', method: 'GET', url: '/api/competition/venue_options?start=0&count=10&keyword=体育' },
  { as: 'athlete', method: 'GET', url: '/api/competition/venue_options?start=0&count=10', errno: 40300 },
  { as: 'admin', method: 'GET', url: '/api/admin/pay_order_list?start=0&count=10' },
  { as: 'org_gov', method: 'GET', url: '/api/admin/pay_order_list?start=0&count=10&status=已支付&keyword=马拉松&institution_id=1' },
  { as: 'admin', method: 'GET', url: '/api/admin/pay_order_info?id=2' },
  { as: 'admin', method: 'GET', url: '/api/admin/pay_order_info?id=3' },
  { as: 'admin', method: 'GET', url: '/api/admin/venue_list?start=0&count=10' },
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_list?start=0&count=10&keyword=黄龙&status=approved' },
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_info?id=1' },
  { method: 'GET', url: '/api/official/home' },
  // series, base info, filing and review, permission codes, public competitions
  { as: 'org_multi', method: 'POST', url: '/api/competition_series', body: { institution_id: 2, name: '浙江省田径大奖赛', c_type: 1 } },
  { as: 'org_gov', method: 'POST', url: '/api/competition_series', body: { institution_id: 2, name: '越权系列' }, errno: 40300 },
  { as: 'org_multi', method: 'PUT', url: '/api/competition_series', body: { id: 2, name: '西湖城市定向系列赛（新）' } },
  // 系列报备 (docs/series.md): series 1 waits for review, 2 is approved, 3 was rejected — all of org_multi
  { as: 'org_multi', method: 'PUT', url: '/api/competition_series', body: { id: 1, name: '浙江省青少年田径联赛（新）' }, errno: 40000 },
  { as: 'org_multi', method: 'DELETE', url: '/api/competition_series?id=1', errno: 40000 },
  { as: 'org_multi', method: 'POST', url: '/api/competition_series/filing', body: { id: 3 } },
  { as: 'org_multi', method: 'POST', url: '/api/competition_series/filing', body: { id: 1 }, errno: 40000 },
  { as: 'org_multi', method: 'POST', url: '/api/competition_series/filing', body: { id: 10001 }, errno: 40000, setup: () => asOrgMulti('POST', '/api/competition_series', { institution_id: 2, name: '空系列' }) },
  { as: 'org_youth', method: 'POST', url: '/api/competition_series/filing', body: { id: 1 }, errno: 404 },
  { as: 'org_multi', method: 'POST', url: '/api/competition_series/withdraw', body: { id: 1 } },
  { as: 'org_multi', method: 'POST', url: '/api/competition_series/withdraw', body: { id: 2 }, errno: 40000 },
  { as: 'admin', method: 'GET', url: '/api/admin/competition_series/review_list?start=0&count=10&status=pending' },
  { as: 'org_multi', method: 'GET', url: '/api/admin/competition_series/review_list?start=0&count=10', errno: 40300 },
  { as: 'admin', method: 'POST', url: '/api/admin/competition_series/review', body: { id: 1, action: 'approve' } },
  { as: 'admin', method: 'POST', url: '/api/admin/competition_series/review', body: { id: 1, action: 'reject', reason: ' ' }, errno: 42200 },
  { as: 'admin', method: 'POST', url: '/api/admin/competition_series/review', body: { id: 2, action: 'reject', reason: '重复审核' }, errno: 40000 },
  { as: 'admin', method: 'POST', url: '/api/admin/competition_series/review', body: { id: 99999, action: 'approve' }, errno: 404 },
  { as: 'org_multi', method: 'DELETE', url: '/api/competition_series?id=10001', setup: () => asOrgMulti('POST', '/api/competition_series', { institution_id: 2, name: '空系列' }) },
  { as: 'org_multi', method: 'GET', url: '/api/competition_series/list?start=0&count=10&institution_id=2' },
  { as: 'org_multi', method: 'GET', url: '/api/competition_series/info?id=1' },
  { as: 'org_youth', method: 'GET', url: '/api/competition_series/info?id=1', errno: 404 },
  {
    as: 'org_gov',
    method: 'POST',
    url: '/api/competition',
    body: { institution_id: 1, c_type: 1, name: '西湖杯篮球赛', sport: '篮球', start_at: '2026-09-01T01:00:00.000Z', end_at: '2026-09-02T10:00:00.000Z', location: '杭州' },
  },
  { as: 'org_gov', method: 'POST', url: '/api/competition', body: { institution_id: 1, c_type: 1, name: '倒序', start_at: '2026-09-02T00:00:00Z', end_at: '2026-09-01T00:00:00Z' }, errno: 42200 },
  { as: 'org_gov', method: 'PUT', url: '/api/competition', body: { id: 7, name: '2027年杭州市迎新春乒乓球团体赛（修订）', introduction: '<p>欢迎</p><script>x</script>' } },
  { as: 'org_gov', method: 'PUT', url: '/api/competition', body: { id: 5, name: '审核中' }, errno: 40000 },
  { as: 'org_gov', method: 'DELETE', url: '/api/competition?id=7' },
  { as: 'org_gov', method: 'DELETE', url: '/api/competition?id=1', errno: 40000 },
  { as: 'org_gov', method: 'GET', url: '/api/competition/detail?id=1' },
  { as: 'org_youth', method: 'GET', url: '/api/competition/detail?id=1', errno: 404 },
  // 信息变更: an approved competition's name, cover, introduction wait for review
  { as: 'org_gov', method: 'PUT', url: '/api/competition', body: { id: 4, name: '2026年杭州马拉松（更名）', location: '杭州' } },
  { as: 'org_gov', method: 'GET', url: '/api/competition/detail?id=4' },
  { as: 'admin', method: 'GET', url: '/api/admin/competition/change_list?start=0&count=10&status=pending' },
  { as: 'org_gov', method: 'GET', url: '/api/admin/competition/change_list', errno: 40300 },
  { as: 'admin', method: 'POST', url: '/api/admin/competition/change_review', body: { id: 1, action: 'reject', reason: '' }, errno: 42200 },
  { as: 'admin', method: 'POST', url: '/api/admin/competition/change_review', body: { id: 1, action: 'approve' } },
  { as: 'admin', method: 'POST', url: '/api/admin/competition/change_review', body: { id: 1, action: 'reject', reason: '名称与批文不符' } },
  { as: 'admin', method: 'POST', url: '/api/admin/competition/change_review', body: { id: 99, action: 'approve' }, errno: 404 },
  { as: 'org_gov', method: 'POST', url: '/api/competition/change/withdraw', body: { id: 1 } },
  { as: 'org_gov', method: 'POST', url: '/api/competition/change/withdraw', body: { id: 4 }, errno: 40000 },
  { as: 'org_youth', method: 'POST', url: '/api/competition/change/withdraw', body: { id: 1 }, errno: 404 },
  { as: 'org_gov', method: 'POST', url: '/api/competition/filing', body: { id: 7 } },
  { as: 'org_gov', method: 'POST', url: '/api/competition/filing', body: { id: 1 }, errno: 40000 },
  { as: 'org_gov', method: 'POST', url: '/api/competition/withdraw', body: { id: 5 } },
  { as: 'admin', method: 'GET', url: '/api/admin/competition/review_list?start=0&count=10&status=pending&c_type=1' },
  { as: 'org_gov', method: 'GET', url: '/api/admin/competition/review_list', errno: 40300 },
  { as: 'admin', method: 'POST', url: '/api/admin/competition/review', body: { id: 5, action: 'approve' } },
  { as: 'admin', method: 'POST', url: '/api/admin/competition/review', body: { id: 5, action: 'reject', reason: '' }, errno: 42200 },
  { as: 'org_gov', method: 'GET', url: '/api/competition/history?id=5', setup: async () => { signInAs('admin'); await asCurrent('POST', '/api/admin/competition/review', { id: 5, action: 'reject', reason: '材料不全' }); } },
  { as: 'org_gov', method: 'POST', url: '/api/competition/code/regenerate', body: { id: 1 } },
  { method: 'GET', url: '/api/institution/project' },
  { as: 'org_youth', method: 'POST', url: '/api/competition/code/redeem', body: { code: 'C222222221' } },
  { as: 'org_youth', method: 'POST', url: '/api/competition/code/redeem', body: { code: 'WRONG' }, errno: 40000 },
  { as: 'org_gov', method: 'GET', url: '/api/competition/managers?id=1', setup: () => redeemAs('org_youth', 'C222222221') },
  { as: 'org_gov', method: 'DELETE', url: '/api/competition/managers?id=1&user_id=3', setup: () => redeemAs('org_youth', 'C222222221') },
  { as: 'org_gov', method: 'DELETE', url: '/api/competition/managers?id=1&user_id=3', errno: 404 },
  { method: 'GET', url: '/api/official/competition/list?start=0&count=10&c_type=1&month=2026-11' },
  { method: 'GET', url: '/api/official/competition/info?id=1' },
  { method: 'GET', url: '/api/official/competition/info?id=5', errno: 404 },
  { method: 'GET', url: '/api/official/competition_series/list?start=0&count=10' },
  { method: 'GET', url: '/api/official/competition_series/info?id=1' },
  { method: 'GET', url: '/api/official/competition_series/info?id=999', errno: 404 },
  // results, highest records, results management, export tasks
  ...resultContractSamples,
  ...signUpContractSamples,
  ...scheduleContractSamples,
  ...homepageContractSamples,
  ...uploadContractSamples,
  ...enrolmentContractSamples,
  ...accountRecoveryContractSamples,
  ...articleContractSamples,
  ...liveContractSamples,
  ...albumContractSamples,
  ...videoContractSamples,
  ...venueSettingsContractSamples,
  ...venueProfileContractSamples,
  ...mapsContractSamples,
  ...certificateContractSamples,
  ...directoryContractSamples,
  ...payContractSamples,
  ...venueContractSamples,
  ...venueCancelContractSamples,
  ...venueFrontDeskContractSamples,
  ...venueAnalysisContractSamples,
  ...venuePhoneContractSamples,
  ...venueWaitlistContractSamples,
  ...venueReviewContractSamples,
  ...onboardingContractSamples,
  ...institutionAdminContractSamples,
  ...staffContractSamples,
  ...operationRecordContractSamples,
  ...registrationContractSamples,
  ...checkInContractSamples,
  ...highlightContractSamples,
  ...refundContractSamples,
  ...invoiceContractSamples,
  ...withdrawReviewContractSamples,
  ...accountContractSamples((account, url, body) => {
    signInAs(account);
    return asCurrent('POST', url, body);
  }, mockSmsCode),
  ...payoutAccountContractSamples((account, url, body) => {
    signInAs(account);
    return asCurrent('POST', url, body);
  }, mockSmsCode),
];

/** A request as whoever is signed in now (with the CSRF token). */
function asCurrent(method: string, url: string, body: unknown) {
  return fetch(new URL(url, 'http://localhost'), {
    method,
    headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': currentSession()?.token ?? '' },
    body: JSON.stringify(body),
  });
}

function asOrgMulti(method: string, url: string, body: unknown) {
  signInAs('org_multi');
  return asCurrent(method, url, body);
}

function redeemAs(account: string, code: string) {
  signInAs(account);
  return asCurrent('POST', '/api/competition/code/redeem', { code });
}

/** OpenAPI 3.0 `nullable: true` is not JSON Schema: rewrite it as a union with null. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = toJsonSchema(v);
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (Array.isArray(out.type) && !out.type.includes('null')) out.type = [...out.type, 'null'];
    else if (!out.type) return { anyOf: [out, { type: 'null' }] };
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  return out;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(toJsonSchema(doc) as object, 'openapi');

function escapePointer(segment: string) {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The documented schema for (path, method, status), as an ajv reference into the document. */
function schemaRef(pathname: string, method: string, status: number): string | null {
  const op = doc.paths[pathname]?.[method.toLowerCase()];
  const response = op?.responses?.[String(status)] ?? op?.responses?.default;
  if (!response?.content?.['application/json']?.schema) return null;
  const code = op?.responses?.[String(status)] ? String(status) : 'default';
  return `openapi#/paths/${escapePointer(pathname)}/${method.toLowerCase()}/responses/${code}/content/application~1json/schema`;
}

function post(url: string, body: unknown) {
  return fetch(new URL(url, 'http://localhost'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb());

describe('mock handlers follow the server OpenAPI document', () => {
  it('has a sample for every documented foundation endpoint', () => {
    const sampled = new Set(samples.map((s) => `${s.method} ${new URL(s.url, 'http://localhost').pathname}`));
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${p}`),
    );
    // The API page and its document (/api/docs, /api/docs/json) are hidden from the document, so every entry is a route.
    const missing = documented.filter((key) => !sampled.has(key));
    expect(missing).toEqual([]);
  });

  it.each(samples.map((s) => [`${s.as ?? '访客'} ${s.method} ${s.url}`, s] as const))('%s', async (_name, sample) => {
    await sample.setup?.();
    let token = '';
    if (sample.as) token = signInAs(sample.as).token;
    const response = await fetch(new URL(sample.url, 'http://localhost'), {
      method: sample.method,
      headers: { 'Content-Type': 'application/json', ...(token ? { 'X-CSRF-TOKEN': token } : {}), ...sample.headers },
      body: sample.body === undefined ? undefined : JSON.stringify(sample.body),
    });
    const body = (await response.json()) as { errno: number };
    expect(body.errno ?? 0).toBe(sample.errno ?? 0);

    const pathname = new URL(sample.url, 'http://localhost').pathname;
    expect(doc.paths[pathname]).toBeDefined();
    // Errors by design are the error envelope of docs/architecture.md; successes the route's documented schema.
    const ref = sample.errno ? 'openapi#/components/schemas/ErrorEnvelope' : schemaRef(pathname, sample.method, response.status);
    expect(ref).not.toBeNull();
    if (!ref) return; // an error status the server documents without a body schema
    const validate = ajv.getSchema(ref);
    expect(validate).toBeDefined();
    const valid = validate!(body);
    if (!valid) throw new Error(`${sample.method} ${sample.url}: ${ajv.errorsText(validate!.errors, { separator: '\n' })}`);
  });
});
